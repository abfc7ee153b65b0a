import path from 'node:path';
import { environmentProblem, formatDiagnostic, isUserError, type Diagnostic } from '@laguna-docs/shared';

/** Where the CLI writes; tests pass their own. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

/** Diagnostics grouped by file, then one summary line. */
function formatReport(diagnostics: readonly Diagnostic[]): string {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.file ?? '';
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const lines: string[] = [];
  for (const list of groups.values()) lines.push(...list.map(formatDiagnostic));
  // Broken links are counted as such, so a failed link check ends with `✖ 3 broken links`.
  const broken = diagnostics.filter((d) => d.severity === 'error' && (d.code.startsWith('link/') || d.code.endsWith('/broken-file-link'))).length;
  const errors = diagnostics.filter((d) => d.severity === 'error').length - broken;
  const warnings = diagnostics.length - errors - broken;
  const parts = [broken ? `${broken} broken link${broken === 1 ? '' : 's'}` : '', errors ? `${errors} error${errors === 1 ? '' : 's'}` : '', warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : ''].filter(Boolean);
  lines.push(`✖ ${parts.join(', ')}`);
  return lines.join('\n');
}

/**
 * The end of a successful build's summary line when it had warnings: ` with 3 warnings (2 broken links)`,
 * broken links counted as such whether the config's link policy made them warnings or not.
 */
export function warningSummary(diagnostics: readonly Diagnostic[]): string {
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length === 0) return '';
  const broken = warnings.filter((d) => d.code.startsWith('link/') || d.code.endsWith('/broken-file-link')).length;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return ` with ${plural(warnings.length, 'warning')}${broken > 0 ? ` (${plural(broken, 'broken link')})` : ''}`;
}

/**
 * Reports a failure and returns the exit code: user errors as their diagnostics (no stack trace),
 * anything else as a bug, with the stack only under `--debug`.
 */
export function reportFailure(error: unknown, output: Output, debug: boolean): number {
  if (isUserError(error)) {
    output.err(formatReport(error.diagnostics));
    if (debug && error.stack) output.err(error.stack);
    return 1;
  }
  // A full disk, a read-only file system, a missing permission: the machine's, for the user to fix.
  const environment = environmentProblem(error, shownPath);
  if (environment) {
    output.err(formatReport([environment]));
    if (debug && error instanceof Error && error.stack) output.err(error.stack);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.err(`laguna-docs bug: ${message.replace(/^laguna-docs bug: /, '')}`);
  output.err(debug && error instanceof Error && error.stack ? error.stack : 'Run again with --debug for the stack trace, and please report it.');
  return 2;
}

/** A path relative to the folder the command runs in when it lies inside it, else whole. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}
