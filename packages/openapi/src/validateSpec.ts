import { validate } from '@readme/openapi-parser';
import { locateSchemaErrors } from './locateSchemaErrors.js';
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
    result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
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
    else problems.push(...result.errors.map(({ message }) => ({ code: 'openapi/invalid', pointer: '', message: message.split('\n')[0]! })));
  }
  return problems;
}

/** The spec's OpenAPI version, or the problem that it has none we can read. */
function specVersion(document: unknown): string | SpecProblem {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    return { code: 'openapi/not-openapi', pointer: '', message: 'the spec must be a YAML or JSON object' };
  }
  const record = document as Record<string, unknown>;
  if (typeof record.swagger === 'string') {
    return { code: 'openapi/unsupported-version', pointer: '/swagger', message: `Swagger ${record.swagger} is not supported`, hint: 'convert the description to OpenAPI 3.0 or 3.1' };
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
 * The parser names places like "`/paths/user/{id}/get`" (path keys unescaped) or names a duplicated
 * operationId; turn either into a JSON pointer of the document.
 */
function pointerIn(message: string, document: unknown): string {
  const record = document as { paths?: Record<string, Record<string, unknown>> };
  const id = /`(\/(?:paths|components|webhooks)[^`]*)`/.exec(message)?.[1];
  if (id?.startsWith('/paths/')) {
    const rest = id.slice('/paths'.length);
    const key = Object.keys(record.paths ?? {})
      .filter((candidate) => rest === candidate || rest.startsWith(`${candidate}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (key !== undefined) return `/paths/${escapeSegment(key)}${rest.slice(key.length)}`;
  }
  if (id) return id;
  const operationId = /operationId `([^`]+)` is duplicated/.exec(message)?.[1];
  if (operationId !== undefined) {
    const places = Object.entries(record.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([, operation]) => (operation as { operationId?: unknown } | null)?.operationId === operationId)
        .map(([method]) => `/paths/${escapeSegment(path)}/${method}/operationId`),
    );
    return places[1] ?? places[0] ?? '';
  }
  return '';
}
