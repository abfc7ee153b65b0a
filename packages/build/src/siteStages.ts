import path from 'node:path';
import { displayPath } from '@laguna-docs/config';
import { applyLinkPolicy, checkBuiltSite, StringPool, WARN_ONLY, type LinkPolicy, type ScannedPage } from '@laguna-docs/link-check';
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
import { apiPageCount, loadSiteApi } from './apiPages.js';
import { loadSiteApiCached } from './incremental/apiCache.js';
import { bundleClient } from './bundleClient.js';
import { bundleClientCached } from './incremental/clientCache.js';

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
  const { client, staticFiles, siteApi, output } = await stoppingOnFailure(helpers, async () => {
    const [client, staticFiles] = await timed(logger, 'bundle client', () => Promise.all([bundle(), readStaticFiles(resolved.staticDir, resolved.root)]));
    const siteApi = await timed(logger, 'load OpenAPI', () => (options.cache ? loadSiteApiCached(options.cache, resolved) : loadSiteApi(resolved, apiCache, helpers ? (text, file) => helpers.checkSpec(text, file) : undefined)), (r) => `${r.api?.operations.length ?? 0} operations`);
    // A written build goes straight into a staging folder that replaces the output only if everything
    // succeeds; with `write: false` (tests, the dev server) the files stay in memory.
    const output: SiteOutput = options.write === false ? memoryOutput() : await stagedOutput(resolved.outDir, { display: (file) => displayPath(file, resolved.root), ...(options.force ? { force: true } : {}) });
    return { client, staticFiles, siteApi, output };
  });
  diagnostics.push(...staticFiles.diagnostics, ...siteApi.diagnostics);
  // The reference's texts and code are parsed by the markdown stage: they share its cache on disk.
  if (markdownCache) siteApi.cache.disk = markdownCache;
  const base = config.basePath.replace(/\/$/, '');
  const assets: SiteAssets = {
    css: `${base}/${client.css}`,
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
  try {
    for (const file of client.files) await output.add(file);
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
      diagnostics.push(...result.diagnostics.strings, ...result.diagnostics.pages, ...result.diagnostics.api);
      renderErrors.push(...result.renderErrors);
      if (config.search) await output.add({ path: `search-index/${locales[index]!.code}.json`, contents: JSON.stringify(result.searchDocuments) });
      if (config.llms) for (const file of llmsFiles(config, locales[index]!, result.llms)) await output.add(file);
    }
    if (renderErrors.length > 0) throw new UserError(renderErrors);

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

    // The config's link policy (the dev server's: warn only); without a link check, as the markdown stage says.
    const policy: LinkPolicy = linkCheck === 'warn' ? WARN_ONLY : config;
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
    await Promise.all([markdownCache?.cache.prune(), apiCache?.cache.prune(), clientCache?.prune()]);
  } catch (error) {
    await Promise.all([helpers?.terminate(), output.discard(), markdownCache?.cache.flush(), apiCache?.cache.flush(), clientCache?.flush()]);
    throw error;
  }
  return { files: output.files, pages, diagnostics };
}
