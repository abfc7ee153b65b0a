/**
 * An OpenAPI 3.1 description with `operations` operations over resources of a tracker-like service:
 * ten operations per resource (list, create, get, replace, patch, delete, search, history, bulk, stats),
 * a tag per resource, path, query and header parameters (shared through `components/parameters`),
 * JSON and multipart bodies, shared error responses, and component schemas that refer to each other,
 * to themselves (`parent`, `children`, `replies`) and through `allOf`/`oneOf`.
 */
export function generateSpec(random, { operations }) {
  const resources = resourceNames(Math.ceil(operations / 10));
  const spec = {
    openapi: '3.1.0',
    info: {
      title: 'Synthetic tracker API',
      version: '2.0.0',
      summary: 'A large generated API description for benchmarks.',
      description: 'Every operation needs an access token unless it says otherwise. Lists are paged with `limit` and `offset`.',
      license: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: 'http://127.0.0.1:6969', description: 'A local server' }],
    security: [{ AccessToken: [] }],
    tags: [],
    paths: {},
    components: { schemas: sharedSchemas(), parameters: sharedParameters(), responses: sharedResponses(), securitySchemes: { AccessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token', description: 'The access token from the login response.' } } },
  };

  let count = 0;
  for (const resource of resources) {
    if (count >= operations) break;
    const { tag, base } = resource;
    spec.tags.push({ name: tag, description: `Operations on ${resource.plural}. ${sentence(random)}` });
    Object.assign(spec.components.schemas, resourceSchemas(random, resource, resources));
    for (const make of OPERATIONS) {
      if (count >= operations) break;
      const { method, suffix, operation } = make(resource, random);
      const pathKey = `${base}${suffix}`;
      spec.paths[pathKey] ??= {};
      spec.paths[pathKey][method] = { tags: [tag], ...operation };
      count += 1;
    }
  }
  return spec;
}

const BASES = ['torrent', 'peer', 'user', 'rating', 'swarm', 'invite', 'role', 'session', 'report', 'comment', 'genre', 'label', 'category', 'announce', 'token', 'backup', 'metric', 'log', 'job', 'webhook', 'message', 'notification', 'ban', 'bookmark', 'download'];

function resourceNames(count) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const base = BASES[i % BASES.length];
    const round = Math.floor(i / BASES.length);
    const prefix = round === 0 ? '' : round === 1 ? 'admin' : `v${round + 1}`;
    const id = prefix ? `${prefix}_${base}` : base;
    const schema = id.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
    out.push({ id, tag: prefix ? `${prefix} ${base}` : base, plural: `${base}s`, schema, base: `/api/${prefix ? `${prefix}/` : ''}${base}` });
  }
  return out;
}

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema) => ({ 'application/json': { schema } });

function sentence(random) {
  const subjects = ['The server', 'A moderator', 'The tracker', 'Each request', 'The client'];
  const verbs = ['checks', 'records', 'returns', 'rejects', 'caches'];
  const objects = ['the access token', 'the role', 'the request body', 'the info hash', 'the page size'];
  return `${subjects[random.int(0, 4)]} ${verbs[random.int(0, 4)]} ${objects[random.int(0, 4)]}.`;
}

const errors = (...codes) => Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/responses/${{ 400: 'BadRequest', 401: 'Unauthorized', 404: 'NotFound', 409: 'Conflict' }[code]}` }]));
const idParameter = { $ref: '#/components/parameters/Id' };
const common = [{ $ref: '#/components/parameters/RequestId' }];

const OPERATIONS = [
  (r, random) => ({ method: 'get', suffix: '', operation: { operationId: `${r.id}_list`, summary: `List ${r.plural}`, description: sentence(random), parameters: [...common, { $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Offset' }, { $ref: '#/components/parameters/Sort' }, { name: 'q', in: 'query', description: 'Words the name must contain.', schema: { type: 'string', maxLength: 100 } }], responses: { 200: { description: `A page of ${r.plural}.`, content: json(ref(`${r.schema}Page`)) }, ...errors(400, 401) } } }),
  (r, random) => ({ method: 'post', suffix: '', operation: { operationId: `${r.id}_create`, summary: `Create a ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: common, requestBody: { required: true, content: json(ref(`${r.schema}Input`)) }, responses: { 201: { description: 'Created.', headers: { Location: { description: 'Where the new resource lives.', schema: { type: 'string', format: 'uri-reference' } } }, content: json(ref(r.schema)) }, ...errors(400, 401, 409) } } }),
  (r, random) => ({ method: 'get', suffix: '/{id}', operation: { operationId: `${r.id}_get`, summary: `Get one ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: [idParameter, ...common], responses: { 200: { description: 'Found.', content: json(ref(r.schema)) }, ...errors(401, 404) } } }),
  (r, random) => ({ method: 'put', suffix: '/{id}', operation: { operationId: `${r.id}_put`, summary: `Replace a ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: [idParameter, ...common], requestBody: { required: true, content: { ...json(ref(`${r.schema}Input`)), 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The raw file, at most 1 MB.' }, note: { type: 'string' } } } } } }, responses: { 200: { description: 'Replaced.', content: json(ref(r.schema)) }, ...errors(400, 401, 404) } } }),
  (r, random) => ({ method: 'patch', suffix: '/{id}', operation: { operationId: `${r.id}_patch`, summary: `Change a ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: [idParameter, ...common], requestBody: { required: true, content: { 'application/merge-patch+json': { schema: ref(`${r.schema}Patch`) } } }, responses: { 200: { description: 'Changed.', content: json(ref(r.schema)) }, ...errors(400, 401, 404) } } }),
  (r, random) => ({ method: 'delete', suffix: '/{id}', operation: { operationId: `${r.id}_delete`, summary: `Delete a ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: [idParameter, ...common, { name: 'force', in: 'query', schema: { type: 'boolean', default: false } }], responses: { 204: { description: 'Deleted.' }, ...errors(401, 404, 409) } } }),
  (r, random) => ({ method: 'post', suffix: '/search', operation: { operationId: `${r.id}_search`, summary: `Search ${r.plural}`, description: sentence(random), parameters: common, requestBody: { content: json({ type: 'object', properties: { query: ref('Filter'), limit: { type: 'integer', minimum: 1, maximum: 100 } } }) }, responses: { 200: { description: 'Matches.', content: json(ref(`${r.schema}Page`)) }, ...errors(400, 401) } } }),
  (r, random) => ({ method: 'get', suffix: '/{id}/history', operation: { operationId: `${r.id}_history`, summary: `History of a ${r.id.replace(/_/g, ' ')}`, description: sentence(random), parameters: [idParameter, ...common, { $ref: '#/components/parameters/Limit' }, { name: 'since', in: 'query', schema: { type: 'string', format: 'date-time' } }], responses: { 200: { description: 'Changes, newest first.', content: json({ type: 'array', items: ref('Change') }) }, ...errors(401, 404) } } }),
  (r, random) => ({ method: 'post', suffix: '/bulk', operation: { operationId: `${r.id}_bulk`, summary: `Create or delete many ${r.plural}`, description: sentence(random), parameters: common, requestBody: { required: true, content: json({ type: 'array', maxItems: 100, items: { oneOf: [ref(`${r.schema}Input`), { type: 'object', required: ['delete'], properties: { delete: { type: 'string', format: 'uuid' } } }] } }) }, responses: { 200: { description: 'One result per item.', content: json({ type: 'array', items: { oneOf: [ref(r.schema), ref('Error')] } }) }, ...errors(400, 401) } } }),
  (r, random) => ({ method: 'get', suffix: '/stats', operation: { operationId: `${r.id}_stats`, summary: `Statistics of ${r.plural}`, description: sentence(random), security: [], parameters: common, responses: { 200: { description: 'Counters.', content: json({ type: 'object', additionalProperties: { type: 'integer', minimum: 0 } }) } } } }),
];

function resourceSchemas(random, resource, resources) {
  const other = resources[random.int(0, resources.length - 1)];
  const properties = {
    id: { type: 'string', format: 'uuid', readOnly: true },
    name: { type: 'string', minLength: 1, maxLength: 100, example: `${resource.id}-example` },
    status: { type: 'string', enum: ['active', 'pending', 'banned', 'deleted'], default: 'pending' },
    created_at: { type: 'string', format: 'date-time', readOnly: true },
    updated_at: { type: ['string', 'null'], format: 'date-time' },
    count: { type: 'integer', format: 'int64', minimum: 0 },
    labels: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    owner: ref('UserSummary'),
    // Recursive: a resource may have a parent and children of its own kind.
    parent: { oneOf: [ref(resource.schema), { type: 'null' }] },
    children: { type: 'array', items: ref(resource.schema) },
    related: { type: 'array', items: ref(`${other.schema}Summary`) },
    comments: { type: 'array', items: ref('Comment') },
    metadata: { type: 'object', additionalProperties: { type: 'string' } },
  };
  const extra = random.int(0, 6);
  for (let i = 0; i < extra; i += 1) properties[`field_${i}`] = random.pick([{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, ref('Link'), ref('TreeNode')]);
  return {
    [resource.schema]: { type: 'object', description: `A ${resource.id.replace(/_/g, ' ')}.`, required: ['id', 'name', 'status'], properties },
    [`${resource.schema}Summary`]: { type: 'object', required: ['id'], properties: { id: properties.id, name: properties.name } },
    [`${resource.schema}Input`]: { type: 'object', required: ['name'], properties: { name: properties.name, labels: properties.labels, parent: { type: 'string', format: 'uuid' }, metadata: properties.metadata } },
    [`${resource.schema}Patch`]: { type: 'object', minProperties: 1, properties: { name: properties.name, status: properties.status, labels: properties.labels } },
    [`${resource.schema}Page`]: { allOf: [ref('PageMeta'), { type: 'object', required: ['items'], properties: { items: { type: 'array', items: ref(resource.schema) } } }] },
  };
}

function sharedSchemas() {
  return {
    Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string', example: 'not_found' }, message: { type: 'string' }, details: { type: 'array', items: ref('ErrorDetail') } } },
    ErrorDetail: { type: 'object', properties: { field: { type: 'string' }, reason: { type: 'string' }, cause: ref('ErrorDetail') } },
    PageMeta: { type: 'object', required: ['total', 'limit', 'offset'], properties: { total: { type: 'integer', minimum: 0 }, limit: { type: 'integer' }, offset: { type: 'integer' }, next: { type: ['string', 'null'], format: 'uri-reference' } } },
    TreeNode: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, children: { type: 'array', items: ref('TreeNode') } } },
    Comment: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, body: { type: 'string', maxLength: 2000 }, author: ref('UserSummary'), replies: { type: 'array', items: ref('Comment') } } },
    Change: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, by: ref('UserSummary'), field: { type: 'string' }, before: {}, after: {} } },
    Filter: { oneOf: [{ type: 'object', required: ['field', 'op', 'value'], properties: { field: { type: 'string' }, op: { type: 'string', enum: ['eq', 'ne', 'lt', 'gt', 'contains'] }, value: { type: ['string', 'number', 'boolean'] } } }, { type: 'object', required: ['and'], properties: { and: { type: 'array', items: ref('Filter') } } }, { type: 'object', required: ['or'], properties: { or: { type: 'array', items: ref('Filter') } } }] },
    // Replaced by the user resource's own summary when the description has one.
    UserSummary: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
    Link: { type: 'object', required: ['href'], properties: { href: { type: 'string', format: 'uri' }, rel: { type: 'string' } } },
  };
}

function sharedParameters() {
  return {
    Id: { name: 'id', in: 'path', required: true, description: 'The identifier.', schema: { type: 'string', format: 'uuid' } },
    Limit: { name: 'limit', in: 'query', description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
    Offset: { name: 'offset', in: 'query', description: 'Items to skip.', schema: { type: 'integer', minimum: 0, default: 0 } },
    Sort: { name: 'sort', in: 'query', description: 'Field to sort by; a leading `-` sorts descending.', schema: { type: 'string', pattern: '^-?[a-z_]+$', example: '-created_at' } },
    RequestId: { name: 'X-Request-Id', in: 'header', description: 'Echoed in the response, for logs.', schema: { type: 'string', maxLength: 64 } },
  };
}

function sharedResponses() {
  const error = (description) => ({ description, content: json(ref('Error')) });
  return { BadRequest: error('The request is malformed.'), Unauthorized: error('No valid access token.'), NotFound: error('No such resource.'), Conflict: error('The resource changed or already exists.') };
}
