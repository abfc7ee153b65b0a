// The code a build loads once its markdown is on its way to the parse helper (see buildSite.ts): the stages
// that need the markdown, OpenAPI, rendering and link-check packages (their steps load with the speed layer's,
// speed/siteStepsCode.ts).
export { bundleAssets } from './bundleAssets.js';
export { checkLinks } from './checkLinks.js';
export { loadModel } from './loadModel.js';
export { renderSite } from './renderSite.js';
export { reportProblems } from './reportProblems.js';
export { siteFiles } from './siteFiles.js';
export { memoryOutput, stagedOutput } from '../siteOutput.js';
export { writeFiles } from './writeFiles.js';
export { writeRendered } from '../renderedFiles.js';
