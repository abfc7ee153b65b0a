import type { z } from 'zod';
import { closest, excerpt, type Diagnostic } from '@laguna-docs/shared';
import type { FieldLocator } from './locateField.js';
import { schemaKeysAt } from './schemaKeys.js';

/** The parts of a zod issue we read; kept structural so the formatter does not depend on zod's internals. */
export interface ConfigIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  values?: unknown[];
}

/**
 * Turns schema issues into diagnostics that name the field, the value given and what is allowed; an
 * unknown field gets the one meant by a typo, among the fields `schema` allows at its place.
 */
export function formatIssues(issues: readonly ConfigIssue[], file: string, raw: unknown, schema: z.ZodType, at: FieldLocator = () => ({})): Diagnostic[] {
  // In the order of the file where their lines are known, those without a line after them.
  return issues.map((issue): Diagnostic => {
    const field = fieldName(issue.path) || '(root)';
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      const allowed = schemaKeysAt(schema, issue.path);
      const suggestions = issue.keys.map((key) => closest(key, allowed)).filter(Boolean);
      return {
        severity: 'error',
        code: 'config/unknown-field',
        message: `${issue.path.length ? `${field}: ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
        ...(suggestions.length ? { hint: `did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` } : {}),
        file,
        ...at([...issue.path, issue.keys[0]!]),
      };
    }
    const given = valueAt(raw, issue.path);
    const allowed = issue.values ? ` (allowed: ${issue.values.map((v) => JSON.stringify(v)).join(', ')})` : '';
    // At most an excerpt: a value may be long, and a message is no place for all of it.
    const shown = given === undefined ? 'missing' : `got ${excerpt(String(JSON.stringify(given)), 80)}`;
    return {
      severity: 'error',
      code: 'config/invalid',
      message: `${field}: ${lowerFirst(issue.message)}${allowed}; ${shown}`,
      file,
      ...at(issue.path),
    };
  }).sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0));
}

/** A field's path as the config writes it: `navbar[1].position`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : `${index > 0 ? '.' : ''}${String(step)}`)).join('');
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
