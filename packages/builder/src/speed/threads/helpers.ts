import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { SpecProblem } from '@laguna-docs/openapi';
import { UserError } from '@laguna-docs/shared';
import type { BuildLogger } from '../../logger.js';
import type { LocaleWorkerInput, LocaleWorkerMessage, LocaleWorkerPrelude, LocaleWorkerRequest } from './messages.js';
import { startThread } from './startThread.js';

/*
 * Whether a build runs in several threads, and starting their helpers: apart from `renderShares`, which
 * loads the rendering code, so that a build decides and starts them before it has loaded that code.
 */

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
  /**
   * Gives a helper (1 to `count`) its share of the work; each unit of it goes to `unitDone` as the helper
   * sends it, and the promise resolves with what the helper reports when done.
   */
  run(index: number, input: LocaleWorkerInput, unitDone: (message: LocaleWorkerUnit) => void): Promise<LocaleWorkerDone>;
  /**
   * Has the first helper check a spec's parsed document (`checkApiDocument`, on the copy the message
   * makes) while it waits for its work; rejects when the check itself fails or the helper stops.
   */
  checkSpec(document: unknown): Promise<SpecProblem[]>;
  terminate(): Promise<void>;
}

type LocaleWorkerDone = Extract<LocaleWorkerMessage, { type: 'done' }>;
type LocaleWorkerUnit = Extract<LocaleWorkerMessage, { type: 'unit' }>;

/**
 * Starts `count` helper threads. Each loads its code and the site's theme at once (0.3–0.4 s of a
 * thread) and then waits for its share of the work, so a large site can start them before it reads its
 * spec and have them ready when the pages are. What they log goes to `logger`; each sets `v8Flags` as it starts.
 */
export function startHelpers(resolved: ResolvedConfig, count: number, logger: BuildLogger, v8Flags: readonly string[] = []): HelperThreads {
  // The config's functions cannot cross to a thread; the build has used them already (see `addPageMeta`).
  const prelude: LocaleWorkerPrelude = { resolved: { ...resolved, config: withoutFunctions(resolved.config) }, v8Flags };
  // Spec checks asked of the first helper, answered in order.
  const checks: Array<{ resolve: (problems: SpecProblem[]) => void; reject: (error: Error) => void }> = [];
  const helpers = Array.from({ length: count }, (_, helper) => {
    const worker = startThread(workerFile, { workerData: prelude });
    // Where its units go, once it has work (see `run`).
    const listener: { unitDone?: (message: LocaleWorkerUnit) => void } = {};
    const done = new Promise<LocaleWorkerDone>((resolve, reject) => {
      worker.on('message', (message: LocaleWorkerMessage) => {
        if (message.type === 'unit') {
          try {
            listener.unitDone?.(message);
          } catch (error) {
            reject(error);
          }
        } else if (message.type === 'log') logger[message.level](message.message);
        else if (message.type === 'spec-checked') checks.shift()?.resolve(message.problems);
        else if (message.type === 'spec-check-failed') checks.shift()?.reject(new Error('the helper thread could not check the spec'));
        else if (message.type === 'done') resolve(message);
        else if (message.diagnostics) reject(new UserError(message.diagnostics, message.message));
        else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}, message.system ?? {}));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`laguna-docs bug: helper thread ${helper + 1} stopped (exit code ${code})`)));
    });
    // Looked at in `run`; a helper stopped before it had work (the build failed first) is no news.
    done.catch(() => undefined);
    // A check still waiting when the first helper stops gets no answer.
    if (helper === 0) done.catch((error: Error) => checks.splice(0).forEach((check) => check.reject(error)));
    return { worker, done, listener };
  });
  return {
    count,
    run(index, input, unitDone) {
      const helper = helpers[index - 1];
      if (!helper) throw new Error(`laguna-docs bug: there is no helper thread ${index}`);
      helper.listener.unitDone = unitDone;
      helper.worker.postMessage({ type: 'work', input } satisfies LocaleWorkerRequest);
      return helper.done;
    },
    checkSpec(document) {
      return new Promise<SpecProblem[]>((resolve, reject) => {
        // Copied into the message now (a fraction of what parsing the text again costs the helper), so
        // the loader may go on with its own.
        helpers[0]!.worker.postMessage({ type: 'check-spec', document } satisfies LocaleWorkerRequest);
        checks.push({ resolve, reject });
      });
    },
    async terminate() {
      await Promise.all(helpers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** The config without the fields that hold functions, which the threads do not use. */
function withoutFunctions(config: ResolvedConfig['config']): ResolvedConfig['config'] {
  const { editUrl, ...rest } = config;
  // Markdown plugins keep a build in one thread (see `hasMarkdownPlugins`): threads never see them.
  return { ...rest, ...(typeof editUrl === 'string' ? { editUrl } : {}), markdown: { ...rest.markdown, remarkPlugins: [], rehypePlugins: [] } };
}

/** An HTTP method as the key of a path item, in JSON or in YAML (a key whose mapping follows on the next lines). */
const OPERATION_KEY = /"(?:get|put|post|delete|options|head|patch|trace)"\s*:\s*\{|^[ \t]+(?:get|put|post|delete|options|head|patch|trace):[ \t]*(?:#.*)?$/gm;

/**
 * About how many pages the reference in `specFile` makes per locale, from its text alone (see
 * `apiPageCount` for the real number, once the spec is loaded): enough to tell a large reference from a
 * small one before reading it properly. Unreadable or absent, it counts none.
 */
export async function estimateApiPageCount(specFile: string | undefined): Promise<number> {
  if (!specFile) return 0;
  const text = await fsp.readFile(specFile, 'utf8').catch(() => undefined);
  return text === undefined ? 0 : 2 + (text.match(OPERATION_KEY)?.length ?? 0);
}
