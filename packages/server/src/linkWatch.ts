import { Worker } from 'node:worker_threads';
import type { BuildSiteResult } from '@laguna-docs/build';
import type { ResolvedConfig } from '@laguna-docs/config';
import { formatDiagnostic, type Diagnostic } from '@laguna-docs/shared';
import type { DevLogger } from './devServer.js';

/** One build to check: which it was, and what it made. */
export interface LinkCheckJob {
  build: number;
  config: ResolvedConfig;
  result: BuildSiteResult;
}

/** Runs the link check of one build and resolves with its findings as warnings. */
export type LinkChecker = (job: LinkCheckJob) => Promise<Diagnostic[]>;

/** Checks the links of the builds the dev server serves, one at a time, the newest first. */
export interface LinkWatch {
  check(job: LinkCheckJob): void;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
  /** Waits for a running check, then stops the checker. */
  close(): Promise<void>;
}

export interface LinkWatchOptions {
  logger: DevLogger;
  /** Defaults to a checker on a worker thread. */
  checker?: LinkChecker & { close?(): Promise<void> };
  /** A check starts this long after the build it checks, so a burst of saves is checked once. */
  settleMs?: number;
}

/**
 * The dev server's link check. It runs after the new build is already served and on its own thread, so
 * a broken link never delays an edit (crawling the whole site takes longer than the rebuild), and its
 * findings are warnings, never failures. A check whose build was replaced meanwhile is not reported;
 * only broken links that are new since the last report are printed.
 */
export function createLinkWatch({ logger, checker = workerChecker(), settleMs = 300 }: LinkWatchOptions): LinkWatch {
  let waiting: LinkCheckJob | undefined;
  let running: Promise<void> | undefined;
  let reported = new Set<string>();

  const loop = async () => {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    while (waiting) {
      const job = waiting;
      waiting = undefined;
      try {
        const diagnostics = await checker(job);
        if (waiting) continue;
        const current = new Set(diagnostics.map(formatDiagnostic));
        const fresh = [...current].filter((text) => !reported.has(text));
        for (const text of fresh) logger.warn(text);
        if (fresh.length > 0 || current.size !== reported.size) {
          logger.info(current.size === 0 ? `✔ links of build #${job.build}: none broken` : `⚠ links of build #${job.build}: ${current.size} broken (${fresh.length} new)`);
        }
        reported = current;
      } catch (error) {
        logger.warn(`the link check failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    running = undefined;
  };

  const idle = async () => {
    while (running) await running;
  };
  return {
    check(job) {
      waiting = job;
      running ??= loop();
    },
    idle,
    async close() {
      waiting = undefined;
      await idle();
      await checker.close?.();
    },
  };
}

// From the sources (tests) the worker is the .mjs beside this file; in dist/ it is compiled next to index.js.
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './linkCheckWorker.mjs' : './linkCheckWorker.js';

/** A checker that runs `checkBuiltSite` on a worker thread, started at the first check. */
export function workerChecker(): LinkChecker & { close(): Promise<void> } {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(value: Diagnostic[]): void; reject(error: Error): void }>();
  const start = () => {
    // No inherited flags: a test runner's `--conditions source` would make the worker load TypeScript sources.
    const created = new Worker(new URL(WORKER_FILE, import.meta.url), { execArgv: [] });
    created.on('message', (message: { id: number; diagnostics?: Diagnostic[]; error?: string }) => {
      const entry = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) entry?.reject(new Error(message.error));
      else entry?.resolve(message.diagnostics ?? []);
    });
    created.on('error', (error) => {
      for (const entry of pending.values()) entry.reject(error);
      pending.clear();
      worker = undefined;
    });
    // An idle worker must not keep the process alive after the server closed.
    created.unref();
    return created;
  };
  const check = (job: LinkCheckJob) =>
    new Promise<Diagnostic[]>((resolve, reject) => {
      worker ??= start();
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, options: { config: job.config, files: job.result.files, pages: job.result.pages, severity: 'warning' } });
    });
  return Object.assign(check, {
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  });
}
