import { closest } from '@laguna-docs/shared';
import { parsePointer, refPointer, toPointer, valueAt } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * Finds every `$ref` that cannot be followed: local ones that point at nothing, and references to
 * other files or URLs, which this generator does not fetch (a build must not depend on the network).
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
    for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
  };
  visit(document, []);
  return problems;
}

function refProblem(document: unknown, ref: string): Omit<SpecProblem, 'pointer'> | undefined {
  const pointer = refPointer(ref);
  if (pointer === undefined) {
    return {
      code: 'openapi/external-ref',
      message: `$ref "${ref}" points outside the spec file`,
      hint: 'bundle the description into one file: every $ref must start with "#/"',
    };
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
