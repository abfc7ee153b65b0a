import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic } from '@laguna-docs/shared';

/** One problem a plugin found, at the node it concerns. */
export interface Problem {
  /** Becomes the diagnostic code `markdown/<rule>`. */
  rule: string;
  message: string;
  hint?: string;
  /** Errors fail the build; warnings are listed and the build goes on. */
  severity: 'error' | 'warning';
  node?: Node | undefined;
}

/**
 * Records a problem on the file as a vfile message (unified's way), with the hint in `note` and errors
 * marked fatal. `messageDiagnostic` turns the messages into diagnostics.
 */
export function report(file: VFile, problem: Problem): void {
  const message = file.message(problem.message, {
    ...(problem.node?.position ? { place: problem.node.position } : {}),
    ruleId: problem.rule,
    source: 'laguna-docs',
  });
  message.fatal = problem.severity === 'error';
  if (problem.hint) message.note = problem.hint;
}

/**
 * A vfile message (a plugin's `report`, or unified's own) as a diagnostic of `file`, its line counted from
 * the top of the source file: `offset` is the number of lines above the parsed text (the front matter).
 */
export function messageDiagnostic(file: string, offset: number) {
  return (message: VFile['messages'][number]): Diagnostic => ({
    severity: message.fatal ? 'error' : 'warning',
    code: `markdown/${message.ruleId ?? 'problem'}`,
    message: message.reason,
    ...(message.note ? { hint: message.note } : {}),
    file,
    ...(message.line ? { line: message.line + offset } : {}),
    ...(message.column ? { column: message.column } : {}),
  });
}
