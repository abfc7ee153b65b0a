export { parseMarkdown } from './parseMarkdown.js';
export { resolveLink, type LinkContext } from './resolveLink.js';
export type { ParseMarkdownOptions, ParsedMarkdown, LinkResolution, LinkResolver } from './types.js';
