import { describe, expect, it } from 'vitest';
import { MAX_SCHEMA_DEPTH } from './schemaModel.js';
import { loadSchemas } from './testSpec.js';

describe.each(['3.0.3', '3.1.0'] as const)('schemas in OpenAPI %s', (version) => {
  const v31 = version === '3.1.0';

  it('keeps objects with their properties in order, required flags and nested objects', async () => {
    const api = await loadSchemas(version, {
      Root: { type: 'object', required: ['b'], properties: { b: { type: 'string' }, a: { type: 'object', properties: { inner: { type: 'integer' } } } } },
    });
    const root = api.schemas.Root!;
    expect(root.types).toEqual(['object']);
    expect(root.properties?.map((property) => [property.name, property.required])).toEqual([['b', true], ['a', false]]);
    expect(root.properties?.[1]?.schema).toMatchObject({ types: ['object'], properties: [{ name: 'inner', schema: { types: ['integer'] } }] });
  });

  it('keeps arrays, enums, formats, defaults, examples and limits', async () => {
    const api = await loadSchemas(version, {
      Root: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', format: 'uuid', enum: ['a', 'b'], default: 'a', example: 'b', pattern: '^[ab]$', minLength: 1 },
      },
      Count: v31 ? { type: 'integer', exclusiveMinimum: 0, maximum: 10, examples: [3] } : { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 10, example: 3 },
    });
    expect(api.schemas.Root).toMatchObject({
      types: ['array'],
      constraints: { minItems: 1, uniqueItems: true },
      items: { types: ['string'], format: 'uuid', enum: ['a', 'b'], default: 'a', examples: ['b'], constraints: { pattern: '^[ab]$', minLength: 1 } },
    });
    // 3.0's boolean exclusiveMinimum becomes 3.1's numeric bound.
    expect(api.schemas.Count).toEqual({ types: ['integer'], nullable: false, examples: [3], constraints: { exclusiveMinimum: 0, maximum: 10 } });
  });

  it('reads nullable the way the version writes it', async () => {
    const api = await loadSchemas(version, {
      Name: v31 ? { type: ['string', 'null'] } : { type: 'string', nullable: true },
      Either: v31 ? { type: ['string', 'integer'] } : { oneOf: [{ type: 'string' }, { type: 'integer' }] },
      Nothing: v31 ? { type: 'null' } : { type: 'string', enum: [null], nullable: true },
    });
    expect(api.schemas.Name).toMatchObject({ types: ['string'], nullable: true });
    if (v31) {
      expect(api.schemas.Either).toMatchObject({ types: ['string', 'integer'], nullable: false });
      expect(api.schemas.Nothing).toMatchObject({ types: ['null'], nullable: false });
    } else {
      expect(api.schemas.Either?.oneOf).toEqual([{ types: ['string'], nullable: false }, { types: ['integer'], nullable: false }]);
    }
  });

  it('merges allOf into one object: properties and required of all members, own keywords first', async () => {
    const api = await loadSchemas(version, {
      Base: { type: 'object', description: 'Base text', required: ['id'], properties: { id: { type: 'string' }, shared: { type: 'string', description: 'from base' } } },
      Root: {
        description: 'A pet',
        allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['name'], properties: { name: { type: 'string' }, shared: { maxLength: 5 } } }],
      },
    });
    const root = api.schemas.Root!;
    expect(root.mergedFrom).toEqual(['Base']);
    expect(root.description?.markdown).toBe('A pet');
    expect(root.description?.pointer).toBe('/components/schemas/Root/description');
    expect(root.types).toEqual(['object']);
    expect(root.properties?.map((property) => `${property.name}${property.required ? '*' : ''}`)).toEqual(['id*', 'shared', 'name*']);
    // A property both members describe is the merge of both.
    expect(root.properties?.[1]?.schema).toMatchObject({ types: ['string'], constraints: { maxLength: 5 }, description: { markdown: 'from base', pointer: '/components/schemas/Base/properties/shared/description' } });
  });

  it('lists only the values an enum narrowed through allOf allows, whichever member comes first', async () => {
    const api = await loadSchemas(version, {
      Status: { type: 'string', enum: ['active', 'pending', 'banned', 'deleted'] },
      Live: { allOf: [{ $ref: '#/components/schemas/Status' }, { enum: ['active', 'pending'] }] },
      Gone: { allOf: [{ enum: ['deleted', 'banned', 'purged'] }, { $ref: '#/components/schemas/Status' }] },
    });
    expect(api.schemas.Live).toMatchObject({ types: ['string'], enum: ['active', 'pending'] });
    expect(api.schemas.Gone).toMatchObject({ types: ['string'], enum: ['deleted', 'banned'] });
  });

  it('keeps oneOf and anyOf as alternatives, with the discriminator as schema names', async () => {
    const api = await loadSchemas(version, {
      Cat: { type: 'object', properties: { kind: { type: 'string' } } },
      Dog: { type: 'object', properties: { kind: { type: 'string' } } },
      Root: {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } },
      },
      Loose: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'kind' } },
    });
    expect(api.schemas.Root).toMatchObject({
      types: [],
      oneOf: [{ ref: 'Cat' }, { ref: 'Dog' }],
      discriminator: { propertyName: 'kind', mapping: [{ value: 'cat', ref: 'Cat' }, { value: 'dog', ref: 'Dog' }] },
    });
    expect(api.schemas.Loose).toMatchObject({ anyOf: [{ types: ['string'] }, { ref: 'Cat' }], discriminator: { mapping: [{ value: 'Cat', ref: 'Cat' }] } });
  });

  it('keeps additionalProperties, readOnly, writeOnly and deprecated', async () => {
    const api = await loadSchemas(version, {
      Closed: { type: 'object', additionalProperties: false, properties: { id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true } } },
      Map: { type: 'object', additionalProperties: { type: 'integer' } },
      Open: { type: 'object', additionalProperties: {}, deprecated: true },
    });
    expect(api.schemas.Closed).toMatchObject({ additionalProperties: false, properties: [{ schema: { readOnly: true } }, { schema: { writeOnly: true } }] });
    expect(api.schemas.Map?.additionalProperties).toEqual({ types: ['integer'], nullable: false });
    expect(api.schemas.Open).toMatchObject({ additionalProperties: true, deprecated: true });
  });

  it('turns a recursive schema into a reference to its name instead of expanding it', async () => {
    const api = await loadSchemas(version, {
      Root: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Root' } }, parent: { $ref: '#/components/schemas/Other' } } },
      Other: { type: 'object', properties: { back: { $ref: '#/components/schemas/Root' } } },
    });
    expect(api.schemas.Root?.properties?.[1]?.schema).toEqual({ types: ['array'], nullable: false, items: { ref: 'Root' } });
    expect(api.schemas.Other?.properties?.[0]?.schema).toEqual({ ref: 'Root' });
    // Plain data: the model survives a JSON round trip unchanged.
    expect(JSON.parse(JSON.stringify(api))).toEqual(api);
  });

  it('stops unnamed nesting at the depth limit', async () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < MAX_SCHEMA_DEPTH + 5; i++) deep = { type: 'object', properties: { next: deep } };
    const api = await loadSchemas(version, { Root: deep });
    let node = api.schemas.Root!;
    let depth = 0;
    while (node.properties?.[0]) {
      node = node.properties[0].schema as typeof node;
      depth++;
    }
    expect(depth).toBe(MAX_SCHEMA_DEPTH + 1);
    expect(node.truncated).toBe(true);
  });
});

describe('3.1 only', () => {
  it('keeps const, examples arrays, prefixItems and content keywords', async () => {
    const api = await loadSchemas('3.1.0', {
      Root: { type: 'array', prefixItems: [{ const: 'x' }, { type: 'number' }] },
      File: { type: 'string', contentMediaType: 'application/x-bittorrent', contentEncoding: 'base64', examples: ['a', 'b'] },
      Zero: { const: null },
    });
    expect(api.schemas.Root?.prefixItems).toEqual([{ types: [], nullable: false, const: 'x' }, { types: ['number'], nullable: false }]);
    expect(api.schemas.File).toMatchObject({ contentMediaType: 'application/x-bittorrent', contentEncoding: 'base64', examples: ['a', 'b'] });
    expect('const' in api.schemas.Zero!).toBe(true);
    expect(api.schemas.Zero?.const).toBeNull();
  });

  it('marks a cycle through unnamed schemas as circular', async () => {
    const api = await loadSchemas('3.1.0', {
      Root: { type: 'object', properties: { tree: { type: 'object', properties: { again: { $ref: '#/components/schemas/Root/properties/tree' } } } } },
    });
    const tree = api.schemas.Root?.properties?.[0]?.schema;
    expect(tree).toMatchObject({ types: ['object'], properties: [{ name: 'again', schema: { circular: '/components/schemas/Root/properties/tree' } }] });
  });
});
