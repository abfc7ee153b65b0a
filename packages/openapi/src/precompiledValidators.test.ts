import { createRequire } from 'node:module';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARSER_AJV_OPTIONS, parserSchemas, precompiledValidators, schemaFingerprint } from '../scripts/precompiledValidators.mjs';
import { CachedAjv2020, registerPrecompiledValidator, type PrecompiledValidator } from './parserAjv.js';

const require = createRequire(import.meta.url);

/** A validator from its standalone code, run the way the compiled package runs it. */
function load(code: string): PrecompiledValidator {
  const module = { exports: {} as PrecompiledValidator };
  new Function('module', 'require', code)(module, require);
  return module.exports;
}

const spec31 = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } } } } },
};
const spec30 = { ...spec31, openapi: '3.0.3' };
const broken = (spec: typeof spec31) => ({ ...spec, info: { title: 1 }, paths: { '/a': { get: { responses: { '200': { descriptio: 'ok' } } } } } });

describe('validators made ahead of time for the OpenAPI schemas', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made for the very schemas the parser validates with', async () => {
    const seen: object[] = [];
    for (const Kind of [Ajv2020, AjvDraft04]) {
      const original = Kind.prototype.validate;
      vi.spyOn(Kind.prototype, 'validate').mockImplementation(function (this: InstanceType<typeof Kind>, schema, data) {
        if (typeof schema === 'object') seen.push(schema);
        return original.call(this, schema, data);
      });
    }
    await validate(structuredClone(spec31) as Parameters<typeof validate>[0]);
    await validate(structuredClone(spec30) as Parameters<typeof validate>[0]);
    expect(seen).toHaveLength(2);
    expect(seen.map(schemaFingerprint).sort()).toEqual(parserSchemas().map(({ schema }) => schemaFingerprint(schema)).sort());
  });

  it('give Ajv’s own answer and errors, for valid and invalid descriptions', () => {
    const classes = { 'draft-04': AjvDraft04, '2020-12': Ajv2020 };
    const schemas = parserSchemas();
    for (const { kind, options, fingerprint, code } of precompiledValidators()) {
      expect(options).toBe(JSON.stringify(PARSER_AJV_OPTIONS));
      const schema = schemas.find((entry) => schemaFingerprint(entry.schema) === fingerprint)!.schema;
      const compiled = new classes[kind](PARSER_AJV_OPTIONS).compile(schema);
      const made = load(code);
      const spec = kind === '2020-12' ? spec31 : spec30;
      for (const data of [spec, broken(spec)]) {
        expect(made(data)).toBe(compiled(data));
        expect(made.errors).toEqual(compiled.errors);
      }
      expect(made.errors?.length).toBeGreaterThan(0);
    }
  });

  it('stand in for compiling when the schema and the options match, and only then', () => {
    const schema = { type: 'object', required: ['openapi'] };
    const calls: unknown[] = [];
    const stand: PrecompiledValidator = Object.assign((data: unknown) => {
      calls.push(data);
      return true;
    }, { errors: null });
    registerPrecompiledValidator('2020-12', JSON.stringify({ allErrors: true }), schemaFingerprint(schema), () => stand);
    // Matching: the registered validator answers (it accepts anything, unlike the schema).
    expect(new CachedAjv2020({ allErrors: true }).validate({ ...schema }, {})).toBe(true);
    expect(calls).toEqual([{}]);
    // Other options, or another schema: compiled as before.
    expect(new CachedAjv2020({ allErrors: false }).validate(schema, {})).toBe(false);
    expect(new CachedAjv2020({ allErrors: true }).validate({ ...schema, required: ['info'] }, {})).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
