import path from 'node:path';
import { displayPath } from '@laguna-docs/config';
import { applyLinkPolicy, checkBuiltSite, scanHtml, sitePolicy, StringPool, WARN_ONLY, type LinkPolicy, type ScannedPage } from '@laguna-docs/link-check';
import { formatDiagnostic, UserError, type Diagnostic, type LocaleInfo, type SiteAssets } from '@laguna-docs/shared';
import { buildLocale, type BuildLocaleOptions, type BuiltPage, type BuildLocaleResult } from './buildLocale.js';
import { pagesPerLocale, type BuildSiteOptions, type BuildSiteResult, type SitePlan } from './buildSite.js';
import { buildLocales } from './parallel/buildLocales.js';
import { parallelThreads, stoppingOnFailure } from './parallel/helpers.js';
import { linkedAssets } from './contentAssets.js';
import { placeStaticFiles, readStaticFiles, renderRobots, renderSitemap } from './extras.js';
import { llmsFiles } from './llms/llmsFiles.js';
import { timed } from './logger.js';
import { memoryOutput, stagedOutput, type SiteOutput } from './siteOutput.js';
import { apiPageCount, loadSiteApi, type SiteApi } from './apiPages.js';
import { siteSpecLinks, specLinkProblems } from './api/specLinks.js';
import { loadSiteApiCached } from './incremental/apiCache.js';
import { bundleClient } from './bundleClient.js';
import { readCustomCss } from './customCss.js';
import { redirectFiles } from './redirects.js';
import { DiskCache } from './cache/diskCache.js';
import { drawCards } from './cards/drawCards.js';
import { incrementalState } from './incremental/state.js';
import { mermaidFiles, mermaidModule } from './mermaidAssets.js';
import { katexAssets } from '@laguna-docs/markdown';
import { resolveStrings } from './strings.js';
import { bundleClientCached } from './incremental/clientCache.js';

/** The broken links the spec's texts show before any page is rendered (see `specLinkProblems`). */
function checkSpecLinks(siteApi: SiteApi, routesByPath: ReadonlyMap<string, string>): Diagnostic[] {
  const links = siteSpecLinks(siteApi, routesByPath);
  return siteApi.api && links ? specLinkProblems(siteApi.api, links.resolve, links.settings) : [];
}

/**
 * A spec that cannot be used (invalid, or with broken links that fail the build) stops the build before
 * anything is rendered, with every problem found so far; otherwise the reference goes on as it is.
 */
function failEarly(siteApi: SiteApi, found: readonly Diagnostic[], logger: SitePlan['logger']): SiteApi {
  if (!siteApi.diagnostics.some((d) => d.severity === 'error')) return siteApi;
  const all = [...found, ...siteApi.diagnostics];
  for (const warning of all.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  throw new UserError(all.filter((d) => d.severity === 'error'));
}

/**
 * The build's stages once its sources are read (see `buildSite`): the client bundle, the spec, every
 * locale's pages, the files beside them, the link check, and the output put in place.
 */
export async function buildPlannedSite(options: BuildSiteOptions, plan: SitePlan): Promise<BuildSiteResult> {
  const { logger, locales, diagnostics, theme, collected, contentAssets, parseRoutes, markdownCache, apiCache, clientCache, threadOptions, helpers } = plan;
  let { ahead } = plan;
  const { config: resolved } = options;
  const { config } = resolved;
  const bundle = () => (options.cache ? bundleClientCached(options.cache, theme, resolved.root) : bundleClient(theme, resolved.root, clientCache));
  const { client, staticFiles, customCss, siteApi, output } = await stoppingOnFailure(helpers, async () => {
    const [client, staticFiles, customCss] = await timed(logger, 'bundle client', () => Promise.all([bundle(), readStaticFiles(resolved.staticDir, resolved.root), readCustomCss(resolved.customCssFiles, resolved.root)]));
    const siteApi = await timed(
      logger,
      'load OpenAPI',
      async () => {
        const loaded = await (options.cache ? loadSiteApiCached(options.cache, resolved) : loadSiteApi(resolved, apiCache, helpers ? (text, file) => helpers.checkSpec(text, file) : undefined));
        return failEarly({ ...loaded, diagnostics: [...loaded.diagnostics, ...checkSpecLinks(loaded, collected.routesByPath)] }, diagnostics, logger);
      },
      (r) => `${r.api?.operations.length ?? 0} operations`,
    );
    // A written build goes straight into a staging folder that replaces the output only if everything
    // succeeds; with `write: false` (tests, the dev server) the files stay in memory.
    const output: SiteOutput = options.write === false ? memoryOutput() : await stagedOutput(resolved.outDir, { display: (file) => displayPath(file, resolved.root), ...(options.force ? { force: true } : {}) });
    return { client, staticFiles, customCss, siteApi, output };
  });
  diagnostics.push(...staticFiles.diagnostics, ...siteApi.diagnostics);
  const reportedBefore = new Set(siteApi.diagnostics.map(diagnosticKey));
  // The reference's texts and code are parsed by the markdown stage: they share its cache on disk.
  if (markdownCache) siteApi.cache.disk = markdownCache;
  const base = config.basePath.replace(/\/$/, '');
  const assets: SiteAssets = {
    css: `${base}/${client.css}`,
    ...(customCss.length > 0 ? { customCss: customCss.map((file) => `${base}/${file.path}`) } : {}),
    js: `${base}/${client.js}`,
    ...(config.search ? { search: `${base}/${client.search}` } : {}),
    ...(config.favicon ? { favicon: `${base}/${config.favicon}` } : {}),
    ...(config.logo ? { logo: `${base}/${config.logo}` } : {}),
  };

  const linkCheck = options.linkCheck ?? 'error';
  // Each page is scanned for the link check as it is rendered, so pages need not be read back.
  const scanned = linkCheck === 'off' ? undefined : new Map<string, ScannedPage>();
  const strings = new StringPool();
  const pages: BuiltPage[] = [];
  // Social cards drawn by earlier builds, by what they show (see `drawCards`).
  const cardCache = options.diskCache && config.socialCards ? DiskCache.forSite(resolved.root, 'cards') : undefined;
  try {
    for (const file of [...client.files, ...customCss]) await output.add(file);
    const sitemap: BuildLocaleResult['sitemap'] = [];
    const renderErrors: Diagnostic[] = [];
    const optionsFor = (locale: LocaleInfo): BuildLocaleOptions => ({
      config,
      locale,
      locales,
      theme,
      sources: collected.locales.find((entry) => entry.locale === locale.code)!,
      routesByPath: collected.routesByPath,
      parseRoutes,
      siteApi,
      assets,
      pageAssets: { diagrams: { script: `${base}/${client.diagrams}`, library: mermaidModule(base) } },
      ...(options.cache ? { cache: options.cache } : {}),
      ...(markdownCache ? { diskCache: markdownCache } : {}),
      ...(ahead ? { parseAhead: ahead } : {}),
      output,
      ...(scanned ? { scan: { pages: scanned, strings } } : {}),
      logger,
    });
    const threads = helpers ? { helpers } : { threads: parallelThreads({ pages: locales.length * pagesPerLocale(collected, apiPageCount(siteApi)), ...threadOptions }) };
    // A spec larger than its text suggested: the threads parse their own pages.
    if (ahead && (threads.threads ?? 1) > 1) {
      await ahead.stop();
      ahead = undefined;
    }
    const built = await buildLocales({ resolved, locales, siteApi, optionsFor, build: buildLocale, ...threads, logger });
    for (const [index, result] of built.entries()) {
      pages.push(...result.pages);
      sitemap.push(...result.sitemap);
      // As in the stages' order: the locale's strings, then every page's markdown problems, then the API's.
      // Spec link problems found before rendering are found again by the renderer: each is reported once.
      diagnostics.push(...result.diagnostics.strings, ...result.diagnostics.pages, ...result.diagnostics.api.filter((d) => !reportedBefore.has(diagnosticKey(d))));
      renderErrors.push(...result.renderErrors);
      if (config.search) await output.add({ path: `search-index/${locales[index]!.code}.json`, contents: JSON.stringify(result.searchDocuments) });
      if (config.llms) for (const file of llmsFiles(config, locales[index]!, result.llms)) await output.add(file);
    }
    if (renderErrors.length > 0) throw new UserError(renderErrors);

    // The redirects take routes no page has; their pages' one link is the config's (see `configLinks`).
    const redirects = redirectFiles({
      config,
      locales,
      strings: new Map(locales.map((locale) => [locale.code, resolveStrings(theme.strings, locale.code, config.locales.default, theme.name).strings])),
      taken: (await output.site()).paths,
      configFile: displayPath(resolved.configFile, resolved.root),
    });
    diagnostics.push(...redirects.diagnostics);
    for (const file of redirects.files) {
      if (scanned && file.path.endsWith('.html')) scanned.set(file.path, scanHtml(String(file.contents), strings));
      await output.add(file);
    }
    pages.push(...redirects.pages);
    if (pages.some((page) => page.features?.includes('diagram'))) for (const file of await mermaidFiles()) await output.add(file);
    if (config.socialCards) {
      const memory = options.cache ? (incrementalState(options.cache).cards ??= new Map()) : undefined;
      const cards = await timed(logger, 'social cards', () => drawCards({ cards: pages.flatMap((page) => (page.card ? [page.card] : [])), ...(cardCache ? { disk: cardCache } : {}), ...(memory ? { memory } : {}) }), (r) => `${r.files.length} cards, ${r.drawn} drawn`);
      for (const file of cards.files) await output.add(file);
    }
    // KaTeX's CSS and fonts, linked by the pages with math (see `pageStylesheets`), published if there are any.
    if (pages.some((page) => page.features?.includes('math'))) {
      const katex = katexAssets();
      for (const file of katex.files) await output.add({ path: `${katex.folder}/${file.path}`, contents: file.contents });
    }

    await output.add({ path: 'sitemap.xml', contents: renderSitemap(config.url, sitemap) });
    await output.add({ path: 'robots.txt', contents: renderRobots(config.url, config.basePath) });
    const media = await linkedAssets(contentAssets, pages.flatMap((page) => page.links.map((link) => link.href)), config.basePath);
    diagnostics.push(...media.diagnostics);
    for (const file of media.files) await output.add(file);
    // Copied last, once every path the build writes is known (see `placeStaticFiles`).
    const displayStatic = (file: string) => displayPath(path.join(resolved.staticDir, file), resolved.root);
    const placed = placeStaticFiles(staticFiles.files, (await output.site()).paths, displayStatic);
    diagnostics.push(...placed.diagnostics);
    for (const file of placed.copy) await output.add(file);
    output.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

    diagnostics.splice(0, diagnostics.length, ...firstOfEachLanguage(diagnostics));
    // The config's link policy (the dev server's: warn only); without a link check, as the markdown stage says.
    const specFiles = (siteApi.files ?? []).map((file) => displayPath(file, resolved.root));
    const policy: LinkPolicy = linkCheck === 'warn' ? WARN_ONLY : sitePolicy(config, specFiles);
    if (linkCheck !== 'off') diagnostics.splice(0, diagnostics.length, ...applyLinkPolicy(diagnostics, policy));
    for (const warning of diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new UserError(errors);

    // Link check (@laguna-docs/link-check): the in-memory pass over every page's scan, then linkinator over the
    // site served on 127.0.0.1, all before the output is put in place, so a build that fails on a broken link
    // leaves the previous output as it was (build to another --out to look at the broken pages).
    if (linkCheck !== 'off') {
      const files = await output.site();
      const site = { config: resolved, files, ...(scanned ? { scanned } : {}), pages, ...(options.checkExternal ? { checkExternal: true } : {}) } as const;
      const report = await timed(logger, 'check links', () => checkBuiltSite(site), (r) => `${r.stats.links} links, ${r.broken.length} broken`);
      const found = applyLinkPolicy(report.diagnostics, policy);
      diagnostics.push(...found);
      // Broken links only (the build's other errors were thrown above), reported the same way under either
      // policy: a failing build lists its link warnings with its errors, a passing one logs them.
      if (found.some((d) => d.severity === 'error')) throw new UserError(found);
      for (const warning of found) logger.warn(formatDiagnostic(warning));
    }

    if (options.write !== false) {
      const count = (await output.site()).paths.size;
      await timed(logger, 'write', () => output.commit(), () => `${count} files`);
    }
    // Entries this build did not use belong to sources or code that are gone.
    await Promise.all([markdownCache?.cache.prune(), apiCache?.cache.prune(), clientCache?.prune(), cardCache?.prune()]);
  } catch (error) {
    await Promise.all([helpers?.terminate(), output.discard(), markdownCache?.cache.flush(), apiCache?.cache.flush(), clientCache?.flush(), cardCache?.flush()]);
    throw error;
  }
  return { files: output.files, pages, diagnostics };
}

function diagnosticKey(diagnostic: Diagnostic): string {
  return [diagnostic.severity, diagnostic.code, diagnostic.file, diagnostic.line, diagnostic.message].join('\0');
}

/**
 * The diagnostics with one warning per unknown code block language: the first, in page order, which names
 * the file and line of its first use. Every page warns of its own (its parse is cached apart from the others).
 */
export function firstOfEachLanguage(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    if (diagnostic.code !== 'markdown/unknown-language') return true;
    if (seen.has(diagnostic.message)) return false;
    seen.add(diagnostic.message);
    return true;
  });
}
