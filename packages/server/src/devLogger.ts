/** Where the dev server reports; the CLI prints `info` to stdout, the others to stderr. */
export interface DevLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
