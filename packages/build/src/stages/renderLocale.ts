import { localize } from '@laguna-docs/config';
import { katexFolder, type ParsedMarkdown } from '@laguna-docs/markdown';
import { scanHtml } from '@laguna-docs/link-check';
import { markdownCopyHref, routeFile, routeHref, type Diagnostic, type SidebarItem } from '@laguna-docs/shared';
import type { LocaleRenderInput, LocaleResult, RenderedPages } from './renderTypes.js';
import { ownAdmonitionKinds } from '../admonitions.js';
import { apiPageCount, apiSidebars, type ApiPagesOptions } from '../apiPages.js';
import { assemblePages, withMarkdown, type SitePage, type TitledPage } from '../assemblePages.js';
import { hashedName } from '../bundleClient.js';
import { DEFAULT_CARD_COLORS, pageImage } from '../cards/pageImage.js';
import type { LocaleSources } from '../collectSources.js';
import { pageMarkdown, type PageMarkdownOptions } from '../llms/pageMarkdown.js';
import { timed } from '../logger.js';
import type { OutputFile } from '../output.js';
import { hasMarkdownPlugins } from '../parseInput.js';
import { pageTitle, probedTitle } from '../parsePages.js';
import { makeSiteData } from '../siteData.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import { footnoteLabels, resolveStrings } from '../strings.js';

export type { BuiltPage, LocaleRenderInput, LocaleResult, PageAssets, RenderedPages } from './renderTypes.js';

/** A locale made ready to render: its model and site data, and a way to render any range of its pages. */
export interface LocalePlan {
  /** Its pages: `docs` markdown and category pages, then the API pages and the 404 page, `total` in all. */
  docs: number;
  total: number;
  /** The locale's sidebars, which pages fetch whole (pages embed only the part they show). */
  sidebarsFile: OutputFile;
  /** Problems of the locale's UI strings. */
  stringProblems: Diagnostic[];
  /** Renders the pages from `start` to `end` in page order, each handed to the output as it is done. */
  renderRange(range: { start: number; end: number }): Promise<RenderedPages>;
  /** The detail of the render's log line, for `pages` pages. */
  renderDetail(pages: number): string;
}

/** What consecutive parts of a locale's pages gave, as one, in their order. */
export function concatResults(parts: readonly RenderedPages[]): RenderedPages {
  return {
    pages: parts.flatMap((part) => part.pages),
    sitemap: parts.flatMap((part) => part.sitemap),
    diagnostics: { pages: parts.flatMap((part) => part.diagnostics.pages), api: parts.flatMap((part) => part.diagnostics.api) },
    renderErrors: parts.flatMap((part) => part.renderErrors),
    searchDocuments: parts.flatMap((part) => part.searchDocuments),
    llms: parts.flatMap((part) => part.llms),
  };
}

/** How many pages results hold, those that failed included. */
export const pagesIn = (parts: readonly RenderedPages[]): number => parts.reduce((sum, part) => sum + part.pages.length + part.renderErrors.length, 0);

/**
 * Renders one locale: its plan (see `planLocale`), its sidebars file, then its pages in the order the
 * steps choose, put back in page order.
 */
export async function renderLocale(input: LocaleRenderInput, steps: SiteSteps): Promise<LocaleResult> {
  const plan = await planLocale(input, steps);
  await input.output.add(plan.sidebarsFile);
  const parts = await timed(
    input.logger,
    `[${input.locale.code}] render`,
    async () => {
      const done: Array<{ start: number; result: RenderedPages }> = [];
      for (const range of steps.renderOrder(plan.docs, plan.total)) done.push({ start: range.start, result: await plan.renderRange(range) });
      return done.sort((a, b) => a.start - b.start).map((entry) => entry.result);
    },
    (result) => plan.renderDetail(pagesIn(result)),
  );
  const all = concatResults(parts);
  return { ...all, diagnostics: { strings: plan.stringProblems, ...all.diagnostics } };
}

/**
 * One locale of the site made ready to render: titles (read without parsing where the text allows), the
 * docs model and site data. Its pages are then parsed, rendered, scanned for the link check and handed
 * to the output one at a time, so no more than one page's parsed tree and HTML are held at once.
 */
export async function planLocale(input: LocaleRenderInput, steps: SiteSteps): Promise<LocalePlan> {
  const { config, locale, theme, sources, logger, output } = input;
  const base = config.basePath.replace(/\/$/, '');
  const strings = resolveStrings(theme.strings, locale.code, config.locales.default, theme.name);
  const footnotes = footnoteLabels(strings.strings);
  const mathCss = `${base}/${katexFolder()}/katex.min.css`;
  const parse = steps.pageParser({
    basePath: config.basePath,
    localePrefix: locale.prefix,
    routesByPath: input.parseRoutes,
    toc: config.toc,
    admonitions: ownAdmonitionKinds(config),
    footnotes,
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
    ...(input.siteApi.api ? { apiRoute: input.siteApi.route } : {}),
  };
  const assembled = assemblePages({ locale, locales: input.locales, defaultLocale: config.locales.default, basePath: config.basePath, parsed: titled, docsRoute: config.docs.routeBasePath, categoryFiles: sources.categoryFiles, docsTitle: 'Docs', home }, sources.categories);
  const sidebars = { ...assembled.sidebars, ...apiSidebars(input.siteApi, strings.strings, locale.code) };
  // Pages embed only the part of their sidebar they show; the whole of it is one file the client asks for.
  const sidebarsJson = JSON.stringify(sidebars);
  const sidebarsFile = hashedName('assets', `sidebars.${locale.code}`, '.json', sidebarsJson);
  const site = makeSiteData({ config, locale: locale.code, sidebars, strings: strings.strings, assets: { ...input.assets, ...(config.search ? { searchIndex: `${base}/search-index/${locale.code}.json` } : {}), ...(config.llms ? { llms: `${base}${locale.prefix}/llms.txt` } : {}), sidebars: `${base}/${sidebarsFile}` } });
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
  const total = assembled.pages.length + apiPageCount(input.siteApi) + 1;
  const apiOptions: ApiPagesOptions = { reference: input.siteApi, theme, site, locale, locales: input.locales, defaultLocale: config.locales.default, basePath: config.basePath, routesByPath: input.routesByPath };
  const apiPages = steps.apiPages(apiOptions);
  const notFound: SitePage = {
    page: { kind: 'notFound', locale: locale.code, route: '/404', title: String(strings.strings['notFound.title'] ?? 'Page not found'), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates: [] },
    content: { type: 'notFound' },
    headingIds: [],
    links: [],
  };
  // The pages from `start` to `end` in page order; API pages are made one at a time as the render loop reaches them.
  const between = (start: number, end: number, apiDiagnostics: Diagnostic[]): Iterable<SitePage> => {
    const docs = assembled.pages.length;
    const api = apiPages({ start: start - docs, end: end - docs }, apiDiagnostics);
    return (function* () {
      yield* assembled.pages.slice(start, Math.min(end, docs));
      yield* api;
      if (end === total) yield notFound;
    })();
  };

  // Time spent writing the pages' markdown copies, reported with the render so its cost stays in sight.
  let markdownMs = 0;
  const renderPages = async (entries: Iterable<SitePage>, into: RenderedPages) => {
    for (const pending of entries) {
      // Parsed only now, unless its title needed it; the tree is dropped with the page after this turn.
      const planned = pending.source;
      const markdown = planned ? (early.get(planned) ?? parse(planned)) : undefined;
      if (pending.source) early.delete(pending.source);
      if (markdown) into.diagnostics.pages.push(...markdown.diagnostics);
      let entry = markdown ? withMarkdown(pending, markdown, { math: mathCss }) : pending;
      if (entry.page.features?.includes('diagram')) entry = { ...entry, page: { ...entry.page, diagrams: input.pageAssets.diagrams } };
      const { image, card, link } = pageImage({ site, page: entry.page, ...(pending.source ? { source: pending.source } : {}), cards: config.socialCards, colors: theme.socialCard ?? DEFAULT_CARD_COLORS, routesByPath: input.routesByPath });
      if (image) entry = { ...entry, page: { ...entry.page, image }, ...(link ? { links: [...entry.links, link] } : {}) };
      const page = entry.page;
      const file = routeFile(locale.prefix, page.route);
      let html: string;
      try {
        html = steps.renderPage(theme, site, entry);
      } catch (error) {
        into.renderErrors.push({ severity: 'error', code: 'render/failed', message: `route "${page.route}" (${locale.code}) failed to render: ${(error as Error).message}`, ...(page.source ? { file: page.source } : {}) });
        continue;
      }
      if (input.scan) input.scan.pages.set(file, scanHtml(html, input.scan.strings));
      await output.add({ path: file, contents: html });
      into.pages.push({ locale: locale.code, route: page.route, file, headingIds: entry.headingIds, links: entry.links, ...(page.source ? { source: page.source } : {}), ...(page.features ? { features: page.features } : {}), ...(card ? { card } : {}) });
      if (page.kind !== 'notFound' && !page.noindex) into.sitemap.push({ href: routeHref(config.basePath, locale.prefix, page.route), alternates: page.alternates });
      if (config.search) {
        const document = steps.searchDocument(entry);
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

  return {
    docs: assembled.pages.length,
    total,
    sidebarsFile: { path: sidebarsFile, contents: sidebarsJson },
    stringProblems: strings.diagnostics,
    async renderRange({ start, end }) {
      const part: RenderedPages = { pages: [], sitemap: [], diagnostics: { pages: [], api: [] }, renderErrors: [], searchDocuments: [], llms: [] };
      await renderPages(between(start, end, part.diagnostics.api), part);
      return part;
    },
    renderDetail: (pages) => `${pages} pages${config.llms ? `, markdown copies ${Math.round(markdownMs)} ms` : ''}`,
  };
}
