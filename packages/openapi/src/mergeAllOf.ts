import { pointerOf, record, type ModelContext } from './modelContext.js';
import { escapeSegment } from './pointer.js';

/** A schema with its `allOf` members folded in. */
export interface MergedSchema {
  schema: Record<string, unknown>;
  /** Names of the component schemas that were merged, in order. */
  mergedFrom: string[];
  /** Where the description that won was written. */
  descriptionPointer: string;
}

/**
 * Folds `allOf` into one schema, as a reader thinks of it: properties and `required` of every member
 * together, the schema's own keywords winning over its members', later members over earlier ones, but
 * enums kept to the values every member allows.
 * A property two members both describe becomes an `allOf` of both, merged in turn when it is shown.
 * Members that are ancestors of the schema (a cycle through `allOf`) are skipped.
 */
export function mergeAllOf(context: ModelContext, schema: Record<string, unknown>, pointer: string, ancestors: readonly object[]): MergedSchema {
  const result: Record<string, unknown> = {};
  const mergedFrom: string[] = [];
  let descriptionPointer = `${pointer}/description`;
  const active = new Set<object>(ancestors);

  const apply = (key: string, value: unknown, at: string): void => {
    switch (key) {
      case 'allOf':
        return;
      case 'properties': {
        const properties = { ...record(result.properties) };
        for (const [name, property] of Object.entries(record(value))) {
          // Keep where each property was written: the merged object no longer says.
          if (property !== null && typeof property === 'object' && !context.pointers.has(property)) {
            context.pointers.set(property, `${at}/properties/${escapeSegment(name)}`);
          }
          const before = properties[name];
          properties[name] = before === undefined || before === property ? property : { allOf: [before, property] };
        }
        result.properties = properties;
        return;
      }
      case 'required':
        result.required = [...new Set([...(Array.isArray(result.required) ? result.required : []), ...(Array.isArray(value) ? value : [])])];
        return;
      case 'type': {
        const before = typeList(result.type);
        const common = before.filter((type) => typeList(value).includes(type));
        result.type = before.length === 0 || common.length === 0 ? value : common;
        return;
      }
      case 'enum': {
        // Every member holds, so a value must be allowed by each: an enum narrowed by another member
        // (a named one's values, then a few of them) lists only the values both allow.
        if (!Array.isArray(result.enum) || !Array.isArray(value)) {
          result.enum = value;
          return;
        }
        const allowed = new Set(value.map((item) => JSON.stringify(item)));
        const common = result.enum.filter((item) => allowed.has(JSON.stringify(item)));
        result.enum = common.length > 0 ? common : value;
        return;
      }
      case 'description':
        result.description = value;
        descriptionPointer = `${at}/description`;
        return;
      default:
        result[key] = value;
    }
  };

  const absorb = (member: Record<string, unknown>, at: string): void => {
    const members = Array.isArray(member.allOf) ? member.allOf : [];
    members.forEach((child, index) => {
      if (child === null || typeof child !== 'object' || active.has(child)) return;
      const name = context.names.get(child);
      if (name !== undefined) mergedFrom.push(name);
      active.add(child);
      absorb(child as Record<string, unknown>, pointerOf(context, child, `${at}/allOf/${index}`));
      active.delete(child);
    });
    for (const [key, value] of Object.entries(member)) apply(key, value, at);
  };

  active.add(schema);
  absorb(schema, pointer);
  return { schema: result, mergedFrom, descriptionPointer };
}

function typeList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
