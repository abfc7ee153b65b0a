export { renderDocument, hydrationSite, embeddedJson, documentTitle, escapeHtml, escapeAttr, escapeJson, ROOT_ID, DATA_ID, type RenderDocumentOptions } from './renderDocument.js';
export { renderContent, prepareContent, preparationKey, type PageContent, type RenderContentOptions } from './renderContent.js';
export { colorModeScript, headScript, COLOR_MODE_KEY, type HeadScriptOptions } from './colorModeScript.js';
