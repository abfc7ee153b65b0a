import { validate } from '@readme/openapi-parser';
import { withUsableExtensionRefs } from './checkRefs.js';
import { locateSchemaErrors } from './locateSchemaErrors.js';
import { operationProblems } from './operationChecks.js';
import { escapeSegment } from './pointer.js';
import type { SpecProblem } from './specDiagnostic.js';

/**
 * Validates a parsed spec with @readme/openapi-parser (on a copy: the parser rewrites what it is given)
 * and returns every problem with the JSON pointer of its place. An empty list means the spec is valid.
 */
export async function validateSpec(document: unknown): Promise<SpecProblem[]> {
  const version = specVersion(document);
  if (typeof version !== 'string') return [version];
  // A spec the parser cannot even read as an API description.
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // OpenAPI 3.1 (JSON Schema 2020-12) allows an array schema without `items`; 3.0 does not.
    const rules = version.startsWith('3.1') ? { openapi: { 'array-without-items': 'warning' as const } } : {};
    // References into other files are refused before this runs (`checkRefs`): skip the parser's search for them.
    result = await validate(withObjectSchemas(withUsableExtensionRefs(structuredClone(document))) as Parameters<typeof validate>[0], { resolve: { external: false }, validate: { rules } });
  } catch (error) {
    return [{ code: 'openapi/invalid', pointer: '', message: (error as Error).message }];
  }
  if (result.valid) return [];
  const problems: SpecProblem[] = [];
  let framed = false;
  for (const { message } of result.errors) {
    // Errors against the OpenAPI schema come with a code frame; they are located separately below.
    if (/\n\s*>\s*\d+ \|/.test(message)) framed = true;
    else problems.push({ code: 'openapi/invalid', pointer: pointerIn(message, document), message: message.replace(/`/g, '"') });
  }
  if (framed) {
    const located = locateSchemaErrors(document, version);
    if (located.length > 0) problems.push(...located);
    else problems.push(...result.errors.map(({ message }): SpecProblem => ({ code: 'openapi/invalid', pointer: '', message: message.split('\n')[0]! })));
    // The parser checks operations only once the schema holds: check them here, so they come in this run.
    problems.push(...operationProblems(document));
  }
  return problems;
}

/**
 * Checks the document against the OpenAPI schema of its version, and its operations (see
 * `operationProblems`), which works while references are still broken (the parser needs them whole): used
 * to report every kind of problem in one go.
 */
export function validateShape(document: unknown): SpecProblem[] {
  const version = specVersion(document);
  return typeof version === 'string' ? [...locateSchemaErrors(document, version), ...operationProblems(document)] : [version];
}

/** The spec's OpenAPI version, or the problem that it has none we can read. */
function specVersion(document: unknown): string | SpecProblem {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return { code: 'openapi/not-openapi', pointer: '', message: 'the spec must be a YAML or JSON object' };
  }
  const record = document as Record<string, unknown>;
  if (typeof record.swagger === 'string') {
    return { code: 'openapi/unsupported-version', pointer: '/swagger', message: `Swagger ${record.swagger} is not supported`, hint: 'write swagger: "2.0", or convert the description to OpenAPI 3.0 or 3.1' };
  }
  const version = record.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+/.test(version)) {
    return {
      code: 'openapi/unsupported-version',
      pointer: typeof version === 'string' ? '/openapi' : '',
      message: typeof version === 'string' ? `OpenAPI ${version} is not supported` : 'the spec has no "openapi" version',
      hint: 'write openapi: 3.1.0 (or a 3.0.x version)',
    };
  }
  return version;
}

/**
 * The parser names places like "`/paths/user/{id}/get`" with keys unescaped (a path or a media type
 * holds slashes of its own) or names a duplicated operationId; turn either into a JSON pointer.
 */
function pointerIn(message: string, document: unknown): string {
  const id = /`(\/(?:paths|components|webhooks)[^`]*)`/.exec(message)?.[1];
  if (id) return matchKeys(document, id);
  const operationId = /operationId `([^`]+)` is duplicated/.exec(message)?.[1];
  if (operationId === undefined) return '';
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const places = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([, operation]) => (operation as { operationId?: unknown } | null)?.operationId === operationId)
      .map(([method]) => `/paths/${escapeSegment(path)}/${method}/operationId`),
  );
  return places[1] ?? places[0] ?? '';
}

/**
 * Walks a place written as `/paths/user/{id}/get` through the document: at each step the longest key that
 * fits (a path key's own leading slash doubles as the separator).
 */
function matchKeys(document: unknown, written: string): string {
  let pointer = '';
  let node = document;
  let remaining = written;
  while (remaining.length > 1) {
    const keys = node !== null && typeof node === 'object' ? Object.keys(node) : [];
    const form = (key: string) => (key.startsWith('/') ? key : `/${key}`);
    const key =
      keys.filter((candidate) => remaining === form(candidate) || remaining.startsWith(`${form(candidate)}/`)).sort((a, b) => b.length - a.length)[0] ??
      remaining.slice(1).split('/')[0]!;
    pointer += `/${escapeSegment(key)}`;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    remaining = remaining.slice(form(key).length);
  }
  return pointer;
}

/**
 * The parser's own checks read every `schema` of a media type, parameter or header as an object and throw
 * on 3.1's boolean schemas (`schema: true`); on its copy, those become the object schemas that mean the same.
 */
function withObjectSchemas(value: unknown): unknown {
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const entries = Object.entries(node);
    for (const [key, child] of entries) {
      if (key === 'schema' && typeof child === 'boolean' && !Array.isArray(node)) (node as Record<string, unknown>)[key] = child ? {} : { not: {} };
      else visit(child);
    }
  };
  visit(value);
  return value;
}
