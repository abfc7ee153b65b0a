export { parseMarkdown } from './parseMarkdown.js';
export type { MarkdownProcessor } from './createProcessor.js';
export { highlightCode, type HighlightCodeOptions } from './code/highlightCode.js';
export { probeMdxTitle, probeTitle } from './headings/probeTitle.js';
export { resolveLink, type LinkContext } from './links/resolveLink.js';
export type { LinkResolution, LinkResolver, MarkdownLabels, MarkdownPlugins, ParseMarkdownOptions, ParsedMarkdown, TocLevels } from './types.js';
export { katexAssets, katexFolder, type KatexAssets } from './math/katexAssets.js';
export { vendoredFile, vendoredVersion } from './vendored.js';
