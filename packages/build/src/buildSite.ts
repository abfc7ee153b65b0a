import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { displayPath, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import { discoverSources } from '@laguna-docs/content';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { checkBuiltSite, StringPool, type ScannedPage } from '@laguna-docs/link-check';
import { formatDiagnostic, UserError, type Diagnostic, type LocaleInfo, type SiteAssets, type Theme } from '@laguna-docs/shared';
import { buildLocale, type BuildLocaleOptions, type BuiltPage, type BuildLocaleResult } from './buildLocale.js';
import { buildLocales, parallelThreads, startHelpers, stoppingOnFailure } from './parallel/buildLocales.js';
import { ParseAhead, type ParseAheadJob } from './parallel/parseAhead.js';
import { AHEAD_ONLY, pageParseInput, storedParseKey } from './parsePages.js';
import { footnoteLabels, resolveStrings } from './strings.js';
import { codeFingerprint } from './cache/codeFingerprint.js';
import { DiskCache } from './cache/diskCache.js';
import { collectSources, type CollectSourcesResult } from './collectSources.js';
import { assetRoutes, linkedAssets, readContentAssets } from './contentAssets.js';
import { placeStaticFiles, readStaticFiles, renderRobots, renderSitemap } from './extras.js';
import { silentLogger, timed, type BuildLogger } from './logger.js';
import type { OutputFile } from './output.js';
import { localeInfos } from './siteData.js';
import { memoryOutput, stagedOutput, type SiteOutput } from './siteOutput.js';
import { apiPageCount, estimateApiPageCount, loadSiteApi } from './apiPages.js';
import { loadSiteApiCached } from './incremental/apiCache.js';
import { bundleClient } from './bundleClient.js';
import { bundleClientCached } from './incremental/clientCache.js';
import { syncMarkdownCache } from './incremental/markdownCache.js';
import type { IncrementalState } from './incremental/state.js';
import { loadThemeCached } from './incremental/themeCache.js';

export type { BuiltPage } from './buildLocale.js';

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
  /**
   * Build the pages in several threads: by default a written build does when it has at least
   * `PARALLEL_MIN_PAGES` pages and more than one core; `false` never, `true` always when it can (a written
   * build without a watch-mode cache, run from the compiled package). A smaller build, and the first
   * build of watch mode, has a helper thread parse its markdown meanwhile instead (see
   * parallel/parseAhead.ts), unless `false`.
   */
  parallel?: boolean;
  /**
   * Keep parse results and the loaded OpenAPI model on disk (`node_modules/.cache/laguna-docs/` under the
   * site root), keyed by everything they are made from and the code that makes them, so the next build of
   * unchanged sources skips that work. The CLI's `build` turns it on; the keys describe the compiled
   * packages, which the CLI runs.
   */
  diskCache?: boolean;
}

export interface BuildCache {
  markdown: Map<string, ParsedMarkdown>;
  /** Theme module, client bundle and link context of the previous build (see `incremental/`). */
  incremental?: IncrementalState;
}

export interface BuildSiteResult {
  /** The files, when the build kept them in memory (`write: false`); a written build lists none. */
  files: OutputFile[];
  pages: BuiltPage[];
  diagnostics: Diagnostic[];
}

/**
 * Builds the whole site: per locale, default first, a straight list of timed stages. Throws a UserError
 * listing every problem found in the input; writes nothing unless everything rendered.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  // A build with markdown to parse (not a watch-mode rebuild, which has its parses in memory) starts a
  // helper thread to parse it ahead (see parallel/parseAhead.ts) before anything else, so the helper has
  // loaded its code when the pages are known.
  const ahead = options.parallel !== false && !options.cache?.markdown.size ? ParseAhead.start() : undefined;
  try {
    return await buildSiteWith(options, ahead);
  } finally {
    await ahead?.stop();
  }
}

async function buildSiteWith(options: BuildSiteOptions, started: ParseAhead | undefined): Promise<BuildSiteResult> {
  const logger = options.logger ?? silentLogger;
  const { config: resolved } = options;
  const { config } = resolved;
  const locales = localeInfos(config);
  const codes = locales.map((info) => info.code);
  const diagnostics: Diagnostic[] = [];

  const theme = await timed(logger, 'load theme', () => loadThemeCached(options.cache, config.theme, resolved.root));
  const discovered = await timed(logger, 'discover sources', () => discoverSources({ contentDir: resolved.contentDir, root: resolved.root, locales: codes }), (r) => `${r.files.length} files`);
  const collected = collectSources({ discovered, locales: codes, defaultLocale: config.locales.default });
  const contentAssets = await readContentAssets(discovered.assets, options.cache);
  for (const [key, route] of assetRoutes(contentAssets, codes, config.locales.default)) collected.routesByPath.set(key, route);
  const parseRoutes = syncMarkdownCache(options.cache, { basePath: config.basePath, toc: config.toc, routesByPath: collected.routesByPath });
  diagnostics.push(...collected.diagnostics);
  // Results kept on disk between builds (see `diskCache`), each keyed by the code that makes it too.
  const here = fileURLToPath(import.meta.url);
  const markdownCache = options.diskCache ? { cache: DiskCache.forSite(resolved.root, 'markdown'), fingerprint: codeFingerprint('@laguna-docs/markdown', here) } : undefined;
  const apiCache = options.diskCache ? { cache: DiskCache.forSite(resolved.root, 'openapi'), fingerprint: codeFingerprint('@laguna-docs/openapi', here) } : undefined;
  const clientCache = options.diskCache ? DiskCache.forSite(resolved.root, 'client') : undefined;
  // Large sites build their pages in several threads, one per core (see parallel/buildLocales.ts). A site
  // that looks large from its sources and its spec's text starts the helper threads now, so they load
  // while the spec is read, and builds in them even if the spec turns out smaller.
  const threadOptions = { staged: options.write !== false, cached: options.cache !== undefined, ...(options.parallel !== undefined ? { requested: options.parallel } : {}) };
  const pagesPerLocale = (apiPages: number) => (collected.locales[0]?.pages.length ?? 0) + apiPages;
  const early = parallelThreads({ pages: Infinity, ...threadOptions }) > 1 ? parallelThreads({ pages: locales.length * pagesPerLocale(await estimateApiPageCount(resolved.specFile)), ...threadOptions }) : 1;
  const helpers = early > 1 ? startHelpers(resolved, early - 1, logger) : undefined;
  // Each of those threads parses its own pages; a build in one thread has the pages the disk cache lacks parsed ahead.
  let ahead = started;
  const jobs = ahead && !helpers ? parseAheadJobs(collected, locales, theme, config, markdownCache) : [];
  const sent = ahead && jobs.reduce((sum, job) => sum + job.input.body.length, 0) >= PARSE_AHEAD_MIN_CHARACTERS ? ahead.send(jobs, collected.routesByPath) : 0;
  if (sent > 0) logger.info(`parsing ${sent} markdown page${sent === 1 ? '' : 's'} ahead in a helper thread`);
  else if (ahead) {
    await ahead.stop();
    ahead = undefined;
  }
  const bundle = () => (options.cache ? bundleClientCached(options.cache, theme, resolved.root) : bundleClient(theme, resolved.root, clientCache));
  const { client, staticFiles, siteApi, output } = await stoppingOnFailure(helpers, async () => {
    const [client, staticFiles] = await timed(logger, 'bundle client', () => Promise.all([bundle(), readStaticFiles(resolved.staticDir)]));
    const siteApi = await timed(logger, 'load OpenAPI', () => (options.cache ? loadSiteApiCached(options.cache, resolved) : loadSiteApi(resolved, apiCache, helpers ? (text, file) => helpers.checkSpec(text, file) : undefined)), (r) => `${r.api?.operations.length ?? 0} operations`);
    // A written build goes straight into a staging folder that replaces the output only if everything
    // succeeds; with `write: false` (tests, the dev server) the files stay in memory.
    const output: SiteOutput = options.write === false ? memoryOutput() : await stagedOutput(resolved.outDir);
    return { client, staticFiles, siteApi, output };
  });
  diagnostics.push(...siteApi.diagnostics);
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
    const threads = helpers ? { helpers } : { threads: parallelThreads({ pages: locales.length * pagesPerLocale(apiPageCount(siteApi)), ...threadOptions }) };
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
    }
    if (renderErrors.length > 0) throw new UserError(renderErrors);

    await output.add({ path: 'sitemap.xml', contents: renderSitemap(config.url, sitemap) });
    await output.add({ path: 'robots.txt', contents: renderRobots(config.url, config.basePath) });
    for (const file of await linkedAssets(contentAssets, pages.flatMap((page) => page.links.map((link) => link.href)), config.basePath)) await output.add(file);
    // Copied last, once every path the build writes is known (see `placeStaticFiles`).
    const displayStatic = (file: string) => displayPath(path.join(resolved.staticDir, file), resolved.root);
    const placed = placeStaticFiles(staticFiles, (await output.site()).paths, displayStatic);
    diagnostics.push(...placed.diagnostics);
    for (const file of placed.copy) await output.add(file);
    output.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

    for (const warning of diagnostics.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new UserError(errors);

    // Link check (@laguna-docs/link-check): the in-memory pass over every page's scan, then linkinator over the
    // site served on 127.0.0.1, all before the output is put in place, so a build that fails on a broken link
    // leaves the previous output as it was (build to another --out to look at the broken pages).
    if (linkCheck !== 'off') {
      const severity = linkCheck === 'warn' ? 'warning' : 'error';
      const files = await output.site();
      const site = { config: resolved, files, ...(scanned ? { scanned } : {}), pages, severity, ...(options.checkExternal ? { checkExternal: true } : {}) } as const;
      const report = await timed(logger, 'check links', () => checkBuiltSite(site), (r) => `${r.stats.links} links, ${r.broken.length} broken`);
      diagnostics.push(...report.diagnostics);
      if (severity === 'warning') for (const warning of report.diagnostics) logger.warn(formatDiagnostic(warning));
      else if (report.diagnostics.length > 0) throw new UserError(report.diagnostics);
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

/**
 * Less markdown than this to parse is not worth a helper thread: it loads its code (about 0.1 s) before it
 * parses, and this thread parses that much in about the same time.
 */
const PARSE_AHEAD_MIN_CHARACTERS = 32_000;

/**
 * The markdown pages of every locale that the disk cache (if any) does not hold, locale by locale in the
 * order of their sources: the work of a `ParseAhead` helper (which takes first any page the build waits for).
 */
function parseAheadJobs(collected: CollectSourcesResult, locales: readonly LocaleInfo[], theme: Theme, config: SiteConfig, disk: { cache: DiskCache; fingerprint: string } | undefined): ParseAheadJob[] {
  const jobs: ParseAheadJob[] = [];
  for (const locale of locales) {
    const footnotes = footnoteLabels(resolveStrings(theme.strings, locale.code, config.locales.default, theme.name).strings);
    for (const planned of collected.locales.find((entry) => entry.locale === locale.code)?.pages ?? []) {
      const input = pageParseInput({ basePath: config.basePath, toc: config.toc, footnotes }, planned);
      const key = storedParseKey(input, disk?.fingerprint ?? AHEAD_ONLY);
      if (!disk?.cache.has(key)) jobs.push({ key, input });
    }
  }
  return jobs;
}
