import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import { UserError, type Diagnostic, type LocaleInfo } from '@laguna-docs/shared';
import type { SiteApi } from '../apiPages.js';
import type { BuildLocaleOptions, BuildLocaleResult } from '../buildLocale.js';
import type { BuildLogger } from '../logger.js';
import type { LocaleWorkerInput, LocaleWorkerMessage } from './messages.js';

/**
 * Below this many pages a helper thread costs more than it saves: starting one loads the theme, React and
 * the markdown stage again (about half a second of CPU).
 */
export const PARALLEL_MIN_PAGES = 600;

/** The compiled helper thread's entry, beside this module's compiled bundle; absent when run from source. */
const workerFile = fileURLToPath(new URL('./localeWorker.js', import.meta.url));

/**
 * How many threads build the pages: one per core, when the build writes to a staging folder (helpers write
 * there too), keeps no watch-mode cache, is large enough and the compiled helper exists.
 */
export function parallelThreads(options: { pages: number; staged: boolean; cached: boolean; requested?: boolean }): number {
  if (options.requested === false || !options.staged || options.cached) return 1;
  if (options.requested !== true && options.pages < PARALLEL_MIN_PAGES) return 1;
  if (!fs.existsSync(workerFile)) return 1;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

export interface BuildLocalesOptions {
  resolved: ResolvedConfig;
  locales: readonly LocaleInfo[];
  siteApi: SiteApi;
  /** Options for each locale; `build` runs them in this thread. */
  optionsFor(locale: LocaleInfo): BuildLocaleOptions;
  build(options: BuildLocaleOptions): Promise<BuildLocaleResult>;
  /** How many threads (see `parallelThreads`). */
  threads: number;
  logger: BuildLogger;
}

/**
 * Builds every locale and returns their results in locale order. With more than one thread, each thread
 * builds one share of every locale's pages (consecutive pages, so an API page's shared texts and code are
 * made once per thread, not once per locale as a thread per locale would): this thread the first share,
 * a helper thread each other one, all writing into the same staging folder. The shares' results are joined
 * in page order, so the output and the report are those of a build in one thread.
 */
export async function buildLocales(options: BuildLocalesOptions): Promise<BuildLocaleResult[]> {
  const { threads } = options;
  if (threads <= 1) {
    const results: BuildLocaleResult[] = [];
    for (const locale of options.locales) results.push(await options.build(options.optionsFor(locale)));
    return results;
  }
  options.logger.info(`building the pages in ${threads} threads`);
  const workers: Worker[] = [];
  const all = options.locales.map((locale) => options.optionsFor(locale));
  const first = all[0]!;
  const folder = first.output.folder;
  if (!folder) throw new Error('laguna-docs bug: helper threads need a staged output');
  const helpers = Array.from({ length: threads - 1 }, (_, helper) => {
    const shard = { index: helper + 1, count: threads };
    const input: LocaleWorkerInput = {
      resolved: options.resolved,
      locales: [...options.locales],
      sources: Object.fromEntries(all.map((own) => [own.locale.code, own.sources])),
      routesByPath: first.routesByPath,
      ...(options.siteApi.api ? { api: options.siteApi.api } : {}),
      apiRoute: options.siteApi.route,
      apiLabels: Object.fromEntries(options.locales.map((locale) => [locale.code, options.siteApi.label(locale.code)])),
      assets: first.assets,
      folder,
      scan: first.scan !== undefined,
      shard,
      ...(first.diskCache ? { diskCache: { dir: first.diskCache.cache.dir, fingerprint: first.diskCache.fingerprint } } : {}),
    };
    // The thread takes this process's flags (memory limits, profiling) but for how the main script was given.
    const worker = new Worker(workerFile, { workerData: input, execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')) });
    workers.push(worker);
    return new Promise<BuildLocaleResult[]>((resolve, reject) => {
      worker.on('message', (message: LocaleWorkerMessage) => {
        if (message.type === 'log') options.logger[message.level](message.message);
        else if (message.type === 'done') {
          first.output.adopt(message.paths);
          for (const [file, page] of message.scanned ?? new Map<string, ScannedPage>()) first.scan?.pages.set(file, page);
          first.diskCache?.cache.markUsed(message.cacheKeys ?? []);
          resolve(message.results);
        } else if (message.diagnostics) reject(new UserError(message.diagnostics, message.message));
        else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`laguna-docs bug: helper thread ${shard.index} stopped (exit code ${code})`)));
    });
  });
  try {
    const here = (async () => {
      const results: BuildLocaleResult[] = [];
      for (const locale of options.locales) results.push(await options.build({ ...options.optionsFor(locale), shard: { index: 0, count: threads } }));
      return results;
    })();
    const settled = await Promise.allSettled([here, ...helpers]);
    const failed = settled.find((entry): entry is PromiseRejectedResult => entry.status === 'rejected');
    if (failed) throw failed.reason;
    const shares = settled.map((entry) => (entry as PromiseFulfilledResult<BuildLocaleResult[]>).value);
    return options.locales.map((_, index) => joinShares(shares.map((results) => results[index]!)));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** One locale's result from its shares, in page order; an API text's problem found by two shares is kept once. */
export function joinShares(shares: readonly BuildLocaleResult[]): BuildLocaleResult {
  const seen = new Set<string>();
  const api: Diagnostic[] = [];
  for (const diagnostic of shares.flatMap((share) => share.diagnostics.api)) {
    const key = JSON.stringify(diagnostic);
    if (seen.has(key)) continue;
    seen.add(key);
    api.push(diagnostic);
  }
  return {
    pages: shares.flatMap((share) => share.pages),
    sitemap: shares.flatMap((share) => share.sitemap),
    diagnostics: { strings: shares[0]?.diagnostics.strings ?? [], pages: shares.flatMap((share) => share.diagnostics.pages), api },
    renderErrors: shares.flatMap((share) => share.renderErrors),
    searchDocuments: shares.flatMap((share) => share.searchDocuments),
  };
}
