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

/** Checks the links of the builds the dev server serves, one at a time, the newest first. */
export interface LinkWatch {
  /** Checks this build once things have been quiet for a moment, instead of any older one. */
  check(job: LinkCheckJob): void;
  /** A change came in: stop a running check at once, so the rebuild has the CPU; it is done again later. */
  interrupt(): void;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
  /** Stops everything, a running check included. */
  close(): Promise<void>;
}

/** A link checker that can also be stopped halfway (the worker is ended) and shut down. */
export interface StoppableChecker {
  (job: LinkCheckJob): Promise<Diagnostic[]>;
  /** Ends the running check: its promise rejects with `CheckStopped`. */
  stop?(): void;
  close?(): Promise<void>;
}

/** The rejection of a check that was stopped on purpose. */
export class CheckStopped extends Error {
  constructor() {
    super('link check stopped');
  }
}

export interface LinkWatchOptions {
  logger: DevLogger;
  /** Defaults to a checker on a worker thread. */
  checker?: StoppableChecker;
  /** A check starts once no build has come for this long, so a burst of saves is checked once. */
  settleMs?: number;
}

/**
 * The dev server's link check, done in idle time. It runs after the new build is served, on its own
 * thread, and is stopped as soon as the next change comes, so it never delays an edit (crawling the
 * whole site takes longer than a rebuild). Its findings are warnings, never failures. A check whose
 * build was replaced meanwhile is not reported; only broken links new since the last report are printed.
 */
export function createLinkWatch({ logger, checker = workerChecker(), settleMs = 800 }: LinkWatchOptions): LinkWatch {
  let waiting: LinkCheckJob | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let reported = new Set<string>();

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(start, settleMs);
  };
  const start = () => {
    timer = undefined;
    const job = waiting;
    if (running || !job) return;
    waiting = undefined;
    running = run(job).finally(() => {
      running = undefined;
      if (waiting && !timer) arm();
    });
  };
  const run = async (job: LinkCheckJob) => {
    let diagnostics: Diagnostic[];
    try {
      diagnostics = await checker(job);
    } catch (error) {
      // A stopped check is done again later, unless a newer build is waiting anyway.
      if (error instanceof CheckStopped) waiting ??= job;
      else logger.warn(`the link check failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (waiting) return;
    const current = new Set(diagnostics.map(formatDiagnostic));
    const fresh = [...current].filter((text) => !reported.has(text));
    for (const text of fresh) logger.warn(text);
    if (fresh.length > 0 || current.size !== reported.size) {
      logger.info(current.size === 0 ? `✔ links of build #${job.build}: none broken` : `⚠ links of build #${job.build}: ${current.size} broken (${fresh.length} new)`);
    }
    reported = current;
  };

  return {
    check(job) {
      waiting = job;
      arm();
    },
    interrupt() {
      if (running) checker.stop?.();
      if (waiting || running) arm();
    },
    async idle() {
      while (timer || running) await (running ?? new Promise((resolve) => setTimeout(resolve, settleMs)));
    },
    async close() {
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      if (running) checker.stop?.();
      await running;
      await checker.close?.();
    },
  };
}

// From the sources (tests) the worker is the .mjs beside this file; in dist/ it is compiled next to index.js.
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './linkCheckWorker.mjs' : './linkCheckWorker.js';

/** A checker that runs `checkBuiltSite` on a worker thread, started at the first check and again after a stop. */
export function workerChecker(): StoppableChecker & { stop(): void; close(): Promise<void> } {
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
      if (worker !== created) return;
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
  const end = () => {
    const ending = worker;
    worker = undefined;
    for (const entry of pending.values()) entry.reject(new CheckStopped());
    pending.clear();
    return ending?.terminate();
  };
  return Object.assign(check, {
    stop() {
      void end();
    },
    async close() {
      await end();
    },
  });
}
