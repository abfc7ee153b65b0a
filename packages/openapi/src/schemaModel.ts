import type { ApiConstraints, ApiSchema, ApiSchemaObject } from '@laguna-docs/shared';
import { mergeAllOf } from './mergeAllOf.js';
import { pointerOf, record, requestSchema, textAt, type ModelContext } from './modelContext.js';
import { escapeSegment, refPointer } from './pointer.js';

/** How deep unnamed schemas nest before the model stops (named ones start again at 0: each is kept once). */
export const MAX_SCHEMA_DEPTH = 24;

const ANY: ApiSchemaObject = { types: [], nullable: false };
const CONSTRAINT_KEYS = ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'] as const;

/**
 * Converts a schema found at `pointer` into the model. A named component schema becomes `{ ref }` (and is
 * queued to be converted once on its own); a cycle through unnamed schemas is marked `circular`.
 */
export function convertSchema(context: ModelContext, value: unknown, pointer: string, depth = 0, ancestors: readonly object[] = []): ApiSchema {
  if (value === false) return { ...ANY, not: { ...ANY } };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ...ANY };
  const name = context.names.get(value);
  if (name !== undefined) {
    requestSchema(context, name);
    return { ref: name };
  }
  return describeSchema(context, value as Record<string, unknown>, pointerOf(context, value, pointer), depth, ancestors);
}

/** Converts one schema object itself, even when it is a named one (that is how named schemas are kept). */
export function describeSchema(context: ModelContext, raw: Record<string, unknown>, pointer: string, depth: number, ancestors: readonly object[]): ApiSchemaObject {
  if (ancestors.includes(raw)) return { ...ANY, circular: pointer };
  if (depth > MAX_SCHEMA_DEPTH) return { ...ANY, truncated: true };
  const path = [...ancestors, raw];
  const merged = Array.isArray(raw.allOf) && raw.allOf.length > 0 ? mergeAllOf(context, raw, pointer, ancestors) : undefined;
  const schema = merged?.schema ?? raw;
  const child = (value: unknown, at: string) => convertSchema(context, value, at, depth + 1, path);

  const { types, nullable } = typesOf(schema);
  const out: ApiSchemaObject = { types, nullable };
  if (typeof schema.title === 'string') out.title = schema.title;
  const description = textAt(context, schema.description, merged?.descriptionPointer ?? `${pointer}/description`);
  if (description) out.description = description;
  if (typeof schema.format === 'string') out.format = schema.format;
  if (Array.isArray(schema.enum)) out.enum = schema.enum;
  if ('const' in schema) out.const = schema.const;
  if ('default' in schema) out.default = schema.default;
  const examples = [...(Array.isArray(schema.examples) ? schema.examples : []), ...('example' in schema ? [schema.example] : [])];
  if (examples.length > 0) out.examples = examples;
  for (const flag of ['deprecated', 'readOnly', 'writeOnly'] as const) if (schema[flag] === true) out[flag] = true;
  const constraints = constraintsOf(schema);
  if (constraints) out.constraints = constraints;

  const required = Array.isArray(schema.required) ? schema.required : [];
  if (schema.properties !== undefined) {
    out.properties = Object.entries(record(schema.properties)).map(([name, value]) => ({
      name,
      required: required.includes(name),
      schema: child(value, `${pointer}/properties/${escapeSegment(name)}`),
    }));
  } else if (required.length > 0 && (schema.type === undefined || schema.type === 'object')) {
    // `required` alone (as `then: { required: [a] }` writes it) still names properties the value must have.
    out.properties = required.filter((name): name is string => typeof name === 'string').map((name) => ({ name, required: true, schema: { ...ANY } }));
  }
  if ('additionalProperties' in schema) {
    const extra = schema.additionalProperties;
    const empty = extra !== null && typeof extra === 'object' && Object.keys(extra).length === 0;
    out.additionalProperties = extra === false ? false : extra === true || empty ? true : child(extra, `${pointer}/additionalProperties`);
  }
  const patterns = Object.entries(record(schema.patternProperties));
  if (patterns.length > 0) out.patternProperties = patterns.map(([pattern, value]) => ({ pattern, schema: child(value, `${pointer}/patternProperties/${escapeSegment(pattern)}`) }));
  if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
    out.conditional = {
      if: child(schema.if, `${pointer}/if`),
      ...(schema.then !== undefined ? { then: child(schema.then, `${pointer}/then`) } : {}),
      ...(schema.else !== undefined ? { else: child(schema.else, `${pointer}/else`) } : {}),
    };
  }
  if (schema.items !== undefined && !Array.isArray(schema.items)) out.items = child(schema.items, `${pointer}/items`);
  if (Array.isArray(schema.prefixItems)) out.prefixItems = schema.prefixItems.map((item, index) => child(item, `${pointer}/prefixItems/${index}`));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) out[key] = list.map((item, index) => child(item, `${pointer}/${key}/${index}`));
  }
  if (schema.not !== undefined) out.not = child(schema.not, `${pointer}/not`);
  // Only a schema's own discriminator counts: a subtype merging its base through allOf is not a base.
  const discriminator = discriminatorOf(context, raw, out);
  if (discriminator) out.discriminator = discriminator;
  if (merged && merged.mergedFrom.length > 0) out.mergedFrom = merged.mergedFrom;
  if (typeof schema.contentMediaType === 'string') out.contentMediaType = schema.contentMediaType;
  if (typeof schema.contentEncoding === 'string') out.contentEncoding = schema.contentEncoding;

  // Without `type`, the keywords still say what the value is.
  if (out.types.length === 0 && !out.oneOf && !out.anyOf) {
    if (out.properties || out.patternProperties || (out.additionalProperties !== undefined && out.additionalProperties !== false)) out.types = ['object'];
    else if (out.items || out.prefixItems) out.types = ['array'];
  }
  return out;
}

/** `type: [string, 'null']` (3.1) and `nullable: true` (3.0) both mean nullable. */
function typesOf(schema: Record<string, unknown>): { types: string[]; nullable: boolean } {
  const declared = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((type): type is string => typeof type === 'string') : [];
  const types = declared.filter((type) => type !== 'null');
  const onlyNull = declared.length > 0 && types.length === 0;
  return { types: onlyNull ? ['null'] : types, nullable: schema.nullable === true || (declared.includes('null') && !onlyNull) };
}

/** Limits in 3.1 form: 3.0's boolean `exclusiveMinimum` turns `minimum` into an exclusive bound. */
function constraintsOf(schema: Record<string, unknown>): ApiConstraints | undefined {
  const out: ApiConstraints = {};
  for (const key of CONSTRAINT_KEYS) if (typeof schema[key] === 'number') out[key] = schema[key];
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    const value = schema[exclusive];
    if (typeof value === 'number') out[exclusive] = value;
    else if (value === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    }
  }
  if (typeof schema.pattern === 'string') out.pattern = schema.pattern;
  if (schema.uniqueItems === true) out.uniqueItems = true;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The discriminator with its mapping as schema names. Without a written mapping, each named alternative
 * of a `oneOf`/`anyOf` maps by the value it pins the property to (a `const`, or an `enum` of one value),
 * else by its name; a base schema without alternatives (allOf inheritance) maps the named schemas whose
 * `allOf` lists it, the same way.
 */
function discriminatorOf(context: ModelContext, raw: Record<string, unknown>, out: ApiSchemaObject): ApiSchemaObject['discriminator'] {
  const declared = record(raw.discriminator);
  const propertyName = declared.propertyName;
  if (typeof propertyName !== 'string') return undefined;
  const written = Object.entries(record(declared.mapping)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (written.length > 0) return { propertyName, mapping: written.map(([value, target]) => ({ value, ref: schemaName(target) })) };
  const alternatives = [...(out.oneOf ?? []), ...(out.anyOf ?? [])];
  const targets =
    alternatives.length > 0
      ? alternatives.flatMap((alternative) => ('ref' in alternative ? [alternative.ref] : []))
      : [...context.rawSchemas].flatMap(([name, candidate]) => (Array.isArray(record(candidate).allOf) && (record(candidate).allOf as unknown[]).includes(raw) ? [name] : []));
  const mapping = targets.map((name) => {
    const pinned = pinnedValue(record(context.rawSchemas.get(name)), propertyName, new Set());
    return { value: pinned === undefined ? name : String(pinned), ref: name };
  });
  return { propertyName, mapping };
}

/** The one value a schema allows for a property (`const`, or an `enum` of one value), looking into its `allOf` members too. */
function pinnedValue(schema: Record<string, unknown>, property: string, seen: Set<object>): unknown {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const own = record(record(schema.properties)[property]);
  if ('const' in own) return own.const;
  if (Array.isArray(own.enum) && own.enum.length === 1) return own.enum[0];
  for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const found = pinnedValue(record(member), property, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `#/components/schemas/Cat` or `Cat` → `Cat`. */
function schemaName(target: string): string {
  const pointer = refPointer(target);
  const prefix = '/components/schemas/';
  if (pointer?.startsWith(prefix)) return pointer.slice(prefix.length).replace(/~1/g, '/').replace(/~0/g, '~');
  return target;
}
