import type { ApiConstraints, ApiSchema, ApiSchemaObject } from '@laguna-docs/shared';
import type { Translator } from '../../t.js';

/** A schema with a named reference looked up. `name` is set when it is a named component schema. */
export interface ResolvedSchema {
  name?: string;
  object: ApiSchemaObject;
  /** True when the schema allows null beside its value (3.0 `nullable`, 3.1 `[x, 'null']` or `anyOf [x, null]`). */
  nullable: boolean;
}

const MISSING: ApiSchemaObject = { types: [], nullable: false };

/** Looks a schema up and unwraps the "x or null" alternative, which readers think of as a nullable x. */
export function resolveSchema(schema: ApiSchema, schemas: Readonly<Record<string, ApiSchemaObject>>): ResolvedSchema {
  if ('ref' in schema) {
    const object = schemas[schema.ref] ?? MISSING;
    return { name: schema.ref, object, nullable: object.nullable };
  }
  const alternatives = schema.types.length === 0 ? (schema.anyOf ?? schema.oneOf) : undefined;
  if (alternatives?.length === 2) {
    const inner = alternatives.find((alternative) => !isNull(alternative));
    if (inner && alternatives.some(isNull)) {
      const resolved = resolveSchema(inner, schemas);
      return { ...resolved, nullable: true };
    }
  }
  return { object: schema, nullable: schema.nullable };
}

function isNull(schema: ApiSchema): boolean {
  return !('ref' in schema) && schema.types.length === 1 && schema.types[0] === 'null';
}

/** A value from the spec (example, default, enum member) as short text. */
export function formatValue(value: unknown, max = 120): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `≥ 0, ≤ 10`; `> 0`; undefined without bounds. */
function bounds(min: number | undefined, max: number | undefined, exclusiveMin?: number, exclusiveMax?: number): string | undefined {
  const parts = [
    ...(min !== undefined ? [`≥ ${min}`] : []),
    ...(exclusiveMin !== undefined ? [`> ${exclusiveMin}`] : []),
    ...(max !== undefined ? [`≤ ${max}`] : []),
    ...(exclusiveMax !== undefined ? [`< ${exclusiveMax}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** `6–30` when both ends are given, else a one-sided bound. */
function span(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? String(min) : `${min}–${max}`;
  return bounds(min, max);
}

/** The limits of a schema as label/value pairs for the facts list, in a fixed order. */
export function constraintFacts(constraints: ApiConstraints | undefined, t: Translator): Array<{ label: string; value: string; code?: boolean }> {
  if (!constraints) return [];
  const c = constraints;
  const facts: Array<{ label: string; value: string; code?: boolean }> = [];
  const range = bounds(c.minimum, c.maximum, c.exclusiveMinimum, c.exclusiveMaximum);
  if (range) facts.push({ label: t('api.range'), value: range });
  if (c.multipleOf !== undefined) facts.push({ label: t('api.multipleOf'), value: String(c.multipleOf) });
  const length = span(c.minLength, c.maxLength);
  if (length) facts.push({ label: t('api.length'), value: length });
  const items = span(c.minItems, c.maxItems);
  if (items) facts.push({ label: t('api.itemCount'), value: c.uniqueItems ? `${items}, ${t('api.uniqueItems')}` : items });
  else if (c.uniqueItems) facts.push({ label: t('api.itemCount'), value: t('api.uniqueItems') });
  const properties = span(c.minProperties, c.maxProperties);
  if (properties) facts.push({ label: t('api.propertyCount'), value: properties });
  if (c.pattern !== undefined) facts.push({ label: t('api.pattern'), value: c.pattern, code: true });
  return facts;
}
