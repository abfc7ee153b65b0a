import type { Logger } from '@laguna-docs/shared';

/** Where the dev server reports: a `Logger` that also takes errors; the CLI prints `info` to stdout, the others to stderr. */
export interface DevLogger extends Logger {
  error(message: string): void;
}
