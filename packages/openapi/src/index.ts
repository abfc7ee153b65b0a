export { checkApiText, loadApi, loadApiBundle, loadApiText, readSpec, type LoadApiOptions, type LoadApiTextOptions } from './loadApi.js';
export type { BundledSpec, SpecFile } from './bundleFiles.js';
export { MAX_SCHEMA_DEPTH } from './schemaModel.js';
export { exampleFor, EXAMPLE_BUDGET, EXAMPLE_FULL_OBJECT_LEVELS, type ExampleDirection } from './examples.js';
export { requestSamples, type RequestSample } from './samples.js';
export { isJsonMediaType } from './requestPlan.js';
export { apiTextLine } from './textLines.js';
