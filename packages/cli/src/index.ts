export { createProgram, main, type ProgramOptions } from './program.js';
export type { Output } from './reporter.js';
export { defineConfig, type SiteConfigInput } from './defineConfig.js';
export { VERSION } from './version.js';
