import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import { UserError, type Diagnostic, type LocaleInfo } from '@laguna-docs/shared';
import type { SiteApi } from '../apiPages.js';
import { concatResults, type BuildLocaleOptions, type BuildLocaleResult } from '../buildLocale.js';
import type { BuildLogger } from '../logger.js';
import type { LocaleWorkerInput, LocaleWorkerMessage, LocaleWorkerPrelude, LocaleWorkerRequest } from './messages.js';
import { startThread } from './startThread.js';

/**
 * Below this many pages a helper thread costs more than it saves: starting one loads the theme, React and
 * the markdown stage again (about half a second of CPU).
 */
export const PARALLEL_MIN_PAGES = 600;

/** The compiled helper thread's entry, beside this module's compiled bundle; absent when run from source. */
const workerFile = fileURLToPath(new URL('./localeWorker.js', import.meta.url));

/** What decides whether a build may use threads at all (see `parallelThreads`). */
export interface ThreadOptions {
  /** The build writes into a staging folder (helpers write there too). */
  staged: boolean;
  /** The build keeps a watch-mode cache. */
  cached: boolean;
  /** `BuildSiteOptions.parallel`. */
  requested?: boolean;
}

/**
 * How many threads build the pages: one per core, when the build writes to a staging folder (helpers write
 * there too), keeps no watch-mode cache, is large enough and the compiled helper exists.
 */
export function parallelThreads(options: { pages: number } & ThreadOptions): number {
  if (options.requested === false || !options.staged || options.cached) return 1;
  if (options.requested !== true && options.pages < PARALLEL_MIN_PAGES) return 1;
  if (!fs.existsSync(workerFile)) return 1;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

/** Helper threads, started before their work is known (see `startHelpers`). */
export interface HelperThreads {
  /** How many helpers there are; the build runs in one more thread, this one. */
  readonly count: number;
  /** Gives a helper (1 to `count`) its share of the work; resolves with what it reports when done. */
  run(index: number, input: LocaleWorkerInput): Promise<LocaleWorkerDone>;
  /**
   * Has the first helper check a spec's text (`checkApiText`) while it waits for its work; rejects when
   * the check itself fails or the helper stops.
   */
  checkSpec(text: string, displayName: string): Promise<Diagnostic[]>;
  terminate(): Promise<void>;
}

type LocaleWorkerDone = Extract<LocaleWorkerMessage, { type: 'done' }>;

/**
 * Starts `count` helper threads. Each loads its code and the site's theme at once (0.3–0.4 s of a
 * thread) and then waits for its share of the work, so a large site can start them before it reads its
 * spec and have them ready when the pages are. What they log goes to `logger`.
 */
export function startHelpers(resolved: ResolvedConfig, count: number, logger: BuildLogger): HelperThreads {
  const prelude: LocaleWorkerPrelude = { resolved };
  // Spec checks asked of the first helper, answered in order.
  const checks: Array<{ resolve: (diagnostics: Diagnostic[]) => void; reject: (error: Error) => void }> = [];
  const helpers = Array.from({ length: count }, (_, helper) => {
    const worker = startThread(workerFile, { workerData: prelude });
    const done = new Promise<LocaleWorkerDone>((resolve, reject) => {
      worker.on('message', (message: LocaleWorkerMessage) => {
        if (message.type === 'log') logger[message.level](message.message);
        else if (message.type === 'spec-checked') checks.shift()?.resolve(message.diagnostics);
        else if (message.type === 'spec-check-failed') checks.shift()?.reject(new Error('the helper thread could not check the spec'));
        else if (message.type === 'done') resolve(message);
        else if (message.diagnostics) reject(new UserError(message.diagnostics, message.message));
        else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`laguna-docs bug: helper thread ${helper + 1} stopped (exit code ${code})`)));
    });
    // Looked at in `run`; a helper stopped before it had work (the build failed first) is no news.
    done.catch(() => undefined);
    // A check still waiting when the first helper stops gets no answer.
    if (helper === 0) done.catch((error: Error) => checks.splice(0).forEach((check) => check.reject(error)));
    return { worker, done };
  });
  return {
    count,
    run(index, input) {
      const helper = helpers[index - 1];
      if (!helper) throw new Error(`laguna-docs bug: there is no helper thread ${index}`);
      helper.worker.postMessage({ type: 'work', input } satisfies LocaleWorkerRequest);
      return helper.done;
    },
    checkSpec(text, displayName) {
      return new Promise<Diagnostic[]>((resolve, reject) => {
        checks.push({ resolve, reject });
        helpers[0]!.worker.postMessage({ type: 'check-spec', text, displayName } satisfies LocaleWorkerRequest);
      });
    },
    async terminate() {
      await Promise.all(helpers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** Runs `work`; should it fail, the helpers (if any) are stopped before the failure goes on. */
export async function stoppingOnFailure<T>(helpers: HelperThreads | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await helpers?.terminate();
    throw error;
  }
}

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
