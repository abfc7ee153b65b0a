import AjvDraft04 from 'ajv-draft-04';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchema, ErrorObject, Options } from 'ajv';

// @readme/openapi-parser makes a new Ajv for every `validate` call and has it compile the whole OpenAPI
// schema again: about 240 ms of a 290 ms validation. The compiled packages (`scripts/build-packages.mjs`)
// hand the parser these classes in place of Ajv's: the same validation, but each schema is compiled once
// per process by one shared Ajv per kind and set of options. The parser only constructs them, calls
// `validate(schema, data)` and reads `errors`, which is all they offer.

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

class CachedAjv {
  errors: ErrorObject[] | null | undefined = null;

  constructor(
    private readonly kind: AjvClass,
    private readonly options: Options,
  ) {}

  /** Validates `data` against `schema`, compiling the schema only the first time this process sees it. */
  validate(schema: AnySchema, data: unknown): boolean {
    // Ajv keeps what it compiled keyed by the schema object, so the same object compiles once.
    const validator = sharedAjv(this.kind, this.options).compile(schema);
    const valid = validator(data);
    if (typeof valid !== 'boolean') throw new TypeError('asynchronous schemas are not supported');
    this.errors = validator.errors;
    return valid;
  }
}

/** Stands in for `ajv-draft-04` (OpenAPI 2.0 and 3.0). */
export class CachedAjvDraft04 extends CachedAjv {
  constructor(options: Options = {}) {
    super(AjvDraft04, options);
  }
}

/** Stands in for `ajv/dist/2020.js` (OpenAPI 3.1). */
export class CachedAjv2020 extends CachedAjv {
  constructor(options: Options = {}) {
    super(Ajv2020, options);
  }
}
