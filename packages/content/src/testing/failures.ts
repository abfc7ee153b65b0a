import { isUserError, type Diagnostic } from '@laguna-docs/shared';

/** Diagnostics one line each: `file:line message | hint`. */
export function formatLines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.file}:${d.line} ${d.message}${d.hint ? ` | ${d.hint}` : ''}`);
}

/** The diagnostics `run` throws, one line each (`file:line message | hint`); fails when it throws none. */
export function failureLines(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (isUserError(error)) return formatLines(error.diagnostics);
    throw error;
  }
  throw new Error('expected a UserError');
}
