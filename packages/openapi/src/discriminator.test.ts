import { describe, expect, it } from 'vitest';
import { loadSchemas } from './testSpec.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('discriminators', () => {
  it('list the subtypes of a base schema that schemas extend through allOf, by the mapping', async () => {
    const api = await loadSchemas('3.0.3', {
      Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' }, name: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } } },
      Cat: { allOf: [ref('Pet'), { type: 'object', properties: { indoor: { type: 'boolean' } } }] },
      Dog: { allOf: [ref('Pet'), { type: 'object', properties: { barks: { type: 'boolean' } } }] },
    });
    expect(api.schemas.Pet?.discriminator).toEqual({ propertyName: 'petType', mapping: [{ value: 'cat', ref: 'Cat' }, { value: 'dog', ref: 'Dog' }] });
    // A subtype shows its base's properties but is no base itself.
    expect(api.schemas.Cat?.discriminator).toBeUndefined();
    expect(api.schemas.Cat?.properties?.map((property) => property.name)).toEqual(['petType', 'name', 'indoor']);
  });

  it('find the subtypes without a mapping, named by the value each pins the property to, else by their name', async () => {
    const api = await loadSchemas('3.1.0', {
      Event: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } },
      Created: { allOf: [ref('Event'), { properties: { kind: { const: 'created' } } }] },
      Deleted: { allOf: [ref('Event'), { properties: { kind: { enum: ['deleted'] } } }] },
      Moved: { allOf: [ref('Event')] },
      Unrelated: { type: 'object' },
    });
    expect(api.schemas.Event?.discriminator?.mapping).toEqual([
      { value: 'created', ref: 'Created' },
      { value: 'deleted', ref: 'Deleted' },
      { value: 'Moved', ref: 'Moved' },
    ]);
  });

  it('map the alternatives of a oneOf without a mapping by the enum or const value they pin, not by schema names', async () => {
    const api = await loadSchemas('3.0.3', {
      Root: { oneOf: [ref('Card'), ref('BankAccount'), ref('Other')], discriminator: { propertyName: 'object' } },
      Card: { type: 'object', properties: { object: { type: 'string', enum: ['card'] } } },
      BankAccount: { allOf: [{ type: 'object', properties: { object: { type: 'string', enum: ['bank_account'] } } }] },
      Other: { type: 'object', properties: { object: { type: 'string', enum: ['a', 'b'] } } },
    });
    expect(api.schemas.Root?.discriminator?.mapping).toEqual([
      { value: 'card', ref: 'Card' },
      { value: 'bank_account', ref: 'BankAccount' },
      { value: 'Other', ref: 'Other' },
    ]);
  });
});
