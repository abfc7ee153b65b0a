import type { Node } from 'unist';
import type { VFile } from 'vfile';

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
 * marked fatal. `parseMarkdown` turns the messages into diagnostics.
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
