import { childSchemas, type ApiModel, type ApiOperation, type ApiSchema, type ApiSchemaObject, type ApiText } from '@laguna-docs/shared';

/** Every schema an operation shows directly: parameters, request bodies, response headers and bodies, its callbacks' too. */
export function operationSchemas(operation: Omit<ApiOperation, 'slug'>): ApiSchema[] {
  return [
    ...operation.parameters.flatMap((parameter) => (parameter.schema ? [parameter.schema] : [])),
    ...(operation.requestBody?.content ?? []).flatMap((media) => (media.schema ? [media.schema] : [])),
    ...operation.responses.flatMap((response) => [
      ...response.headers.flatMap((header) => (header.schema ? [header.schema] : [])),
      ...response.content.flatMap((media) => (media.schema ? [media.schema] : [])),
    ]),
    ...(operation.callbacks ?? []).flatMap((callback) => operationSchemas(callback.operation)),
  ];
}

/**
 * The named schemas reachable from `roots`, each once, in order of first use. With `pages` (the schemas
 * that have pages of their own), only those a page describes: the ones reached without passing through
 * a schema that has a page, other than a root itself.
 */
export function schemaClosure(roots: readonly ApiSchema[], schemas: ApiModel['schemas'], pages?: Readonly<Record<string, string>>): Record<string, ApiSchemaObject> {
  const found: Record<string, ApiSchemaObject> = {};
  const pending = [...roots];
  // A queue read by index: `shift()` would make wide schemas quadratic.
  for (let index = 0; index < pending.length; index++) {
    const schema = pending[index]!;
    if ('ref' in schema) {
      const named = schemas[schema.ref];
      if (named && !(schema.ref in found) && (index < roots.length || pages?.[schema.ref] === undefined)) {
        found[schema.ref] = named;
        pending.push(named);
      }
      continue;
    }
    pending.push(...childSchemas(schema));
  }
  return found;
}

/** Every spec text inside the given schemas (unnamed parts only; named ones are walked from the closure). */
export function schemaTexts(roots: readonly ApiSchema[]): ApiText[] {
  const texts: ApiText[] = [];
  const pending = [...roots];
  for (let index = 0; index < pending.length; index++) {
    const schema = pending[index]!;
    if ('ref' in schema) continue;
    if (schema.description) texts.push(schema.description);
    pending.push(...childSchemas(schema));
  }
  return texts;
}
