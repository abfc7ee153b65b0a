/**
 * Where a build, the dev server or a check reports as it goes: progress to `info`, problems that do not
 * stop it to `warn`. The command line prints them (`info` to stdout, `warn` to stderr); tests collect them.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}
