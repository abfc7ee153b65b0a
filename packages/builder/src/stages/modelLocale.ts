import { localize } from '@laguna-docs/config';
import { katexFolder, type ParsedMarkdown } from '@laguna-docs/markdown';
import { renderContent } from '@laguna-docs/render';
import { browserStrings, markdownCopyHref, routeHref, uiText, type Diagnostic, type SidebarItem, type SiteData, type UiStrings } from '@laguna-docs/shared';
import { markdownParseSettings } from '../admonitions.js';
import { docsSections } from '../docsSidebar.js';
import { apiPageCount, apiSidebars, type ApiPagesOptions } from '@laguna-docs/api-reference';
import { assemblePages, type SitePage, type TitledPage } from '../assemblePages.js';
import { blogFeedLinks } from '../blog/blogFeeds.js';
import { localeBlog, type LocaleBlog } from '../blog/blogPages.js';
import { hashedName } from '../bundleClient.js';
import type { LocaleSources } from '@laguna-docs/content';
import type { PageMarkdownOptions } from '../llms/pageMarkdown.js';
import { timed } from '../logger.js';
import type { OutputFile } from '../output.js';
import { hasMarkdownPlugins } from '../parseInput.js';
import { pageTitle, probedTitle, type PageParser } from '../parsePages.js';
import { makeSiteData } from '../siteData.js';
import { versionIndex } from '../versions/versionPages.js';
import { versionLinkSettings } from '../versions/versionLinks.js';
import { versionGroups, type VersionGroups } from '../versions/versionGroups.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import { footnoteLabels, resolveStrings } from '../strings.js';
import type { LocaleRenderInput } from './renderTypes.js';

/** A locale's model: its pages in page order, site data and sidebars, and the parser its pages need. */
export interface LocaleModel {
  /** Parses a markdown page; a page whose title needed a parse is taken from `early` instead. */
  parse: PageParser;
  /** Pages whose title needed a parse, kept until they are rendered so no page is parsed twice. */
  early: Map<LocaleSources['pages'][number], ParsedMarkdown>;
  site: SiteData;
  /** Markdown and category pages, before the API pages and the 404 page. */
  docs: number;
  total: number;
  /** The pages from `start` to `end` in page order; API pages are made one at a time as they are reached. */
  between(start: number, end: number, apiDiagnostics: Diagnostic[]): Iterable<SitePage>;
  /** The markdown and generated pages, before the API pages, as they are before rendering (a blog list's excerpts not made). */
  pages: readonly SitePage[];
  /** On a versioned site: each released version's pages as a group made from inputs known before they are parsed. */
  groups?: VersionGroups;
  sidebarsFile: OutputFile;
  /** The locale's UI strings for the browser, which pages load before hydrating instead of embedding them. */
  stringsFile: OutputFile;
  /** Position of each route in the sidebars, which `llms.txt` lists pages by. */
  sidebarOrder: ReadonlyMap<string, number>;
  /** Links between markdown copies, by their full address: a model reading one may fetch the next. */
  markdownLinks: PageMarkdownOptions;
  mathCss: string;
  strings: { strings: UiStrings; diagnostics: Diagnostic[] };
  /** The locale's blog, when it has posts. */
  blog?: LocaleBlog;
}

/**
 * Stage "model", per locale: titles (read without parsing where the text allows), the docs model, the
 * sidebars and the site data every page of the locale embeds.
 */
export async function modelLocale(input: LocaleRenderInput, steps: SiteSteps): Promise<LocaleModel> {
  const { config, locale, theme, sources, logger } = input;
  const base = config.basePath.replace(/\/$/, '');
  const strings = resolveStrings(theme.strings, locale.code, config.locales.default, theme.name);
  const footnotes = footnoteLabels(strings.strings);
  const mathCss = `${base}/${katexFolder()}/katex.min.css`;
  const parse = steps.pageParser({
    basePath: config.basePath,
    localePrefix: locale.prefix,
    routesByPath: input.routesByPath,
    ...(input.root !== undefined ? { root: input.root } : {}),
    ...(input.pageAssets.components ? { components: input.pageAssets.components.bundle } : {}),
    toc: config.toc,
    ...markdownParseSettings(config),
    ...versionLinkSettings(input.layout),
    footnotes,
    ...(hasMarkdownPlugins(config) ? { plugins: config.markdown } : {}),
  });
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
    docsLabel: uiText(strings.strings, 'home.docs'),
    apiLabel: uiText(strings.strings, 'home.api'),
    ...(input.siteApi.api ? { apiRoute: input.siteApi.route } : {}),
  };
  const main = input.layout.sections[0]!;
  const assembled = assemblePages({ locale, locales: input.locales, defaultLocale: config.locales.default, basePath: config.basePath, parsed: titled, docsRoute: main.route, ...(main.sidebar ? { docsSidebar: main.sidebar } : {}), sections: docsSections(config, input.layout, sources, locale.code), categoryFiles: sources.categoryFiles, docsTitle: 'Docs', home }, sources.categories);
  // The blog's excerpts are rendered with the site data, made below from the sidebars the blog adds to.
  let siteData: SiteData | undefined;
  const blog =
    config.blog === false
      ? undefined
      : localeBlog({
          blog: config.blog,
          locale,
          locales: input.locales,
          defaultLocale: config.locales.default,
          basePath: config.basePath,
          sources,
          titles: titled,
          strings: strings.strings,
          parse,
          render: (markdown) => renderContent({ theme, site: siteData!, page: { kind: 'blog', locale: locale.code, route: '/', title: '', contentHtml: '', toc: [], breadcrumbs: [], alternates: [] }, content: { type: 'markdown', hast: markdown.hast } }),
        });
  // A versioned site has a reference per version built, each with its own sidebar and pages.
  const references = [input.siteApi, ...(input.siteApi.versions ?? [])];
  const sidebars = { ...assembled.sidebars, ...(blog?.model.sidebar ? { blog: blog.model.sidebar } : {}), ...Object.fromEntries(references.flatMap((reference) => Object.entries(apiSidebars(reference, strings.strings, locale.code)))) };
  // Pages embed only the part of their sidebar they show; the whole of it is one file the client asks for.
  const sidebarsJson = JSON.stringify(sidebars);
  const sidebarsFile = hashedName('assets', `sidebars.${locale.code}`, '.json', sidebarsJson);
  // The UI strings the browser needs (2.8 KB in English) are one file too, loaded once instead of embedded in every page.
  const stringsJson = JSON.stringify(browserStrings(strings.strings));
  const stringsFile = hashedName('assets', `strings.${locale.code}`, '.json', stringsJson);
  const made = makeSiteData({ config, locale: locale.code, sidebars, strings: strings.strings, assets: { ...input.assets, strings: `${base}/${stringsFile}`, ...(config.search ? { searchIndex: `${base}/search-index/${locale.code}.json` } : {}), ...(config.llms ? { llms: `${base}${locale.prefix}/llms.txt` } : {}), sidebars: `${base}/${sidebarsFile}` } });
  // A versioned site: each docs and API page knows its version and the same page in the others.
  const versions = versionIndex(input.layout, references, assembled.pages, sidebars, locale.code, config.locales.default);
  const feeds = blog && config.blog !== false ? blogFeedLinks(config, config.blog, blog.model, locale) : [];
  const site = { ...made, ...(versions ? { versions: versions.infos } : {}), ...(feeds.length > 0 ? { feeds } : {}) };
  siteData = site;
  const ownPages = blog ? [...assembled.pages.map(blog.decorate), ...blog.pages] : assembled.pages;
  const docsPages = versions ? ownPages.map(versions.decorate) : ownPages;
  // `llms.txt` lists pages in the order the sidebars show them, which is not the order of the sources.
  const sidebarOrder = new Map<string, number>();
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' || item.route) sidebarOrder.set(item.route!, sidebarOrder.size);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar.items);
  const markdownLinks: PageMarkdownOptions = {
    link: (route) => config.url + markdownCopyHref(routeHref(config.basePath, locale.prefix, route)),
    linkHref: (href) => (href.startsWith('/') ? config.url + markdownCopyHref(href) : href),
  };
  const counts = references.map(apiPageCount);
  const total = docsPages.length + counts.reduce((sum, count) => sum + count, 0) + 1;
  const apiSources = references.map((reference) => {
    const apiOptions: ApiPagesOptions = { reference, theme, site, locale, locales: input.locales, defaultLocale: config.locales.default, basePath: config.basePath, routesByPath: input.routesByPath };
    return steps.apiPages(apiOptions);
  });
  // The references' pages one after the other, each reference's range taken from the whole one.
  const apiPages = ({ start, end }: { start: number; end: number }, diagnostics: Diagnostic[]): Iterable<SitePage> =>
    (function* () {
      let offset = 0;
      for (const [index, pages] of apiSources.entries()) {
        const count = counts[index]!;
        if (end > offset && start < offset + count) yield* pages({ start: Math.max(0, start - offset), end: Math.min(count, end - offset) }, diagnostics);
        offset += count;
      }
    })();
  const notFound: SitePage = {
    page: { kind: 'notFound', locale: locale.code, route: '/404', title: uiText(strings.strings, 'notFound.title'), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates: [] },
    content: { type: 'notFound' },
    headingIds: [],
    links: [],
  };
  // The pages from `start` to `end` in page order; API pages are made one at a time as the render loop reaches them.
  const between = (start: number, end: number, apiDiagnostics: Diagnostic[]): Iterable<SitePage> => {
    const docs = docsPages.length;
    const api = apiPages({ start: start - docs, end: end - docs }, apiDiagnostics);
    return (function* () {
      for (const entry of docsPages.slice(start, Math.min(end, docs))) yield blog ? blog.fill(entry) : entry;
      if (versions) for (const entry of api) yield versions.decorate(entry);
      else yield* api;
      if (end === total) yield notFound;
    })();
  };

  const groups = versionGroups({ input, theme, locale, site, docsPages, references, counts, total });

  return { parse, early, site, docs: docsPages.length, pages: docsPages, total, ...(blog ? { blog } : {}), between, ...(groups ? { groups } : {}), sidebarsFile: { path: sidebarsFile, contents: sidebarsJson }, stringsFile: { path: stringsFile, contents: stringsJson }, sidebarOrder, markdownLinks, mathCss, strings };
}
