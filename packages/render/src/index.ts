export { renderDocument, escapeHtml, escapeAttr, escapeJson, ROOT_ID, DATA_ID, type RenderDocumentOptions } from './renderDocument.js';
export { renderContent, type PageContent, type RenderContentOptions } from './renderContent.js';
export { colorModeScript, COLOR_MODE_KEY } from './colorModeScript.js';
