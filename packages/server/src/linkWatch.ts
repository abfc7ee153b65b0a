import type { BuildSiteResult } from '@laguna-docs/build';
import type { ResolvedConfig } from '@laguna-docs/config';
import { checkBuiltSite } from '@laguna-docs/link-check';
import { formatDiagnostic } from '@laguna-docs/shared';
import type { DevLogger } from './devServer.js';

/** One build to check: which it was, and what it made. */
export interface LinkCheckJob {
  build: number;
  config: ResolvedConfig;
  result: BuildSiteResult;
}

/** Checks the links of the builds the dev server serves, one at a time, the newest first. */
export interface LinkWatch {
  check(job: LinkCheckJob): void;
  /** Resolves when no check is running or waiting. */
  idle(): Promise<void>;
}

/**
 * The dev server's link check. It runs after the new build is already served, so a broken link never
 * delays an edit (the check crawls the whole site and takes longer than the rebuild), and its findings
 * are warnings, never failures. A check whose build was replaced meanwhile is not reported; only
 * broken links that are new since the last report are printed.
 */
export function createLinkWatch(logger: DevLogger, run: typeof checkBuiltSite = checkBuiltSite): LinkWatch {
  let waiting: LinkCheckJob | undefined;
  let running: Promise<void> | undefined;
  let reported = new Set<string>();

  const loop = async () => {
    while (waiting) {
      const job = waiting;
      waiting = undefined;
      try {
        const report = await run({ config: job.config, files: job.result.files, pages: job.result.pages, severity: 'warning' });
        if (waiting) continue;
        const current = new Set(report.diagnostics.map(formatDiagnostic));
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

  return {
    check(job) {
      waiting = job;
      running ??= loop();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
