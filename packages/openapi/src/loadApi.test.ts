import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadApiText } from './loadApi.js';
import { parseSpecSource } from './parseSource.js';
import { validateSpec } from './validateSpec.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/nodes/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: { operationId: 'getNode', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    schemas: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } },
  },
};

describe('loadApi', () => {
  it('validates without touching the parsed document (the parser rewrites what it gets)', async () => {
    const source = parseSpecSource(stringify(document), 'spec.yaml');
    const before = structuredClone(source.document);
    expect(await validateSpec(source.document)).toEqual([]);
    expect(source.document).toEqual(before);
    expect(JSON.stringify(source.document)).toContain('"$ref":"#/components/schemas/Node"');
  });

  it('gives the same plain model every time, whatever the input format', async () => {
    const fromYaml = await loadApiText(stringify(document), 'spec.yaml');
    const again = await loadApiText(stringify(document), 'spec.yaml');
    const fromJson = await loadApiText(JSON.stringify(document, null, 2), 'spec.yaml');
    expect(again).toEqual(fromYaml);
    // Only the lines of texts differ between the two files.
    const withoutLines = (value: unknown) => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'line' ? undefined : item)));
    expect(withoutLines(fromJson)).toEqual(withoutLines(fromYaml));
    expect(fromYaml.operations[0]?.parameters[0]).toMatchObject({ name: 'id', pointer: '/components/parameters/Id' });
    expect(fromYaml.schemas.Node?.properties?.[0]?.schema).toEqual({ types: ['array'], nullable: false, items: { ref: 'Node' } });
  });
});
