import { HTTP_METHODS } from '@laguna-docs/shared';
import type { SpecSource } from './parseSource.js';
import { escapeSegment } from './pointer.js';

/** A Swagger 2.0 description converted to OpenAPI 3.0, with what could not carry over. */
export interface ConvertedSpec {
  source: SpecSource;
  /** One per thing the conversion dropped or changed in meaning: what, and its pointer in the file. */
  notes: ConversionNote[];
}

/** Something the conversion dropped or changed in meaning, at a place of the 2.0 file. */
export interface ConversionNote {
  pointer: string;
  /** What happened, the same words for every place it happened. */
  text: string;
}

type Json = Record<string, unknown>;

/** The methods of a Swagger 2.0 path item: OpenAPI's, but `trace`, which 2.0 does not have. */
const SWAGGER2_METHODS: readonly string[] = HTTP_METHODS.filter((method) => method !== 'trace');

const OAUTH_FLOWS: Record<string, string> = { implicit: 'implicit', password: 'password', application: 'clientCredentials', accessCode: 'authorizationCode' };
const COLLECTION_STYLES: Record<string, { style: string; explode: boolean }> = {
  csv: { style: 'form', explode: false },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  multi: { style: 'form', explode: true },
};
// What a Swagger 2.0 parameter or header says about its value; in 3.0 these belong to its schema.
const VALUE_KEYS = ['type', 'format', 'items', 'default', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf'];

/**
 * Converts a Swagger 2.0 description (`swagger: "2.0"`) to OpenAPI 3.0.3: servers from `host`,
 * `basePath` and `schemes`; `definitions`, `parameters`, `responses` and `securityDefinitions` into
 * `components`; body and form parameters into request bodies and response schemas into content, per
 * `consumes` and `produces`; `collectionFormat` into `style`/`explode`; `type: file`, `x-nullable` and
 * string discriminators into their 3.0 forms. Every pointer of the result is placed back in the file.
 */
export function convertSwagger2(source: SpecSource, file: string): ConvertedSpec {
  const spec = source.document as Json;
  const notes: ConversionNote[] = [];
  // The result's regions and where each is written in the 2.0 file, longest prefix wins (the first
  // written of one prefix). A map, so placing a pointer costs its depth, not the number of regions.
  const regions = new Map<string, string>([['', '']]);
  const from = (converted: string, written: string) => {
    if (!regions.has(converted)) regions.set(converted, written);
  };
  const consumes = strings(spec.consumes) ?? ['application/json'];
  const produces = strings(spec.produces) ?? ['application/json'];
  const definitions = record(spec.parameters);

  const out: Json = { openapi: '3.0.3' };
  for (const [key, value] of Object.entries(spec)) if (key === 'info' || key === 'tags' || key === 'externalDocs' || key === 'security' || key.startsWith('x-')) out[key] = value;
  const servers = serversOf(spec);
  const topSchemes = strings(spec.schemes) ?? ['https'];
  if (servers.length > 0) out.servers = servers;

  const paths: Json = {};
  for (const [path, rawItem] of Object.entries(record(spec.paths))) {
    const item = record(rawItem);
    const at = `/paths/${escapeSegment(path)}`;
    const converted: Json = {};
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters') {
        const { parameters } = splitParameters(value, `${at}/parameters`, `${at}/parameters`, consumes);
        if (parameters.length > 0) converted.parameters = parameters;
      } else if (SWAGGER2_METHODS.includes(key)) {
        converted[key] = operation(record(value), `${at}/${key}`, listOf(item.parameters), `${at}/parameters`);
      } else converted[key] = value;
    }
    paths[path] = converted;
  }
  out.paths = paths;

  const components: Json = {};
  if (spec.definitions !== undefined) {
    components.schemas = Object.fromEntries(Object.entries(record(spec.definitions)).map(([name, schema]) => [name, convertSchema(schema)]));
    from('/components/schemas', '/definitions');
  }
  const shared = Object.entries(definitions).filter(([, parameter]) => !['body', 'formData'].includes(String(record(parameter).in)));
  if (shared.length > 0) {
    components.parameters = Object.fromEntries(shared.map(([name, parameter]) => [name, convertParameter(record(parameter), `/parameters/${escapeSegment(name)}`)]));
    from('/components/parameters', '/parameters');
  }
  if (spec.responses !== undefined) {
    components.responses = Object.fromEntries(Object.entries(record(spec.responses)).map(([name, response]) => [name, convertResponse(record(response), produces, `/components/responses/${escapeSegment(name)}`, `/responses/${escapeSegment(name)}`)]));
  }
  if (spec.securityDefinitions !== undefined) {
    components.securitySchemes = Object.fromEntries(Object.entries(record(spec.securityDefinitions)).map(([name, scheme]) => [name, securityScheme(record(scheme))]));
    from('/components/securitySchemes', '/securityDefinitions');
  }
  if (Object.keys(components).length > 0) out.components = components;

  const document = rewriteRefs(out);
  const place = (pointer: string) => {
    for (let prefix = pointer; ; prefix = prefix.slice(0, prefix.lastIndexOf('/'))) {
      const written = regions.get(prefix);
      if (written !== undefined) return written + pointer.slice(prefix.length);
    }
  };
  return {
    source: {
      document,
      locate: (pointer) => source.locate(place(pointer)),
      textLine: (pointer) => source.textLine(place(pointer)),
      textLines: (pointer) => source.textLines(place(pointer)),
      place: (pointer) => {
        const written = place(pointer);
        return source.place ? source.place(written) : { file, pointer: written };
      },
      diagnostics: [],
    },
    notes,
  };

  function operation(raw: Json, at: string, inherited: unknown[], inheritedAt: string): Json {
    const converted: Json = {};
    const own = strings(raw.consumes) ?? consumes;
    // Body and form parameters of the path item belong to each operation's request body in 3.0.
    const bodyFromPath = inherited.filter((parameter) => ['body', 'formData'].includes(String(resolveParameter(parameter).in)));
    const split = splitParameters([...listOf(raw.parameters), ...bodyFromPath], `${at}/parameters`, `${at}/parameters`, own, listOf(raw.parameters).length, inheritedAt);
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'consumes' || key === 'produces') continue;
      // Schemes the top-level servers have already lose nothing.
      if (key === 'schemes' && (strings(value) ?? []).every((scheme) => topSchemes.includes(scheme))) continue;
      if (key === 'schemes') notes.push({ pointer: `${at}/schemes`, text: "an operation's own schemes are not carried over (the servers come from the top level)" });
      else if (key === 'parameters') {
        if (split.parameters.length > 0) converted.parameters = split.parameters;
      } else if (key === 'responses') {
        const responses: Json = {};
        for (const [status, response] of Object.entries(record(value))) {
          responses[status] = convertResponse(record(response), strings(raw.produces) ?? produces, `${at}/responses/${escapeSegment(status)}`, `${at}/responses/${escapeSegment(status)}`);
        }
        converted.responses = responses;
      } else converted[key] = value;
    }
    if (split.requestBody) converted.requestBody = split.requestBody;
    return converted;
  }

  /**
   * A parameter list without its body and form parameters, which become a request body. `ownCount` of
   * the list are the operation's own (at `at`), the rest come from the path item (at `inheritedAt`).
   */
  function splitParameters(value: unknown, at: string, convertedAt: string, mediaTypes: string[], ownCount = Infinity, inheritedAt = at): { parameters: Json[]; requestBody?: Json } {
    const parameters: Json[] = [];
    let requestBody: Json | undefined;
    const form: { properties: Json; required: string[]; file: boolean; first?: string } = { properties: {}, required: [], file: false };
    listOf(value).forEach((raw, index) => {
      const written = index < ownCount ? `${at}/${index}` : `${inheritedAt}/${index - ownCount}`;
      const parameter = resolveParameter(raw);
      const ref = typeof record(raw).$ref === 'string' ? String(record(raw).$ref) : undefined;
      const origin = ref?.startsWith('#/parameters/') ? ref.slice(1) : written;
      if (parameter.in === 'body') {
        const content: Json = {};
        const bodyTypes = concreteMediaTypes(mediaTypes, parameter.schema);
        for (const mediaType of bodyTypes) content[mediaType] = { schema: convertSchema(parameter.schema ?? {}) };
        requestBody = { ...(parameter.description !== undefined ? { description: parameter.description } : {}), ...(parameter.required === true ? { required: true } : {}), content, ...extensions(parameter) };
        from(`${at.slice(0, at.lastIndexOf('/'))}/requestBody`, origin);
        for (const mediaType of bodyTypes) from(`${at.slice(0, at.lastIndexOf('/'))}/requestBody/content/${escapeSegment(mediaType)}/schema`, `${origin}/schema`);
      } else if (parameter.in === 'formData') {
        const name = String(parameter.name ?? '');
        form.properties[name] = { ...valueSchema(parameter), ...(parameter.description !== undefined ? { description: parameter.description } : {}) };
        if (parameter.required === true) form.required.push(name);
        if (parameter.type === 'file') form.file = true;
        form.first ??= origin;
        for (const mediaType of ['multipart/form-data', 'application/x-www-form-urlencoded']) from(`${at.slice(0, at.lastIndexOf('/'))}/requestBody/content/${escapeSegment(mediaType)}/schema/properties/${escapeSegment(name)}`, origin);
      } else if (ref?.startsWith('#/parameters/')) {
        parameters.push({ $ref: `#/components/parameters/${ref.slice('#/parameters/'.length)}` });
      } else {
        from(`${convertedAt}/${parameters.length}`, written);
        parameters.push(convertParameter(parameter, written));
      }
    });
    if (Object.keys(form.properties).length > 0) {
      const mediaType = form.file || mediaTypes.includes('multipart/form-data') ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
      const schema: Json = { type: 'object', properties: form.properties, ...(form.required.length > 0 ? { required: form.required } : {}) };
      requestBody = { ...(form.required.length > 0 ? { required: true } : {}), content: { [mediaType]: { schema } } };
      if (form.first) from(`${at.slice(0, at.lastIndexOf('/'))}/requestBody`, form.first);
    }
    return { parameters, ...(requestBody ? { requestBody } : {}) };
  }

  function resolveParameter(raw: unknown): Json {
    const ref = record(raw).$ref;
    return typeof ref === 'string' && ref.startsWith('#/parameters/') ? record(definitions[decodeURIComponent(ref.slice('#/parameters/'.length))]) : record(raw);
  }

  function convertParameter(parameter: Json, at: string): Json {
    const converted: Json = {};
    // Keys 2.0 has no use for either are kept, so the check of the result names them.
    for (const [key, value] of Object.entries(parameter)) if (!VALUE_KEYS.includes(key) && key !== 'collectionFormat' && key !== 'schema') converted[key] = value;
    if (parameter.$ref !== undefined) converted.$ref = parameter.$ref;
    converted.schema = valueSchema(parameter);
    const format = typeof parameter.collectionFormat === 'string' ? parameter.collectionFormat : undefined;
    if (format && format !== 'csv') {
      const style = COLLECTION_STYLES[format];
      if (style) Object.assign(converted, style);
      else notes.push({ pointer: `${at}/collectionFormat`, text: `"${format}" has no OpenAPI 3.0 style; the parameter is taken as comma-separated` });
    } else if (format === 'csv' && parameter.in === 'query') Object.assign(converted, COLLECTION_STYLES.csv);
    return converted;
  }

  function convertResponse(response: Json, mediaTypes: string[], at: string, written: string): Json {
    if (typeof response.$ref === 'string') return { $ref: response.$ref };
    from(at, written);
    const converted: Json = {};
    for (const [key, value] of Object.entries(response)) {
      if (key === 'schema' || key === 'examples') continue;
      if (key !== 'headers') converted[key] = value;
      else {
        converted.headers = Object.fromEntries(
          Object.entries(record(value)).map(([name, header]) => [name, { ...(record(header).description !== undefined ? { description: record(header).description } : {}), schema: valueSchema(record(header)) }]),
        );
      }
    }
    const examples = record(response.examples);
    if (response.schema !== undefined || Object.keys(examples).length > 0) {
      const content: Json = {};
      for (const mediaType of [...new Set([...mediaTypes, ...Object.keys(examples)])]) {
        content[mediaType] = { ...(response.schema !== undefined ? { schema: convertSchema(response.schema) } : {}), ...(mediaType in examples ? { example: examples[mediaType] } : {}) };
        if (response.schema !== undefined) from(`${at}/content/${escapeSegment(mediaType)}/schema`, `${written}/schema`);
      }
      converted.content = content;
    }
    return converted;
  }

  function securityScheme(scheme: Json): Json {
    const description = scheme.description !== undefined ? { description: scheme.description } : {};
    if (scheme.type === 'basic') return { type: 'http', scheme: 'basic', ...description };
    if (scheme.type !== 'oauth2') return { ...scheme };
    const flow = OAUTH_FLOWS[String(scheme.flow)] ?? 'implicit';
    const urls = Object.fromEntries(
      [
        ['authorizationUrl', scheme.authorizationUrl],
        ['tokenUrl', scheme.tokenUrl],
      ].filter(([, url]) => typeof url === 'string'),
    );
    return { type: 'oauth2', ...description, flows: { [flow]: { ...urls, scopes: record(scheme.scopes) } } };
  }
}

/** Servers from `schemes`, `host` and `basePath` (https when no scheme is given); none without a host or base path. */
function serversOf(spec: Json): Json[] {
  const basePath = typeof spec.basePath === 'string' ? spec.basePath : '';
  if (typeof spec.host !== 'string') return basePath ? [{ url: basePath }] : [];
  return (strings(spec.schemes) ?? ['https']).map((scheme) => ({ url: `${scheme}://${spec.host}${basePath}` }));
}

/**
 * The media types a body is sent as: a wildcard that `consumes` names (`*\/*`, `application/*`) is no
 * type a request can carry, so it stands for the body's real type: a file's bytes
 * (`application/octet-stream`) or, as for most such APIs, JSON.
 */
function concreteMediaTypes(mediaTypes: string[], schema: unknown): string[] {
  const binary = record(schema).type === 'file' || (record(schema).type === 'string' && record(schema).format === 'binary');
  return [...new Set(mediaTypes.map((mediaType) => (mediaType.includes('*') ? (binary ? 'application/octet-stream' : 'application/json') : mediaType)))];
}

/** Keys that say something of an array's items only; 2.0 descriptions often set them on scalars too. */
const ARRAY_KEYS = new Set(['uniqueItems', 'maxItems', 'minItems']);

/** The 3.0 schema of a 2.0 parameter, header or `items` that describes its value with its own keys. */
function valueSchema(value: Json): Json {
  const schema: Json = {};
  for (const key of VALUE_KEYS) {
    if (value[key] === undefined || (ARRAY_KEYS.has(key) && value.type !== 'array')) continue;
    schema[key] = key === 'items' ? valueSchema(record(value[key])) : value[key];
  }
  if (schema.type === 'file') {
    schema.type = 'string';
    schema.format = 'binary';
  }
  return value.schema !== undefined ? record(convertSchema(value.schema)) : schema;
}

/** A 2.0 schema in its 3.0 form: `type: file`, `x-nullable` and a string `discriminator` converted, all the way down. */
function convertSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convertSchema);
  if (value === null || typeof value !== 'object') return value;
  const schema: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'x-nullable') schema.nullable = child;
    else if (key === 'discriminator' && typeof child === 'string') schema.discriminator = { propertyName: child };
    else if (key === 'properties' || key === 'definitions') schema[key] = Object.fromEntries(Object.entries(record(child)).map(([name, inner]) => [name, convertSchema(inner)]));
    else if (['items', 'allOf', 'additionalProperties', 'not', 'anyOf', 'oneOf'].includes(key)) schema[key] = convertSchema(child);
    else schema[key] = child;
  }
  if (schema.type === 'file') {
    schema.type = 'string';
    schema.format = 'binary';
  }
  return schema;
}

/** Every 2.0 `$ref` pointed at its 3.0 place (`#/definitions/Pet` → `#/components/schemas/Pet`). */
function rewriteRefs(value: unknown): Json {
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const entry = node as Json;
    if (typeof entry.$ref === 'string') {
      entry.$ref = entry.$ref.replace(/^#\/definitions\//, '#/components/schemas/').replace(/^#\/parameters\//, '#/components/parameters/').replace(/^#\/responses\//, '#/components/responses/');
    }
    for (const [key, child] of Object.entries(entry)) if (!key.startsWith('x-')) visit(child);
  };
  visit(value);
  return value as Json;
}

function extensions(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([key]) => key.startsWith('x-')));
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function record(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}
