import type { DiagnosticCode } from './diagnosticCodes.js';

/** How bad a diagnostic is: errors stop a build, warnings are reported and the build goes on. */
export type Severity = 'error' | 'warning';

/**
 * The one shape every user-facing problem takes, from config validation to broken links.
 * `file` is relative to the site root; `line` and `column` are 1-based.
 */
export interface Diagnostic {
  severity: Severity;
  /** A stable identifier such as `front-matter/invalid-yaml`, usable in docs and tests; one of `DIAGNOSTIC_CODES`. */
  code: DiagnosticCode;
  message: string;
  /** How to fix it, when we know. */
  hint?: string;
  file?: string;
  line?: number;
  column?: number;
  /**
   * Where the site's own code failed, for `--debug` only: a site component's stack, mapped to its files
   * and lines, or the compiler's view of a component that does not compile. Never shown without `--debug`.
   */
  stack?: string;
}

/**
 * Thrown for mistakes in the user's input (config, front matter, markdown, spec, CLI flags).
 * The CLI prints its diagnostics without a stack trace and exits with code 1; with `--debug` it prints
 * `stack`, which leads with the diagnostics' own stacks (see `Diagnostic.stack`).
 */
export class UserError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[] | Diagnostic, summary?: string) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(summary ?? list.map(formatDiagnostic).join('\n'));
    this.name = 'UserError';
    this.diagnostics = list;
    // The stack `--debug` prints: the site's own code where it failed first, then where the build stopped.
    const traces = list.filter((d) => d.stack).map((d) => `${formatLocation(d) || d.code} [${d.code}]\n${d.stack}`);
    if (traces.length > 0) this.stack = `${traces.join('\n\n')}\n\n${this.stack ?? ''}`;
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof Error && error.name === 'UserError' && 'diagnostics' in error;
}

/** `file:line:column` as far as it is known, or the empty string. */
export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return d.column === undefined ? `${d.file}:${d.line}` : `${d.file}:${d.line}:${d.column}`;
}

/** One diagnostic as the terminal shows it: `file:line:col error message [code]`, then the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = formatLocation(d);
  const head = `${where ? `${where} ` : ''}${d.severity} ${d.message} [${d.code}]`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}
