// The API reference's content renderers, registered in the theme under these names.
export { ApiIntroContent } from './ApiIntroContent.js';
export { ApiOperationContent } from './ApiOperationContent.js';
export { ApiSchemaContent } from './ApiSchemaContent.js';
