import type { Document } from 'yaml';
import { UserError, type DiagnosticCode } from '@laguna-docs/shared';
import { plainYaml } from '@laguna-docs/shared/yaml';

export interface ExpandYamlOptions {
  /** What the YAML is, for the message: `front matter`, `category metadata`. */
  subject: string;
  code: DiagnosticCode;
  file: string;
  /** The file line of an offset into the YAML text. */
  lineOf: (offset: number) => number;
}

/**
 * A parsed YAML document as plain data; aliases (`*name`) repeated past the one limit of every YAML input
 * (`plainYaml`) are a user error at the first alias.
 */
export function expandYaml(doc: Document, { subject, code, file, lineOf }: ExpandYamlOptions): unknown {
  const plain = plainYaml(doc);
  if ('value' in plain) return plain.value;
  throw new UserError({
    severity: 'error',
    code,
    message: `the ${subject} uses YAML aliases (*name) so often that it would expand to a huge value`,
    hint: 'write the values out instead of repeating them with aliases',
    file,
    line: lineOf(plain.aliasOffset),
  });
}
