export { checkApiText, loadApiBundle, loadApiText, readSpec, type LoadApiOptions, type LoadApiTextOptions } from './loadApi.js';
export type { SpecFileLimits } from './bundleFiles.js';
export type { BundledSpec, SpecFile } from './bundleFiles.js';
export { exampleFor, type ExampleDirection } from './examples.js';
export { requestSamples, type RequestSample } from './samples.js';
export { isJsonMediaType, planRequest } from './requestPlan.js';
export { apiTextLine } from './textLines.js';
export { bundleSpecFile } from './bundleSpec.js';
