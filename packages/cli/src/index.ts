export { createProgram, main, parsePort, type ProgramOptions } from './program.js';
export { formatReport, reportFailure, type Output } from './reporter.js';
export { defineConfig, type SiteConfigInput } from './defineConfig.js';
export { VERSION } from './version.js';
