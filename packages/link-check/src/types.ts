import type { LinkRecord, SiteFile } from '@laguna-docs/shared';

export type { SiteFile };

/** Read access to a built site, whether it is still in memory (during a build) or written to a folder. */
export interface SiteFiles {
  /** Every file, as posix paths relative to the output folder. */
  paths: ReadonlySet<string>;
  /** The contents of one of `paths`. */
  read(path: string): Promise<string | Uint8Array>;
}

/** Where the links of one output page were written: the build knows this, the HTML does not. */
export interface PageSource {
  /** Output path of the page: `sl/docs/intro.html`. */
  file: string;
  locale: string;
  /** The page's source file relative to the site root, when it has one. */
  source?: string;
  links: readonly LinkRecord[];
}

/** A link the theme renders on every page of a locale from the config (navbar, footer, announcement). */
export interface ConfigLink extends LinkRecord {
  origin: 'config';
  locale: string;
  /** Where in the config, in words: `navbar item 1 "API"`. */
  where: string;
}

/**
 * What is wrong with a link: no page, no element with the fragment's id, no file, a path outside the
 * base path, or (only with `checkExternal`) an external URL that does not answer with success.
 */
export type BreakKind = 'page' | 'anchor' | 'asset' | 'outside-base' | 'external';

/** One broken link as one output page has it, before it is traced back to its source. */
export interface Finding {
  kind: BreakKind;
  /** Output path of the page holding the link. */
  page: string;
  /** The link as the HTML has it (the checked URL when only linkinator saw it). */
  href: string;
  /** The normalised target: a path on the site (`/laguna-docs/docs/x#y`) or an external URL. */
  target: string;
  /** The closest existing path (for pages and files) or id (for anchors), for "did you mean". */
  suggestion?: string;
  /** Extra facts for the message, such as the HTTP status of an external link. */
  detail?: string;
  /** Which pass found it: the in-memory pass over the link graph, or linkinator's crawl. */
  by: 'graph' | 'linkinator';
}

/** A broken link traced back to where it was written, merged over every page that shows it. */
export interface BrokenLink {
  kind: BreakKind;
  /** What wrote it; `output` when no source is known and the output page is named instead. */
  origin: LinkRecord['origin'] | 'output';
  /** The markdown file, config file, spec file or output page (relative to the site root). */
  file: string;
  line?: number;
  column?: number;
  /** JSON pointer inside a spec. */
  pointer?: string;
  /** Location in words for config links: `navbar item 1 "API"`. */
  where?: string;
  /** The target as the author wrote it. */
  written: string;
  /** The distinct targets as checked (one per locale for config links). */
  targets: string[];
  /** Output pages that show the link. */
  pages: string[];
  /** "Did you mean" in the author's terms: a route, a file path or the written link with a close id. */
  suggestion?: string;
  detail?: string;
}
