import { describe, expect, it } from 'vitest';
import { buildReference } from './api/testReference.js';
import { searchDocument } from './searchIndex.js';

// A named schema that refers to itself and to another, deeper one, answered by three status codes.
const spec = `openapi: 3.1.0
info: { title: Nodes, version: '1' }
paths:
  /nodes/{id}:
    get:
      operationId: getNode
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        '200': { description: Found., content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
        '201': { description: Made., content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
        '202': { description: Taken., content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
components:
  schemas:
    Node:
      type: object
      description: A node of the tree, told once.
      properties:
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
        spec: { $ref: '#/components/schemas/Spec' }
    Spec:
      type: object
      properties:
        deepField: { type: string, description: Written deep down. }
`;

describe('the search documents of an API reference with schema pages', () => {
  it("hold a named schema's text once, on its own page; operations name it", async () => {
    const { pages } = await buildReference(spec, 'en', undefined, true);
    const text = (route: string) => JSON.stringify(searchDocument(pages.find((entry) => entry.page.route === route)!));
    const operation = text('/api/get-node');
    expect(operation).toContain('Node');
    expect(operation).not.toContain('told once');
    expect(operation).not.toContain('deepField');
    expect(text('/api/schemas/node')).toContain('told once');
    expect(text('/api/schemas/node')).not.toContain('Written deep down');
    expect(text('/api/schemas/spec')).toContain('Written deep down');
  });
});
