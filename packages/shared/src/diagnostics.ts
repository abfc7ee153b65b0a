/** How bad a diagnostic is: errors stop a build, warnings are reported and the build goes on. */
export type Severity = 'error' | 'warning';

/**
 * The one shape every user-facing problem takes, from config validation to broken links.
 * `file` is relative to the site root; `line` and `column` are 1-based.
 */
export interface Diagnostic {
  severity: Severity;
  /** A stable identifier such as `front-matter/invalid-yaml`, usable in docs and tests. */
  code: string;
  message: string;
  /** How to fix it, when we know. */
  hint?: string;
  file?: string;
  line?: number;
  column?: number;
}

/**
 * Thrown for mistakes in the user's input (config, front matter, markdown, spec, CLI flags).
 * The CLI prints its diagnostics without a stack trace and exits with code 1.
 */
export class UserError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[] | Diagnostic, summary?: string) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(summary ?? list.map(formatDiagnostic).join('\n'));
    this.name = 'UserError';
    this.diagnostics = list;
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
