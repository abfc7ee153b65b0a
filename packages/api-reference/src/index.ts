export { API_SIDEBAR_OPEN_LIMIT, apiPageCount, apiPageRoutes, apiPageSource, apiPages, apiSidebar, apiSidebars, breakableId, type ApiPage, type ApiPagesOptions, type SiteApi } from './apiPages.js';
export { apiSearchSections } from './searchApi.js';
export { introMarkdown, operationMarkdown, schemaPageMarkdown, type ApiMarkdownOptions } from './apiMarkdown.js';
export { createApiRenderCache, createApiTextRenderer, unescapeQuotesInText, type ApiRenderCache, type ApiTextRenderer, type KeptResults } from './api/renderApiText.js';
export { SCHEMA_PAGES_AUTO_OPERATIONS, SCHEMA_PAGES_SEGMENT, schemaPageRoutes, type SchemaPagesSetting } from './api/schemaRoutes.js';
export { specHtmlProblems } from './api/specHtml.js';
export type { ContentTree, ParsedSpecText, SpecCode, SpecLinkResolution, SpecMarkdown } from './api/specMarkdown.js';
export { createSpecLinkResolver, siteSpecLinks, specLinkProblems, specLinkSettings, type SpecLinkSettings } from './api/specLinks.js';
