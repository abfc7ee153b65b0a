import type { ResolvedConfig } from '@laguna-docs/config';
import { discoverSources } from '@laguna-docs/content';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { checkBuiltSite } from '@laguna-docs/link-check';
import { formatDiagnostic, routeFile, routeHref, UserError, type Diagnostic, type LinkRecord, type SiteAssets } from '@laguna-docs/shared';
import { apiSidebars } from './apiPages.js';
import { assemblePages, alternatesFor, type SitePage } from './assemblePages.js';
import { hashedName } from './bundleClient.js';
import { collectSources } from './collectSources.js';
import { readStaticFiles, renderRobots, renderSitemap } from './extras.js';
import { silentLogger, timed, type BuildLogger } from './logger.js';
import type { OutputFile } from './output.js';
import { parsePages } from './parsePages.js';
import { localeInfos, makeSiteData } from './siteData.js';
import { resolveStrings } from './strings.js';
import { writeSite } from './writeSite.js';
import { apiPagesCached, loadSiteApiCached } from './incremental/apiCache.js';
import { bundleClientCached } from './incremental/clientCache.js';
import { syncMarkdownCache } from './incremental/markdownCache.js';
import { renderPageCached } from './incremental/renderCache.js';
import { searchDocumentCached } from './incremental/searchCache.js';
import type { IncrementalState } from './incremental/state.js';
import { loadThemeCached } from './incremental/themeCache.js';

export interface BuildSiteOptions {
  config: ResolvedConfig;
  logger?: BuildLogger;
  /** Write the output folder (default). `false` only computes the files, for tests and the dev server. */
  write?: boolean;
  /** Reused across builds in watch mode. */
  cache?: BuildCache;
  /** What broken links and anchors do: fail the build (default), only warn (the dev server), or go unchecked. */
  linkCheck?: 'error' | 'warn' | 'off';
  /** Let the link check fetch external URLs too (CI usually has no network). */
  checkExternal?: boolean;
}

export interface BuildCache {
  markdown: Map<string, ParsedMarkdown>;
  /** Theme module, client bundle and link context of the previous build (see `incremental/`). */
  incremental?: IncrementalState;
}

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

export interface BuildSiteResult {
  files: OutputFile[];
  pages: BuiltPage[];
  diagnostics: Diagnostic[];
}

/**
 * Builds the whole site: per locale, default first, a straight list of timed stages. Throws a UserError
 * listing every problem found in the input; writes nothing unless everything rendered.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const logger = options.logger ?? silentLogger;
  const { config: resolved } = options;
  const { config } = resolved;
  const locales = localeInfos(config);
  const codes = locales.map((info) => info.code);
  const diagnostics: Diagnostic[] = [];

  const theme = await timed(logger, 'load theme', () => loadThemeCached(options.cache, config.theme, resolved.root));
  const discovered = await timed(logger, 'discover sources', () => discoverSources({ contentDir: resolved.contentDir, root: resolved.root, locales: codes }), (r) => `${r.files.length} files`);
  const collected = collectSources({ discovered, locales: codes, defaultLocale: config.locales.default });
  const parseRoutes = syncMarkdownCache(options.cache, { basePath: config.basePath, toc: config.toc, routesByPath: collected.routesByPath });
  diagnostics.push(...collected.diagnostics);
  const [client, staticFiles] = await timed(logger, 'bundle client', () => Promise.all([bundleClientCached(options.cache, theme, resolved.root), readStaticFiles(resolved.staticDir)]));
  const siteApi = await timed(logger, 'load OpenAPI', () => loadSiteApiCached(options.cache, resolved), (r) => `${r.api?.operations.length ?? 0} operations`);
  diagnostics.push(...siteApi.diagnostics);
  const base = config.basePath.replace(/\/$/, '');
  const assets: SiteAssets = {
    css: `${base}/${client.css}`,
    js: `${base}/${client.js}`,
    ...(config.search ? { search: `${base}/${client.search}` } : {}),
    ...(config.favicon ? { favicon: `${base}/${config.favicon}` } : {}),
    ...(config.logo ? { logo: `${base}/${config.logo}` } : {}),
  };

  const files: OutputFile[] = [...client.files, ...staticFiles];
  const pages: BuiltPage[] = [];
  const sitemap: Array<{ href: string; alternates: ReturnType<typeof alternatesFor> }> = [];
  const renderErrors: Diagnostic[] = [];

  for (const locale of locales) {
    const sources = collected.locales.find((entry) => entry.locale === locale.code)!;
    const strings = resolveStrings(theme.strings, locale.code, config.locales.default, theme.name);
    diagnostics.push(...strings.diagnostics);
    const footnotes = { label: String(strings.strings['footnotes.label'] ?? 'Footnotes'), backLabel: String(strings.strings['footnotes.backLabel'] ?? 'Back to reference {number}') };
    const parsed = await timed(
      logger,
      `[${locale.code}] parse markdown`,
      () => parsePages({ sources, basePath: config.basePath, localePrefix: locale.prefix, routesByPath: parseRoutes, toc: config.toc, footnotes, ...(options.cache ? { cache: options.cache.markdown } : {}) }),
      (r) => `${r.pages.length} pages`,
    );
    diagnostics.push(...parsed.diagnostics);
    const assembled = assemblePages({ locale, locales, defaultLocale: config.locales.default, basePath: config.basePath, parsed: parsed.pages, docsTitle: 'Docs' }, sources.categories);
    const sidebars = { ...assembled.sidebars, ...apiSidebars(siteApi, strings.strings, locale.code) };
    // Pages embed only the part of their sidebar they show; the whole of it is one file the client asks for.
    const sidebarsJson = JSON.stringify(sidebars);
    const sidebarsFile = hashedName('assets', `sidebars.${locale.code}`, '.json', sidebarsJson);
    files.push({ path: sidebarsFile, contents: sidebarsJson });
    const site = makeSiteData({ config, locale: locale.code, sidebars, strings: strings.strings, assets: { ...assets, ...(config.search ? { searchIndex: `${base}/search-index/${locale.code}.json` } : {}), sidebars: `${base}/${sidebarsFile}` } });
    const api = await timed(logger, `[${locale.code}] API pages`, () => apiPagesCached(options.cache, { reference: siteApi, theme, site, locale, locales, defaultLocale: config.locales.default, basePath: config.basePath, routesByPath: collected.routesByPath }), (r) => `${r.pages.length} pages`);
    diagnostics.push(...api.diagnostics);
    const notFound: SitePage = {
      page: { kind: 'notFound', locale: locale.code, route: '/404', title: String(strings.strings['notFound.title'] ?? 'Page not found'), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates: [] },
      content: { type: 'notFound' },
      headingIds: [],
      links: [],
    };
    await timed(
      logger,
      `[${locale.code}] render`,
      () => {
        for (const entry of [...assembled.pages, ...api.pages, notFound]) {
          try {
            const page = entry.page;
            const file = routeFile(locale.prefix, page.route);
            files.push({ path: file, contents: renderPageCached(options.cache, theme, site, entry) });
            pages.push({ locale: locale.code, route: page.route, file, headingIds: entry.headingIds, links: entry.links, ...(page.source ? { source: page.source } : {}) });
            if (page.kind !== 'notFound') sitemap.push({ href: routeHref(config.basePath, locale.prefix, page.route), alternates: page.alternates });
          } catch (error) {
            renderErrors.push({ severity: 'error', code: 'render/failed', message: `route "${entry.page.route}" (${locale.code}) failed to render: ${(error as Error).message}`, ...(entry.page.source ? { file: entry.page.source } : {}) });
          }
        }
      },
      () => `${assembled.pages.length + api.pages.length + 1} pages`,
    );
    if (config.search) {
      const searchDocuments = [...assembled.pages, ...api.pages].flatMap((entry) => searchDocumentCached(options.cache, entry) ?? []);
      files.push({ path: `search-index/${locale.code}.json`, contents: JSON.stringify(searchDocuments) });
    }
  }
  if (renderErrors.length > 0) throw new UserError(renderErrors);

  files.push({ path: 'sitemap.xml', contents: renderSitemap(config.url, sitemap) });
  files.push({ path: 'robots.txt', contents: renderRobots(config.url, config.basePath) });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  for (const warning of diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new UserError(errors);

  // Link check (@laguna-docs/link-check): linkinator crawls the site served on 127.0.0.1 from the files in
  // memory, before anything is written, so a build that fails on a broken link leaves the previous output as
  // it was (build to another --out to look at the broken pages).
  const linkCheck = options.linkCheck ?? 'error';
  if (linkCheck !== 'off') {
    const severity = linkCheck === 'warn' ? 'warning' : 'error';
    const site = { config: resolved, files, pages, severity, ...(options.checkExternal ? { checkExternal: true } : {}) } as const;
    const report = await timed(logger, 'check links', () => checkBuiltSite(site), (r) => `${r.stats.links} links, ${r.broken.length} broken`);
    diagnostics.push(...report.diagnostics);
    if (severity === 'warning') for (const warning of report.diagnostics) logger.warn(formatDiagnostic(warning));
    else if (report.diagnostics.length > 0) throw new UserError(report.diagnostics);
  }

  if (options.write !== false) {
    await timed(logger, 'write', () => writeSite({ outDir: resolved.outDir, files }), () => `${files.length} files`);
  }
  return { files, pages, diagnostics };
}
