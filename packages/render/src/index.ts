export { renderDocument, renderPageUpdate, type RenderDocumentOptions } from './renderDocument.js';
export { escapeHtml } from './escape.js';
export { renderContent, prepareContent, preparationKey, type PageContent, type RenderContentOptions } from './renderContent.js';
export { handedOutPieces } from './serverMarkup.js';
