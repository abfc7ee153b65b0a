import type { Root } from 'hast';
import type { Diagnostic, LinkRecord, TocEntry } from '@laguna-docs/shared';

/** How a link written in markdown turned out. */
export type LinkResolution =
  /** Use `href` as the link target. */
  | { href: string }
  /** The target names a markdown file that is not a page: a warning, and the link is rendered without href. */
  | { broken: true; message: string };

/** Turns a link target as written (`./02-setup.md#run`, `/docs/intro`, `https://…`) into an href. */
export type LinkResolver = (url: string) => LinkResolution;

export interface ParseMarkdownOptions {
  /** The markdown after the front matter. */
  markdown: string;
  /** Source path shown in diagnostics. */
  file: string;
  /** The file line on which `markdown` starts (after front matter), so positions point into the file. */
  lineOffset?: number;
  resolveLink?: LinkResolver;
  /** Heading levels listed in the table of contents. */
  toc?: { minLevel: number; maxLevel: number };
}

/**
 * The markdown of one page as plain data: the hast tree (serialisable, cached in watch mode) with the
 * leading `# title` taken out, the table of contents, and what went wrong.
 *
 * Elements the theme renders with its own components (see the render stage):
 * - `admonition` with properties `kind` (`note|tip|info|caution|danger`) and optional `title`;
 * - `code-block` with properties `language`, `title?`, `code` (the raw text, for copy buttons),
 *   `showLineNumbers` and `highlightLines` (array of 1-based numbers), wrapping a `pre > code` of highlighted
 *   `span.line` elements.
 */
export interface ParsedMarkdown {
  hast: Root;
  /** Text of a leading level-1 heading, if the markdown starts with one. */
  title?: string;
  toc: TocEntry[];
  /** Every id given to a heading, for anchor checks. */
  headingIds: string[];
  /** Every link written in the markdown, resolved, with its file position (for the link check). */
  links: LinkRecord[];
  diagnostics: Diagnostic[];
}
