import type { ResolvedConfig } from '@laguna-docs/config';
import type { AssetFile, DiscoveredSources } from '@laguna-docs/content';
import type { MarkdownPlugins, SectionTrees } from '@laguna-docs/markdown';
import type { SearchDocument, SiteData, Theme, Diagnostic } from '@laguna-docs/shared';
import type { ApiPagesOptions, SiteApi } from '@laguna-docs/api-reference';
import type { ApiVersion } from '../loadSiteApi.js';
import type { SitePage } from '../assemblePages.js';
import type { ClientAssets } from '../bundleClient.js';
import type { ThemeOverride } from '../siteComponents/overridingRuntime.js';
import type { ComponentBundle } from '../siteComponents/bundleComponents.js';
import type { PlannedCard } from '../cards/pageImage.js';
import type { ContentAsset } from '../contentAssets.js';
import type { OutputFile } from '../output.js';
import type { LastUpdate } from '@laguna-docs/content';
import type { ParseSettings } from '../parseInput.js';
import type { PageParser } from '../parsePages.js';
import type { DocsLayout } from '../versions/docsLayout.js';
import type { LocaleRenderInput, LocaleRenderOptions, LocaleResult } from '../stages/renderTypes.js';
import type { ShardWithin } from '../shards/costs.js';

/*
 * The seam between what a build does and how fast it does it. The stages (../stages/) call the expensive
 * steps of a build through these interfaces and know nothing of caches or threads. The plain steps
 * (sourceSteps.ts, siteSteps.ts) do the work through the leaf steps they are handed (the API model, the
 * client and component bundles, the cards: plain, or wrapped by the speed layer's `cached`) and, for a
 * page's parse, the stores it is handed; watch mode's memos (watchSourceSteps.ts, watchSiteSteps.ts) and
 * the helper threads (threadSteps.ts) wrap them; speed/startSpeed.ts chooses and composes all of them for a build. The steps
 * come in two halves so that the build can start its parse helper before it loads the code of the
 * second: `SourceSteps` need only the code that reads sources.
 */

/** The steps of reading the sources. */
export interface SourceSteps {
  /** The content folders of the docs layout, and the site's React pages, read: source files, category files and the files beside them. */
  discover(resolved: ResolvedConfig, layout: DocsLayout, locales: string[]): Promise<DiscoveredSources>;
  /** The content's git dates (config `lastUpdated`). */
  readLastUpdates(root: string, contentDir: string): Promise<ReadonlyMap<string, LastUpdate>>;
  loadTheme(specifier: string, root: string): Promise<Theme>;
  /** The files beside the markdown, read and given their routes. */
  readContentAssets(files: readonly AssetFile[]): Promise<ContentAsset[]>;
}

/** What a locale's pages are parsed with: the settings of `ParseSettings`, the locale and the routes. */
export interface PageParserSettings extends ParseSettings {
  localePrefix: string;
  routesByPath: ReadonlyMap<string, string>;
  /** The site's own unified plugins (see `hasMarkdownPlugins`). */
  plugins?: MarkdownPlugins;
  /** The site's folder, which `.mdx` pages import files from. */
  root?: string;
  /** The site's components the `.mdx` pages import, bundled. */
  components?: ComponentBundle;
  /**
   * Section trees to parse markdown pages with, section by section (see `parseInSections`): for pages
   * shown ahead of their build, which parses them whole. Such a parser uses no other store.
   */
  sections?: SectionTrees;
}

/** A locale's API pages: those from `start` to `end` of the reference's page list, problems added to `diagnostics`. */
export type ApiPageSource = (range: { start: number; end: number }, diagnostics: Diagnostic[]) => Iterable<SitePage>;

/** The steps of making the site from its sources. */
export interface SiteSteps {
  /** The client runtime and theme stylesheet, bundled. */
  bundleClient(theme: Theme, root: string, overrides?: readonly ThemeOverride[]): Promise<ClientAssets>;
  /** The site's components (`files`, relative to `root`) that its `.mdx` pages import, its React pages and its theme overrides, bundled. */
  bundleComponents(root: string, files: readonly string[], overrides?: readonly ThemeOverride[]): Promise<ComponentBundle>;
  /** The site's OpenAPI description (or, given `version`, that version's), loaded; a broken one as diagnostics. */
  loadApi(resolved: ResolvedConfig, version?: ApiVersion): Promise<SiteApi>;
  /** A parser of one locale's markdown pages. */
  pageParser(settings: PageParserSettings): PageParser;
  /** The reference's pages of one locale. */
  apiPages(options: ApiPagesOptions): ApiPageSource;
  /** One page's HTML document. */
  renderPage(theme: Theme, site: SiteData, entry: SitePage): string;
  /** One page's search index entry. */
  searchDocument(entry: SitePage): SearchDocument | undefined;
  /** The PNG of every social card, and how many were drawn rather than taken from a cache. */
  drawCards(cards: readonly PlannedCard[]): Promise<{ files: OutputFile[]; drawn: number }>;
  /** Every locale's pages, rendered, in locale order. */
  renderLocales(input: LocalesRenderInput): Promise<LocaleResult[]>;
}

/** What rendering every locale takes. */
export interface LocalesRenderInput {
  /** One per locale, in locale order. */
  locales: LocaleRenderInput[];
  /** The pages of the whole site (every locale's), which decides whether more threads pay. */
  pages: number;
  /** Render only this shard's run of each locale's pages (see shards/partition.ts); each result says which. */
  within?: ShardWithin;
  /** How each locale is rendered (see `renderLocale`): a step that wraps this one may choose the order of its pages or keep its plan. */
  each?: LocaleRenderOptions;
}
