import { describe, expect, it } from 'vitest';
import { CachedAjv2020, CachedAjvDraft04 } from './parserAjv.js';

describe('the Ajv stand-ins given to the parser', () => {
  const schema = { type: 'object', required: ['openapi'], properties: { openapi: { type: 'string' } } };

  it('validate as Ajv does and keep the errors of the last call', () => {
    for (const Kind of [CachedAjvDraft04, CachedAjv2020]) {
      const ajv = new Kind({ allErrors: true, strict: false });
      expect(ajv.validate(schema, { openapi: '3.1.0' })).toBe(true);
      expect(ajv.errors).toBeNull();
      expect(ajv.validate(schema, { openapi: 3 })).toBe(false);
      expect(ajv.errors?.map((error) => [error.instancePath, error.keyword])).toEqual([['/openapi', 'type']]);
    }
  });

  it('share what they compiled between instances', () => {
    const first = new CachedAjv2020({ allErrors: true });
    const second = new CachedAjv2020({ allErrors: true });
    expect(first.validate(schema, {})).toBe(false);
    expect(second.validate(schema, { openapi: 'x' })).toBe(true);
    expect(first.errors?.[0]?.params).toEqual({ missingProperty: 'openapi' });
  });
});
