// The code a build loads once its markdown is on its way to the parse helper (see buildSite.ts): the stages
// and steps that need the markdown, OpenAPI, rendering and link-check packages.
export { bundleAssets } from './bundleAssets.js';
export { checkLinks } from './checkLinks.js';
export { loadModel } from './loadModel.js';
export { renderSite } from './renderSite.js';
export { reportProblems } from './reportProblems.js';
export { siteFiles } from './siteFiles.js';
export { memoryOutput, stagedOutput } from '../siteOutput.js';
export { siteSteps } from '../steps/siteSteps.js';
export { threadSiteSteps } from '../steps/threadSteps.js';
export { watchSiteSteps } from '../steps/watchSiteSteps.js';
