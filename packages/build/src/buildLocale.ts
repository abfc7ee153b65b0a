import { localize, type SiteConfig } from '@laguna-docs/config';
import { docsSections } from './docsSidebar.js';
import { ownAdmonitionKinds } from './admonitions.js';
import { katexFolder, type ParsedMarkdown } from '@laguna-docs/markdown';
import { scanHtml, type ScannedPage, type StringPool } from '@laguna-docs/link-check';
import { markdownCopyHref, routeFile, routeHref, type Alternate, type Diagnostic, type LinkRecord, type LocaleInfo, type PageFeature, type SearchDocument, type SidebarItem, type SiteAssets, type Theme } from '@laguna-docs/shared';
import { apiPageCount, apiPageEntries, apiSidebars, type ApiPagesOptions, type SiteApi } from './apiPages.js';
import { assemblePages, withMarkdown, type SitePage, type TitledPage } from './assemblePages.js';
import { hashedName } from './bundleClient.js';
import type { DiskCache } from './cache/diskCache.js';
import type { LocaleSources } from './collectSources.js';
import { timed, type BuildLogger } from './logger.js';
import { DEFAULT_CARD_COLORS, pageImage, type PlannedCard } from './cards/pageImage.js';
import { createPageParser, hasMarkdownPlugins, pageTitle, probedTitle } from './parsePages.js';
import type { LlmsPage } from './llms/llmsTxt.js';
import { pageMarkdown, type PageMarkdownOptions } from './llms/pageMarkdown.js';
import { makeSiteData } from './siteData.js';
import type { SiteOutput } from './siteOutput.js';
import { footnoteLabels, resolveStrings } from './strings.js';
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
  /** What the page needs beyond the theme's CSS and script, so the build publishes it. */
  features?: PageFeature[];
  /** The social card to draw for the page (see `pageImage`). */
  card?: PlannedCard;
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
  /** What pages with diagrams load (see `PageData.diagrams`); kept out of the site data every page embeds. */
  pageAssets: PageAssets;
  /** Watch mode's caches. */
  cache?: HasIncrementalState & { markdown: Map<string, ParsedMarkdown> };
  /** Parse results kept on disk between builds, with the fingerprint of the markdown stage's code. */
  diskCache?: { cache: DiskCache; fingerprint: string };
  /** Pages parsed ahead in a helper thread, as disk cache entries (see parallel/parseAhead.ts). */
  parseAhead?: { take(key: string): string | undefined };
  output: SiteOutput;
  /** Where to put each page's scan for the link check, with the pool its strings share; no scan without it. */
  scan?: { pages: Map<string, ScannedPage>; strings: StringPool };
  /**
   * Build only share `index` of `count` of the locale's pages, for threads that share a locale's pages
   * (see parallel/buildLocales.ts): the locale's pages (in page order: markdown pages, category pages,
   * API pages, the 404 page) are cut into units of `SHARE_UNIT` consecutive pages, dealt out to the
   * shares in turn, so each share gets some of every kind. The first share also writes the locale's
   * sidebars file. The result then holds its pages unit by unit, in `units`.
   */
  shard?: { index: number; count: number };
  logger: BuildLogger;
}

/** Scripts some pages load, by what the page has. */
export interface PageAssets {
  diagrams: { script: string; library: string };
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
  /** The pages with a markdown copy, in page order, for the locale's `llms.txt` (the caller writes it). */
  llms: LlmsPage[];
  /**
   * With a `shard`, what each of its units gave, by unit index (see `joinShares`); the lists above then
   * hold nothing but the locale's strings problems.
   */
  units?: UnitResult[];
}

/** What one unit of a share's pages gave: the same lists as a locale's result, for those pages alone. */
export interface UnitResult {
  unit: number;
  pages: BuiltPage[];
  sitemap: BuildLocaleResult['sitemap'];
  /** Problems of its markdown pages, then of its API texts. */
  diagnostics: { pages: Diagnostic[]; api: Diagnostic[] };
  renderErrors: Diagnostic[];
  searchDocuments: SearchDocument[];
  llms: LlmsPage[];
}

/**
 * Pages in a unit of a share. Small enough that the units dealt to each thread mix the kinds of pages
 * well (a docs page costs something else than an API page), large enough that an API operation's two
 * locales stay in one thread, which makes its texts and code once for both.
 */
export const SHARE_UNIT = 16;

/** What consecutive parts of a locale's pages gave (units, or pages rendered apart), as one, in their order. */
export function concatResults(parts: ReadonlyArray<Omit<UnitResult, 'unit'>>): Omit<UnitResult, 'unit'> {
  return {
    pages: parts.flatMap((part) => part.pages),
    sitemap: parts.flatMap((part) => part.sitemap),
    diagnostics: { pages: parts.flatMap((part) => part.diagnostics.pages), api: parts.flatMap((part) => part.diagnostics.api) },
    renderErrors: parts.flatMap((part) => part.renderErrors),
    searchDocuments: parts.flatMap((part) => part.searchDocuments),
    llms: parts.flatMap((part) => part.llms),
  };
}

/** The units of a locale's `total` pages that share `index` of `count` builds, in page order. */
export function shareUnits(total: number, shard: { index: number; count: number }): Array<{ unit: number; start: number; end: number }> {
  const units: Array<{ unit: number; start: number; end: number }> = [];
  for (let unit = shard.index; unit * SHARE_UNIT < total; unit += shard.count) units.push({ unit, start: unit * SHARE_UNIT, end: Math.min((unit + 1) * SHARE_UNIT, total) });
  return units;
}

/**
 * One locale of the site: titles (read without parsing where the text allows), the docs model and site
 * data, the API pages, then every page parsed, rendered, scanned for the link check and handed to the
 * output one at a time, so no more than one page's parsed tree and HTML are held at once.
 */
export async function buildLocale(options: BuildLocaleOptions): Promise<BuildLocaleResult> {
  const { config, locale, theme, sources, logger, output, shard } = options;
  const base = config.basePath.replace(/\/$/, '');
  const strings = resolveStrings(theme.strings, locale.code, config.locales.default, theme.name);
  const footnotes = footnoteLabels(strings.strings);
  const mathCss = `${base}/${katexFolder()}/katex.min.css`;
  const parse = createPageParser({
    basePath: config.basePath,
    localePrefix: locale.prefix,
    routesByPath: options.parseRoutes,
    toc: config.toc,
    admonitions: ownAdmonitionKinds(config),
    footnotes,
    ...(options.cache ? { cache: options.cache.markdown } : {}),
    ...(options.diskCache ? { disk: options.diskCache } : {}),
    ...(options.parseAhead ? { ahead: options.parseAhead } : {}),
    ...(hasMarkdownPlugins(config) ? { plugins: config.markdown } : {}),
  });

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
  const home = {
    title: config.title,
    tagline: localize(config.tagline, locale.code, config.locales.default),
    docsLabel: String(strings.strings['home.docs'] ?? 'Read the docs'),
    apiLabel: String(strings.strings['home.api'] ?? 'API reference'),
    ...(options.siteApi.api ? { apiRoute: options.siteApi.route } : {}),
  };
  const assembled = assemblePages({ locale, locales: options.locales, defaultLocale: config.locales.default, basePath: config.basePath, parsed: titled, docsRoute: config.docs.routeBasePath, ...(config.docs.sidebar ? { docsSidebar: config.docs.sidebar } : {}), sections: docsSections(config, sources, locale.code), categoryFiles: sources.categoryFiles, docsTitle: 'Docs', home }, sources.categories);
  const sidebars = { ...assembled.sidebars, ...apiSidebars(options.siteApi, strings.strings, locale.code) };
  // Pages embed only the part of their sidebar they show; the whole of it is one file the client asks for.
  const sidebarsJson = JSON.stringify(sidebars);
  const sidebarsFile = hashedName('assets', `sidebars.${locale.code}`, '.json', sidebarsJson);
  if ((shard?.index ?? 0) === 0) await output.add({ path: sidebarsFile, contents: sidebarsJson });
  const site = makeSiteData({ config, locale: locale.code, sidebars, strings: strings.strings, assets: { ...options.assets, ...(config.search ? { searchIndex: `${base}/search-index/${locale.code}.json` } : {}), ...(config.llms ? { llms: `${base}${locale.prefix}/llms.txt` } : {}), sidebars: `${base}/${sidebarsFile}` } });
  // `llms.txt` lists pages in the order the sidebars show them, which is not the order of the sources.
  const sidebarOrder = new Map<string, number>();
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' || item.route) sidebarOrder.set(item.route!, sidebarOrder.size);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar.items);
  // Markdown copies link to each other by their full address: a model reading one may fetch the next.
  const markdownLinks: PageMarkdownOptions = {
    link: (route) => config.url + markdownCopyHref(routeHref(config.basePath, locale.prefix, route)),
    linkHref: (href) => (href.startsWith('/') ? config.url + markdownCopyHref(href) : href),
  };
  const total = assembled.pages.length + apiPageCount(options.siteApi) + 1;
  const apiOptions: ApiPagesOptions = { reference: options.siteApi, theme, site, locale, locales: options.locales, defaultLocale: config.locales.default, basePath: config.basePath, routesByPath: options.routesByPath };
  const notFound: SitePage = {
    page: { kind: 'notFound', locale: locale.code, route: '/404', title: String(strings.strings['notFound.title'] ?? 'Page not found'), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates: [] },
    content: { type: 'notFound' },
    headingIds: [],
    links: [],
  };
  // The pages from `start` to `end` in page order; API pages are made one at a time as the render loop reaches them.
  const between = (start: number, end: number, apiDiagnostics: Diagnostic[]): Iterable<SitePage> => {
    const docs = assembled.pages.length;
    const api = apiPageEntries({ ...apiOptions, range: { start: start - docs, end: end - docs } }, apiDiagnostics);
    return (function* () {
      yield* assembled.pages.slice(start, Math.min(end, docs));
      yield* api;
      if (end === total) yield notFound;
    })();
  };

  // What pages rendered give, and how many pages that is (those that failed included).
  const collected = (apiDiagnostics: Diagnostic[] = []): Omit<UnitResult, 'unit'> => ({ pages: [], sitemap: [], diagnostics: { pages: [], api: apiDiagnostics }, renderErrors: [], searchDocuments: [], llms: [] });
  const count = (parts: ReadonlyArray<Omit<UnitResult, 'unit'>>) => parts.reduce((sum, part) => sum + part.pages.length + part.renderErrors.length, 0);
  // Time spent writing the pages' markdown copies, reported with the render so its cost stays in sight.
  let markdownMs = 0;
  const renderDetail = (pages: number) => `${pages} pages${config.llms ? `, markdown copies ${Math.round(markdownMs)} ms` : ''}`;
  const renderPages = async (entries: Iterable<SitePage>, into: Omit<UnitResult, 'unit'>) => {
    for (const pending of entries) {
      // Parsed only now, unless its title needed it; the tree is dropped with the page after this turn.
      const planned = pending.source;
      const markdown = planned ? (early.get(planned) ?? parse(planned)) : undefined;
      if (pending.source) early.delete(pending.source);
      if (markdown) into.diagnostics.pages.push(...markdown.diagnostics);
      let entry = markdown ? withMarkdown(pending, markdown, { math: mathCss }) : pending;
      if (entry.page.features?.includes('diagram')) entry = { ...entry, page: { ...entry.page, diagrams: options.pageAssets.diagrams } };
      const { image, card, link } = pageImage({ site, page: entry.page, ...(pending.source ? { source: pending.source } : {}), cards: config.socialCards, colors: theme.socialCard ?? DEFAULT_CARD_COLORS, routesByPath: options.routesByPath });
      if (image) entry = { ...entry, page: { ...entry.page, image }, ...(link ? { links: [...entry.links, link] } : {}) };
      const page = entry.page;
      const file = routeFile(locale.prefix, page.route);
      let html: string;
      try {
        html = renderPageCached(options.cache, theme, site, entry);
      } catch (error) {
        into.renderErrors.push({ severity: 'error', code: 'render/failed', message: `route "${page.route}" (${locale.code}) failed to render: ${(error as Error).message}`, ...(page.source ? { file: page.source } : {}) });
        continue;
      }
      if (options.scan) options.scan.pages.set(file, scanHtml(html, options.scan.strings));
      await output.add({ path: file, contents: html });
      into.pages.push({ locale: locale.code, route: page.route, file, headingIds: entry.headingIds, links: entry.links, ...(page.source ? { source: page.source } : {}), ...(page.features ? { features: page.features } : {}), ...(card ? { card } : {}) });
      if (page.kind !== 'notFound' && !page.noindex) into.sitemap.push({ href: routeHref(config.basePath, locale.prefix, page.route), alternates: page.alternates });
      if (config.search) {
        const document = searchDocumentCached(options.cache, entry);
        if (document) into.searchDocuments.push(document);
      }
      if (config.llms) {
        const started = performance.now();
        const copy = pageMarkdown(entry, planned, markdownLinks);
        markdownMs += performance.now() - started;
        if (copy !== undefined) {
          await output.add({ path: routeFile(locale.prefix, page.route, '.md'), contents: copy });
          const position = sidebarOrder.get(page.route);
          if (!entry.duplicate && !page.noindex) into.llms.push({ route: page.route, kind: page.kind, title: page.title, ...(page.description ? { description: page.description } : {}), ...(position !== undefined ? { position } : {}), url: markdownLinks.link(page.route), markdown: copy });
        }
      }
    }
  };

  if (shard) {
    const units: UnitResult[] = [];
    await timed(
      logger,
      `[${locale.code}] render`,
      async () => {
        for (const { unit, start, end } of shareUnits(total, shard)) {
          const part = collected();
          await renderPages(between(start, end, part.diagnostics.api), part);
          units.push({ unit, ...part });
        }
      },
      () => renderDetail(count(units)),
    );
    return { pages: [], sitemap: [], diagnostics: { strings: strings.diagnostics, pages: [], api: [] }, renderErrors: [], searchDocuments: [], llms: [], units };
  }

  // The dev server keeps the API pages of each build (apiPagesCached); a one-off build makes them as it goes.
  const cached = options.cache ? await timed(logger, `[${locale.code}] API pages`, () => apiPagesCached(options.cache!, apiOptions), (r) => `${r.pages.length} pages`) : undefined;
  const renderAll = async (): Promise<Omit<UnitResult, 'unit'>> => {
    if (cached) {
      const all = collected(cached.diagnostics);
      await renderPages([...assembled.pages, ...cached.pages, notFound], all);
      return all;
    }
    if (!options.parseAhead) {
      const all = collected();
      await renderPages(between(0, total, all.diagnostics.api), all);
      return all;
    }
    // A helper thread is parsing the markdown pages meanwhile (see parallel/parseAhead.ts): the pages that
    // need none go first, and what they give is put back after the markdown pages', in page order.
    const docs = assembled.pages.length;
    const markdownPages = collected();
    const others = collected();
    await renderPages(between(docs, total, others.diagnostics.api), others);
    await renderPages(between(0, docs, markdownPages.diagnostics.api), markdownPages);
    return concatResults([markdownPages, others]);
  };
  const all = await timed(logger, `[${locale.code}] render`, renderAll, (result) => renderDetail(count([result])));
  return { ...all, diagnostics: { strings: strings.diagnostics, ...all.diagnostics } };
}
