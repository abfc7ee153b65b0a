import { describe, expect, it } from 'vitest';
import type { ApiSchemaObject } from '@laguna-docs/shared';
import { EXAMPLE_BUDGET, EXAMPLE_FULL_OBJECT_LEVELS, exampleFor } from './examples.js';

const s = (schema: Partial<ApiSchemaObject>): ApiSchemaObject => ({ types: [], nullable: false, ...schema });

describe('exampleFor', () => {
  it('prefers the schema’s own example, const, default and first enum value', () => {
    expect(exampleFor(s({ types: ['string'], examples: ['own'], default: 'd' }), {}, 'response')).toBe('own');
    expect(exampleFor(s({ const: null }), {}, 'response')).toBeNull();
    expect(exampleFor(s({ types: ['integer'], default: 7 }), {}, 'response')).toBe(7);
    expect(exampleFor(s({ types: ['string'], enum: ['b', 'a'] }), {}, 'response')).toBe('b');
  });

  it('builds values from types, formats and limits', () => {
    expect(exampleFor(s({ types: ['string'], format: 'date-time' }), {}, 'response')).toBe('2024-05-01T12:00:00Z');
    expect(exampleFor(s({ types: ['string'], format: 'uuid' }), {}, 'response')).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(exampleFor(s({ types: ['string'], constraints: { minLength: 9 } }), {}, 'response')).toBe('stringxxx');
    expect(exampleFor(s({ types: ['integer'], constraints: { minimum: 5 } }), {}, 'response')).toBe(5);
    expect(exampleFor(s({ types: ['integer'], constraints: { exclusiveMinimum: 5 } }), {}, 'response')).toBe(6);
    expect(exampleFor(s({ types: ['number'] }), {}, 'response')).toBe(0.5);
    expect(exampleFor(s({ types: ['boolean'] }), {}, 'response')).toBe(true);
    expect(exampleFor(s({ types: ['string'], contentMediaType: 'image/png' }), {}, 'request')).toBe('<binary>');
    expect(exampleFor(s({ types: ['string'], contentEncoding: 'binary' }), {}, 'request')).toBe('<binary>');
  });

  it('takes no value from an int64 bound a JavaScript number cannot hold exactly', () => {
    const int64 = { minimum: -9223372036854775808, maximum: 9223372036854775807 };
    expect(exampleFor(s({ types: ['integer'], format: 'int64', constraints: int64 }), {}, 'response')).toBe(0);
    expect(exampleFor(s({ types: ['integer'], format: 'int64', constraints: { ...int64, minimum: 1 } }), {}, 'response')).toBe(1);
  });

  it('leaves read-only properties out of requests and write-only ones out of responses', () => {
    const user = s({
      types: ['object'],
      properties: [
        { name: 'id', required: true, schema: s({ types: ['integer'], readOnly: true }) },
        { name: 'password', required: true, schema: s({ types: ['string'], writeOnly: true }) },
        { name: 'name', required: false, schema: s({ types: ['string'] }) },
      ],
    });
    expect(exampleFor(user, {}, 'request')).toEqual({ password: 'string', name: 'string' });
    expect(exampleFor(user, {}, 'response')).toEqual({ id: 0, name: 'string' });
  });

  it('follows named schemas, arrays, alternatives and maps, and stops at a cycle', () => {
    const schemas = {
      Node: s({ types: ['object'], properties: [{ name: 'value', required: true, schema: s({ types: ['integer'] }) }, { name: 'children', required: false, schema: s({ types: ['array'], items: { ref: 'Node' } }) }] }),
    };
    expect(exampleFor({ ref: 'Node' }, schemas, 'response')).toEqual({ value: 0, children: [] });
    expect(exampleFor(s({ oneOf: [s({ types: ['string'] }), s({ types: ['integer'] })] }), {}, 'response')).toBe('string');
    expect(exampleFor(s({ types: ['object'], additionalProperties: s({ types: ['integer'] }) }), {}, 'response')).toEqual({ key: 0 });
    expect(exampleFor(s({ types: ['string'], nullable: true }), {}, 'response')).toBe('string');
    expect(exampleFor(s({}), {}, 'response')).toBeUndefined();
  });

  it('keeps only the required properties of objects nested deeper than the first levels', () => {
    const level = (name: string, inner?: ApiSchemaObject) =>
      s({
        types: ['object'],
        properties: [
          { name: 'id', required: true, schema: s({ types: ['string'], examples: [name] }) },
          { name: 'note', required: false, schema: s({ types: ['string'] }) },
          ...(inner ? [{ name: 'inner', required: false, schema: inner }, { name: 'list', required: true, schema: s({ types: ['array'], items: inner }) }] : []),
        ],
      });
    const deep = level('a', level('b', level('c', level('d'))));
    expect(EXAMPLE_FULL_OBJECT_LEVELS).toBe(2);
    expect(exampleFor(deep, {}, 'response')).toEqual({
      id: 'a',
      note: 'string',
      inner: { id: 'b', note: 'string', inner: { id: 'c', list: [{ id: 'd' }] }, list: [{ id: 'c', list: [{ id: 'd' }] }] },
      list: [{ id: 'b', note: 'string', inner: { id: 'c', list: [{ id: 'd' }] }, list: [{ id: 'c', list: [{ id: 'd' }] }] }],
    });
  });

  it('stays within its budget for a wide recursive schema', () => {
    const wide = s({ types: ['object'], properties: Array.from({ length: 20 }, (_, i) => ({ name: `p${i}`, required: true, schema: { ref: i % 2 ? 'A' : 'B' } })) });
    const example = exampleFor(wide, { A: wide, B: wide }, 'response');
    const count = (value: unknown): number => (value && typeof value === 'object' ? 1 + Object.values(value).reduce((sum: number, child) => sum + count(child), 0) : 1);
    expect(count(example)).toBeLessThanOrEqual(EXAMPLE_BUDGET + 1);
  });
});
