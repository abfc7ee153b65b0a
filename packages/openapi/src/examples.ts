import type { ApiSchema, ApiSchemaObject } from '@laguna-docs/shared';

/** Whether an example is for a request (no read-only properties) or a response (no write-only ones). */
export type ExampleDirection = 'request' | 'response';

/** How many values one generated example may hold, so a wide recursive schema cannot blow up a page. */
export const EXAMPLE_BUDGET = 120;
const MAX_DEPTH = 8;
/**
 * Objects nested this deep in other objects show their required properties only: the outer levels show
 * the shape a reader writes, and a deep chain of optional objects (common where schemas refer to each
 * other) would bury it.
 */
export const EXAMPLE_FULL_OBJECT_LEVELS = 2;

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2024-05-01T12:00:00Z',
  date: '2024-05-01',
  time: '12:00:00Z',
  duration: 'P1D',
  email: 'user@example.org',
  uri: 'https://example.org',
  url: 'https://example.org',
  hostname: 'example.org',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  byte: 'bGFndW5h',
  binary: '<binary>',
  password: '<password>',
};

/**
 * A plausible value for a schema: its own example, const, default or first enum value where it has one,
 * else a value built from its type and format. Each named schema is spelled out once per example (a
 * reader needs one instance to see its shape), which also ends recursion; objects deeper than
 * `EXAMPLE_FULL_OBJECT_LEVELS` keep only their required properties.
 */
export function exampleFor(schema: ApiSchema | undefined, schemas: Readonly<Record<string, ApiSchemaObject>>, direction: ExampleDirection): unknown {
  let budget = EXAMPLE_BUDGET;
  const used = new Set<string>();
  // `level` counts the objects around a value, `depth` every schema (arrays and alternatives too).
  const build = (node: ApiSchema | undefined, depth: number, level: number, path: readonly string[]): unknown => {
    if (!node || --budget < 0 || depth > MAX_DEPTH) return undefined;
    if ('ref' in node) {
      const named = schemas[node.ref];
      // Small named values (an enum, a hex string) may repeat; objects and arrays are shown once.
      const simple = named && !named.properties && !named.items && !named.oneOf && !named.anyOf;
      if (path.includes(node.ref) || (used.has(node.ref) && !simple)) return undefined;
      used.add(node.ref);
      return build(named, depth, level, [...path, node.ref]);
    }
    if (node.examples && node.examples.length > 0) return node.examples[0];
    if ('const' in node) return node.const;
    if ('default' in node) return node.default;
    if (node.enum && node.enum.length > 0) return node.enum[0];
    const alternative = node.oneOf?.[0] ?? node.anyOf?.[0];
    if (alternative && node.types.length === 0) return build(alternative, depth + 1, level, path);
    const type = node.types[0] ?? (node.nullable ? 'null' : undefined);
    switch (type) {
      case 'object':
        return objectExample(node, (child) => build(child, depth + 1, level + 1, path), direction, level >= EXAMPLE_FULL_OBJECT_LEVELS);
      case 'array': {
        if (node.prefixItems) return node.prefixItems.map((item) => build(item, depth + 1, level, path) ?? null);
        const item = build(node.items, depth + 1, level, path);
        return item === undefined ? [] : [item];
      }
      case 'string':
        return stringExample(node);
      case 'integer':
      case 'number':
        return numberExample(node, type);
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return node.properties ? objectExample(node, (child) => build(child, depth + 1, level + 1, path), direction, level >= EXAMPLE_FULL_OBJECT_LEVELS) : undefined;
    }
  };
  return build(schema, 0, 0, []);
}

function objectExample(node: ApiSchemaObject, build: (schema: ApiSchema | undefined) => unknown, direction: ExampleDirection, requiredOnly: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of node.properties ?? []) {
    if (requiredOnly && !property.required) continue;
    const schema = property.schema;
    if ('types' in schema && ((direction === 'request' && schema.readOnly) || (direction === 'response' && schema.writeOnly))) continue;
    const value = build(schema);
    if (value !== undefined) out[property.name] = value;
  }
  if (!node.properties?.length && node.additionalProperties && node.additionalProperties !== true) {
    const value = build(node.additionalProperties);
    if (value !== undefined) out.key = value;
  }
  return out;
}

function stringExample(node: ApiSchemaObject): string {
  const byFormat = node.format ? FORMAT_EXAMPLES[node.format] : undefined;
  if (byFormat !== undefined) return byFormat;
  if (node.contentMediaType || node.contentEncoding === 'binary') return '<binary>';
  const min = node.constraints?.minLength ?? 0;
  return 'string'.padEnd(min, 'x');
}

function numberExample(node: ApiSchemaObject, type: 'integer' | 'number'): number {
  // A bound past what a JavaScript number holds exactly is a type's own (int64's -2^63), read inexactly
  // (-9223372036854776000): no value to show.
  const c = Object.fromEntries(Object.entries(node.constraints ?? {}).filter(([, bound]) => typeof bound !== 'number' || Math.abs(bound) <= Number.MAX_SAFE_INTEGER)) as NonNullable<ApiSchemaObject['constraints']>;
  const step = type === 'integer' ? 1 : 0.5;
  if (c.minimum !== undefined) return c.minimum;
  if (c.exclusiveMinimum !== undefined) return c.exclusiveMinimum + step;
  if (c.maximum !== undefined && c.maximum < 0) return c.maximum;
  if (c.exclusiveMaximum !== undefined && c.exclusiveMaximum <= 0) return c.exclusiveMaximum - step;
  return type === 'integer' ? 0 : 0.5;
}

/**
 * A value the spec writes for a schema (its first example, `const`, `default` or first enum value),
 * following a named schema; undefined when it writes none, so the caller does not take a made-up value
 * (`string`) for a real one.
 */
export function writtenValue(schema: ApiSchema | undefined, schemas: Readonly<Record<string, ApiSchemaObject>>): unknown {
  const node = schema && 'ref' in schema ? schemas[schema.ref] : schema;
  if (!node) return undefined;
  if (node.examples && node.examples.length > 0) return node.examples[0];
  if ('const' in node) return node.const;
  if ('default' in node) return node.default;
  return node.enum?.[0];
}
