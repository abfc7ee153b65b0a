import { HTTP_METHODS } from '@laguna-docs/shared';
import { escapeSegment } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * Codes of the problems that render well once mended (see `mendTolerated`): `lenient` validation lets them
 * through as warnings; `strict` reports each once, in words of its own, in the same run as the rest.
 */
export const TOLERATED_CODES: ReadonlySet<string> = new Set(['openapi/optional-path-parameter', 'openapi/array-without-items']);

/**
 * Finds what real descriptions often get wrong but that renders well, and mends it in `copy` (changed in
 * place), so the checks that follow see a description without it: a path parameter without
 * `required: true` (always required, whatever it says), and in OpenAPI 3.0 an array schema without
 * `items` (items of any value). Without the mending, a missing `required` fails the OpenAPI schema with a
 * message about `in`, and a missing `items` is found only once everything else is valid.
 */
export function mendTolerated(copy: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const document = record(copy);
  const parameter = (value: unknown, pointer: string) => {
    const entry = record(value);
    if (entry.in !== 'path' || entry.required === true || typeof entry.$ref === 'string') return;
    entry.required = true;
    problems.push({
      code: 'openapi/optional-path-parameter',
      pointer,
      message: `path parameter "${String(entry.name)}" is not marked required: true, which a path parameter always is`,
      hint: 'add required: true',
    });
  };
  const parameterList = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((entry, index) => parameter(entry, `${pointer}/${index}`));
  };
  for (const [path, item] of Object.entries(record(document.paths))) {
    const at = `/paths/${escapeSegment(path)}`;
    parameterList(record(item).parameters, `${at}/parameters`);
    for (const method of HTTP_METHODS) parameterList(record(record(item)[method]).parameters, `${at}/${method}/parameters`);
  }
  for (const [name, value] of Object.entries(record(record(document.components).parameters))) parameter(value, `/components/parameters/${escapeSegment(name)}`);
  if (typeof document.openapi === 'string' && document.openapi.startsWith('3.0')) problems.push(...mendArraysWithoutItems(copy));
  return problems;
}

/** 3.0 array schemas without `items`, given `items: {}`. Values written in the spec (examples) are data. */
function mendArraysWithoutItems(copy: unknown): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, pointer: string, key = ''): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    const schema = value as Record<string, unknown>;
    if (schema.type === 'array' && schema.items === undefined && typeof schema.$ref !== 'string') {
      schema.items = {};
      problems.push({ code: 'openapi/array-without-items', pointer, message: 'an array schema without "items"', hint: 'add items: the schema of its items (shown as any value until then)' });
    }
    // Under `properties`, `example` or `default` is a property's name.
    for (const [name, child] of Object.entries(schema)) if (key === 'properties' || (!VALUE_KEYS.has(name) && !name.startsWith('x-'))) visit(child, `${pointer}/${escapeSegment(name)}`, name);
  };
  visit(copy, '');
  return problems;
}

const VALUE_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
