import type { Logger } from '@laguna-docs/shared';

/** Where the build reports progress; the CLI prints it, tests collect it. */
export type BuildLogger = Logger;

export const silentLogger: BuildLogger = { info() {}, warn() {} };

/** Runs one named stage and reports its time: `✔ parse markdown (94 pages) 41 ms`. */
export async function timed<T>(logger: BuildLogger, label: string, run: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  const extra = detail ? ` (${detail(result)})` : '';
  logger.info(`✔ ${label}${extra} ${Math.round(performance.now() - started)} ms`);
  return result;
}
