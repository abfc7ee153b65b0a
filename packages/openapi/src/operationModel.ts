import { HTTP_METHODS, type ApiCallback, type ApiEncoding, type ApiHeader, type ApiMediaType, type ApiOperation, type ApiParameter, type ApiParameterLocation, type ApiRequestBody, type ApiResponse, type ApiSchema, type ApiSecurityRequirement, type ApiServer, type ApiWrittenSample, type HttpMethod } from '@laguna-docs/shared';
import { pointerOf, record, textAt, type ModelContext } from './modelContext.js';
import { escapeSegment } from './pointer.js';
import { convertSchema } from './schemaModel.js';

/** The operations' methods of a path item, in the order they are written, which is the order a reader of the spec sees. */
export function methodsOf(pathItem: Record<string, unknown>): HttpMethod[] {
  return Object.keys(pathItem).filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key));
}

/** What an operation inherits from its document and path item. */
export interface OperationScope {
  path: string;
  method: string;
  pointer: string;
  pathItem: Record<string, unknown>;
  security: unknown;
  servers: ApiServer[];
  /** The operationId of an operation without one; `<method><path>` when not given. */
  fallbackId?: string;
}

/** Converts one operation. `slug` is filled in by the caller, which knows every operation. */
export function convertOperation(context: ModelContext, raw: Record<string, unknown>, scope: OperationScope, toServers: (value: unknown, pointer: string) => ApiServer[]): Omit<ApiOperation, 'slug'> {
  const { pointer } = scope;
  const description = textAt(context, raw.description, `${pointer}/description`);
  const body = record(raw.requestBody);
  const ownServers = toServers(raw.servers, `${pointer}/servers`);
  const pathServers = toServers(scope.pathItem.servers, `${pointer.slice(0, pointer.lastIndexOf('/'))}/servers`);
  return {
    operationId: typeof raw.operationId === 'string' && raw.operationId !== '' ? raw.operationId : (scope.fallbackId ?? `${scope.method}${scope.path}`),
    method: scope.method,
    path: scope.path,
    ...(typeof raw.summary === 'string' && raw.summary.trim() !== '' ? { summary: raw.summary.trim() } : {}),
    ...(description ? { description } : {}),
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    deprecated: raw.deprecated === true,
    parameters: mergeParameters(context, scope, raw.parameters, pointer),
    ...(raw.requestBody !== undefined ? { requestBody: convertBody(context, body, pointerOf(context, body, `${pointer}/requestBody`)) } : {}),
    responses: Object.entries(record(raw.responses)).map(([status, response]) =>
      convertResponse(context, status, record(response), pointerOf(context, record(response), `${pointer}/responses/${escapeSegment(status)}`)),
    ),
    security: securityOf(raw.security !== undefined ? raw.security : scope.security),
    servers: ownServers.length > 0 ? ownServers : pathServers.length > 0 ? pathServers : scope.servers,
    ...codeSamplesOf(raw),
    pointer,
    ...withCallbacks(context, raw.callbacks, pointer),
  };
}

/**
 * An operation's callbacks: each request of each, converted like an operation whose path is the URL
 * expression. The API sends them, so none of its servers or its global security applies.
 */
function withCallbacks(context: ModelContext, value: unknown, pointer: string): { callbacks?: ApiCallback[] } {
  const callbacks: ApiCallback[] = [];
  for (const [name, callback] of Object.entries(record(value))) {
    for (const [expression, item] of Object.entries(record(callback))) {
      const at = `${pointer}/callbacks/${escapeSegment(name)}/${escapeSegment(expression)}`;
      callbacks.push(...sentOperations(context, record(item), expression, at).map((operation) => ({ name, operation })));
    }
  }
  return callbacks.length > 0 ? { callbacks } : {};
}

/**
 * The operations of a path item at `pointer` whose requests the API sends rather than answers (a
 * webhook's, a callback's): none of the API's servers or global security applies to them.
 */
export function sentOperations(context: ModelContext, pathItem: Record<string, unknown>, path: string, pointer: string, fallbackId?: string): Array<Omit<ApiOperation, 'slug'>> {
  return methodsOf(pathItem).map((method) =>
    convertOperation(context, record(pathItem[method]), { path, method, pointer: `${pointer}/${method}`, pathItem, security: undefined, servers: [], ...(fallbackId ? { fallbackId } : {}) }, () => []),
  );
}

/** Path-level parameters, then the operation's; an operation parameter replaces a path one of the same name and place. */
function mergeParameters(context: ModelContext, scope: OperationScope, own: unknown, pointer: string): ApiParameter[] {
  const pathPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const inherited = listOf(scope.pathItem.parameters).map((value, index) => convertParameter(context, value, `${pathPointer}/parameters/${index}`));
  const direct = listOf(own).map((value, index) => convertParameter(context, value, `${pointer}/parameters/${index}`));
  const key = (parameter: ApiParameter) => `${parameter.in}\0${parameter.name}`;
  const overridden = new Set(direct.map(key));
  return [...inherited.filter((parameter) => !overridden.has(key(parameter))), ...direct];
}

function convertParameter(context: ModelContext, value: Record<string, unknown>, fallback: string): ApiParameter {
  const pointer = pointerOf(context, value, fallback);
  const location = (['path', 'query', 'header', 'cookie'].includes(String(value.in)) ? value.in : 'query') as ApiParameterLocation;
  const [schemaValue, schemaPointer] = value.schema !== undefined ? [value.schema, `${pointer}/schema`] : firstContentSchema(value.content, `${pointer}/content`);
  const contentType = value.schema === undefined ? Object.keys(record(value.content))[0] : undefined;
  const schema = schemaValue !== undefined ? convertSchema(context, schemaValue, schemaPointer) : undefined;
  const description = textAt(context, value.description, `${pointer}/description`);
  const example = exampleOf(context, value, schema);
  return {
    name: String(value.name ?? ''),
    in: location,
    required: value.required === true || location === 'path',
    deprecated: value.deprecated === true,
    ...(description ? { description } : {}),
    ...(schema ? { schema } : {}),
    ...(contentType !== undefined ? { contentType } : {}),
    ...(example.found ? { example: example.value } : {}),
    pointer,
  };
}

/** A parameter's example: its own `example`, else its first `examples` value, else its schema's first example. */
function exampleOf(context: ModelContext, value: Record<string, unknown>, schema: ApiSchema | undefined): { found: boolean; value?: unknown } {
  if ('example' in value) return { found: true, value: value.example };
  const first = Object.values(record(value.examples))[0];
  if (first !== undefined && 'value' in record(first)) return { found: true, value: record(first).value };
  // Named schemas are converted after the operations, so read a named one's examples from the spec.
  const named = schema && 'ref' in schema ? record(context.rawSchemas.get(schema.ref)) : undefined;
  const examples = named ? [...(Array.isArray(named.examples) ? named.examples : []), ...('example' in named ? [named.example] : [])] : schema && !('ref' in schema) ? schema.examples : undefined;
  return examples && examples.length > 0 ? { found: true, value: examples[0] } : { found: false };
}

function convertBody(context: ModelContext, body: Record<string, unknown>, pointer: string): ApiRequestBody {
  const description = textAt(context, body.description, `${pointer}/description`);
  return { ...(description ? { description } : {}), required: body.required === true, content: convertContent(context, body.content, `${pointer}/content`), pointer };
}

function convertResponse(context: ModelContext, status: string, response: Record<string, unknown>, pointer: string): ApiResponse {
  const description = textAt(context, response.description, `${pointer}/description`);
  const headers: ApiHeader[] = Object.entries(record(response.headers)).map(([name, raw]) => {
    const header = record(raw);
    const at = pointerOf(context, header, `${pointer}/headers/${escapeSegment(name)}`);
    const text = textAt(context, header.description, `${at}/description`);
    const [schemaValue, schemaPointer] = header.schema !== undefined ? [header.schema, `${at}/schema`] : firstContentSchema(header.content, `${at}/content`);
    return { name, ...(text ? { description: text } : {}), required: header.required === true, ...(schemaValue !== undefined ? { schema: convertSchema(context, schemaValue, schemaPointer) } : {}), pointer: at };
  });
  return { status, ...(description ? { description } : {}), headers, content: convertContent(context, response.content, `${pointer}/content`), pointer };
}

function convertContent(context: ModelContext, content: unknown, pointer: string): ApiMediaType[] {
  return Object.entries(record(content)).map(([mediaType, raw]) => {
    const media = record(raw);
    const at = `${pointer}/${escapeSegment(mediaType)}`;
    const examples = [
      ...('example' in media ? [{ name: 'default', value: media.example }] : []),
      ...Object.entries(record(media.examples)).map(([name, example]) => {
        const entry = record(example);
        const description = textAt(context, entry.description, `${pointerOf(context, entry, `${at}/examples/${escapeSegment(name)}`)}/description`);
        return {
          name,
          ...(typeof entry.summary === 'string' ? { summary: entry.summary } : {}),
          ...(description ? { description } : {}),
          ...('value' in entry ? { value: entry.value } : {}),
          ...(typeof entry.externalValue === 'string' ? { externalValue: entry.externalValue } : {}),
        };
      }),
    ];
    const encoding = encodingOf(media.encoding);
    return {
      mediaType,
      ...(media.schema !== undefined ? { schema: convertSchema(context, media.schema, `${at}/schema`) } : {}),
      examples,
      ...(Object.keys(encoding).length > 0 ? { encoding } : {}),
      pointer: at,
    };
  });
}

/** A media type's `encoding`: per property, its part's content type and its form field style. */
function encodingOf(value: unknown): Record<string, ApiEncoding> {
  const out: Record<string, ApiEncoding> = {};
  for (const [name, raw] of Object.entries(record(value))) {
    const entry = record(raw);
    const encoding: ApiEncoding = {
      ...(typeof entry.contentType === 'string' ? { contentType: entry.contentType } : {}),
      ...(typeof entry.style === 'string' ? { style: entry.style } : {}),
      ...(typeof entry.explode === 'boolean' ? { explode: entry.explode } : {}),
    };
    if (Object.keys(encoding).length > 0) out[name] = encoding;
  }
  return out;
}

/** `x-codeSamples` (Redoc's name) or `x-code-samples` (its older one): the entries with a language and source. */
function codeSamplesOf(raw: Record<string, unknown>): { codeSamples?: ApiWrittenSample[] } {
  const list = Array.isArray(raw['x-codeSamples']) ? raw['x-codeSamples'] : Array.isArray(raw['x-code-samples']) ? raw['x-code-samples'] : [];
  const samples = list.map(record).flatMap((entry): ApiWrittenSample[] =>
    typeof entry.lang === 'string' && typeof entry.source === 'string' ? [{ lang: entry.lang, ...(typeof entry.label === 'string' ? { label: entry.label } : {}), source: entry.source }] : [],
  );
  return samples.length > 0 ? { codeSamples: samples } : {};
}

function firstContentSchema(content: unknown, pointer: string): [unknown, string] {
  const [mediaType, media] = Object.entries(record(content))[0] ?? [];
  return mediaType === undefined ? [undefined, pointer] : [record(media).schema, `${pointer}/${escapeSegment(mediaType)}/schema`];
}

/** Security requirement objects as lists of schemes with scopes; `[]` means no authentication. */
function securityOf(value: unknown): ApiSecurityRequirement[] {
  return listOf(value).map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

function listOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.map(record) : [];
}
