/*
 * What the pages made from a plain API model need of this package (examples, request plans and samples,
 * text lines), without the loader: the parser, its validators and the YAML reader are a fifth of the
 * generator's code, which a build of a site without an OpenAPI description never loads.
 */
export { exampleFor, type ExampleDirection } from './examples.js';
export { requestSamples, type RequestSample } from './samples.js';
export { isJsonMediaType, planRequest } from './requestPlan.js';
export { apiTextLine } from './textLines.js';
