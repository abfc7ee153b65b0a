/**
 * A large synthetic OpenAPI 3.1 description for scale tests and benchmarks: many operations over many
 * tags, named schemas that refer to themselves and to each other, unnamed schemas nested deeper than the
 * model keeps, composition (allOf, oneOf with a discriminator), and markdown descriptions with links.
 * Deterministic: the same options give the same document.
 */
export interface SyntheticSpecOptions {
  /** Number of operations (default 1000). */
  operations?: number;
  /** Number of named model schemas (default 200). */
  schemas?: number;
  /** Nesting depth of the unnamed objects inside every tenth model (default 30). */
  depth?: number;
  /** Number of tags (default 20). */
  tags?: number;
}

type Json = Record<string, unknown>;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** Builds the document; operationIds are `op_<n>`, so pages land at `/api/op-<n>`. */
export function syntheticSpec(options: SyntheticSpecOptions = {}): Json {
  const operations = options.operations ?? 1000;
  const models = options.schemas ?? 200;
  const depth = options.depth ?? 30;
  const tagCount = options.tags ?? 20;
  const model = (i: number) => `Model${((i % models) + models) % models}`;

  const schemas: Json = {
    Meta: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, next: { anyOf: [ref('Link'), { type: 'null' }] } } },
    Link: { type: 'object', required: ['href'], properties: { href: { type: 'string', format: 'uri' }, meta: ref('Meta') } },
    Problem: {
      type: 'object',
      description: 'An error, as *RFC 9457* describes it.',
      required: ['title'],
      properties: { title: { type: 'string' }, status: { type: 'integer', minimum: 400, maximum: 599 }, detail: { type: ['string', 'null'] } },
    },
    Shape: {
      oneOf: [ref('Circle'), ref('Square')],
      discriminator: { propertyName: 'kind', mapping: { circle: '#/components/schemas/Circle', square: '#/components/schemas/Square' } },
    },
    Circle: { allOf: [ref('Base'), { type: 'object', properties: { kind: { const: 'circle' }, radius: { type: 'number', exclusiveMinimum: 0 } } }] },
    Square: { allOf: [ref('Base'), { type: 'object', properties: { kind: { const: 'square' }, side: { type: 'number' } } }] },
    Base: { type: 'object', properties: { id: { type: 'string', format: 'uuid', readOnly: true }, created: { type: 'string', format: 'date-time' } } },
  };
  for (let i = 0; i < models; i++) {
    const properties: Json = {
      id: { type: 'string', format: 'uuid', readOnly: true },
      name: { type: 'string', minLength: 1, maxLength: 80, examples: [`name ${i}`] },
      status: { type: 'string', enum: ['draft', 'active', 'archived'], default: 'draft' },
      score: { type: ['number', 'null'], minimum: 0, maximum: 100 },
      secret: { type: 'string', writeOnly: true },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
      // Recursion: through itself, with its neighbour, and into a small group of related models.
      children: { type: 'array', items: ref(model(i)) },
      partner: ref(model(i ^ 1)),
      related: { type: 'array', items: ref(model(i - (i % 10) + ((i + 3) % 10))) },
      shape: ref('Shape'),
      links: { type: 'array', items: ref('Link') },
    };
    if (i % 10 === 0) properties.deep = nested(depth);
    schemas[model(i)] = { type: 'object', description: `Model number ${i}. Related to \`${model(i ^ 1)}\`.`, required: ['id', 'name'], properties };
  }

  const tags = Array.from({ length: tagCount }, (_, i) => ({ name: `area-${i}`, description: `Operations of area **${i}**.` }));
  const paths: Record<string, Json> = {};
  const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
  for (let n = 0; n < operations; n++) {
    const method = methods[n % methods.length]!;
    const path = `/area${n % tagCount}/things${Math.floor(n / methods.length)}/{thingId}`;
    const body = method === 'post' || method === 'put' || method === 'patch';
    const target = model(n * 7);
    const operation: Json = {
      tags: [`area-${n % tagCount}`],
      operationId: `op_${n}`,
      summary: `Operation ${n}`,
      description: `Does thing ${n} to a \`${target}\`. See [operation ${(n + 1) % operations}](/api/op-${(n + 1) % operations}) too.\n\n- one\n- two`,
      parameters: [
        { name: 'thingId', in: 'path', required: true, description: 'The thing.', schema: { type: 'string', format: 'uuid' } },
        { name: 'limit', in: 'query', description: 'How many.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'The result.',
          headers: { 'X-Rate-Limit': { description: 'Calls left.', schema: { type: 'integer' } } },
          content: { 'application/json': { schema: n % 3 === 0 ? { type: 'object', properties: { items: { type: 'array', items: ref(target) }, meta: ref('Meta') } } : ref(target) } },
        },
        '400': { $ref: '#/components/responses/BadRequest' },
        default: { description: 'Something else went wrong.', content: { 'application/problem+json': { schema: ref('Problem') } } },
      },
    };
    if (body) operation.requestBody = { required: true, content: { 'application/json': { schema: ref(target) } } };
    (paths[path] ??= {})[method] = operation;
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic API', version: '1.0.0', description: 'A large generated API for scale tests.' },
    servers: [{ url: 'https://api.example.org' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: { BadRequest: { description: 'The request was wrong.', content: { 'application/problem+json': { schema: ref('Problem') } } } },
      schemas,
    },
  };
}

/** An unnamed object nested `levels` deep. */
function nested(levels: number): Json {
  let schema: Json = { type: 'string', description: 'The bottom.' };
  for (let level = levels; level > 0; level--) schema = { type: 'object', description: `Level ${level}.`, properties: { value: { type: 'integer' }, next: schema } };
  return schema;
}
