import { withDefinitionNames } from './definitionNames.js';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Document, type Node, type Pair } from 'yaml';
import type { Diagnostic } from '@laguna-docs/shared';
import { plainYaml } from '@laguna-docs/shared/yaml';
import { indexJsonMembers } from './jsonLines.js';
import { parsePointer } from './pointer.js';

/** A place in the spec file, 1-based. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A spec file parsed, with a way back from any JSON pointer to its line. */
export interface SpecSource {
  /** The document as plain data (never handed to code that mutates it). */
  document: unknown;
  /**
   * Where the value at `pointer` is written. For a pointer past what exists, the deepest existing
   * node on its path; `undefined` only when nothing could be found.
   */
  locate(pointer: string): SourcePosition | undefined;
  /** The line on which the text of the string at `pointer` starts (the line after `|` for block scalars). */
  textLine(pointer: string): number | undefined;
  /**
   * Where the file's lines start inside the string at `pointer` (see `ApiText.lines`), for strings whose
   * own line breaks are not the file's; `undefined` when they are (block literals, one-line strings).
   */
  textLines(pointer: string): number[] | undefined;
  /** The file and the pointer in it where `pointer` is written, for a document bundled from several files. */
  place?(pointer: string): { file: string; pointer: string };
  /**
   * For a document bundled from several files, each `$ref` the bundle points somewhere else than its
   * author wrote (`#/components/schemas/Pet` for `../schemas/pet.yaml`): the bundle's pointer of the
   * `$ref` member to the ref in the bundle and as written, so messages quote what the author wrote.
   */
  writtenRefs?: ReadonlyMap<string, { bundled: string; written: string }>;
  diagnostics: Diagnostic[];
}

/**
 * Parses a spec written in YAML or JSON (JSON is read as YAML, which keeps positions). Syntax errors
 * and duplicate keys become diagnostics with the file and line; the document is then undefined.
 */
export function parseSpecSource(text: string, file: string): SpecSource {
  const source = (/^\s*\{/.test(text) && parseJson(text, file)) || parseYaml(text, file);
  withDefinitionNames(source.document);
  return source;
}

/**
 * A JSON spec is read with `JSON.parse`, many times faster than a position-keeping parser on large specs.
 * Description lines come from one scan of the text; other places (only needed for error messages) from
 * the YAML reader, run on demand.
 */
function parseJson(text: string, file: string): SpecSource | undefined {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return undefined;
  }
  let positions: SpecSource | undefined;
  let descriptions: Map<string, number> | undefined;
  const slow = () => (positions ??= parseYaml(text, file));
  return {
    document,
    locate: (pointer) => slow().locate(pointer),
    textLine(pointer) {
      if (!pointer.endsWith('/description')) return slow().textLine(pointer);
      descriptions ??= indexJsonMembers(text, 'description');
      return descriptions.get(pointer);
    },
    // A JSON string is written on one line, whatever `\n`s it holds.
    textLines: () => [],
    diagnostics: [],
  };
}

function parseYaml(text: string, file: string): SpecSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const diagnostics: Diagnostic[] = doc.errors.map((error) => ({
    severity: 'error',
    code: 'openapi/syntax',
    message: `the spec is not valid YAML or JSON: ${firstLine(error.message)}`,
    file,
    ...position(error.pos[0]),
  }));
  const keyed = new WeakMap<object, Map<string, Pair>>();
  const find = (pointer: string): { node: Node | null; exact: boolean } => {
    let node = (doc.contents as Node | null) ?? null;
    for (const segment of parsePointer(pointer)) {
      const next = child(doc, node, segment, keyed);
      if (next === undefined) return { node, exact: false };
      node = next;
    }
    return { node, exact: true };
  };
  const document = diagnostics.length > 0 ? undefined : expand(doc, file, position, diagnostics);
  return {
    document,
    locate(pointer) {
      const { node } = find(pointer);
      return node?.range ? position(node.range[0]) : undefined;
    },
    textLine(pointer) {
      const { node, exact } = find(pointer);
      if (!exact || !node?.range) return undefined;
      const { line } = position(node.range[0]);
      const block = isScalar(node) && (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED);
      return block ? line + 1 : line;
    },
    textLines(pointer) {
      const { node, exact } = find(pointer);
      if (!exact || !isScalar(node) || typeof node.value !== 'string' || !node.range || node.type === Scalar.BLOCK_LITERAL) return undefined;
      return foldedLines(node.value, text.slice(node.range[0], node.range[1]), node.type === Scalar.BLOCK_FOLDED);
    },
    diagnostics,
  };
}

/** The node under `segment` of a map or sequence, following aliases; maps get a key index on first use. */
function child(doc: Document, node: Node | null, segment: string, keyed: WeakMap<object, Map<string, Pair>>): Node | null | undefined {
  const target = node && isAlias(node) ? (node.resolve(doc) ?? null) : node;
  if (isMap(target)) {
    let index = keyed.get(target);
    if (!index) {
      index = new Map();
      for (const pair of target.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (!index.has(key)) index.set(key, pair);
      }
      keyed.set(target, index);
    }
    const pair = index.get(segment);
    if (!pair) return undefined;
    // `key:` with nothing after it has no value node; the key is the best position then.
    return (pair.value as Node | null) ?? (pair.key as Node | null);
  }
  if (isSeq(target)) {
    const item = /^\d+$/.test(segment) ? target.items[Number(segment)] : undefined;
    return item === undefined ? undefined : (item as Node | null);
  }
  return undefined;
}

/**
 * Where each line of a scalar's source after its first starts in its value: each line's text is looked up
 * in the value from where the previous one ended (a line the value does not hold as written, such as one
 * with escapes, or a blank one, starts just after the previous one).
 */
function foldedLines(value: string, source: string, block: boolean): number[] {
  // A block scalar's first line is its header (`>-`); its text starts on the next.
  const lines = source.split('\n').slice(block ? 2 : 1);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const starts: number[] = [];
  let end = 0;
  for (const line of lines) {
    const content = line.trim().replace(/^["']|["']$/g, '').slice(0, 40);
    const found = content === '' ? -1 : value.indexOf(content, end);
    starts.push(found === -1 ? Math.min(end + 1, value.length) : found);
    if (found !== -1) end = found + content.length;
  }
  return starts;
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * The spec as plain data. YAML aliases (`*name`) repeated past the one limit of every YAML input
 * (`plainYaml`) are an error at the first alias, added to `diagnostics`.
 */
function expand(doc: Document, file: string, position: (offset: number) => SourcePosition, diagnostics: Diagnostic[]): unknown {
  const plain = plainYaml(doc);
  if ('value' in plain) return plain.value;
  diagnostics.push({
    severity: 'error',
    code: 'openapi/too-many-aliases',
    message: 'the spec uses YAML aliases (*name) so often that it would expand to a huge document',
    hint: 'use $ref to share a schema instead of repeating it with aliases',
    file,
    ...position(plain.aliasOffset),
  });
  return undefined;
}
