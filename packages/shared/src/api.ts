import type { RequestPlan } from './requestSamples/plan.js';
import type { Diagnostic } from './diagnostics.js';
/**
 * The plain model of an OpenAPI description, as `@laguna-docs/openapi` produces it, and the data of the
 * API pages the theme renders from it. Everything here is serialisable: no cycles, no functions.
 */

/** Text written in the spec (CommonMark), with where it was written. */
export interface ApiText {
  markdown: string;
  /** JSON pointer of the field holding the text: `/paths/~1login/post/description`. */
  pointer: string;
  /** 1-based line in the spec file where the text starts, when known. */
  line?: number;
  /**
   * Where the text's second, third, … lines in the file start, as offsets into `markdown`, when its own
   * line breaks are not the file's: a folded (`>`) or flow scalar joins lines, a JSON string has `\n`s on
   * one line. Without it, each line of `markdown` is a line of the file.
   */
  lines?: number[];
  /** Where the text is written when that is another file than the spec's own (a description of several files). */
  source?: { file: string; pointer: string };
}

/** A schema in the model: either described in place, or a use of a named component schema. */
export type ApiSchema = ApiSchemaRef | ApiSchemaObject;

/**
 * A use of `#/components/schemas/<ref>`. The named schema is described once in `ApiModel.schemas`;
 * this keeps the model finite for recursive schemas and small for shared ones.
 */
export interface ApiSchemaRef {
  ref: string;
}

/** Numeric, length, item and property limits of a schema, in 3.1 form (exclusive bounds are numbers). */
export interface ApiConstraints {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

/** One property of an object schema, in the spec's order. */
export interface ApiProperty {
  name: string;
  required: boolean;
  schema: ApiSchema;
}

/**
 * A schema described in place, normalised across 3.0 and 3.1: `nullable: true` and `type: [x, 'null']`
 * both become `nullable`, `example` and `examples` become `examples`, `allOf` is merged.
 */
export interface ApiSchemaObject {
  /** JSON types other than `null`; empty means any type. */
  types: string[];
  nullable: boolean;
  title?: string;
  description?: ApiText;
  format?: string;
  enum?: unknown[];
  /** Present when the schema has `const` (the value may itself be `null`). */
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  constraints?: ApiConstraints;
  properties?: ApiProperty[];
  /** `false` when extra properties are forbidden; a schema when they are described. */
  additionalProperties?: boolean | ApiSchema;
  /** Properties whose names match a regular expression (`patternProperties`), in the spec's order. */
  patternProperties?: Array<{ pattern: string; schema: ApiSchema }>;
  /** `if`/`then`/`else`: the value must match `then` when it matches `if`, else `else`. */
  conditional?: { if: ApiSchema; then?: ApiSchema; else?: ApiSchema };
  items?: ApiSchema;
  prefixItems?: ApiSchema[];
  oneOf?: ApiSchema[];
  anyOf?: ApiSchema[];
  not?: ApiSchema;
  /**
   * The property whose value names the alternative (or, for a base schema without alternatives, the
   * subtype that extends it through `allOf`), and which schema each value stands for.
   */
  discriminator?: { propertyName: string; mapping: Array<{ value: string; ref: string }> };
  /** Names of the component schemas merged into this one through `allOf`. */
  mergedFrom?: string[];
  contentMediaType?: string;
  contentEncoding?: string;
  /** Nesting went deeper than the model keeps; the reader is told so instead of being shown more. */
  truncated?: boolean;
  /** This schema refers back to an unnamed ancestor (its pointer); it is not expanded again. */
  circular?: string;
}

/** An example written in the spec. */
export interface ApiExample {
  name: string;
  summary?: string;
  description?: ApiText;
  /** The example itself; absent when the spec gives only `externalValue` (or only a summary). */
  value?: unknown;
  /** URL of an example kept outside the spec, as written. */
  externalValue?: string;
}

export type ApiParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ApiParameter {
  name: string;
  in: ApiParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: ApiText;
  schema?: ApiSchema;
  /** The media type of a parameter described by `content` instead of `schema` (`application/json`). */
  contentType?: string;
  /** The parameter's example: its own `example`, else its first `examples` entry, else the schema's. */
  example?: unknown;
  pointer: string;
}

/** The content of a body for one media type. */
export interface ApiMediaType {
  mediaType: string;
  schema?: ApiSchema;
  /** Examples written in the spec (`example` becomes one named `default`). */
  examples: ApiExample[];
  /** How each property of a form body is sent (`encoding`), by property name. */
  encoding?: Record<string, ApiEncoding>;
  pointer: string;
}

/** How one property of a form body is sent: a multipart part's content type, a form field's serialisation. */
export interface ApiEncoding {
  contentType?: string;
  /** `form` (the default), `spaceDelimited`, `pipeDelimited` or `deepObject`. */
  style?: string;
  /** Whether arrays and objects become one field per value; the default is true for the `form` style. */
  explode?: boolean;
}

export interface ApiRequestBody {
  description?: ApiText;
  required: boolean;
  content: ApiMediaType[];
  pointer: string;
}

export interface ApiHeader {
  name: string;
  description?: ApiText;
  required: boolean;
  schema?: ApiSchema;
  pointer: string;
}

export interface ApiResponse {
  /** `200`, `4XX` or `default`. */
  status: string;
  description?: ApiText;
  headers: ApiHeader[];
  content: ApiMediaType[];
  pointer: string;
}

/** One alternative of a security requirement: every scheme listed must be satisfied. */
export type ApiSecurityRequirement = Array<{ scheme: string; scopes: string[] }>;

export interface ApiSecurityScheme {
  /** The name under `components.securitySchemes`. */
  key: string;
  type: string;
  description?: ApiText;
  /** apiKey: the header, query or cookie name. */
  name?: string;
  in?: string;
  /** http: `bearer`, `basic`, … */
  scheme?: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  flows?: Array<{ flow: string; authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; scopes: Record<string, string> }>;
  pointer: string;
}

export interface ApiServer {
  url: string;
  description?: ApiText;
  variables: Array<{ name: string; default: string; enum?: string[]; description?: ApiText }>;
}

export interface ApiTag {
  name: string;
  description?: ApiText;
  externalDocs?: { url: string; description?: ApiText };
}

export interface ApiOperation {
  operationId: string;
  /** Last route segment: `kebabCase(operationId)`, made unique. */
  slug: string;
  /** Lower case: `get`, `put`, … */
  method: string;
  /** The path (`/api/torrent/{info_hash}`), or a webhook's name. */
  path: string;
  /**
   * A webhook (OpenAPI 3.1 `webhooks`): a request the API sends to the reader's server when something
   * happens, which that server answers with one of `responses`.
   */
  webhook?: boolean;
  /** Requests the API sends back while or after handling this one (`callbacks`), in the spec's order. */
  callbacks?: ApiCallback[];
  summary?: string;
  description?: ApiText;
  tags: string[];
  deprecated: boolean;
  /** Path-level and operation-level parameters merged, in the spec's order. */
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** The requirements that apply (the operation's own, else the global ones); empty means none. */
  security: ApiSecurityRequirement[];
  /** The servers that apply (operation, path, then document level). */
  servers: ApiServer[];
  /** Request samples the spec gives (`x-codeSamples`, `x-code-samples`), in its order. */
  codeSamples?: ApiWrittenSample[];
  pointer: string;
}

/** A request sample written in the spec: `{ lang: Go, label: Go SDK, source: … }`. */
export interface ApiWrittenSample {
  /** The language as written (`Go`, `C#`, `cURL`, `node`). */
  lang: string;
  label?: string;
  source: string;
}

/** One request of an operation's callback: the API sends it to the URL an expression of the request names. */
export interface ApiCallback {
  /** The callback's name in the spec: `onStatusChange`. */
  name: string;
  /** The request; its `path` is the URL expression (`{$request.body#/callbackUrl}`). */
  operation: Omit<ApiOperation, 'slug'>;
}

export interface ApiInfo {
  title: string;
  version: string;
  summary?: string;
  description?: ApiText;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
}

/** An OpenAPI description as plain data. */
export interface ApiModel {
  /**
   * What the build should know though it did not stop the model: what a conversion from Swagger 2.0 could
   * not carry over, what lenient validation let through.
   */
  warnings?: Diagnostic[];
  /** The spec's `openapi` version: `3.0.3`, `3.1.0`. */
  openapi: string;
  /** The spec file as messages name it, relative to the site root. */
  file: string;
  info: ApiInfo;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  /** Tags in spec order: the declared ones, then those only operations use, in order of first use. */
  tags: ApiTag[];
  /** Operations in spec order (paths, then methods in the order they are written). */
  operations: ApiOperation[];
  /** Named component schemas, by name. */
  schemas: Record<string, ApiSchemaObject>;
}

/** A code sample or example payload, already rendered to HTML with the theme's code-block markup. */
export interface ApiCodeSample {
  /** `curl`, `javascript`, `python`, `json`, … */
  language: string;
  label: string;
  /** Empty when `inBrowser`. */
  html: string;
  /**
   * A generated request sample the server leaves to the browser, which writes it from the page's
   * `requestPlan` with the same code (see `writeRequestSample`); its panel holds a note until then.
   */
  inBrowser?: true;
}

/** Main content data of an operation page (`contentRenderers.apiOperation`). */
export interface ApiOperationPageData {
  operation: ApiOperation;
  /**
   * The operation's summary as a text of its own, when the page title does not show it as written (it
   * has markup, or is too long for a title and was shortened there).
   */
  summary?: ApiText;
  /** Every named schema the page uses, directly or through other schemas. */
  schemas: Record<string, ApiSchemaObject>;
  /** HTML of every spec text on the page, by the text's pointer. */
  html: Record<string, string>;
  /** Example payloads (written in the spec or generated), by the media type's pointer. */
  examples: Record<string, ApiCodeSample[]>;
  /**
   * Request samples: those the spec gives, then generated ones (curl, JavaScript, Python, Go, Java, PHP,
   * Ruby, C#). The first is complete; generated ones after it are `inBrowser`.
   */
  samples: ApiCodeSample[];
  /** The request the generated samples make, when some of them are written in the browser. */
  requestPlan?: RequestPlan;
  /** The security schemes the operation's requirements name. */
  securitySchemes: ApiSecurityScheme[];
  /**
   * Routes of the named schemas that have pages of their own (`/api/schemas/torrent`), when the reference
   * has schema pages: the page then describes its body and response schemas one level deep and links to
   * the pages of the named schemas inside them, instead of describing each of those again.
   */
  schemaPages?: Record<string, string>;
}

/** Main content data of a named schema's own page (`contentRenderers.apiSchema`). */
export interface ApiSchemaPageData {
  name: string;
  schema: ApiSchemaObject;
  /** The named schemas the page uses, directly or through other schemas. */
  schemas: Record<string, ApiSchemaObject>;
  /** HTML of every spec text on the page, by the text's pointer. */
  html: Record<string, string>;
  /** Routes of the named schemas that have pages of their own, this one included. */
  schemaPages: Record<string, string>;
  /** A generated example value, when the schema makes one. */
  example?: ApiCodeSample;
  /** The operations whose parameters, bodies or responses name the schema directly, in spec order. */
  usedBy: ApiOperationSummary[];
}

/** One operation as the API overview lists it. */
export interface ApiOperationSummary {
  route: string;
  method: string;
  path: string;
  label: string;
  deprecated: boolean;
}

/** Main content data of `/api` and `/api/introduction` (`contentRenderers.apiIntro`). */
export interface ApiIntroPageData {
  info: ApiInfo;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  tags: Array<{ tag: ApiTag; operations: ApiOperationSummary[] }>;
  /** HTML of every spec text on the page, by the text's pointer. */
  html: Record<string, string>;
}

/**
 * Whether a schema has parts of its own to show below its type line (properties, items, alternatives):
 * such a named schema is described where it is used, or on its own page, rather than shown as a type alone.
 */
export function schemaHasContents(object: ApiSchemaObject, schemas: Readonly<Record<string, ApiSchemaObject>>, seen: ReadonlySet<string> = new Set()): boolean {
  if ((object.properties?.length ?? 0) > 0 || object.patternProperties || object.conditional || object.oneOf || object.anyOf || object.not || object.prefixItems || apiSubtypes(object).length > 0) return true;
  if (object.additionalProperties !== undefined && object.additionalProperties !== true) return true;
  if (!object.items) return false;
  // An array has contents when its items do.
  if ('ref' in object.items) {
    const name = object.items.ref;
    const items = schemas[name];
    return !!items && !seen.has(name) && schemaHasContents(items, schemas, new Set([...seen, name]));
  }
  return schemaHasContents(object.items, schemas, seen);
}

/**
 * A union (`oneOf`, `anyOf`) of more alternatives than this is a chooser showing one alternative at a
 * time, and its named alternatives have pages of their own (a payment API's 58-way `oneOf`).
 */
export const API_CHOOSER_ALTERNATIVES = 8;

/** The schemas nested directly in one schema. */
export function childSchemas(schema: ApiSchemaObject): ApiSchema[] {
  return [
    ...(schema.properties ?? []).map((property) => property.schema),
    ...(schema.additionalProperties && schema.additionalProperties !== true ? [schema.additionalProperties] : []),
    ...(schema.patternProperties ?? []).map((entry) => entry.schema),
    ...(schema.conditional ? [schema.conditional.if, ...(schema.conditional.then ? [schema.conditional.then] : []), ...(schema.conditional.else ? [schema.conditional.else] : [])] : []),
    ...(schema.items ? [schema.items] : []),
    ...(schema.prefixItems ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.not ? [schema.not] : []),
    ...apiSubtypes(schema).map((entry): ApiSchemaRef => ({ ref: entry.ref })),
  ];
}

/**
 * The subtypes of a base schema (one with a discriminator and no alternatives, which schemas extend
 * through `allOf`), with the discriminator value of each.
 */
export function apiSubtypes(schema: ApiSchemaObject): Array<{ value: string; ref: string }> {
  return schema.discriminator && !schema.oneOf && !schema.anyOf ? schema.discriminator.mapping : [];
}

/** HTTP methods a path item may hold, as OpenAPI names them, in the order the specification lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One of `HTTP_METHODS`. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Element ids of the fixed sections of API pages: the theme's headings carry them, the pages' tables of
 * contents and the search index's sections point at them.
 */
/**
 * How an operation page marks what the browser writes its request samples from (`ApiCodeSample.inBrowser`):
 * the JSON of the request plan (a `<script type="application/json">` inside the sample tabs) and each panel
 * left empty, whose attribute value is the sample's fence language.
 */
export const API_SAMPLE_ATTRIBUTES = { plan: 'data-request-plan', panel: 'data-request-sample' } as const;

export const API_SECTION_IDS = {
  /** Operation page. */
  parameters: 'parameters',
  requestBody: 'request-body',
  responses: 'responses',
  callbacks: 'callbacks',
  samples: 'request-samples',
  /** API overview page. */
  servers: 'api-servers',
  security: 'api-security',
  operations: 'api-operations',
  /** Schema page. */
  example: 'example',
  usedBy: 'used-by',
} as const;

const unsafeIdCharacters = /[^A-Za-z0-9_-]+/g;

/** Element id of a named schema's description on an API page: `schema-Torrent`. */
export function apiSchemaAnchor(name: string): string {
  return `schema-${name.replace(unsafeIdCharacters, '-')}`;
}

/** Element id of a property of a named schema where the schema is described: `schema-Pod-metadata`. */
export function apiPropertyId(schema: string, property: string): string {
  return `${apiSchemaAnchor(schema)}-${property.replace(unsafeIdCharacters, '-')}`;
}

/** Element id of a response's heading on an operation page: `response-200`, `response-4xx`. */
export function apiResponseId(status: string): string {
  return `response-${status.toLowerCase().replace(unsafeIdCharacters, '-')}`;
}

/**
 * Element ids of an operation's parameters, in order: `parameter-<name>` (what a description links to as
 * `#parameter-fields`), `parameter-<in>-<name>` for a second parameter of one name in another place.
 */
export function apiParameterIds(parameters: ReadonlyArray<{ name: string; in: string }>): string[] {
  const taken = new Set<string>();
  return parameters.map((parameter) => {
    const plain = `parameter-${parameter.name.replace(unsafeIdCharacters, '-')}`;
    const id = taken.has(plain) ? `parameter-${parameter.in}-${parameter.name.replace(unsafeIdCharacters, '-')}` : plain;
    taken.add(id);
    return id;
  });
}

/** Element id of a response header on an operation page: `response-200-header-X-Rate-Limit`. */
export function apiHeaderId(status: string, name: string): string {
  return `${apiResponseId(status)}-header-${name.replace(unsafeIdCharacters, '-')}`;
}

/** Element id of a tag's heading in the API overview: `tag-torrent`. */
export function apiTagAnchor(name: string): string {
  return `tag-${name.replace(unsafeIdCharacters, '-')}`;
}

/** Common reason phrases, for the table of contents and response headings. */
const reasons: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '206': 'Partial Content', '207': 'Multi-Status', '208': 'Already Reported',
  '301': 'Moved Permanently', '302': 'Found', '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect',
  '400': 'Bad Request', '401': 'Unauthorized', '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '409': 'Conflict',
  '410': 'Gone', '412': 'Precondition Failed', '413': 'Content Too Large', '415': 'Unsupported Media Type', '422': 'Unprocessable Content', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '501': 'Not Implemented', '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout',
};

/** A status with its reason phrase where it has a common one: `200 OK`, `4XX`, `default`. */
export function apiStatusLabel(status: string): string {
  const reason = reasons[status];
  return reason ? `${status} ${reason}` : status;
}

/** The reference's operations apart from its webhooks, which are listed on their own. */
export function apiOperationsAndWebhooks(api: Pick<ApiModel, 'operations'>): { operations: ApiOperation[]; webhooks: ApiOperation[] } {
  return { operations: api.operations.filter((operation) => !operation.webhook), webhooks: api.operations.filter((operation) => operation.webhook) };
}

/** The id of an operation page's heading for its callback request at `index` (0-based, in spec order). */
export function apiCallbackId(index: number): string {
  return `callback-${index + 1}`;
}
