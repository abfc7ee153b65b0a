import { isUserError } from '@laguna-docs/shared';

/** The diagnostics `run` throws, one line each (`file message (hint)`); fails when it throws none. */
export function failureMessages(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (isUserError(error)) return error.diagnostics.map((d) => `${d.file ?? ''} ${d.message}${d.hint ? ` (${d.hint})` : ''}`);
    throw error;
  }
  throw new Error('expected a UserError');
}
