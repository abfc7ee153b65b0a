import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import type { Diagnostic, LocaleInfo } from '@laguna-docs/shared';
import type { SiteApi } from '../apiPages.js';
import { concatResults, type BuildLocaleOptions, type BuildLocaleResult } from '../buildLocale.js';
import type { BuildLogger } from '../logger.js';
import { startHelpers, type HelperThreads } from './helpers.js';
import type { LocaleWorkerInput } from './messages.js';

export interface BuildLocalesOptions {
  resolved: ResolvedConfig;
  locales: readonly LocaleInfo[];
  siteApi: SiteApi;
  /** Options for each locale; `build` runs them in this thread. */
  optionsFor(locale: LocaleInfo): BuildLocaleOptions;
  build(options: BuildLocaleOptions): Promise<BuildLocaleResult>;
  /** How many threads (see `parallelThreads`); one without this or `helpers`. */
  threads?: number;
  /** Helpers started before (see `startHelpers`): the build runs in them and this thread. */
  helpers?: HelperThreads;
  logger: BuildLogger;
}

/**
 * Builds every locale and returns their results in locale order. With more than one thread, each thread
 * builds one share of every locale's pages (the same pages in each locale, so an API page's shared texts
 * and code are made once per thread, not once per locale as a thread per locale would): this thread the
 * first share, a helper thread each other one, all writing into the same staging folder. The shares'
 * results are joined in page order, so the output and the report are those of a build in one thread.
 * Helpers are stopped before this returns, also those given in `options`.
 */
export async function buildLocales(options: BuildLocalesOptions): Promise<BuildLocaleResult[]> {
  const threads = options.helpers ? options.helpers.count + 1 : (options.threads ?? 1);
  if (threads <= 1) {
    const results: BuildLocaleResult[] = [];
    for (const locale of options.locales) results.push(await options.build(options.optionsFor(locale)));
    return results;
  }
  options.logger.info(`building the pages in ${threads} threads`);
  const helpers = options.helpers ?? startHelpers(options.resolved, threads - 1, options.logger);
  try {
    const all = options.locales.map((locale) => options.optionsFor(locale));
    const first = all[0]!;
    const folder = first.output.folder;
    if (!folder) throw new Error('laguna-docs bug: helper threads need a staged output');
    const shared: Omit<LocaleWorkerInput, 'shard'> = {
      locales: [...options.locales],
      sources: Object.fromEntries(all.map((own) => [own.locale.code, own.sources])),
      routesByPath: first.routesByPath,
      ...(options.siteApi.api ? { api: options.siteApi.api } : {}),
      apiRoute: options.siteApi.route,
      ...(options.siteApi.schemaPages !== undefined ? { apiSchemaPages: options.siteApi.schemaPages } : {}),
      apiLabels: Object.fromEntries(options.locales.map((locale) => [locale.code, options.siteApi.label(locale.code)])),
      assets: first.assets,
      themeStrings: first.theme.strings,
      pageAssets: first.pageAssets,
      folder,
      scan: first.scan !== undefined,
      ...(first.diskCache ? { diskCache: { dir: first.diskCache.cache.dir, fingerprint: first.diskCache.fingerprint } } : {}),
    };
    const shares = Array.from({ length: threads - 1 }, async (_, helper): Promise<BuildLocaleResult[]> => {
      const input: LocaleWorkerInput = { ...shared, shard: { index: helper + 1, count: threads } };
      const done = await helpers.run(helper + 1, input);
      first.output.adopt(done.paths);
      for (const [file, page] of done.scanned ?? new Map<string, ScannedPage>()) first.scan?.pages.set(file, page);
      first.diskCache?.cache.markUsed(done.cacheKeys ?? []);
      return done.results;
    });
    const here = (async () => {
      const results: BuildLocaleResult[] = [];
      for (const locale of options.locales) results.push(await options.build({ ...options.optionsFor(locale), shard: { index: 0, count: threads } }));
      return results;
    })();
    const settled = await Promise.allSettled([here, ...shares]);
    const failed = settled.find((entry): entry is PromiseRejectedResult => entry.status === 'rejected');
    if (failed) throw failed.reason;
    const results = settled.map((entry) => (entry as PromiseFulfilledResult<BuildLocaleResult[]>).value);
    return options.locales.map((_, index) => joinShares(results.map((share) => share[index]!)));
  } finally {
    await helpers.terminate();
  }
}

/**
 * One locale's result from its shares: their units in page order (see `SHARE_UNIT`), so the result is the
 * one a build in one thread gives. An API text's problem found by two shares is kept once.
 */
export function joinShares(shares: readonly BuildLocaleResult[]): BuildLocaleResult {
  const joined = concatResults(shares.flatMap((share) => share.units ?? []).sort((a, b) => a.unit - b.unit));
  const seen = new Set<string>();
  const api: Diagnostic[] = [];
  for (const diagnostic of joined.diagnostics.api) {
    const key = JSON.stringify(diagnostic);
    if (seen.has(key)) continue;
    seen.add(key);
    api.push(diagnostic);
  }
  return { ...joined, diagnostics: { strings: shares[0]?.diagnostics.strings ?? [], pages: joined.diagnostics.pages, api } };
}
