import { keyOf, resultKey, type KeyOf } from './steps/resultStore.js';
import { isComponentPage } from '@laguna-docs/shared';
import type { PlannedSource } from '@laguna-docs/content';
import type { VersionLinks } from './versions/versionLinks.js';

/*
 * A page's parse input and the key of its parse, apart from the parser (parsePages.ts) so that a build
 * can send its pages to the parse helper (speed/threads/parseAhead.ts) before it loads the markdown stage.
 */

/**
 * What parsing one page takes besides the routes of the files it links to: plain data, so that a helper
 * thread can parse the page too (see speed/threads/parseAhead.ts).
 */
export interface PageParseInput {
  body: string;
  /** The page's source file, for messages. */
  file: string;
  /** Line of the body's first line in the file. */
  bodyLine: number;
  /** Path of the page inside its locale folder, which its relative links start from. */
  key: string;
  /** The locale folder the source is in, whose files beside the page its links may name. */
  locale: string;
  route: string;
  basePath: string;
  toc: { minLevel: number; maxLevel: number };
  /** The site's own admonition kinds. */
  admonitions?: readonly string[];
  /** Hosts `<iframe>` embeds may come from. */
  embeds?: readonly string[];
  footnotes?: { label: string; backLabel: string };
  /** On a page of a version below the docs routes: where its root-relative links lead (see `VersionLinks`). */
  versionLinks?: VersionLinks;
}

/** What every page of a locale is parsed with: the site's settings and the locale's footnote labels. */
export interface ParseSettings {
  basePath: string;
  toc: { minLevel: number; maxLevel: number };
  /** The site's own admonition kinds (config `markdown.admonitions`). */
  admonitions?: readonly string[];
  /** Hosts `<iframe>` embeds may come from (config `markdown.embeds`). */
  embeds?: readonly string[];
  /** The locale's footnote labels (heading of the footnotes section, back-link label with `{number}`). */
  footnotes?: { label: string; backLabel: string };
  /** On a versioned site: the version links of each docs section below the docs routes, by section id. */
  versionLinks?: Record<string, VersionLinks>;
}

/** A page's parse input under a locale's parser options. */
export function pageParseInput(options: ParseSettings, planned: PlannedSource): PageParseInput {
  return {
    body: planned.body,
    file: planned.source.file,
    bodyLine: planned.bodyLine,
    key: planned.key,
    locale: planned.source.locale,
    route: planned.route,
    basePath: options.basePath,
    toc: pageToc(options.toc, planned.frontMatter),
    ...(options.admonitions?.length ? { admonitions: [...options.admonitions] } : {}),
    ...(options.embeds?.length ? { embeds: [...options.embeds] } : {}),
    ...(options.footnotes ? { footnotes: options.footnotes } : {}),
    ...(options.versionLinks?.[planned.source.section] ? { versionLinks: options.versionLinks[planned.source.section] } : {}),
  };
}

/**
 * The heading levels of a page's table of contents: the config's, narrowed or widened by front matter
 * `toc_min_heading_level`/`toc_max_heading_level`. One level given alone that crosses the config's other
 * one moves it along, so `toc_max_heading_level: 2` under a config minimum of 3 shows level 2 only.
 */
export function pageToc(toc: { minLevel: number; maxLevel: number }, frontMatter: PlannedSource['frontMatter']): { minLevel: number; maxLevel: number } {
  const min = frontMatter.toc_min_heading_level;
  const max = frontMatter.toc_max_heading_level;
  if (min === undefined && max === undefined) return toc;
  const minLevel = min ?? Math.min(toc.minLevel, max!);
  const maxLevel = max ?? Math.max(toc.maxLevel, min!);
  return { minLevel, maxLevel };
}

const text = (value: string) => value;

/**
 * How each part of a page's parse input goes into the key of its parse: every field of `PageParseInput`
 * has its part (the type asks for each), so a setting added to the input cannot be left out of the key.
 */
export const PARSE_KEY: KeyOf<PageParseInput> = {
  body: text,
  file: text,
  bodyLine: String,
  key: text,
  // Not by locale (see LOCALE): an untranslated page's parse is its original's.
  locale: () => '',
  route: text,
  basePath: text,
  toc: (toc) => `${toc.minLevel}-${toc.maxLevel}`,
  admonitions: (kinds) => (kinds ?? []).join(','),
  embeds: (hosts) => (hosts ?? []).join(','),
  footnotes: (labels) => (labels ? JSON.stringify([labels.label, labels.backLabel]) : ''),
  versionLinks: (links) => (links ? JSON.stringify(links) : ''),
};

/**
 * The key of a page's parse in the disk cache, made from its whole input (see `PARSE_KEY`) and the code's
 * `fingerprint`. Footnote labels are the locale's, and count only where a footnote can be (`[^`).
 */
export function storedParseKey(input: PageParseInput, fingerprint: string): string {
  return parseKeyUnder(fingerprint, keyOf(keyedParseInput(input), PARSE_KEY));
}

/** The key of a parse kept by `fingerprint`'s code, from the key of its input under `PARSE_KEY` (as `cached` makes it). */
export function parseKeyUnder(fingerprint: string, inputKey: string): string {
  return resultKey(['markdown', fingerprint, inputKey]);
}

/** A page's parse input as its key sees it: without footnote labels where no footnote can be, which the parse then never uses. */
export function keyedParseInput(input: PageParseInput): PageParseInput {
  if (input.body.includes('[^')) return input;
  const { footnotes: _labels, ...withoutFootnotes } = input;
  return withoutFootnotes;
}

/** The fingerprint part of the keys pages parsed ahead go by in a build without a disk cache. */
export const AHEAD_ONLY = 'ahead';

/** Whether the config gives unified plugins of its own, which only the main thread has and no cache key describes. */
export function hasMarkdownPlugins(config: { markdown: { remarkPlugins: readonly unknown[]; rehypePlugins: readonly unknown[] } }): boolean {
  return config.markdown.remarkPlugins.length > 0 || config.markdown.rehypePlugins.length > 0;
}

/**
 * Whether a page is MDX. An `.mdx` page depends on the files it imports, which no cache key names: it is
 * parsed in this thread every time, never taken from the disk cache or the parse helper.
 */
export function isMdxPage(file: string): boolean {
  // A React page written as a component is read as the `.mdx` page that renders it (see `reactPages.ts`).
  return /\.mdx$/i.test(file) || isComponentPage(file);
}
