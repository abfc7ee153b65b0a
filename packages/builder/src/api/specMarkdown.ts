import type { SpecMarkdown } from '@laguna-docs/api-reference';
import { highlightCode, parseMarkdown, resolveLink } from '@laguna-docs/markdown';

/** The markdown reader the API reference reads the spec's texts with: the markdown stage's own. */
export const specMarkdown: SpecMarkdown = { parse: parseMarkdown, resolveLink, highlight: highlightCode };
