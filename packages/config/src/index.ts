export { defineConfig } from './defineConfig.js';
export { loadConfig, resolveConfig, CONFIG_FILE_NAMES, type ResolvedConfig, type LoadConfigOptions } from './loadConfig.js';
export { siteConfigSchema, type SiteConfig, type SiteConfigInput, type LocalizedString } from './schema.js';
export { localize } from './localize.js';
export { displayPath } from './displayPath.js';

export { esbuildVersion, inputHashes, inputsUnchanged, type InputHashes } from './inputHashes.js';
