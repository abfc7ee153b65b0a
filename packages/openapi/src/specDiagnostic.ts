import type { Diagnostic, DiagnosticCode } from '@laguna-docs/shared';
import type { SpecSource } from './parseSource.js';

/** What a spec check found, before it is placed in the file. */
export interface SpecProblem {
  code: DiagnosticCode;
  /** JSON pointer of the offending value; `''` is the whole document. */
  pointer: string;
  message: string;
  hint?: string;
}

/**
 * A spec problem as a diagnostic: the message starts with the JSON pointer (`/paths/~1a/get: …`), and the
 * file position is the pointer's line where the source can tell.
 */
export function specDiagnostic(problem: SpecProblem, source: Pick<SpecSource, 'locate' | 'place'> | undefined, file: string): Diagnostic {
  const position = source?.locate(problem.pointer);
  // In a description of several files, the file and pointer where the place is written.
  const place = source?.place?.(problem.pointer) ?? { file, pointer: problem.pointer };
  return {
    severity: 'error',
    code: problem.code,
    message: `${place.pointer || '/'}: ${problem.message}`,
    ...(problem.hint ? { hint: problem.hint } : {}),
    file: place.file,
    ...(position ? { line: position.line, column: position.column } : {}),
  };
}
