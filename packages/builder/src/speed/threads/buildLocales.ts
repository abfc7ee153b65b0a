import type { ScannedPage, StringPool } from '@laguna-docs/link-check';
import type { Diagnostic } from '@laguna-docs/shared';
import type { DiskCache } from '../cache/diskCache.js';
import { concatResults, renderLocaleRanges, type LocaleRenderInput, type LocaleRenderOptions, type LocaleResult, type RenderedPages } from '../../stages/renderLocale.js';
import type { SiteSteps } from '../../steps/buildSteps.js';
import type { VersionPageCounts, VersionPageStore } from '../versionPageCache.js';
import type { HelperThreads } from './helpers.js';
import type { ApiReferenceVersion, LocaleWorkerInput, ShareResult, UnitResult } from './messages.js';
import type { SiteApi } from '@laguna-docs/api-reference';
import { shardRun, type ShardRun, type ShardWithin } from '../../shards/costs.js';

export type { ShareResult, UnitResult } from './messages.js';

/**
 * Pages in a unit of a share. Small enough that the units dealt to each thread mix the kinds of pages
 * well (a docs page costs something else than an API page), large enough that an API operation's two
 * locales stay in one thread, which makes its texts and code once for both.
 */
export const SHARE_UNIT = 16;

/** A unit of a share: its number (see `shareUnits`) and its pages. */
type ShareUnit = { unit: number; start: number; end: number };

/**
 * The units of a locale's `total` pages that share `index` of `count` builds, in page order. Within `run`
 * (a shard's pages, see shards/partition.ts), the units are cut from that run alone and numbered by their
 * first page, which no unit of another shard has.
 */
export function shareUnits(total: number, shard: { index: number; count: number }, run?: { start: number; end: number }): ShareUnit[] {
  const units: ShareUnit[] = [];
  const from = run?.start ?? 0;
  const to = run?.end ?? total;
  for (let unit = shard.index; from + unit * SHARE_UNIT < to; unit += shard.count) {
    const start = from + unit * SHARE_UNIT;
    units.push({ unit: run ? start : unit, start, end: Math.min(start + SHARE_UNIT, to) });
  }
  return units;
}

/**
 * Share `index` of `count` of a locale's pages: the locale's pages (in page order: markdown pages, category
 * pages, API pages, the 404 page) are cut into units of `SHARE_UNIT` consecutive pages, dealt out to the
 * shares in turn, so each share gets some of every kind. The first share also writes the sidebars and strings files.
 * With `handOver`, each unit's result goes to it as soon as the unit is done instead of into the share's
 * result (a helper thread sends it to the build's thread at once, so neither holds every page's result twice).
 */
export async function renderShare(input: LocaleRenderInput, steps: SiteSteps, shard: { index: number; count: number }, handOver?: (unit: UnitResult) => void, within?: ShardWithin, each: LocaleRenderOptions = {}): Promise<ShareResult> {
  // A shard's run of the locale's pages, cut by the costs it was given; its pages' costs are measured as they are made.
  let run: ShardRun | undefined;
  const rendered = await renderLocaleRanges<ShareUnit & { measure?: boolean }>(input, steps, {
    ...(each.pageGroup ? { pageGroup: each.pageGroup } : {}),
    ...(each.cardPlanned ? { cardPlanned: each.cardPlanned } : {}),
    select: (pages) => {
      run = within ? shardRun(pages, input.locale.code, within, shard.index === 0) : undefined;
      const units = shareUnits(pages.total, shard, run);
      return { ranges: run ? units.map((unit) => ({ ...unit, measure: true })) : units, ...(run ? { run } : {}) };
    },
    localeFiles: shard.index === 0,
    ...(handOver ? { rangeDone: (range: ShareUnit, result: RenderedPages) => handOver({ unit: range.unit, ...result }) } : {}),
  });
  const units = rendered.parts.map(({ range, result }): UnitResult => ({ unit: range.unit, ...result }));
  return { units, stringProblems: rendered.stringProblems, ...(run ? { run } : {}) };
}

export interface RenderSharesOptions {
  /** One per locale, in locale order. */
  locales: readonly LocaleRenderInput[];
  threads: number;
  /** The helper threads (see `startHelpers`), one fewer than `threads`. */
  helpers: HelperThreads;
  steps: SiteSteps;
  /** The parse cache on disk, which the helpers use too. */
  markdownDisk?: { cache: DiskCache; fingerprint: string };
  /** Released versions' pages kept on disk (see speed/versionPageCache.ts), and the counts the helpers add to. */
  versionPages?: { store: VersionPageStore; counts: VersionPageCounts };
  /** Render only this shard's run of each locale's pages (see `LocalesRenderInput.within`). */
  within?: ShardWithin;
  /** How this thread renders each locale's share (see `LocalesRenderInput.each`); the helpers' pages' cards are planned through it too. */
  each?: LocaleRenderOptions;
}

/**
 * Renders every locale in several threads and returns their results in locale order. Each thread builds
 * one share of every locale's pages (the same pages in each locale, so an API page's shared texts and code
 * are made once per thread, not once per locale as a thread per locale would): this thread the first
 * share, a helper thread each other one, all writing into the same staging folder. The shares' results
 * are joined in page order, so the output and the report are those of a build in one thread. The helpers
 * are stopped before this returns.
 */
export async function renderShares({ locales, threads, helpers, steps, markdownDisk, versionPages, within, each }: RenderSharesOptions): Promise<LocaleResult[]> {
  const first = locales[0]!;
  first.logger.info(`building the pages in ${threads} threads`);
  try {
    const folder = first.output.folder;
    if (!folder) throw new Error('laguna-docs bug: helper threads need a staged output');
    const siteApi = first.siteApi;
    const shared: Omit<LocaleWorkerInput, 'shard'> = {
      locales: locales.map((own) => own.locale),
      sources: Object.fromEntries(locales.map((own) => [own.locale.code, own.sources])),
      routesByPath: first.routesByPath,
      ...(siteApi.api ? { api: siteApi.api } : {}),
      apiRoute: siteApi.route,
      ...(siteApi.schemaPages !== undefined ? { apiSchemaPages: siteApi.schemaPages } : {}),
      apiLabels: Object.fromEntries(locales.map((own) => [own.locale.code, siteApi.label(own.locale.code)])),
      ...(siteApi.version !== undefined ? { apiVersion: referenceVersion(siteApi) } : {}),
      ...(siteApi.versions ? { apiVersions: siteApi.versions.map((reference) => ({ ...(reference.api ? { api: reference.api } : {}), route: reference.route, ...(reference.schemaPages !== undefined ? { schemaPages: reference.schemaPages } : {}), ...referenceVersion(reference) })) } : {}),
      assets: first.assets,
      themeStrings: first.theme.strings,
      pageAssets: first.pageAssets,
      folder,
      scan: first.scan !== undefined,
      ...(markdownDisk ? { diskCache: { dir: markdownDisk.cache.dir, fingerprint: markdownDisk.fingerprint } } : {}),
      ...(versionPages ? { versionPages: { dir: versionPages.store.cache.dir, fingerprint: versionPages.store.fingerprint, ...(versionPages.store.every ? { every: true } : {}), ...(versionPages.store.documents ? { documents: versionPages.store.documents } : {}) } } : {}),
      ...(within ? { within } : {}),
    };
    const shares = Array.from({ length: threads - 1 }, async (_, helper): Promise<ShareResult[]> => {
      const received = shareReceiver(locales.length, first.scan?.strings);
      // A helper's pages' social cards are started as their unit comes, as this thread's own are.
      const unitDone: typeof received.unitDone = (message) => {
        received.unitDone(message);
        for (const page of message.unit.pages) if (page.card) each?.cardPlanned?.(page.card);
      };
      const done = await helpers.run(helper + 1, { ...shared, shard: { index: helper + 1, count: threads } }, unitDone);
      // Written by the helper into the staging folder: only their paths go to the write stage.
      for (const file of done.paths) await first.output.add({ path: file, staged: true });
      // Added once the helper is done, after this thread's own, as when they all came at the end.
      for (const [file, page] of received.scanned) first.scan?.pages.set(file, page);
      markdownDisk?.cache.markUsed(done.cacheKeys ?? []);
      if (versionPages && done.versionPages) {
        versionPages.store.cache.markUsed(done.versionPages.keys);
        versionPages.counts.rendered += done.versionPages.counts.rendered;
        versionPages.counts.reused += done.versionPages.counts.reused;
        versionPages.counts.whole += done.versionPages.counts.whole;
      }
      return received.shares(done.results);
    });
    const here = (async () => {
      const results: ShareResult[] = [];
      for (const locale of locales) results.push(await renderShare(locale, steps, { index: 0, count: threads }, undefined, within, each));
      return results;
    })();
    const settled = await Promise.allSettled([here, ...shares]);
    const failed = settled.find((entry): entry is PromiseRejectedResult => entry.status === 'rejected');
    if (failed) throw failed.reason;
    const results = settled.map((entry) => (entry as PromiseFulfilledResult<ShareResult[]>).value);
    return locales.map((_, index) => joinShares(results.map((share) => share[index]!)));
  } finally {
    await helpers.terminate();
  }
}

/**
 * One locale's result from its shares: their units in page order (see `SHARE_UNIT`), so the result is the
 * one a build in one thread gives. An API text's problem found by two shares is kept once.
 */
export function joinShares(shares: readonly ShareResult[]): LocaleResult {
  const joined = concatResults(shares.flatMap((share) => share.units).sort((a, b) => a.unit - b.unit));
  const seen = new Set<string>();
  const api: Diagnostic[] = [];
  for (const diagnostic of joined.diagnostics.api) {
    const key = JSON.stringify(diagnostic);
    if (seen.has(key)) continue;
    seen.add(key);
    api.push(diagnostic);
  }
  const run = shares[0]?.run;
  return { ...joined, diagnostics: { strings: shares[0]?.stringProblems ?? [], pages: joined.diagnostics.pages, api }, ...(run ? { run } : {}) };
}

/** What the build's thread gathers of a helper's share, unit by unit as the helper sends them (see `renderShares`). */
export interface ShareReceiver {
  /** Takes a unit the helper sent. */
  unitDone(message: { locale: number; unit: UnitResult; scanned?: ReadonlyMap<string, ScannedPage> }): void;
  /** The scans of the pages received, by output path, in the order they came. */
  readonly scanned: ReadonlyMap<string, ScannedPage>;
  /** The helper's shares (one per locale, as it reported them when done) with the units received. */
  shares(reported: readonly ShareResult[]): ShareResult[];
}

/**
 * Gathers a helper's units for `locales` locales. With `strings`, the scans' strings are taken from that
 * pool (the one this thread's scans use): a message brings each link as a string of its own, and the pages
 * of a site share most of theirs (the sidebar, the navbar).
 */
export function shareReceiver(locales: number, strings?: StringPool): ShareReceiver {
  const units: UnitResult[][] = Array.from({ length: locales }, () => []);
  const scanned = new Map<string, ScannedPage>();
  return {
    unitDone(message) {
      const own = units[message.locale];
      if (!own) throw new Error(`laguna-docs bug: a helper thread sent pages of locale ${message.locale + 1} of a build of ${locales}`);
      own.push(message.unit);
      for (const [file, page] of message.scanned ?? []) scanned.set(file, strings ? pooled(page, strings) : page);
    },
    scanned,
    shares: (reported) => reported.map((share, index) => ({ ...share, units: [...share.units, ...(units[index] ?? [])] })),
  };
}

/** A page's scan with its strings taken from `strings` (see `shareReceiver`). */
function pooled(page: ScannedPage, strings: StringPool): ScannedPage {
  return { ...page, links: page.links.map((link) => strings.get(link)), ids: new Set([...page.ids].map((id) => strings.get(id))) };
}

/** What places a reference among the versions, as plain data. */
function referenceVersion(reference: SiteApi): ApiReferenceVersion {
  return { ...(reference.version !== undefined ? { version: reference.version } : {}), ...(reference.sidebarId !== undefined ? { sidebarId: reference.sidebarId } : {}), ...(reference.homeRoute !== undefined ? { homeRoute: reference.homeRoute } : {}) };
}
