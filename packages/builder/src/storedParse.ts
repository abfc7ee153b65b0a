import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { positionsOff, type RouteLookups } from '@laguna-docs/shared';

/*
 * A page's parse as the disk cache keeps it. Apart from `markdownPage.ts`, which imports the markdown
 * stage: the build's entry writes kept parses before it loads the code that renders pages
 * (`buildSite.entry.test.ts`).
 */

/** A parse as the disk cache keeps it: the result, and every route lookup its links made (path, route). */
export interface StoredParse {
  markdown: ParsedMarkdown;
  lookups: RouteLookups;
}

/**
 * A parse in JSON, as the disk cache keeps it: without the positions of its tree, which serve only the
 * parse's own messages and links (kept apart). They are taken off the tree itself (see `positionsOff`):
 * the parse is not to be given positions again.
 */
export function storedParseJson(stored: StoredParse): string {
  positionsOff(stored.markdown.hast);
  return JSON.stringify(stored);
}
