import type { Root } from 'hast';
import type { SiteComponentHost } from './mdx/siteComponents.js';
import type { SectionTrees } from './sections/parseInSections.js';
import type { Diagnostic, LinkRecord, PageFeature, PageHeadBlock, TocEntry } from '@laguna-docs/shared';

/** How a link written in markdown turned out. */
export type LinkResolution =
  /** Use `href` as the link target; an image of known size gets it as its `width` and `height`. */
  | { href: string; width?: number; height?: number }
  /** The target names a markdown file that is not a page: a warning, and the link is rendered without href. */
  | { broken: true; message: string };

/** Turns a link target as written (`./02-setup.md#run`, `/docs/intro`, `https://…`) into an href. */
export type LinkResolver = (url: string) => LinkResolution;

/** Heading levels listed in the table of contents, inclusive (`{ minLevel: 2, maxLevel: 3 }`). */
export interface TocLevels {
  minLevel: number;
  maxLevel: number;
}

/** Strings the parser writes into the page, so each locale can translate them. */
export interface MarkdownLabels {
  /** Heading of the footnotes section (visually hidden). Default: the English UI string `footnotes.label`. */
  footnoteLabel?: string;
  /**
   * Accessible label of a footnote's back link; `{number}` becomes the reference number (`1`, or `1-2` for
   * the second reference to footnote 1). Default: the English UI string `footnotes.backLabel`.
   */
  footnoteBackLabel?: string;
}

/** unified plugins of the site's own (each a plugin or `[plugin, ...options]`), run after the built-in ones. */
export interface MarkdownPlugins {
  remarkPlugins: readonly unknown[];
  rehypePlugins: readonly unknown[];
}

export interface ParseMarkdownOptions extends MarkdownLabels {
  /** The site's own plugins; keep one object per set, since the pipeline built with them is kept by it. */
  plugins?: MarkdownPlugins;
  /** The markdown after the front matter. */
  markdown: string;
  /** Whether `$…$` and `$$…$$` are math (the default); `false` reads every `$` as a dollar sign. */
  math?: boolean;
  /** Source path shown in diagnostics. */
  file: string;
  /** Whether the page is MDX; by default when `file` ends in `.mdx`. */
  mdx?: boolean;
  /** The file line on which `markdown` starts (after front matter), so positions point into the file. */
  lineOffset?: number;
  /** Resolves every `<a href>` and `<img src>` of the page, from markdown and from raw HTML alike. */
  resolveLink?: LinkResolver;
  /** Heading levels listed in the table of contents. Default 2–3. */
  toc?: TocLevels;
  /** The site's own admonition kinds (`:::release`), lower case, besides the built-in ones. */
  admonitions?: readonly string[];
  /** Hosts whose pages `<iframe>` may embed (config `markdown.embeds`); none by default. */
  embeds?: readonly string[];
  /**
   * For `.mdx` pages (a `file` ending in `.mdx`): the text of a file the page imports, by its path written
   * like `file` (relative to the site root, posix), or `undefined` when there is none. Without it, every
   * imported partial is missing.
   */
  readFile?: (file: string) => string | undefined;
  /**
   * For `.mdx` pages: where a file the page imports (written like `file`) really is, when it is a symbolic
   * link that leads out of the site's folder; such a file is not read (`readFile` gives `undefined`), and
   * the import is an error at its line.
   */
  linkOutside?: (file: string) => string | undefined;
  /**
   * For `.mdx` pages: renders the site's components the page imports (`@site/src/components/Card`, or a
   * relative `.tsx`/`.jsx`/`.ts`/`.js` file). Without it, a page that uses one fails with `mdx/component-error`.
   */
  siteComponents?: SiteComponentHost;
  /**
   * For `.mdx` pages: how long the page's code, and then its site components, may run (each in one go)
   * before the parse stops them with an error; `CODE_TIME_LIMIT_MS` (15 s) when left out.
   */
  codeTimeLimitMs?: number;
  /**
   * For `.md` pages: trees of sections parsed before, by their text. With it, the page is parsed section by
   * section (see `parseInSections`) and only the sections not found here are tokenised; each one parsed is
   * added. For a quick preview of an edit, which a whole parse confirms afterwards.
   */
  sections?: SectionTrees;
}

/**
 * The markdown of one page as plain data: the hast tree (serialisable, cached in watch mode) with the
 * leading `# title` taken out, the table of contents, and what went wrong.
 *
 * Elements the theme renders with its own components (see the render stage):
 * - `admonition` with properties `kind` (one of `ADMONITION_KINDS` or a kind of the site's own; `:::warning` arrives as `caution`)
 *   and optional `title` (plain text); its children are the admonition's content, already hast.
 * - `code-block` with properties `language` (lower case as written, `text` when none), `title?`, `code`
 *   (the raw text, for copy buttons), `showLineNumbers` (boolean) and `highlightLines` (array of 1-based
 *   numbers), wrapping `pre[tabindex=0] > code.language-<language>`. The code holds one `span.line` per
 *   line, separated by `"\n"` text nodes (so the text reads right without CSS); a highlighted line has
 *   `data-highlighted="true"`; tokens are `span.hljs-*` (highlight.js class names, nested).
 *   Note that rehype-react hands array properties to components as space-separated strings.
 *
 * Other markup worth styling: footnotes are GitHub's (`section[data-footnotes]` with a visually hidden
 * `h2.sr-only#footnote-label`); broken file links are `a[data-broken-link]` without `href`.
 */
export interface ParsedMarkdown {
  hast: Root;
  /** Text of a leading level-1 heading, if the markdown starts with one. */
  title?: string;
  toc: TocEntry[];
  /**
   * Every id in the content, for anchor checks: headings, ids written in raw HTML, footnotes
   * (`user-content-fn-1`), in document order.
   */
  headingIds: string[];
  /**
   * Every link target of the page (`a[href]` and `img[src]`, from markdown and raw HTML), resolved,
   * with its file position (for the link check).
   */
  links: LinkRecord[];
  /** What the page needs beyond the theme's CSS and script (KaTeX's CSS for math, the diagram script). */
  features?: PageFeature[];
  /**
   * The page's own `<head>` elements, from `<head>` blocks (raw HTML in `.md`, JSX in `.mdx`), taken out of
   * the content: `<meta name|property content>`, `<link>` of a safe `rel`, `<title>`; anything else there is an error.
   */
  head?: PageHeadBlock;
  diagnostics: Diagnostic[];
}
