/**
 * JSON pointers (RFC 6901), the way messages and link records name a place in a spec:
 * `/paths/~1user~1{id}/get`.
 */

/** Escapes one segment: `~` → `~0`, `/` → `~1`. */
export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins segments into a pointer; no segments is the whole document (`''`). */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

/** Appends segments to a pointer. */
export function childPointer(pointer: string, ...segments: Array<string | number>): string {
  return pointer + toPointer(segments);
}

/** Splits a pointer into its unescaped segments; `''` gives `[]`. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer inside a local `$ref` (`#/components/schemas/User` → `/components/schemas/User`), or undefined for other refs. */
export function refPointer(ref: string): string | undefined {
  if (ref === '#') return '';
  if (!ref.startsWith('#/')) return undefined;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/** The value at a pointer, or undefined when the path does not exist. */
export function valueAt(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Calls `member` for every member of every object in `document`, with the pointer of the object it is in,
 * depth first; arrays are gone through item by item. Members of `x-` extensions are skipped unless
 * `extensions`. `member` returning `false` leaves that member's value unvisited.
 */
export function walkMembers(document: unknown, member: (key: string, value: unknown, at: string) => boolean | void, extensions = false): void {
  const visit = (value: unknown, at: string): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (!extensions && key.startsWith('x-')) continue;
      if (member(key, child, at) !== false) visit(child, `${at}/${escapeSegment(key)}`);
    }
  };
  visit(document, '');
}
