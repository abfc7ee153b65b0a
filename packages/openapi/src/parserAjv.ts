import { createHash } from 'node:crypto';
import AjvDraft04 from 'ajv-draft-04';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchema, ErrorObject, Options } from 'ajv';

// @readme/openapi-parser makes a new Ajv for every `validate` call and has it compile the whole OpenAPI
// schema again: about 240 ms of a 290 ms validation. The compiled packages (`scripts/build-packages.mjs`)
// hand the parser these classes in place of Ajv's: the same validation, but each schema is compiled once
// per process by one shared Ajv per kind and set of options. The parser only constructs them, calls
// `validate(schema, data)` and reads `errors`, which is all they offer.
// The compiled package also carries validators for the schemas the parser uses, written as code when it is
// compiled (`scripts/precompiledValidators.mjs`); those are not generated at run time at all.

type AjvClass = typeof AjvDraft04 | typeof Ajv2020;

const shared = new Map<AjvClass, Map<string, InstanceType<AjvClass>>>();

function sharedAjv(kind: AjvClass, options: Options): InstanceType<AjvClass> {
  const byOptions = shared.get(kind) ?? new Map<string, InstanceType<AjvClass>>();
  shared.set(kind, byOptions);
  const key = JSON.stringify(options);
  let ajv = byOptions.get(key);
  if (!ajv) {
    ajv = new kind(options);
    byOptions.set(key, ajv);
  }
  return ajv;
}

/** A validator as Ajv's standalone code exports it. */
export type PrecompiledValidator = ((data: unknown) => boolean | Promise<unknown>) & { errors?: ErrorObject[] | null };

/** Which Ajv a validator was made with: `ajv-draft-04` or Ajv's 2020-12 class. */
export type AjvKind = 'draft-04' | '2020-12';

const precompiled = new Map<string, () => PrecompiledValidator>();
const made = new Map<string, PrecompiledValidator>();
const fingerprints = new WeakMap<object, string>();

/**
 * Offers a validator made ahead of time for the schema whose JSON hashes to `fingerprint` (see
 * `scripts/precompiledValidators.mjs`, which writes the calls), under Ajv options `options` (as JSON).
 * `make` runs the first time it is needed.
 */
export function registerPrecompiledValidator(kind: AjvKind, options: string, fingerprint: string, make: () => PrecompiledValidator): void {
  precompiled.set(`${kind}\u0000${options}\u0000${fingerprint}`, make);
}

/** The validator made ahead of time for this schema and options, if there is one. */
function precompiledFor(kind: AjvKind, options: Options, schema: AnySchema): PrecompiledValidator | undefined {
  if (precompiled.size === 0 || typeof schema !== 'object') return undefined;
  let fingerprint = fingerprints.get(schema);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(JSON.stringify(schema)).digest('base64url');
    fingerprints.set(schema, fingerprint);
  }
  const key = `${kind}\u0000${JSON.stringify(options)}\u0000${fingerprint}`;
  let validator = made.get(key);
  if (!validator) {
    validator = precompiled.get(key)?.();
    if (validator) made.set(key, validator);
  }
  return validator;
}

class CachedAjv {
  errors: ErrorObject[] | null | undefined = null;

  constructor(
    private readonly kind: AjvClass,
    private readonly kindName: AjvKind,
    private readonly options: Options,
  ) {}

  /** Validates `data` against `schema`, compiling the schema only the first time this process sees it. */
  validate(schema: AnySchema, data: unknown): boolean {
    // Ajv keeps what it compiled keyed by the schema object, so the same object compiles once.
    const validator = precompiledFor(this.kindName, this.options, schema) ?? sharedAjv(this.kind, this.options).compile(schema);
    const valid = validator(data);
    if (typeof valid !== 'boolean') throw new TypeError('asynchronous schemas are not supported');
    this.errors = validator.errors;
    return valid;
  }
}

/** Stands in for `ajv-draft-04` (OpenAPI 2.0 and 3.0). */
export class CachedAjvDraft04 extends CachedAjv {
  constructor(options: Options = {}) {
    super(AjvDraft04, 'draft-04', options);
  }
}

/** Stands in for `ajv/dist/2020.js` (OpenAPI 3.1). */
export class CachedAjv2020 extends CachedAjv {
  constructor(options: Options = {}) {
    super(Ajv2020, '2020-12', options);
  }
}
