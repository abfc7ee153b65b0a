import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import { UserError, type LocaleInfo } from '@laguna-docs/shared';
import type { SiteApi } from '../apiPages.js';
import type { BuildLocaleOptions, BuildLocaleResult } from '../buildLocale.js';
import type { BuildLogger } from '../logger.js';
import type { LocaleWorkerInput, LocaleWorkerMessage } from './messages.js';

/**
 * Below this many pages per locale a helper thread costs more than it saves: starting one loads the
 * theme, React and the markdown stage again (about half a second of CPU).
 */
export const PARALLEL_MIN_PAGES = 300;

/** The compiled helper thread's entry, beside this module's compiled bundle; absent when run from source. */
const workerFile = fileURLToPath(new URL('./localeWorker.js', import.meta.url));

/**
 * How many locales to build at once: one per core, when the build writes to a staging folder (helpers
 * write there too), keeps no watch-mode cache, is large enough and the compiled helper exists.
 */
export function parallelLocales(options: { locales: number; pagesPerLocale: number; staged: boolean; cached: boolean; requested?: boolean }): number {
  if (options.requested === false || !options.staged || options.cached || options.locales < 2) return 1;
  if (options.requested !== true && options.pagesPerLocale < PARALLEL_MIN_PAGES) return 1;
  if (!fs.existsSync(workerFile)) return 1;
  return Math.max(1, Math.min(options.locales, os.availableParallelism()));
}

export interface BuildLocalesOptions {
  resolved: ResolvedConfig;
  locales: readonly LocaleInfo[];
  siteApi: SiteApi;
  /** Options for each locale; `build` runs one in this thread. */
  optionsFor(locale: LocaleInfo): BuildLocaleOptions;
  build(options: BuildLocaleOptions): Promise<BuildLocaleResult>;
  /** How many locales at once (see `parallelLocales`). */
  parallel: number;
  logger: BuildLogger;
}

/**
 * Builds every locale and returns their results in locale order. With `parallel` above 1, the first locale
 * is built in this thread while each other one is built by a helper thread into the same staging folder;
 * their files and page scans join this thread's output and scan. A failure is reported once every locale
 * has stopped, the first locale's first.
 */
export async function buildLocales(options: BuildLocalesOptions): Promise<BuildLocaleResult[]> {
  if (options.parallel <= 1) {
    const results: BuildLocaleResult[] = [];
    for (const locale of options.locales) results.push(await options.build(options.optionsFor(locale)));
    return results;
  }
  const [first, ...others] = options.locales;
  options.logger.info(`building the locales ${options.locales.map((locale) => locale.code).join(', ')} side by side (${others.length} helper thread${others.length === 1 ? '' : 's'})`);
  const workers: Worker[] = [];
  const helpers = others.map((locale) => {
    const own = options.optionsFor(locale);
    const folder = own.output.folder;
    if (!folder) throw new Error('laguna-docs bug: helper threads need a staged output');
    const input: LocaleWorkerInput = {
      resolved: options.resolved,
      localeCode: locale.code,
      locales: [...options.locales],
      sources: own.sources,
      routesByPath: own.routesByPath,
      ...(options.siteApi.api ? { api: options.siteApi.api } : {}),
      apiRoute: options.siteApi.route,
      apiLabel: options.siteApi.label(locale.code),
      assets: own.assets,
      folder,
      scan: own.scan !== undefined,
      ...(own.diskCache ? { diskCache: { dir: own.diskCache.cache.dir, fingerprint: own.diskCache.fingerprint } } : {}),
    };
    // The thread takes this process's flags (memory limits, profiling) but for how the main script was given.
    const worker = new Worker(workerFile, { workerData: input, execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')) });
    workers.push(worker);
    return new Promise<BuildLocaleResult>((resolve, reject) => {
      worker.on('message', (message: LocaleWorkerMessage) => {
        if (message.type === 'log') options.logger[message.level](message.message);
        else if (message.type === 'done') {
          own.output.adopt(message.paths);
          for (const [file, page] of message.scanned ?? new Map<string, ScannedPage>()) own.scan?.pages.set(file, page);
          own.diskCache?.cache.markUsed(message.cacheKeys ?? []);
          resolve(message.result);
        } else if (message.diagnostics) reject(new UserError(message.diagnostics, message.message));
        else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`laguna-docs bug: the helper thread of locale "${locale.code}" stopped (exit code ${code})`)));
    });
  });
  try {
    const here = options.build(options.optionsFor(first!));
    const settled = await Promise.allSettled([here, ...helpers]);
    const failed = settled.find((entry): entry is PromiseRejectedResult => entry.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((entry) => (entry as PromiseFulfilledResult<BuildLocaleResult>).value);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
