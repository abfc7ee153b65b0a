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
export function specDiagnostic(problem: SpecProblem, source: Pick<SpecSource, 'locate' | 'place' | 'writtenRefs'> | undefined, file: string): Diagnostic {
  const position = source?.locate(problem.pointer);
  // In a description of several files, the file and pointer where the place is written.
  const place = source?.place?.(problem.pointer) ?? { file, pointer: problem.pointer };
  return {
    severity: 'error',
    code: problem.code,
    message: `${place.pointer || '/'}: ${asWritten(problem, source?.writtenRefs)}`,
    ...(problem.hint ? { hint: problem.hint } : {}),
    file: place.file,
    ...(position ? { line: position.line, column: position.column } : {}),
  };
}

/**
 * The problem's message with each `$ref` the bundle pointed elsewhere (at or inside the problem's place)
 * quoted as its author wrote it.
 */
function asWritten(problem: SpecProblem, writtenRefs: SpecSource['writtenRefs']): string {
  if (!writtenRefs || writtenRefs.size === 0 || !problem.message.includes('#')) return problem.message;
  let message = problem.message;
  const own = `${problem.pointer}/`;
  for (const [pointer, { bundled, written }] of writtenRefs) {
    // Quoted in the message as a value (`"#/components/schemas/Pet"`) or inside a value found.
    if (pointer === problem.pointer || pointer.startsWith(own)) message = message.split(JSON.stringify(bundled)).join(JSON.stringify(written));
  }
  return message;
}
