import type { SiteConfig } from '@laguna-docs/config';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { scanHtml, type ScannedPage, type StringPool } from '@laguna-docs/link-check';
import { routeFile, routeHref, type Alternate, type Diagnostic, type LinkRecord, type LocaleInfo, type SearchDocument, type SiteAssets, type Theme } from '@laguna-docs/shared';
import { apiPageCount, apiPageEntries, apiSidebars, type ApiPagesOptions, type SiteApi } from './apiPages.js';
import { assemblePages, withMarkdown, type SitePage, type TitledPage } from './assemblePages.js';
import { hashedName } from './bundleClient.js';
import type { DiskCache } from './cache/diskCache.js';
import type { LocaleSources } from './collectSources.js';
import { timed, type BuildLogger } from './logger.js';
import { createPageParser, pageTitle, probedTitle } from './parsePages.js';
import { makeSiteData } from './siteData.js';
import type { SiteOutput } from './siteOutput.js';
import { resolveStrings } from './strings.js';
import { apiPagesCached } from './incremental/apiCache.js';
import { renderPageCached } from './incremental/renderCache.js';
import { searchDocumentCached } from './incremental/searchCache.js';
import type { HasIncrementalState } from './incremental/state.js';

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
}

export interface BuildLocaleOptions {
  config: SiteConfig;
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  theme: Theme;
  sources: LocaleSources;
  /** Route of every markdown file by its path inside the locale folder. */
  routesByPath: ReadonlyMap<string, string>;
  /** The same routes as the parser should see them (see `syncMarkdownCache`). */
  parseRoutes: ReadonlyMap<string, string>;
  siteApi: SiteApi;
  /** Asset hrefs shared by every locale. */
  assets: SiteAssets;
  /** Watch mode's caches. */
  cache?: HasIncrementalState & { markdown: Map<string, ParsedMarkdown> };
  /** Parse results kept on disk between builds, with the fingerprint of the markdown stage's code. */
  diskCache?: { cache: DiskCache; fingerprint: string };
  output: SiteOutput;
  /** Where to put each page's scan for the link check, with the pool its strings share; no scan without it. */
  scan?: { pages: Map<string, ScannedPage>; strings: StringPool };
  /**
   * Build only share `index` of `count` of the locale's pages (in page order: markdown pages, category
   * pages, API pages, the 404 page), for threads that share a locale's pages (see parallel/buildLocales.ts).
   * The first share also writes the locale's sidebars file.
   */
  shard?: { index: number; count: number };
  logger: BuildLogger;
}

export interface BuildLocaleResult {
  pages: BuiltPage[];
  sitemap: Array<{ href: string; alternates: Alternate[] }>;
  /** Problems of the locale's UI strings, of its markdown pages (in page order) and of its API texts. */
  diagnostics: { strings: Diagnostic[]; pages: Diagnostic[]; api: Diagnostic[] };
  /** Pages that failed to render, each with its route. */
  renderErrors: Diagnostic[];
  /** The search index entries of the pages built, in page order (the caller writes the index). */
  searchDocuments: SearchDocument[];
}

/**
 * One locale of the site: titles (read without parsing where the text allows), the docs model and site
 * data, the API pages, then every page parsed, rendered, scanned for the link check and handed to the
 * output one at a time, so no more than one page's parsed tree and HTML are held at once.
 */
export async function buildLocale(options: BuildLocaleOptions): Promise<BuildLocaleResult> {
  const { config, locale, theme, sources, logger, output } = options;
  const shard = options.shard ?? { index: 0, count: 1 };
  const base = config.basePath.replace(/\/$/, '');
  const strings = resolveStrings(theme.strings, locale.code, config.locales.default, theme.name);
  const footnotes = { label: String(strings.strings['footnotes.label'] ?? 'Footnotes'), backLabel: String(strings.strings['footnotes.backLabel'] ?? 'Back to reference {number}') };
  const parse = createPageParser({ basePath: config.basePath, localePrefix: locale.prefix, routesByPath: options.parseRoutes, toc: config.toc, footnotes, ...(options.cache ? { cache: options.cache.markdown } : {}), ...(options.diskCache ? { disk: options.diskCache } : {}) });

  // Pages whose title needed a parse, kept until they are rendered so no page is parsed twice.
  const early = new Map<LocaleSources['pages'][number], ParsedMarkdown>();
  const titled = await timed(
    logger,
    `[${locale.code}] titles`,
    () =>
      sources.pages.map((planned): TitledPage => {
        const title = pageTitle(planned, () =>
          probedTitle(planned, () => {
            const markdown = parse(planned);
            early.set(planned, markdown);
            return markdown;
          }),
        );
        return { planned, title };
      }),
    (r) => `${r.length} pages, ${early.size} parsed`,
  );
  const assembled = assemblePages({ locale, locales: options.locales, defaultLocale: config.locales.default, basePath: config.basePath, parsed: titled, docsTitle: 'Docs' }, sources.categories);
  const sidebars = { ...assembled.sidebars, ...apiSidebars(options.siteApi, strings.strings, locale.code) };
  // Pages embed only the part of their sidebar they show; the whole of it is one file the client asks for.
  const sidebarsJson = JSON.stringify(sidebars);
  const sidebarsFile = hashedName('assets', `sidebars.${locale.code}`, '.json', sidebarsJson);
  if (shard.index === 0) await output.add({ path: sidebarsFile, contents: sidebarsJson });
  const site = makeSiteData({ config, locale: locale.code, sidebars, strings: strings.strings, assets: { ...options.assets, ...(config.search ? { searchIndex: `${base}/search-index/${locale.code}.json` } : {}), sidebars: `${base}/${sidebarsFile}` } });
  // This share's slice of the page list; API pages are made one at a time as the render loop reaches them.
  const total = assembled.pages.length + apiPageCount(options.siteApi) + 1;
  const start = Math.floor((total * shard.index) / shard.count);
  const end = Math.floor((total * (shard.index + 1)) / shard.count);
  const apiOptions: ApiPagesOptions = { reference: options.siteApi, theme, site, locale, locales: options.locales, defaultLocale: config.locales.default, basePath: config.basePath, routesByPath: options.routesByPath };
  const apiDiagnostics: Diagnostic[] = [];
  // The dev server keeps the API pages of each build (apiPagesCached); a one-off build makes them as it goes.
  const api = options.cache
    ? await timed(logger, `[${locale.code}] API pages`, () => apiPagesCached(options.cache, apiOptions), (r) => `${r.pages.length} pages`)
    : { pages: apiPageEntries({ ...apiOptions, range: { start: start - assembled.pages.length, end: end - assembled.pages.length } }, apiDiagnostics), diagnostics: apiDiagnostics };
  const notFound: SitePage = {
    page: { kind: 'notFound', locale: locale.code, route: '/404', title: String(strings.strings['notFound.title'] ?? 'Page not found'), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates: [] },
    content: { type: 'notFound' },
    headingIds: [],
    links: [],
  };

  const pages: BuiltPage[] = [];
  const sitemap: BuildLocaleResult['sitemap'] = [];
  const renderErrors: Diagnostic[] = [];
  const parseDiagnostics: Diagnostic[] = [];
  const searchDocuments: SearchDocument[] = [];
  const entries: Iterable<SitePage> = (function* () {
    yield* assembled.pages.slice(start, Math.min(end, assembled.pages.length));
    yield* api.pages;
    if (end === total) yield notFound;
  })();
  let count = 0;
  await timed(
    logger,
    `[${locale.code}] render`,
    async () => {
      for (const pending of entries) {
        count += 1;
        // Parsed only now, unless its title needed it; the tree is dropped with the page after this turn.
        const markdown = pending.source ? (early.get(pending.source) ?? parse(pending.source)) : undefined;
        if (pending.source) early.delete(pending.source);
        if (markdown) parseDiagnostics.push(...markdown.diagnostics);
        const entry = markdown ? withMarkdown(pending, markdown) : pending;
        const page = entry.page;
        const file = routeFile(locale.prefix, page.route);
        let html: string;
        try {
          html = renderPageCached(options.cache, theme, site, entry);
        } catch (error) {
          renderErrors.push({ severity: 'error', code: 'render/failed', message: `route "${page.route}" (${locale.code}) failed to render: ${(error as Error).message}`, ...(page.source ? { file: page.source } : {}) });
          continue;
        }
        if (options.scan) options.scan.pages.set(file, scanHtml(html, options.scan.strings));
        await output.add({ path: file, contents: html });
        pages.push({ locale: locale.code, route: page.route, file, headingIds: entry.headingIds, links: entry.links, ...(page.source ? { source: page.source } : {}) });
        if (page.kind !== 'notFound') sitemap.push({ href: routeHref(config.basePath, locale.prefix, page.route), alternates: page.alternates });
        if (config.search) {
          const document = searchDocumentCached(options.cache, entry);
          if (document) searchDocuments.push(document);
        }
      }
    },
    () => `${count} pages`,
  );
  return { pages, sitemap, diagnostics: { strings: strings.diagnostics, pages: parseDiagnostics, api: api.diagnostics }, renderErrors, searchDocuments };
}
