import { parseDocument, visit, type Document } from 'yaml';

/**
 * How many times the aliases (`*name`) of a YAML document may repeat what they name when it becomes plain
 * data. Past it, a few lines would make a value of exponential size (a "billion laughs"). Front matter,
 * category metadata, blog authors, OpenAPI descriptions and the files `migrate` reads all stop at this one limit.
 */
export const YAML_ALIAS_LIMIT = 1000;

/**
 * A parsed YAML document as plain data, or, when its aliases repeat more than `YAML_ALIAS_LIMIT` times,
 * the offset of its first alias in the YAML text, where the caller reports it.
 */
export function plainYaml(doc: Document): { value: unknown } | { aliasOffset: number } {
  try {
    return { value: doc.toJS({ maxAliasCount: YAML_ALIAS_LIMIT }) };
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
    let aliasOffset = 0;
    visit(doc, {
      Alias(_key, node) {
        aliasOffset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    return { aliasOffset };
  }
}

/**
 * A YAML text as plain data, under the one alias limit; `undefined` when it does not parse or its aliases
 * pass the limit. For readers that skip what they cannot read (the build reports it where it matters).
 */
export function yamlValue(text: string): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  const plain = plainYaml(doc);
  return 'value' in plain ? plain.value : undefined;
}
