export { defineConfig } from './defineConfig.js';
export { loadConfig, resolveConfig, type ResolvedConfig, type LoadConfigOptions } from './loadConfig.js';
export { siteConfigSchema, DEFAULT_DOCS_VERSION_LABEL, type SiteConfig, type SiteConfigInput, type LocalizedString, type EditUrlFunction, type EditUrlParams, type UnifiedPlugin } from './schema.js';
export { localize } from './localize.js';
export type { SidebarItemInput, SidebarCategoryLinkInput, SidebarLabel } from './sidebarSchema.js';
export { schemaKeysAt } from './schemaKeys.js';
export { displayPath } from './displayPath.js';
export { configFieldLocator, type FieldLocator } from './locateField.js';
export { readVersionsFile } from './versionsFile.js';

export { esbuildVersion, inputHashes, inputsUnchanged, type InputHashes } from './inputHashes.js';

/**
 * zod, for the content package's front matter and category schemas too: the compiled config package
 * carries the one copy the Node packages load (a single file loads in half the time of zod's own modules).
 */
export { z } from 'zod';
export { routePathField, textField, urlField } from './gatedFields.js';
