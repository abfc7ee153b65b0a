export { checkBuiltSite, type CheckBuiltSiteOptions } from './checkBuiltSite.js';
export { checkLinks, type CheckLinksOptions, type LinkReport } from './checkLinks.js';
export { configLinks, type ConfigLinksOptions } from './configLinks.js';
export { linkSummary } from './reportLinks.js';
export { applyLinkPolicy, sitePolicy, WARN_ONLY, type LinkPolicy } from './linkPolicy.js';
export { memoryFiles } from './siteFiles.js';
export { scanHtml, StringPool, type ScannedPage } from './scanHtml.js';
export { scanAroundPieces } from './scanPieces.js';
export type { BreakKind, BrokenLink, ConfigLink, Finding, PageSource, SiteFile, SiteFiles } from './types.js';
