/**
 * Swagger 2.0 tools take a `$ref` that is a definition's name alone (`$ref: Pet`, as the OpenAPI
 * Initiative's own 2.0 petstore example writes) for `#/definitions/Pet`. In a 2.0 document (changed in
 * place), such a `$ref` becomes that pointer, so it is not taken for a file. A name no definition has is
 * left alone, to be read as a file as before.
 */
export function withDefinitionNames(document: unknown): void {
  const spec = document as { swagger?: unknown; definitions?: unknown } | null | undefined;
  if (spec === null || typeof spec !== 'object' || spec.swagger !== '2.0') return;
  const definitions = spec.definitions;
  if (definitions === null || typeof definitions !== 'object') return;
  const names = new Set(Object.keys(definitions));
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string' && names.has(record.$ref) && !record.$ref.includes('/') && !record.$ref.includes('#')) record.$ref = `#/definitions/${record.$ref}`;
    for (const [key, child] of Object.entries(record)) if (!key.startsWith('x-') && key !== 'example') visit(child);
  };
  visit(document);
}
