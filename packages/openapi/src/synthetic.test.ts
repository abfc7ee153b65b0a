import { describe, expect, it } from 'vitest';
import { syntheticSpec } from '../test/syntheticSpec.js';
import { loadApiText } from './loadApi.js';
import { MAX_SCHEMA_DEPTH } from './schemaModel.js';

describe('the synthetic spec of 1,000 operations', async () => {
  const text = JSON.stringify(syntheticSpec(), null, 2);
  const api = await loadApiText(text, 'synthetic.json');

  it('loads, with every operation, tag and schema', () => {
    expect(api.operations).toHaveLength(1000);
    expect(new Set(api.operations.map((operation) => operation.slug)).size).toBe(1000);
    expect(api.tags).toHaveLength(20);
    expect(Object.keys(api.schemas)).toHaveLength(207);
  });

  it('keeps recursion as references and cuts the deep unnamed nesting', () => {
    const model = api.schemas.Model0!;
    expect(model.properties?.find((property) => property.name === 'children')?.schema).toEqual({ types: ['array'], nullable: false, items: { ref: 'Model0' } });
    expect(model.properties?.find((property) => property.name === 'partner')?.schema).toEqual({ ref: 'Model1' });
    let deep = model.properties?.find((property) => property.name === 'deep')?.schema;
    let levels = 0;
    while (deep && 'types' in deep && deep.properties) {
      deep = deep.properties.find((property) => property.name === 'next')?.schema;
      levels++;
    }
    expect(levels).toBe(MAX_SCHEMA_DEPTH);
    expect(deep).toMatchObject({ truncated: true });
  });

  it('is a model of bounded size: each named schema kept once, however often it is used', () => {
    const size = JSON.stringify(api).length;
    expect(size).toBeLessThan(text.length * 2);
  });
});
