import { visit, type Document } from 'yaml';
import { UserError } from '@laguna-docs/shared';

export interface ExpandYamlOptions {
  /** What the YAML is, for the message: `front matter`, `category metadata`. */
  subject: string;
  code: string;
  file: string;
  /** The file line of an offset into the YAML text. */
  lineOf: (offset: number) => number;
}

/**
 * A parsed YAML document as plain data. Aliases (`*name`) that repeat what they refer to past the `yaml`
 * library's limit (100) would make a value of exponential size from a few lines (a "billion laughs");
 * the library stops there, and this makes that a user error at the first alias.
 */
export function expandYaml(doc: Document, { subject, code, file, lineOf }: ExpandYamlOptions): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    throw new UserError({
      severity: 'error',
      code,
      message: `the ${subject} uses YAML aliases (*name) so often that it would expand to a huge value`,
      hint: 'write the values out instead of repeating them with aliases',
      file,
      line: lineOf(offset),
    });
  }
}
