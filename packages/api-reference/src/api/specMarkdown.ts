import type { PageContent } from '@laguna-docs/render';
import type { Diagnostic, LinkRecord, TocEntry } from '@laguna-docs/shared';

/** A content tree (hast), as the render package renders it. */
export type ContentTree = Extract<PageContent, { type: 'markdown' }>['hast'];

/** Where a link written in a spec text leads, or why it leads nowhere (a markdown file that is no page). */
export type SpecLinkResolution = { href: string; width?: number; height?: number } | { broken: true; message: string };

/** A spec text parsed: its tree, and what the pages and the link check take from it. */
export interface ParsedSpecText {
  hast: ContentTree;
  toc: TocEntry[];
  /** Every id in the text, for anchor checks. */
  headingIds: string[];
  /** Every link target of the text, resolved, with its position in the text. */
  links: LinkRecord[];
  diagnostics: Diagnostic[];
}

/**
 * What the API reference needs of a markdown reader. The build that runs the reference passes its own
 * (the markdown stage's functions), so the reference's spec texts read as the site's pages do while this
 * package carries no markdown pipeline.
 */
export interface SpecMarkdown {
  /** Parses one spec text; `resolveLink` gives each link target its place. */
  parse(options: { markdown: string; file: string; math: boolean; resolveLink: (url: string) => SpecLinkResolution }): ParsedSpecText;
  /** Resolves a link target as a page at `fromRoute` (in `fromPath`) would, with the routes of the site's markdown files. */
  resolveLink(url: string, context: { basePath: string; localePrefix: string; fromPath: string; fromRoute: string; routesByPath: Pick<ReadonlyMap<string, string>, 'get'> }): SpecLinkResolution;
  /** Highlights code into the element a fenced code block makes, without the markdown parser. */
  highlight(options: SpecCode): ContentTree['children'][number];
}

/** A code block of a page (an example or a request sample) as `SpecMarkdown.highlight` takes it. */
export interface SpecCode {
  language: string;
  code: string;
  /** Shown in the block's bar (`curl`). */
  title?: string;
  /** The code in consecutive pieces, each highlighted on its own; a `literal` piece is a data literal (a request body). */
  parts?: ReadonlyArray<{ code: string; literal?: boolean }>;
}
