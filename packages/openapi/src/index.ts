export { checkApiDocument, loadApiBundle, loadApiText, readSpec, type LoadApiOptions, type LoadApiTextOptions, type SpecCheck } from './loadApi.js';
export type { SpecProblem } from './specDiagnostic.js';
export type { SpecFileLimits } from './bundleFiles.js';
export type { BundledSpec, SpecFile } from './bundleFiles.js';
export * from './model.js';
export { bundleSpecFile } from './bundleSpec.js';
