import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildVersion, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import { CURRENT_VERSION, VERSIONED_FOLDER, type LocaleInfo, type Theme } from '@laguna-docs/shared';
import { markdownParseSettings } from '../admonitions.js';
import { codeFingerprint } from './cache/codeFingerprint.js';
import { DiskCache } from './cache/diskCache.js';
import { keptApiModel, keptCards, keptClientBundle, keptComponents } from './cache/keptSteps.js';
import type { LocaleSources } from '@laguna-docs/content';
import type { BuildLogger } from '../logger.js';
import { estimateApiPageCount, PARALLEL_MIN_PAGES, parallelThreads, startHelpers, type HelperThreads, type ThreadOptions } from './threads/helpers.js';
import { markdownBytesBelow, markdownFilesAtLeast } from './threads/markdownVolume.js';
import { ParseAhead, type ParseAheadJob } from './threads/parseAhead.js';
import { AHEAD_ONLY, hasMarkdownPlugins, isMdxPage, pageParseInput, storedParseKey } from '../parseInput.js';
import { footnoteLabels, resolveStrings } from '../strings.js';
import type { SiteSteps, SourceSteps } from '../steps/buildSteps.js';
import type { LocaleRenderOptions } from '../stages/renderTypes.js';
import type { SiteStores } from '../steps/siteSteps.js';
import { keptParse } from './keptParse.js';
import { sourceSteps } from '../steps/sourceSteps.js';
import { watchSourceSteps } from './watch/watchSourceSteps.js';
import { sessionState, type WatchSession } from './watch/watchSession.js';
import type { DocsLayout } from '../versions/docsLayout.js';
import { versionLinkSettings } from '../versions/versionLinks.js';
import { KEPT_FOLDER } from '../shards/partition.js';
import { versionPageSteps, versionPagesFingerprint, versionPagesLines, type VersionPageCounts, type VersionPageStore } from './versionPageCache.js';

/*
 * The one place where a build's steps get their speed: the disk cache (`diskCache`), watch mode's memos
 * (`watch`) and the helper threads (a parse helper for a smaller site, a thread per core for a large one)
 * are chosen here from the build's options and wrapped around the plain steps.
 */

export interface SpeedOptions {
  resolved: ResolvedConfig;
  logger: BuildLogger;
  /** The build writes into a staging folder (which helper threads write into too). */
  staged: boolean;
  /** See `BuildSiteOptions`. */
  watch?: WatchSession;
  diskCache?: boolean;
  parallel?: boolean;
  /** A folder of the disk cache for this build's caches alone (a shard's, see shards/). */
  cacheScope?: string;
  /** The build renders one of this many shards of the pages (see shards/): no parse helper, threads for its share. */
  shards?: number;
  /**
   * A shard's hash of everything site-wide (see shards/identity.ts `siteWideHash`): with the disk cache, each
   * page the shard renders is kept under it and its own inputs, and given again while they hold.
   */
  shardSite?: string;
  /** See `BuildSiteOptions.v8Flags`: given to every helper thread. */
  v8Flags?: readonly string[];
}

/** What the speed machinery needs to know of the sources, once read. */
export interface ReadSources {
  locales: readonly LocaleInfo[];
  sources: readonly LocaleSources[];
  theme: Theme;
  /** Routes of the markdown files and the files beside them (see `assetRoutes`). */
  routesByPath: ReadonlyMap<string, string>;
  /** The docs sections of every version built, whose pages' links the parse settings place. */
  layout: DocsLayout;
}

/** A build's speed: its steps, and the threads and caches behind them. */
export interface BuildSpeed {
  sourceSteps: SourceSteps;
  /** Starts what the sources call for: helper threads for a large site, else the parse helper's work. */
  sourcesRead(read: ReadSources): Promise<void>;
  /** The site steps, their code loaded now (see siteStepsCode.ts): call it once the sources are read. */
  siteSteps(): Promise<SiteSteps>;
  /** How many pages the kept pages' store (a shard's, or a versioned site's released pages) rendered and gave; none without one. */
  pageCounts(): VersionPageCounts | undefined;
  /** How many threads rendered the pages: more than one when helper threads took shares of them. */
  renderThreads(): number;
  /** How many markdown pages a helper thread was sent to parse ahead: 0 when none was. */
  parsedAhead(): number;
  /** After the build: caches pruned of what it did not use (or, after a failure, kept), threads stopped. */
  finish(succeeded: boolean): Promise<void>;
}

/**
 * Less markdown than this to parse is not worth a helper thread: it loads its code (about 0.1 s) before it
 * parses, and this thread parses that much in about the same time.
 */
const PARSE_AHEAD_MIN_CHARACTERS = 32_000;

/**
 * A page at least this long (one the markdown stage parses in sections) is parsed by this thread when it
 * comes to it, not ahead: this thread would wait for it anyway, and its parse moved across (JSON written
 * there and read again here) cost more CPU than the helper saved: a cold build of a 1 MB page of short
 * sections took 2.70 s of CPU this way against 2.95 s (medians of 4 alternated builds).
 */
const PARSE_AHEAD_MAX_CHARACTERS = 100_000;

/**
 * Whether the site's content folder holds too little markdown for the parse helper to be sent any: its
 * pages short enough to go to the helper hold fewer than `PARSE_AHEAD_MIN_CHARACTERS` in all, each counted
 * once per locale (an untranslated page is parsed for each). A UTF-16 unit of a page's text is at most 3
 * bytes of its file, and a page's text no longer than its file, so such a site would stop the helper as
 * soon as its sources are read: it is not started, which spares a small site a thread's start (10 to 20
 * ms of CPU). A versioned site's released pages lie outside the folder: it starts the helper as before.
 */
function tooLittleToParseAhead(resolved: ResolvedConfig): boolean {
  if (fs.existsSync(path.join(resolved.root, VERSIONED_FOLDER))) return false;
  const locales = Math.max(1, resolved.config.locales.items.length);
  try {
    return markdownBytesBelow(resolved.contentDir, Math.ceil(PARSE_AHEAD_MIN_CHARACTERS / locales), 3 * PARSE_AHEAD_MAX_CHARACTERS);
  } catch {
    return false;
  }
}

/**
 * Whether the site's content folder alone holds pages enough for the build to start its helper threads
 * (`parallelThreads`), which parse their own pages: a parse helper started for it would load its code
 * (about 0.1 s of CPU) only to be stopped unused.
 */
export function helpersWillParse(contentDir: string, threadOptions: ThreadOptions): boolean {
  return parallelThreads({ pages: PARALLEL_MIN_PAGES, ...threadOptions }) > 1 && markdownFilesAtLeast(contentDir, PARALLEL_MIN_PAGES);
}

/**
 * Starts a build's speed. A build with markdown to parse (not a watch-mode rebuild, which has its parses in
 * memory) starts the parse helper first of all, so it has loaded its code when the pages are known. The
 * config's own markdown plugins exist in this thread alone: its pages are parsed here.
 */
export function startSpeed(options: SpeedOptions): BuildSpeed {
  const { resolved, logger, watch } = options;
  const plugins = hasMarkdownPlugins(resolved.config);
  const threadOptions: ThreadOptions = { staged: options.staged, cached: watch !== undefined, ...(plugins ? { requested: false } : options.parallel !== undefined ? { requested: options.parallel } : {}) };
  let ahead =
    options.parallel !== false && !options.shards && !plugins && !(watch && sessionState(watch).markdown.size > 0) && !tooLittleToParseAhead(resolved) && !helpersWillParse(resolved.contentDir, threadOptions)
      ? ParseAhead.start(options.v8Flags)
      : undefined;
  // Results kept on disk between builds, each keyed by the code that makes it too.
  const here = fileURLToPath(import.meta.url);
  const cacheFor = (kind: string) => DiskCache.forSite(resolved.root, options.cacheScope ? `${options.cacheScope}/${kind}` : kind);
  const disk = options.diskCache
    ? {
        ...(plugins ? {} : { markdown: { cache: cacheFor('markdown'), fingerprint: codeFingerprint('@laguna-docs/markdown', here) } }),
        api: { cache: cacheFor('openapi'), fingerprint: codeFingerprint('@laguna-docs/openapi', here) },
        client: cacheFor('client'),
        components: cacheFor('components'),
        ...(resolved.config.socialCards ? { cards: cacheFor('cards') } : {}),
      }
    : undefined;
  const caches = disk ? [disk.markdown?.cache, disk.api.cache, disk.client, disk.components, disk.cards] : [];
  let helpers: HelperThreads | undefined;
  // A versioned site keeps its released versions' pages (see versionPageCache.ts); known once the sources are read.
  let versionPages: VersionPageStore | undefined;
  const versionCounts: VersionPageCounts = { rendered: 0, reused: 0, whole: 0 };
  let renderThreads = 1;
  let parsedAhead = 0;
  const stopParsingAhead = async () => {
    await ahead?.stop();
    ahead = undefined;
  };

  return {
    sourceSteps: watch ? watchSourceSteps(sourceSteps, watch) : sourceSteps,
    async sourcesRead(read) {
      if (options.diskCache && options.shardSite) {
        // A shard keeps every page it renders (see versionPageCache.ts), keyed by the site's files but its markdown too.
        const code = versionPagesFingerprint(resolved, here);
        // Its pages' HTML is in the copy of its last folder beside (see shards/keptShard.ts): the entries name their files there.
        const pages = cacheFor('pages');
        const documents = { folder: path.join(path.dirname(pages.dir), KEPT_FOLDER), defaultLocale: resolved.config.locales.default };
        if (code) caches.push((versionPages = { cache: pages, fingerprint: createHash('sha256').update(`${code}\u0000${options.shardSite}`).digest('base64url').slice(0, 32), every: true, documents }).cache);
      } else if (options.diskCache && read.layout.versions?.some((version) => version.name !== CURRENT_VERSION)) {
        const fingerprint = versionPagesFingerprint(resolved, here);
        if (fingerprint) caches.push((versionPages = { cache: cacheFor('versions'), fingerprint }).cache);
      }
      // Large sites build their pages in several threads, one per core (see speed/threads/buildLocales.ts). A
      // site that looks large from its sources and its spec's text starts the helper threads now, so they
      // load while the spec is read, and builds in them even if the spec turns out smaller.
      const pagesPerLocale = (read.sources[0]?.pages.length ?? 0) + (await estimateApiPageCount(resolved.specFile));
      const early = parallelThreads({ pages: Infinity, ...threadOptions }) > 1 ? parallelThreads({ pages: (read.locales.length * pagesPerLocale) / (options.shards ?? 1), ...threadOptions }) : 1;
      if (early > 1) helpers = startHelpers(resolved, early - 1, logger, options.v8Flags);
      // The parses the disk cache holds stay there while their pages do, even those a build did not ask for
      // (the pages of a released version taken whole, see versionPageCache.ts): the next build to need them
      // finds them. Each of those threads parses its own pages; a build in one thread has the pages the disk
      // cache lacks parsed ahead, but for the long ones (see PARSE_AHEAD_MAX_CHARACTERS).
      const parses = ahead || disk?.markdown ? pageParses(read, resolved.config, disk?.markdown) : [];
      if (disk?.markdown) disk.markdown.cache.markUsed(parses.filter((job) => job.stored).map((job) => job.key));
      const jobs = ahead && !helpers ? parses.filter((job) => !job.stored && job.input.body.length < PARSE_AHEAD_MAX_CHARACTERS) : [];
      const sent = ahead && jobs.reduce((sum, job) => sum + job.input.body.length, 0) >= PARSE_AHEAD_MIN_CHARACTERS ? ahead.send(jobs, read.routesByPath) : 0;
      parsedAhead = sent;
      if (sent > 0) logger.info(`parsing ${sent} markdown page${sent === 1 ? '' : 's'} ahead in a helper thread`);
      else await stopParsingAhead();
    },
    async siteSteps() {
      const code = await import('./siteStepsCode.js');
      const cardMemory = watch && resolved.config.socialCards ? (sessionState(watch).state.cards ??= new Map<string, Buffer>()) : undefined;
      // One card step for the build: two cards drawn at a time, whichever drawer asks.
      const cards = resolved.config.socialCards ? keptCards(code.cardStep(), code.cardRenderer(), cardMemory, disk?.cards) : undefined;
      const stores: SiteStores = {
        ...(disk ? { client: keptClientBundle(code.clientBundle, disk.client, code.clientBundler()), components: keptComponents(code.bundleComponents, disk.components, esbuildVersion()), ...(disk.markdown ? { markdown: disk.markdown } : {}) } : {}),
        ...(cards ? { cards } : {}),
        parse: keptParse(code.parsePage, { ...(disk?.markdown ? { disk: disk.markdown } : {}), ...(watch ? { memory: sessionState(watch).parses } : {}), ...(ahead ? { ahead: { take: (key: string) => ahead?.take(key) } } : {}) }),
        apiModel: keptApiModel(code.apiModel, disk?.api, helpers ? (document) => helpers!.checkSpec(document) : undefined),
      };
      const plain = code.siteSteps(stores, () => steps);
      const remembered = watch ? code.watchSiteSteps(plain, watch) : plain;
      const kept = versionPages ? versionPageSteps(remembered, versionPages, versionCounts) : { steps: remembered, each: {} };
      // Cards are drawn in libuv's pool while this thread renders the other pages: each is started as soon as its page is made.
      const drawer = options.parallel !== false && cards ? new code.CardDrawer(cards) : undefined;
      const each: LocaleRenderOptions = { ...kept.each, ...(drawer ? { cardPlanned: (card) => drawer.plan(card) } : {}) };
      const threaded = code.threadSiteSteps(drawer ? { ...kept.steps, drawCards: (planned) => drawer.draw(planned) } : kept.steps, {
        ...(helpers ? { helpers } : {}),
        startHelpers: (count) => (helpers = startHelpers(resolved, count, logger, options.v8Flags)),
        parsingAhead: () => ahead !== undefined,
        stopParsingAhead,
        options: threadOptions,
        rendering: (threads) => (renderThreads = threads),
        ...(disk?.markdown ? { markdownDisk: disk.markdown } : {}),
        ...(versionPages ? { versionPages: { store: versionPages, counts: versionCounts } } : {}),
      });
      // What the render stage is given for every locale: the kept groups of pages, and the cards to start.
      const steps: SiteSteps = { ...threaded, renderLocales: (input) => threaded.renderLocales({ ...input, each: { ...each, ...input.each } }) };
      return steps;
    },
    pageCounts: () => (versionPages ? { ...versionCounts } : undefined),
    renderThreads: () => renderThreads,
    parsedAhead: () => parsedAhead,
    async finish(succeeded) {
      if (versionPages && succeeded) for (const line of versionPagesLines(versionCounts, versionPages.every ? 'shard' : 'released versions')) logger.info(line);
      // Entries a good build did not use belong to sources or code that are gone.
      if (succeeded) await Promise.all(caches.map((cache) => cache?.prune()));
      else await Promise.all([helpers?.terminate(), ...caches.map((cache) => cache?.flush())]);
      await stopParsingAhead();
    },
  };
}

/**
 * The markdown pages of every locale, locale by locale in the order of their sources, each with the key of
 * its parse and whether the disk cache (if any) holds it: those it does not hold are the work of a
 * `ParseAhead` helper (which takes first any page the build waits for).
 */
function pageParses(read: ReadSources, config: SiteConfig, disk: { cache: DiskCache; fingerprint: string } | undefined): Array<ParseAheadJob & { stored: boolean }> {
  const jobs: Array<ParseAheadJob & { stored: boolean }> = [];
  for (const locale of read.locales) {
    const footnotes = footnoteLabels(resolveStrings(read.theme.strings, locale.code, config.locales.default, read.theme.name).strings);
    for (const planned of read.sources.find((entry) => entry.locale === locale.code)?.pages ?? []) {
      if (isMdxPage(planned.source.file)) continue;
      const input = pageParseInput({ basePath: config.basePath, toc: config.toc, ...markdownParseSettings(config), ...versionLinkSettings(read.layout), footnotes }, planned);
      const key = storedParseKey(input, disk?.fingerprint ?? AHEAD_ONLY);
      jobs.push({ key, input, stored: disk?.cache.has(key) === true });
    }
  }
  return jobs;
}
