import type { ApiSchemaObject, ApiText } from '@laguna-docs/shared';
import type { SpecSource } from './parseSource.js';

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
  source: Pick<SpecSource, 'textLine' | 'textLines'>;
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
export function textAt(context: ModelContext, value: unknown, pointer: string): ApiText | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const line = context.source.textLine(pointer);
  // Lines the file breaks differently from the text matter only where the text has breaks or the file does.
  const lines = line !== undefined ? context.source.textLines(pointer) : undefined;
  const keep = lines !== undefined && (lines.length > 0 || value.includes('\n'));
  return { markdown: value, pointer, ...(line !== undefined ? { line } : {}), ...(keep ? { lines } : {}) };
}

/** A plain record view of an unknown value (empty for anything that is not an object). */
export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
