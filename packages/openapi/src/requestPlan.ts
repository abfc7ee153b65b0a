import type { ApiOperation, ApiSchema, ApiSchemaObject, ApiSecurityScheme, RequestPlan, SampleBody } from '@laguna-docs/shared';
import { exampleFor, writtenValue } from './examples.js';
import { formFields } from './formFields.js';

export type { RequestPlan, SampleBody } from '@laguna-docs/shared';

/**
 * Where a sample's URL starts when the spec names no server (or only a relative one): a placeholder in
 * the braces path parameters without examples use too, which no reader takes for a real address.
 */
const BASE_URL_PLACEHOLDER = '{baseUrl}';

/** True for `application/json` and vendor types such as `application/vnd.x+json`. */
export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(mediaType) || /\+json\b/i.test(mediaType);
}

/**
 * The request a sample makes: the first server (else `BASE_URL_PLACEHOLDER`), path parameters filled with
 * the values the spec gives (else left as `{name}`), the required query parameters and headers, the first
 * security requirement's credentials as placeholders, and an example body (form bodies as their
 * `encoding` says, see `formFields`).
 */
export function planRequest(operation: ApiOperation, schemas: Readonly<Record<string, ApiSchemaObject>>, securitySchemes: readonly ApiSecurityScheme[]): RequestPlan {
  const value = (schema: ApiSchema | undefined, example: unknown, name: string) => {
    const chosen = example !== undefined ? example : exampleFor(schema, schemas, 'request');
    return chosen === undefined || chosen === null ? `<${name}>` : typeof chosen === 'string' ? chosen : JSON.stringify(chosen);
  };
  let path = operation.path;
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  const cookies: Array<[string, string]> = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      // A value the spec gives, else the parameter's name in braces for the reader to fill in.
      const given = parameter.example !== undefined ? parameter.example : writtenValue(parameter.schema, schemas);
      const usable = given !== undefined && given !== null && typeof given !== 'object';
      path = path.split(`{${parameter.name}}`).join(usable ? encodeComponent(String(given)) : `{${parameter.name}}`);
      continue;
    }
    const filled = value(parameter.schema, parameter.example, parameter.name);
    if (parameter.required && parameter.in === 'query') query.push([parameter.name, filled]);
    else if (parameter.required && parameter.in === 'header') headers.push([parameter.name, filled]);
    else if (parameter.required && parameter.in === 'cookie') cookies.push([parameter.name, filled]);
  }
  for (const { scheme } of operation.security[0] ?? []) {
    const definition = securitySchemes.find((candidate) => candidate.key === scheme);
    if (!definition) continue;
    if (definition.type === 'apiKey' && definition.name) {
      const target = definition.in === 'query' ? query : definition.in === 'cookie' ? cookies : headers;
      target.push([definition.name, '<token>']);
    } else if (definition.type === 'http' && definition.scheme?.toLowerCase() === 'basic') {
      headers.push(['Authorization', 'Basic <credentials>']);
    } else if (definition.type === 'http' || definition.type === 'oauth2' || definition.type === 'openIdConnect') {
      headers.push(['Authorization', 'Bearer <token>']);
    }
  }
  const body = planBody(operation, schemas);
  if (body && body.kind !== 'form') headers.unshift(['Content-Type', body.mediaType]);
  const search = query.map(([name, text]) => `${encodeComponent(name)}=${encodeComponent(text)}`).join('&');
  const success = operation.responses.find((response) => /^2/.test(response.status)) ?? operation.responses[0];
  const media = success?.content[0]?.mediaType;
  return {
    method: operation.method.toUpperCase(),
    url: `${baseUrl(operation)}${path}${search ? `?${search}` : ''}`,
    headers,
    cookies,
    ...(body ? { body } : {}),
    response: media === undefined ? 'none' : isJsonMediaType(media) ? 'json' : 'text',
  };
}

/** Percent-encodes a URL component but keeps escapes already written in an example (`%c1`). */
function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(/%25([0-9a-f]{2})/gi, '%$1');
}

function baseUrl(operation: ApiOperation): string {
  const server = operation.servers[0];
  if (!server) return BASE_URL_PLACEHOLDER;
  let url = server.url;
  for (const variable of server.variables) url = url.split(`{${variable.name}}`).join(variable.default);
  url = url.replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `${BASE_URL_PLACEHOLDER}${url.startsWith('/') || url === '' ? '' : '/'}${url}`;
}

function planBody(operation: ApiOperation, schemas: Readonly<Record<string, ApiSchemaObject>>): SampleBody | undefined {
  const media = operation.requestBody?.content[0];
  if (!media) return undefined;
  // The first example with a value (one may give only `externalValue`).
  const written = media.examples.find((example) => 'value' in example)?.value;
  if (isJsonMediaType(media.mediaType)) {
    return { kind: 'json', mediaType: media.mediaType, value: written !== undefined ? written : (exampleFor(media.schema, schemas, 'request') ?? {}) };
  }
  if (media.mediaType === 'multipart/form-data' || media.mediaType === 'application/x-www-form-urlencoded') {
    return { kind: 'form', mediaType: media.mediaType, fields: formFields(media, written, schemas) };
  }
  const example = written !== undefined ? written : exampleFor(media.schema, schemas, 'request');
  return { kind: 'raw', mediaType: media.mediaType, text: typeof example === 'string' ? example : example === undefined ? '<data>' : JSON.stringify(example) };
}
