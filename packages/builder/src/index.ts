// What other packages use of the build: the build itself, watch mode's session, and the helpers of the
// `write-translations`, `version` and `serve` commands. Everything else is internal.
export { buildSite, type BuildSiteOptions, type BuildSiteResult, type BuiltPage } from './buildSite.js';
export { createWatchSession, type EditedPage, type RebuildReport, type WatchSession } from './speed/watch/watchSession.js';
export { writePrebuiltClient } from './bundleClient.js';
export { writeTrimmedCardFonts } from './cards/cardFonts.js';
export { loadTheme } from './loadTheme.js';
export { localeInfos } from './siteData.js';
export { readSiteStrings, SITE_STRINGS_DIR } from './siteStrings.js';
