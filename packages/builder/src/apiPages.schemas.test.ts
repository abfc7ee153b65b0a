import { describe, expect, it } from 'vitest';
import { buildReference } from './api/testReference.js';

const spec = `openapi: 3.1.0
info: { title: Shapes, version: '1' }
servers: [{ url: 'https://shapes.example' }]
paths:
  /pets:
    post:
      operationId: addPet
      parameters:
        - name: filter
          in: query
          content:
            application/json:
              schema: { type: object, properties: { color: { type: string } } }
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
            examples:
              cat: { summary: A cat, value: { petType: cat, indoor: true } }
              dog: { summary: A dog, value: { petType: dog, barks: true } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Report' }
components:
  schemas:
    Pet:
      type: object
      required: [petType]
      properties: { petType: { type: string } }
      discriminator: { propertyName: petType, mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } }
    Cat:
      allOf: [{ $ref: '#/components/schemas/Pet' }, { type: object, properties: { indoor: { type: boolean } } }]
    Dog:
      allOf: [{ $ref: '#/components/schemas/Pet' }, { type: object, properties: { barks: { type: boolean } } }]
    Id:
      type: string
      format: uuid
    Report:
      type: object
      properties:
        six:
          oneOf: [{ type: string }, { type: integer }, { type: boolean }, { type: array, items: { type: string } }, { $ref: '#/components/schemas/Id' }, { type: 'null' }]
        text:
          anyOf: [{ type: string }, { type: string, enum: [auto] }]
        old:
          anyOf: [{ type: string }, { type: 'null' }]
          deprecated: true
        kind: { const: circle }
        labels:
          type: object
          patternProperties: { '^x-': { type: string } }
        point:
          type: array
          prefixItems: [{ type: number }, { type: number }]
        rule:
          if: { properties: { kind: { const: a } } }
          then: { required: [a] }
          else: { required: [b] }
        owner: { $ref: '#/components/schemas/Id' }
        photo: { type: string, contentEncoding: binary }
        method:
          oneOf: [${Array.from({ length: 12 }, (_, i) => `{ type: object, title: Way${i + 1}, properties: { way${i + 1}: { type: string } } }`).join(', ')}]
`;

describe('schemas on an operation page', async () => {
  const html = (await buildReference(spec, 'en')).pages.find((entry) => entry.page.route === '/api/add-pet')!.html;
  const property = (name: string) => {
    const start = html.indexOf(`<code class="api-property-name">${name}</code>`);
    expect(start).toBeGreaterThan(0);
    return html.slice(start, html.indexOf('</li>', start));
  };

  it('list the subtypes of a discriminated base schema with their values', () => {
    expect(html).toContain('<div class="api-discriminator"><p>Subtypes, told apart by the <code>petType</code> property:</p></div>');
    expect(html).toMatch(/<code class="api-property-name">&quot;cat&quot;<\/code><span class="api-property-type"><a class="api-type-name" href="#schema-Cat">Cat<\/a><\/span>/);
    expect(html).toContain('id="schema-Dog"');
  });

  it('show every alternative of a long union, the last ones folded under a count', () => {
    const six = property('six');
    expect(six).toContain('<details class="api-type-more"><summary>+3 more</summary>');
    for (const type of ['string', 'integer', 'boolean', 'null']) expect(six).toContain(`<span class="api-type">${type}</span>`);
    expect(six).toContain('<span class="api-type-name">Id</span>');
  });

  it('read a string or a string enum as one string, and keep deprecated beside "x or null"', () => {
    expect(property('text')).toMatch(/<span class="api-property-type"><span class="api-type">string<\/span><\/span>/);
    expect(property('old')).toContain('<span class="api-badge">nullable</span><span class="api-badge api-badge-deprecated">deprecated</span>');
  });

  it('separate a named schema from its type, and show a const as its value', () => {
    expect(property('owner')).toContain('<span class="api-type">string</span><span class="api-format"> (uuid)</span><span class="api-type-sep"> · </span><span class="api-type-name">Id</span>');
    expect(property('kind')).toContain('<span class="api-type">string</span><span class="api-const"> = &quot;circle&quot;</span>');
  });

  it('show a long union as a chooser: one line per alternative, one open at a time (a group of details), the first open', () => {
    const method = html.slice(html.indexOf('<code class="api-property-name">method</code>'));
    const choices = [...method.matchAll(/<details class="api-choice" name="(choice-[a-z0-9]+)"( open="")?><summary>(Way\d+)<\/summary>/g)];
    expect(choices.map((match) => match[3])).toEqual(Array.from({ length: 12 }, (_, i) => `Way${i + 1}`));
    expect(new Set(choices.map((match) => match[1])).size).toBe(1);
    expect(choices.map((match) => match[2] !== undefined)).toEqual([true, ...Array.from({ length: 11 }, () => false)]);
    // Every alternative is in the markup, so it reads without JavaScript.
    expect(method).toContain('<code class="api-property-name">way12</code>');
  });

  it('show a 3.1 contentEncoding as a 3.0 format would be', () => {
    expect(property('photo')).toContain('<span class="api-type">string</span><span class="api-format"> (binary)</span>');
  });

  it('describe pattern properties, tuples and if/then/else instead of a bare type', () => {
    expect(property('labels')).toContain('<summary>1 property pattern</summary>');
    expect(property('labels')).toContain('Names matching <code>^x-</code>');
    expect(property('point')).toContain('<span class="api-type">array [</span><span class="api-type">number</span><span class="api-type">, </span><span class="api-type">number</span><span class="api-type">]</span>');
    expect(property('point')).toContain('<summary>2 items</summary>');
    const rule = html.slice(html.indexOf('<code class="api-property-name">rule</code>'), html.indexOf('<code class="api-property-name">owner</code>'));
    expect(rule).toContain('<summary>Conditions</summary>');
    expect(rule).toContain('If the value matches');
    expect(rule).toContain('otherwise it must match');
    // A condition's required properties are named, though it does not describe them.
    expect(rule).toMatch(/<code class="api-property-name">b<\/code><span class="api-property-type"><span class="api-type">any<\/span><\/span><span class="api-badge api-badge-required">required<\/span>/);
  });

  it('show a parameter described by content with its media type and what it holds', () => {
    const start = html.indexOf('<code class="api-property-name">filter</code>');
    const row = html.slice(start, html.indexOf('</tr>', start));
    expect(row).toContain('<code class="api-media-type-inline">application/json</code>');
    expect(row).toContain('<code class="api-property-name">color</code>');
  });

  it('show several named examples as tabs, the first one chosen, and the samples as tabs', () => {
    expect(html).toMatch(/<input type="radio" class="api-tab-input" name="([^"]+)" id="\1-0" checked=""\/><label class="api-tab" for="\1-0">A cat<\/label><div class="api-tab-panel">/);
    expect(html).toMatch(/<input type="radio" class="api-tab-input" name="([^"]+)" id="\1-1"\/><label class="api-tab" for="\1-1">A dog<\/label>/);
    expect(html.match(/<label class="api-tab"[^>]*>(curl|JavaScript|Python|Go|Java|PHP|Ruby|C#)<\/label>/g)).toHaveLength(8);
    expect(html).not.toContain('code-block-title');
  });
});
