import { describe, expect, it } from 'vitest';
import { buildReference } from './api/testReference.js';

// A payment API's shape: one payment method of 58, each a named schema of its own with a dozen
// properties and a nested object, named by the request body and by two responses of a few operations.
const ways = Array.from({ length: 58 }, (_, i) => `Method${String(i + 1).padStart(2, '0')}`);
const properties = (way: string) =>
  Array.from({ length: 12 }, (_, i) => `            field${i}: { type: string, description: 'The ${way} field ${i} written out in a sentence or two as vendors do.' }`).join('\n');
const spec = `openapi: 3.0.3
info: { title: Payments, version: '1' }
servers: [{ url: 'https://pay.example' }]
paths:
${['charges', 'refunds', 'mandates'].map((name) => `  /${name}:
    post:
      operationId: create-${name}
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/PaymentMethod' }
      responses:
        '200':
          description: Done.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/PaymentMethod' }
        '402':
          description: Declined.
          content:
            application/json:
              schema:
                type: object
                properties:
                  method: { $ref: '#/components/schemas/PaymentMethod' }`).join('\n')}
components:
  schemas:
    PaymentMethod:
      oneOf:
${ways.map((way) => `        - $ref: '#/components/schemas/${way}'`).join('\n')}
${ways
  .map(
    (way) => `    ${way}:
      type: object
      description: Pay with ${way}.
      properties:
${properties(way).replace(/^ {4}/gm, '')}
        billing:
          type: object
          properties: { line1: { type: string }, city: { type: string }, country: { type: string } }`,
  )
  .join('\n')}
`;

describe('a 58-way oneOf', async () => {
  const { pages } = await buildReference(spec, 'en');
  const operation = pages.find((entry) => entry.page.route === '/api/create-charges')!;

  it('is a chooser whose named alternatives link to pages of their own, so the operation page stays small', () => {
    // One line each, a link to its page; described once on the page (the body), linked from the responses.
    const choices = operation.html.match(/<li class="api-choice-page"><a class="api-type-name" href="\/site\/api\/schemas\/method\d\d">Method\d\d<\/a><\/li>/g) ?? [];
    expect(choices).toHaveLength(58);
    expect(operation.html).not.toContain('The Method58 field 3');
    // Bounded by the number of alternatives, not by what each holds: about 200 bytes a line.
    expect(operation.html.length).toBeLessThan(40_000);
    // The request samples sit beside the request, before the responses.
    expect(operation.html.indexOf('id="request-samples"')).toBeGreaterThan(operation.html.indexOf('id="request-body"'));
    expect(operation.html.indexOf('id="request-samples"')).toBeLessThan(operation.html.indexOf('id="responses"'));
  });

  it('describes each alternative once, on its page', () => {
    const page = pages.find((entry) => entry.page.route === '/api/schemas/method58');
    expect(page?.html).toContain('The Method58 field 3');
    // Only the alternatives of a large union get pages in a reference this small.
    expect(pages.filter((entry) => entry.page.route.startsWith('/api/schemas/')).map((entry) => entry.page.route)).toHaveLength(58);
  });
});
