import { closest } from '@laguna-docs/shared';
import { parsePointer, refPointer, toPointer, valueAt } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * Finds every `$ref` that cannot be followed: local ones that point at nothing, and references to URLs,
 * which this generator does not fetch (a build must not depend on the network).
 * The parser stops at the first missing target; this lists them all, each at its own place.
 */
export function checkRefs(document: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, path: Array<string | number>): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const problem = refProblem(document, record.$ref);
      if (problem) problems.push({ ...problem, pointer: toPointer([...path, '$ref']) });
    }
    // A `$ref` inside an extension is the extension's business: nothing here follows it.
    for (const [key, child] of Object.entries(record)) if (!key.startsWith('x-')) visit(child, [...path, key]);
  };
  visit(document, []);
  return problems;
}

/**
 * The document (a copy, changed in place) with each `$ref` inside an `x-` extension that the dereferencer
 * could not follow (to nothing, or to a URL) taken out, so an extension's own references never fail a spec.
 */
export function withUsableExtensionRefs(copy: unknown): unknown {
  const seen = new Set<object>();
  const visit = (value: unknown, inExtension: boolean): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (inExtension && typeof record.$ref === 'string') {
      const pointer = refPointer(record.$ref);
      if (pointer === undefined || valueAt(copy, pointer) === undefined) delete record.$ref;
    }
    for (const [key, child] of Object.entries(record)) visit(child, inExtension || key.startsWith('x-'));
  };
  visit(copy, false);
  return copy;
}

function refProblem(document: unknown, ref: string): Omit<SpecProblem, 'pointer'> | undefined {
  const pointer = refPointer(ref);
  if (pointer === undefined) {
    // Files a description names are read with it (see `readSpecFiles`); what is left here is a URL, or a
    // file named in a spec given as text alone.
    return /^[a-z][a-z0-9+.-]*:/i.test(ref)
      ? { code: 'openapi/external-ref', message: `$ref "${ref}" points at a URL, which is not fetched`, hint: 'copy what it names into the description or a file beside it (a build must not depend on the network)' }
      : { code: 'openapi/external-ref', message: `$ref "${ref}" names another file, which is not read here`, hint: 'load the description from its file, so the files its $refs name are read too' };
  }
  if (valueAt(document, pointer) !== undefined) return undefined;
  const segments = parsePointer(pointer);
  const parent = valueAt(document, toPointer(segments.slice(0, -1)));
  const siblings = parent && typeof parent === 'object' ? Object.keys(parent) : [];
  const suggestion = closest(segments[segments.length - 1] ?? '', siblings);
  return {
    code: 'openapi/unresolved-ref',
    message: `$ref "${ref}" points at nothing`,
    hint: suggestion ? `did you mean "#${toPointer([...segments.slice(0, -1), suggestion])}"?` : 'define the target or correct the reference',
  };
}
