import type { VFile } from 'vfile';
import type { LinkRecord, PageFeature, PageHeadBlock, TocEntry } from '@laguna-docs/shared';
import type { LinkResolver, TocLevels } from './types.js';

/**
 * What the plugins of one parse share through `file.data`. The processor is built once and frozen, so
 * everything that differs per page travels with the file instead of the plugin options.
 */
export interface PageFileData {
  /** In: resolves link targets of this page. */
  resolveLink?: LinkResolver;
  /** In: heading levels for the table of contents. */
  tocLevels?: TocLevels;
  /** In: the site's own admonition kinds (config `markdown.admonitions`), besides the built-in ones. */
  admonitions?: readonly string[];
  /** In: hosts whose pages `<iframe>` may embed (config `markdown.embeds`). */
  embeds?: readonly string[];
  /** In: lines before the markdown in its file (front matter), for line numbers quoted in messages. */
  lineOffset?: number;
  /**
   * In: the kinds of node the page's markdown holds as parsed (see `checkTree`), for passes to leave a
   * page without what they look for unwalked; `nodeMayHold`. Unset where the site has remark plugins of
   * its own, which may add nodes of any kind, and for `.mdx` pages.
   */
  nodeKinds?: ReadonlySet<string>;
  /** Out: text of the leading `# title`. */
  title?: string;
  /** Out: the table of contents. */
  toc?: TocEntry[];
  /** Out: every id in the content. */
  headingIds?: string[];
  /** Out: every link target with its position in the markdown. */
  links?: LinkRecord[];
  /** Out: what the page needs beyond the theme's own CSS and script (math, diagrams). */
  features?: PageFeature[];
  /** Out: the page's own `<head>` elements (its `<head>` blocks), checked. */
  head?: PageHeadBlock;
}

/** The page data of a file being parsed, typed. */
export function pageData(file: VFile): PageFileData {
  return file.data as PageFileData;
}

/**
 * Whether the page may hold a node of one of `kinds` (see `PageFileData.nodeKinds`): `false` only when
 * the parse noted the page's kinds and none of them is among these.
 */
export function nodeMayHold(file: VFile, ...kinds: string[]): boolean {
  const held = pageData(file).nodeKinds;
  if (held === undefined) return true;
  for (const kind of kinds) if (held.has(kind)) return true;
  return false;
}
