import { fileURLToPath } from 'node:url';
import { ownAdmonitionKinds } from './admonitions.js';
import { displayPath, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import { discoverSources } from '@laguna-docs/content';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { UserError, type Diagnostic, type LocaleInfo, type Theme } from '@laguna-docs/shared';
import type { BuiltPage } from './buildLocale.js';
import { estimateApiPageCount, parallelThreads, startHelpers, stoppingOnFailure, type HelperThreads, type ThreadOptions } from './parallel/helpers.js';
import { ParseAhead, type ParseAheadJob } from './parallel/parseAhead.js';
import { AHEAD_ONLY, hasMarkdownPlugins, pageParseInput, storedParseKey } from './parseInput.js';
import { footnoteLabels, resolveStrings } from './strings.js';
import { codeFingerprint } from './cache/codeFingerprint.js';
import { DiskCache } from './cache/diskCache.js';
import { collectSources, type CollectSourcesResult } from './collectSources.js';
import { assetRoutes, readContentAssets, type ContentAsset } from './contentAssets.js';
import { silentLogger, timed, type BuildLogger } from './logger.js';
import type { OutputFile } from './output.js';
import { localeInfos } from './siteData.js';
import { readSiteStrings, unknownStringKeys, withSiteStrings } from './siteStrings.js';
import { staleTranslationErrors, translationReport, translationSummary } from './translations.js';
import { readLastUpdatesCached } from './incremental/gitDatesCache.js';
import { addPageMeta } from './pageMeta/pageMeta.js';
import { syncMarkdownCache } from './incremental/markdownCache.js';
import type { IncrementalState } from './incremental/state.js';
import { loadThemeCached } from './incremental/themeCache.js';

/*
 * A build in two parts. This module reads the sources and hands the markdown to the parse helper; it
 * loads little code, so the helper starts parsing early. `siteStages.ts` does the rest: it needs the
 * markdown, OpenAPI, rendering and link-check code, which loads while the helper parses.
 */

export type { BuiltPage } from './buildLocale.js';
// The CLI's V8 tuning for a one-off build, from this light entry (see parallel/tiering.ts).
export { tierUpLater } from './parallel/tiering.js';

export interface BuildSiteOptions {
  config: ResolvedConfig;
  logger?: BuildLogger;
  /** Write the output folder (default). `false` only computes the files, for tests and the dev server. */
  write?: boolean;
  /** Reused across builds in watch mode. */
  cache?: BuildCache;
  /** Build pages whose front matter says `draft: true` (the dev server does); a production build leaves them out. */
  drafts?: boolean;
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
  /**
   * Replace an output folder that holds files laguna-docs did not write (`--force`). Without it such a
   * folder is refused, since a written build replaces its output folder whole.
   */
  force?: boolean;
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
  // The config's own markdown plugins exist in this thread alone: its pages are parsed here.
  const plugins = hasMarkdownPlugins(options.config.config);
  const ahead = options.parallel !== false && !plugins && !options.cache?.markdown.size ? ParseAhead.start() : undefined;
  try {
    const plan = await planSite(options, ahead);
    const { buildPlannedSite } = await stoppingOnFailure(plan.helpers, () => import('./siteStages.js'));
    return await buildPlannedSite(options, plan);
  } finally {
    await ahead?.stop();
  }
}

/** What a build knows once it has read its sources, before it loads the code that renders them. */
export interface SitePlan {
  logger: BuildLogger;
  locales: LocaleInfo[];
  /** Problems found so far (in the sources' front matter and categories). */
  diagnostics: Diagnostic[];
  theme: Theme;
  collected: CollectSourcesResult;
  contentAssets: ContentAsset[];
  /** The routes pages are parsed with (see `syncMarkdownCache`). */
  parseRoutes: ReadonlyMap<string, string>;
  markdownCache: { cache: DiskCache; fingerprint: string } | undefined;
  apiCache: { cache: DiskCache; fingerprint: string } | undefined;
  clientCache: DiskCache | undefined;
  threadOptions: ThreadOptions;
  /** Helper threads a large site started (see parallel/helpers.ts). */
  helpers: HelperThreads | undefined;
  /** The parse helper, when it has pages to parse. */
  ahead: ParseAhead | undefined;
}

/** Pages of a locale: its markdown pages and `apiPages` reference pages. */
export function pagesPerLocale(collected: CollectSourcesResult, apiPages: number): number {
  return (collected.locales[0]?.pages.length ?? 0) + apiPages;
}

/** Loads the theme, reads the sources and sends the pages to parse to the helper thread. */
async function planSite(options: BuildSiteOptions, started: ParseAhead | undefined): Promise<SitePlan> {
  const logger = options.logger ?? silentLogger;
  const { config: resolved } = options;
  const { config } = resolved;
  const locales = localeInfos(config);
  const codes = locales.map((info) => info.code);
  const diagnostics: Diagnostic[] = [];

  // git answers while the theme loads and the sources are read.
  const lastUpdates = config.lastUpdated ? timed(logger, 'read git dates', () => readLastUpdatesCached(options.cache, resolved.root, resolved.contentDir), (r) => `${r.size} files`) : Promise.resolve(new Map());
  const loaded = await timed(logger, 'load theme', () => loadThemeCached(options.cache, config.theme, resolved.root));
  // The site's own UI strings (`i18n/<locale>.json`) go over the theme's.
  const siteStrings = await readSiteStrings(resolved.root, codes);
  diagnostics.push(...unknownStringKeys(siteStrings, Object.keys(loaded.strings[config.locales.default] ?? loaded.strings.en ?? {})));
  const theme = withSiteStrings(loaded, siteStrings);
  const discovered = await timed(logger, 'discover sources', () => discoverSources({ contentDir: resolved.contentDir, root: resolved.root, locales: codes }), (r) => `${r.files.length} files`);
  const collected = addPageMeta(collectSources({ discovered, locales: codes, defaultLocale: config.locales.default, strictFrontMatter: config.frontMatter.strict, drafts: options.drafts === true, docsRoute: config.docs.routeBasePath }), { config, lastUpdates: await lastUpdates, configFile: displayPath(resolved.configFile, resolved.root) });
  const contentAssets = await readContentAssets(discovered.assets, options.cache);
  for (const [key, route] of assetRoutes(contentAssets, codes, config.locales.default)) collected.routesByPath.set(key, route);
  const parseRoutes = syncMarkdownCache(options.cache, { basePath: config.basePath, toc: config.toc, admonitions: ownAdmonitionKinds(config), routesByPath: collected.routesByPath });
  diagnostics.push(...collected.diagnostics);
  diagnostics.push(...reportTranslations(collected, config, logger, options.write !== false));
  // Results kept on disk between builds (see `diskCache`), each keyed by the code that makes it too.
  const here = fileURLToPath(import.meta.url);
  const plugins = hasMarkdownPlugins(config);
  const markdownCache = options.diskCache && !plugins ? { cache: DiskCache.forSite(resolved.root, 'markdown'), fingerprint: codeFingerprint('@laguna-docs/markdown', here) } : undefined;
  const apiCache = options.diskCache ? { cache: DiskCache.forSite(resolved.root, 'openapi'), fingerprint: codeFingerprint('@laguna-docs/openapi', here) } : undefined;
  const clientCache = options.diskCache ? DiskCache.forSite(resolved.root, 'client') : undefined;
  // Large sites build their pages in several threads, one per core (see parallel/buildLocales.ts). A site
  // that looks large from its sources and its spec's text starts the helper threads now, so they load
  // while the spec is read, and builds in them even if the spec turns out smaller.
  const threadOptions: ThreadOptions = { staged: options.write !== false, cached: options.cache !== undefined, ...(plugins ? { requested: false } : options.parallel !== undefined ? { requested: options.parallel } : {}) };
  const early = parallelThreads({ pages: Infinity, ...threadOptions }) > 1 ? parallelThreads({ pages: locales.length * pagesPerLocale(collected, await estimateApiPageCount(resolved.specFile)), ...threadOptions }) : 1;
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
  return { logger, locales, diagnostics, theme, collected, contentAssets, parseRoutes, markdownCache, apiCache, clientCache, threadOptions, helpers, ahead };
}

/**
 * One line per translated locale: how many of its pages are up to date, stale, missing or untracked. A site
 * whose config says so fails a written build on stale ones, before anything is rendered; a build in memory
 * (`serve --watch`) only warns, so editing an original does not stop the preview.
 */
function reportTranslations(collected: CollectSourcesResult, config: SiteConfig, logger: BuildLogger, written: boolean): Diagnostic[] {
  const reports = translationReport(collected.locales, config.locales.default);
  for (const report of reports) {
    // Progress, not a warning: a site may well publish while translations catch up.
    logger.info(`translations ${translationSummary(report)}${report.counts.stale + report.counts.missing > 0 ? ' (laguna-docs translations lists them)' : ''}`);
  }
  if (!config.i18n.failOnStaleTranslations) return [];
  const errors = staleTranslationErrors(reports);
  if (errors.length > 0 && written) throw new UserError(errors);
  return errors.map((error) => ({ ...error, severity: 'warning' }));
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
      const input = pageParseInput({ basePath: config.basePath, toc: config.toc, admonitions: ownAdmonitionKinds(config), footnotes }, planned);
      const key = storedParseKey(input, disk?.fingerprint ?? AHEAD_ONLY);
      if (!disk?.cache.has(key)) jobs.push({ key, input });
    }
  }
  return jobs;
}
