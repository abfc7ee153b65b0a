import { describe, expect, it } from 'vitest';
import { buildReference } from './api/testReference.js';

// A description that links to a parameter of its own page, as vendors write it.
const spec = `openapi: 3.0.3
info: { title: Anchors, version: '1' }
paths:
  /pods:
    get:
      operationId: listPods
      description: Ask for less with [fields](#parameter-fields).
      parameters:
        - { name: fields, in: query, schema: { type: string } }
        - { name: fields, in: header, schema: { type: string } }
      responses:
        '200':
          description: The pods.
          headers:
            X-Rate-Limit: { description: Requests left., schema: { type: integer } }
          content:
            application/json: { schema: { $ref: '#/components/schemas/Pod' } }
components:
  schemas:
    Pod:
      type: object
      properties: { metadata: { type: object, properties: { name: { type: string } } }, spec: { type: string } }
`;

describe('anchors on an operation page', () => {
  it('give every parameter, response header and property of a named schema a stable id that links and the link check know', async () => {
    const { pages } = await buildReference(spec, 'en');
    const page = pages.find((entry) => entry.page.route === '/api/list-pods')!;
    for (const id of ['parameter-fields', 'parameter-header-fields', 'response-200-header-X-Rate-Limit', 'schema-Pod-metadata', 'schema-Pod-spec']) {
      expect(page.html).toContain(`id="${id}"`);
      expect(page.headingIds).toContain(id);
    }
    expect(page.html).toContain('href="#parameter-fields"');
  });
});

describe('anchors on a schema page', () => {
  it("give the schema's properties their ids", async () => {
    const { pages } = await buildReference(spec, 'en', undefined, true);
    const page = pages.find((entry) => entry.page.route === '/api/schemas/pod')!;
    expect(page.html).toContain('id="schema-Pod-metadata"');
    expect(page.headingIds).toContain('schema-Pod-metadata');
  });
});
