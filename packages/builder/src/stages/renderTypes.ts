import type { SiteConfig } from '@laguna-docs/config';
import type { ScannedPage, StringPool } from '@laguna-docs/link-check';
import type { Alternate, Diagnostic, LinkRecord, LocaleInfo, PageFeature, PageUpdate, SearchDocument, SiteAssets, Theme } from '@laguna-docs/shared';
import type { SiteApi } from '@laguna-docs/api-reference';
import type { ComponentBundle } from '../siteComponents/bundleComponents.js';
import type { PlannedCard } from '../cards/pageImage.js';
import type { LocaleSources } from '@laguna-docs/content';
import type { LlmsPage } from '../llms/llmsTxt.js';
import type { FeedItem } from '../blog/feeds.js';
import type { BuildLogger } from '../logger.js';
import type { FileSink, OutputFile } from '../output.js';
import type { DocsLayout } from '../versions/docsLayout.js';
import type { ShardRun } from '../shards/costs.js';

// What the render stage takes and gives (see renderLocale.ts).

/** A rendered page, kept for the link check and the dev server. */
export interface BuiltPage {
  locale: string;
  route: string;
  /** Output path: `sl/docs/intro.html`. */
  file: string;
  /** Source file of the page, when it has one. */
  source?: string;
  headingIds: string[];
  /** Links written in the page's source, with positions. */
  links: LinkRecord[];
  /** What the page needs beyond the theme's CSS and script, so the build publishes it. */
  features?: PageFeature[];
  /** The social card to draw for the page (see `pageImage`). */
  card?: PlannedCard;
  /** What making the page cost, in microseconds, when its range was rendered with `measure` (a shard's). */
  cost?: number;
}

/** What rendering one locale takes. */
export interface LocaleRenderInput {
  config: SiteConfig;
  /** The site's folder, which `.mdx` pages import files from. */
  root?: string;
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  theme: Theme;
  /** The docs sections built, of every version built (see `DocsLayout`). */
  layout: DocsLayout;
  sources: LocaleSources;
  /** Route of every markdown file by its path inside the locale folder. */
  routesByPath: ReadonlyMap<string, string>;
  siteApi: SiteApi;
  /** Asset hrefs shared by every locale. */
  assets: SiteAssets;
  /** What pages with diagrams load (see `PageData.diagrams`); kept out of the site data every page embeds. */
  pageAssets: PageAssets;
  /** Where each page goes once rendered (see `FileSink`). */
  output: FileSink;
  /** Where to put each page's scan for the link check, with the pool its strings share; no scan without it. */
  scan?: { pages: Map<string, ScannedPage>; strings: StringPool };
  logger: BuildLogger;
}

/** Scripts some pages load, by what the page has. */
export interface PageAssets {
  diagrams: { script: string; library: string };
  /** The script that writes the request samples an API page leaves to the browser. */
  requestSamples: { script: string };
  /** The site's components its `.mdx` pages import: their bundle, and the stylesheet and island loader pages with them link. */
  components?: { bundle: ComponentBundle; stylesheet?: string; islands: { script: string } };
  /** The theme's stylesheets only pages with a feature link (the tab styles), by feature. */
  stylesheets: Partial<Record<PageFeature, string>>;
}

/** What some of a locale's pages gave, in page order. */
export interface RenderedPages {
  pages: BuiltPage[];
  sitemap: Array<{ href: string; alternates: Alternate[] }>;
  /** Problems of the markdown pages (in page order), then of the API texts. */
  diagnostics: { pages: Diagnostic[]; api: Diagnostic[] };
  /** Pages that failed to render, each with its route. */
  renderErrors: Diagnostic[];
  /** The search index entries of the pages built, in page order (the caller writes the index). */
  searchDocuments: SearchDocument[];
  /** The pages with a markdown copy, in page order, for the locale's `llms.txt` (the caller writes it). */
  llms: LlmsPage[];  /** The blog's posts in the feeds, each with its place in them (the caller writes the feeds). */
  feed?: FeedEntry[];
}

/** A post in the locale's feeds, and its place in them. */
export interface FeedEntry {
  index: number;
  item: FeedItem;
}

/** What a locale gave: its pages', and the problems of its UI strings. */
export interface LocaleResult extends Omit<RenderedPages, 'diagnostics'> {
  /** The run of the locale's `total` pages rendered, when only a shard's were (see `LocalesRenderInput.within`). */
  run?: ShardRun;
  /** Problems of the locale's UI strings, of its markdown pages (in page order) and of its API texts. */
  diagnostics: { strings: Diagnostic[]; pages: Diagnostic[]; api: Diagnostic[] };
}

/**
 * What one page gave the build, as plain data: its problems, its HTML document and markdown copy, and its
 * records for the link check, the sitemap, search and `llms.txt`. The render stage makes one per page and
 * hands it to the output; a step may keep the outcomes of a group of pages (see `LocaleRenderOptions.pageGroup`).
 */
export interface PageOutcome {
  /** Problems of its markdown. */
  diagnostics: Diagnostic[];
  /** Problems of the API texts made for it (an API page). */
  apiDiagnostics: Diagnostic[];
  /** Why it failed to render; nothing else is set then. */
  renderError?: Diagnostic;
  html?: string;
  page?: BuiltPage;
  /** Its scan for the link check, when the build scans. */
  scan?: ScannedPage;
  sitemap?: { href: string; alternates: Alternate[] };
  search?: SearchDocument;
  /** Its markdown copy, written beside the page. */
  markdown?: string;
  /** Its entry in `llms.txt`, whose markdown is `markdown`. */
  llms?: Omit<LlmsPage, 'markdown'>;
  /** Its entry in the blog's feeds, when it is a post in them. */
  feed?: FeedEntry;
}

/**
 * Pages of a locale that are made from the same inputs, all known before any of them is parsed: a
 * released version's pages in one locale. `inputs` lists everything they are made from beside the theme
 * (whose code and data count too), as plain data, so that the same inputs make the same pages.
 */
export interface PageGroup {
  /** What the group is, for messages: `1.0 (sl)`. */
  name: string;
  theme: Theme;
  /** The inputs, as parts; a part that is the same object in several groups (the config, the site data) is the same input. */
  inputs(): readonly unknown[];
}

/** Consecutive pages of a locale, from `start` to before `end`, in page order. */
export interface PageRange {
  start: number;
  end: number;
}

/** What a caller of the render stage may choose of how a locale is rendered (see `renderLocale`). */
export interface LocaleRenderOptions<R extends PageRange = PageRange> {
  /**
   * The ranges of the locale's pages to render, in the order to render them, chosen from its page counts
   * once it is planned (every page by default); `run`, when the ranges are a run of the pages, for the log.
   */
  select?(pages: Pick<LocalePlan, 'docs' | 'total' | 'markdownSizes' | 'routes'>): { ranges: readonly R[]; run?: PageRange };
  /** Told of the locale's plan once it is made, before its pages are rendered (a caller may render again with it later). */
  planned?(locale: string, plan: LocalePlan): void;
  /**
   * Gives pages `range` (their places in the group, in order) of a group of pages made from the same inputs
   * (see `PageGroup`), each outcome handed to `done` in page order; `make` makes any range of the group's
   * pages. Without it the stage makes them; a caller that keeps outcomes may hand over what the same inputs
   * made in an earlier build instead, and have only the pages it does not hold made.
   */
  pageGroup?(group: PageGroup, range: PageRange, make: PageGroupMaker, done: (outcome: PageOutcome) => Promise<void>): Promise<void>;
  /**
   * Told of each social card a page will show, as the page is made and before the cards stage asks for every
   * card: a caller may start drawing it then, while the other pages render.
   */
  cardPlanned?(card: PlannedCard): void;
}

/** Makes the pages `range` of a group (see `LocaleRenderOptions.pageGroup`), handing each outcome to `done` in order. */
export type PageGroupMaker = (range: PageRange, done: (outcome: PageOutcome) => Promise<void>) => Promise<void>;

/** `LocaleRenderOptions` of `renderLocaleRanges`, which renders ranges and gives each back as it is. */
export interface LocaleRangesOptions<R extends PageRange> extends LocaleRenderOptions<R> {
  /** Write the locale's sidebars and strings files (default); one of several callers rendering a locale's ranges writes them. */
  localeFiles?: boolean;
  /** Takes each range's result as soon as it is rendered, instead of giving it back with the others. */
  rangeDone?(range: R, result: RenderedPages): void;
}

/** What ranges of a locale's pages gave (see `renderLocaleRanges`). */
export interface LocaleRanges<R extends PageRange> {
  /** Each range with what it gave, in the order rendered; none when `rangeDone` took them. */
  parts: Array<{ range: R; result: RenderedPages }>;
  /** Problems of the locale's UI strings. */
  stringProblems: Diagnostic[];
  /** How many pages the locale has. */
  total: number;
  /** The run of pages the ranges were chosen from, when `select` said so. */
  run?: PageRange;
}

/** A locale made ready to render: its model and site data, and a way to render any range of its pages. */
export interface LocalePlan {
  /** Its pages: `docs` markdown and category pages, then the API pages and the 404 page, `total` in all. */
  docs: number;
  total: number;
  /** The markdown characters of each of the `docs` pages (0 for a category page): what a sharded build balances its shards by. */
  markdownSizes(): number[];
  /** The locale's sidebars, which pages fetch whole (pages embed only the part they show). */
  sidebarsFile: OutputFile;
  /** The locale's UI strings for the browser (see `SiteAssets.strings`). */
  stringsFile: OutputFile;
  /** Problems of the locale's UI strings. */
  stringProblems: Diagnostic[];
  /** The route of each of the `total` pages, in page order. */
  routes(): string[];
  /** Renders the pages from `start` to `end` in page order, each handed to the output as it is done; with `measure`, each page with its `cost`. */
  renderRange(range: { start: number; end: number; measure?: boolean }): Promise<RenderedPages>;
  /** The detail of the render's log line, for `pages` pages. */
  renderDetail(pages: number): string;
  /**
   * The HTML of each of the locale's pages made from the markdown file `file`, rendered again as if its
   * text were `text`, with this plan's model; nothing is handed to the output. Undefined when the new text
   * could change more than those pages (its front matter or title differ) or gives errors: then only a
   * whole build is right. No page of the locale comes from that file: an empty list.
   */
  renderEdited(file: string, text: string): EditedPage[] | undefined;
}

/** A page rendered again from an edited markdown file (see `LocalePlan.renderEdited`). */
export interface EditedPage {
  locale: string;
  route: string;
  /** Output path: `sl/docs/intro.html`. */
  file: string;
  /** Where it is served: `/base/sl/docs/intro`. */
  href: string;
  /** What an open page needs to show it in place, made first: data, content, title and head elements. */
  update: PageUpdate;
  /**
   * The whole HTML document, rendered on the first call (so the update can be sent before it), as the
   * next build renders it. Throws as that build's render would.
   */
  document(): string;
}
