import { formatDiagnostic, type Diagnostic } from '@laguna-docs/shared';
import { backgroundChecker, CheckStopped, type LinkCheckJob, type StoppableChecker } from './backgroundChecker.js';
import type { DevLogger } from './devLogger.js';

/** Checks the links of the builds the dev server serves, one at a time, the newest first. */
export interface LinkWatch {
  /** Checks this build once things have been quiet for a moment, instead of any older one. */
  check(job: LinkCheckJob): void;
  /** A rebuild starts: a running check is paused until `release`, and none starts before. */
  hold(): void;
  /** The rebuild is done: a paused check goes on. */
  release(): void;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
  /** Stops everything, a running check included. */
  close(): Promise<void>;
}

export interface LinkWatchOptions {
  logger: DevLogger;
  /** Defaults to a checker in a low-priority child process. */
  checker?: StoppableChecker;
  /** A check starts once no build has come for this long, so a burst of saves is checked once. */
  settleMs?: number;
}

/**
 * The dev server's link check, done in idle time: it starts once no build has come for a moment, after
 * the new build is served, in a child process at the lowest priority, so it never delays an edit
 * (crawling the whole site takes longer than a rebuild). Its findings are warnings, never failures. A
 * check whose build was replaced meanwhile is not reported; only broken links new since the last report
 * are printed.
 */
export function createLinkWatch({ logger, checker = backgroundChecker(), settleMs = 800 }: LinkWatchOptions): LinkWatch {
  let waiting: LinkCheckJob | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let reported = new Set<string>();
  let closed = false;

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(start, settleMs);
    // Waiting to check must not keep a process alive that has nothing else to do.
    timer.unref();
  };
  const start = () => {
    timer = undefined;
    const job = waiting;
    if (running || !job || closed) return;
    waiting = undefined;
    running = run(job).finally(() => {
      running = undefined;
      if (waiting && !timer && !closed) arm();
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
    hold() {
      // Pausing costs nothing; stopping would cost a new process and every file sent again.
      if (running) checker.pause?.();
      if (timer) arm();
    },
    release() {
      if (running) checker.resume?.();
    },
    async idle() {
      while (timer || running) await (running ?? new Promise((resolve) => setTimeout(resolve, settleMs)));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      if (running) checker.stop?.();
      await running;
      await checker.close?.();
    },
  };
}
