import type { ApiSchemaObject, ApiText } from '@laguna-docs/shared';
import type { SpecSource } from './parseSource.js';
import { escapeSegment, refPointer, valueAt } from './pointer.js';

/**
 * What the model conversion shares while it walks the dereferenced spec. The dereferencer replaces each
 * `$ref` by the very object it points at, so object identity tells where a value was written and
 * whether it is a named component schema.
 */
export interface ModelContext {
  /** Named component schemas by their (dereferenced) object. */
  names: Map<object, string>;
  /** Where each `$ref` target was written, by its object. */
  pointers: Map<object, string>;
  /** Named schemas converted so far (filled by the schema conversion, drained by `loadApi`). */
  schemas: Map<string, ApiSchemaObject>;
  /** Named schemas used but not yet converted, in order of first use. */
  queue: string[];
  /** Every named schema ever put in the queue. */
  requested: Set<string>;
  /** Raw named schema objects by name. */
  rawSchemas: Map<string, object>;
  source: Pick<SpecSource, 'textLine' | 'textLines' | 'place'> & { document?: unknown };
  /** The spec file as messages name it. */
  file?: string;
  /** Where `$ref`s with siblings are written, by the pointer they refer to (see `textAt`); made on first need. */
  refsWithSiblings?: Map<string, string[]>;
}

/** Notes that a named schema is used, so it gets converted (once). */
export function requestSchema(context: ModelContext, name: string): void {
  if (context.requested.has(name)) return;
  context.requested.add(name);
  context.queue.push(name);
}

/** The pointer of an object: where it was written if a `$ref` led to it, else where the walk found it. */
export function pointerOf(context: ModelContext, value: object, fallback: string): string {
  return context.pointers.get(value) ?? fallback;
}

/** A spec text with its place, or undefined for a missing or blank one. */
export function textAt(context: ModelContext, value: unknown, written: string): ApiText | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const pointer = besideRef(context, value, written);
  const line = context.source.textLine(pointer);
  // Lines the file breaks differently from the text matter only where the text has breaks or the file does.
  const lines = line !== undefined ? context.source.textLines(pointer) : undefined;
  const keep = lines !== undefined && (lines.length > 0 || value.includes('\n'));
  const place = context.source.place?.(pointer);
  const elsewhere = place && place.file !== context.file ? { source: place } : {};
  return { markdown: value, pointer, ...(line !== undefined ? { line } : {}), ...(keep ? { lines } : {}), ...elsewhere };
}

/**
 * The true place of a text the model found at `pointer`. A `$ref` with a sibling (3.1: `description`
 * beside it) reaches the model as its target with the sibling's value, so the pointer names the target's
 * field, which holds another text or none: the text is then the sibling of a `$ref` to that target.
 */
function besideRef(context: ModelContext, value: string, pointer: string): string {
  const document = context.source.document;
  if (document === undefined || valueAt(document, pointer) === value) return pointer;
  const cut = pointer.lastIndexOf('/');
  const key = pointer.slice(cut);
  context.refsWithSiblings ??= refsWithSiblings(document);
  const place = (context.refsWithSiblings.get(pointer.slice(0, cut)) ?? []).find((at) => valueAt(document, `${at}${key}`) === value);
  return place !== undefined ? `${place}${key}` : pointer;
}

/** Every `$ref` written with siblings, by the pointer it refers to. */
function refsWithSiblings(document: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<object>();
  const visit = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    const ref = (value as Record<string, unknown>).$ref;
    if (!Array.isArray(value) && typeof ref === 'string' && entries.length > 1) {
      const target = refPointer(ref);
      if (target !== undefined) found.set(target, [...(found.get(target) ?? []), path]);
    }
    for (const [key, child] of entries) visit(child, `${path}/${escapeSegment(key)}`);
  };
  visit(document, '');
  return found;
}

/** A plain record view of an unknown value (empty for anything that is not an object). */
export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
