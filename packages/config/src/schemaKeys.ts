import { z } from 'zod';

/**
 * The keys the object schema at `path` allows, for "did you mean" and "allowed keys" in messages about
 * an unknown key: array items, record values and optional, default and nullable wrappers are passed through, and a union
 * of objects (a category's `link`) allows the keys of all its members. Empty where the path leads to no object.
 */
export function schemaKeysAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  let current: z.ZodType | undefined = schema;
  for (const segment of [...path, undefined]) {
    current = unwrap(current);
    if (segment === undefined) break;
    if (current instanceof z.ZodArray && typeof segment === 'number') current = current.element as z.ZodType;
    else if (current instanceof z.ZodObject && typeof segment === 'string') current = current.shape[segment] as z.ZodType | undefined;
    // A record's entries (the blog's authors by key) all have its value schema.
    else if (current instanceof z.ZodRecord && typeof segment === 'string') current = current.valueType as z.ZodType;
    else current = undefined;
  }
  const objects = current instanceof z.ZodUnion ? (current.options as z.ZodType[]).map(unwrap) : [current];
  return [...new Set(objects.flatMap((object) => (object instanceof z.ZodObject ? Object.keys(object.shape) : [])))];
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current;
}
