import { isMap, type Document } from 'yaml';
import { schemaKeysAt, type z } from '@laguna-docs/config';
import { closest, type Diagnostic, type DiagnosticCode } from '@laguna-docs/shared';

/** How to report the problems schema validation found in a YAML document (front matter, category metadata). */
export interface YamlIssuesOptions {
  /** What the document is, as messages call it: `front matter`, `category`. */
  subject: string;
  /** The diagnostics' code. */
  code: DiagnosticCode;
  file: string;
  schema: z.ZodType;
  doc: Document;
  /** The file line of an offset into the YAML text. */
  lineOf(offset: number): number;
  /** The line reported when a problem has no node of its own. */
  firstLine: number;
}

/**
 * One diagnostic per issue, at the line of the key or value it is about: `unknown <subject> key
 * "hero.titel"` with the keys allowed at that place (and the one meant, for a typo), `<subject>
 * "hero.title" is missing: expected string`, or `<subject> "sidebar_position": invalid input: …`.
 */
export function yamlIssues(issues: readonly z.core.$ZodIssue[], options: YamlIssuesOptions): Diagnostic[] {
  const { subject, code, file, doc } = options;
  return issues.map((issue) => {
    const path = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
    const at = (range: readonly number[] | undefined) => (range ? options.lineOf(range[0]!) : options.firstLine);
    if (issue.code === 'unrecognized_keys') {
      const allowed = schemaKeysAt(options.schema, path);
      const guesses = issue.keys.map((key) => closest(key, allowed)).filter((guess) => guess !== undefined);
      const names = issue.keys.map((key) => `"${[...path, key].join('.')}"`).join(', ');
      return {
        severity: 'error',
        code,
        message: `unknown ${subject} key${issue.keys.length > 1 ? 's' : ''} ${names}`,
        hint: `${guesses.length > 0 ? `did you mean ${guesses.map((guess) => `"${guess}"`).join(', ')}? ` : ''}allowed keys: ${allowed.join(', ')}`,
        file,
        line: at(keyNode(doc, path, issue.keys[0]!)?.range),
      };
    }
    const missing = issue.code === 'invalid_type' && / received undefined$/.test(issue.message);
    return {
      severity: 'error',
      code,
      message: missing ? `${subject} "${path.join('.')}" is missing: expected ${issue.expected}` : `${subject} "${path.join('.') || '(root)'}": ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`,
      file,
      line: at(nearestNode(doc, path)?.range),
    };
  });
}

/** The value at `path`, else its key, else the nearest enclosing value that is there (a missing key's map). */
function nearestNode(doc: Document, path: ReadonlyArray<string | number>): { range?: number[] } | undefined {
  for (let length = path.length; length > 0; length--) {
    const value = doc.getIn(path.slice(0, length), true) as { range?: number[] } | undefined;
    const node = value?.range ? value : keyNode(doc, path.slice(0, length - 1), path[length - 1]);
    if (node?.range) return node;
  }
  return undefined;
}

/** The key node of `key` in the map at `path`, for a problem reported about the key itself. */
function keyNode(doc: Document, path: ReadonlyArray<string | number>, key: string | number | undefined): { range?: number[] } | undefined {
  if (key === undefined) return undefined;
  const map = path.length > 0 ? doc.getIn(path, true) : doc.contents;
  if (!isMap(map)) return undefined;
  const pair = map.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === String(key));
  return (pair?.key as { range?: number[] } | null | undefined) ?? undefined;
}
