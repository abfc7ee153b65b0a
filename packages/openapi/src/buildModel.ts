import { isUserError, kebabCase, uniqueSlug, type ApiInfo, type ApiModel, type ApiOperation, type ApiSecurityScheme, type ApiServer, type ApiTag } from '@laguna-docs/shared';
import { record, requestSchema, textAt, type ModelContext } from './modelContext.js';
import { convertOperation, methodsOf, sentOperations } from './operationModel.js';
import { escapeSegment } from './pointer.js';
import { describeSchema } from './schemaModel.js';

/** Turns a validated, dereferenced spec into the plain model; `context` knows names and places of objects. */
export function buildModel(document: Record<string, unknown>, context: ModelContext, file: string): ApiModel {
  const servers = toServers(context, document.servers, '/servers');
  const operations: Array<Omit<ApiOperation, 'slug'>> = [];
  for (const [path, value] of Object.entries(record(document.paths))) {
    const pathItem = record(value);
    for (const method of methodsOf(pathItem)) {
      const pointer = `/paths/${escapeSegment(path)}/${method}`;
      operations.push(
        naming(file, `${method.toUpperCase()} ${path}`, pointer, () =>
          convertOperation(context, record(pathItem[method]), { path, method, pointer, pathItem, security: document.security, servers }, (list, at) => toServers(context, list, at)),
        ),
      );
    }
  }
  // Webhooks (3.1, and the `x-webhooks` extension 3.0 descriptions use for them): named by the webhook
  // when they have no operationId.
  const webhooks = (['webhooks', 'x-webhooks'] as const).flatMap((key) =>
    Object.entries(record(document[key])).flatMap(([name, value]) =>
      naming(file, `webhook ${name}`, `/${key}/${escapeSegment(name)}`, () => sentOperations(context, record(value), name, `/${key}/${escapeSegment(name)}`, name)).map((operation) => ({ ...operation, webhook: true })),
    ),
  );
  // Every component schema is kept, used by an operation or not, in the order the spec lists them.
  for (const name of context.rawSchemas.keys()) requestSchema(context, name);
  const schemas: ApiModel['schemas'] = {};
  // Converting a schema may queue more; the queue is read by index as it grows.
  for (let index = 0; index < context.queue.length; index++) {
    const name = context.queue[index]!;
    const raw = context.rawSchemas.get(name);
    const pointer = `/components/schemas/${escapeSegment(name)}`;
    if (raw) context.schemas.set(name, naming(file, `schema ${name}`, pointer, () => describeSchema(context, raw as Record<string, unknown>, pointer, 0, [])));
  }
  for (const name of context.rawSchemas.keys()) {
    const schema = context.schemas.get(name);
    if (schema) schemas[name] = schema;
  }
  return {
    openapi: String(document.openapi),
    file,
    info: toInfo(context, record(document.info)),
    servers,
    securitySchemes: Object.entries(record(record(document.components).securitySchemes)).map(([key, value]) => toSecurityScheme(context, key, record(value))),
    tags: toTags(context, document.tags, operations),
    operations: withSlugs([...operations, ...webhooks]),
    schemas,
  };
}

/**
 * Runs one step of the conversion; an error it throws (a bug: the spec was validated) names the spec file
 * and the operation or schema, so a report of it says where to look.
 */
export function naming<T>(file: string, what: string, pointer: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (isUserError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: ${what} (${pointer}): ${message}`, { cause: error });
  }
}

/** Route slugs from operationIds (`torrent_put` → `torrent-put`), numbered when two would collide. */
function withSlugs(operations: Array<Omit<ApiOperation, 'slug'>>): ApiOperation[] {
  const used = new Set<string>();
  return operations.map((operation) => {
    const slug = uniqueSlug(operationSlug(operation), (candidate) => used.has(candidate) || candidate === 'introduction');
    used.add(slug);
    return { ...operation, slug };
  });
}

/**
 * An operation's route slug: its operationId in kebab-case with letters folded to ASCII as heading ids
 * fold them (`übersicht` → `ubersicht`, `čas_đaka` → `cas-daka`). An operationId with letters that do not
 * fold (`获取用户`, `обзор`) would lose them, so it gives way to the method and path (`get-users-id`).
 */
export function operationSlug(operation: Pick<ApiOperation, 'operationId' | 'method' | 'path'>): string {
  const folded = operation.operationId.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
  const own = /[^\x00-\x7f]/.test(folded.replace(/[^\p{L}\p{N}]/gu, '')) ? '' : kebabCase(folded);
  return own || kebabCase(`${operation.method} ${operation.path}`) || operation.method;
}

function toInfo(context: ModelContext, info: Record<string, unknown>): ApiInfo {
  const description = textAt(context, info.description, '/info/description');
  const contact = record(info.contact);
  const license = record(info.license);
  const strings = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((key) => typeof value[key] === 'string').map((key) => [key, value[key] as string]));
  return {
    title: String(info.title ?? ''),
    version: String(info.version ?? ''),
    ...(typeof info.summary === 'string' ? { summary: info.summary } : {}),
    ...(description ? { description } : {}),
    ...(typeof info.termsOfService === 'string' ? { termsOfService: info.termsOfService } : {}),
    ...(info.contact !== undefined ? { contact: strings(contact, ['name', 'url', 'email']) } : {}),
    ...(typeof license.name === 'string' ? { license: { name: license.name, ...strings(license, ['url', 'identifier']) } } : {}),
  };
}

function toServers(context: ModelContext, value: unknown, pointer: string): ApiServer[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw, index) => {
    const server = record(raw);
    const at = `${pointer}/${index}`;
    const description = textAt(context, server.description, `${at}/description`);
    const variables = Object.entries(record(server.variables)).map(([name, variable]) => {
      const entry = record(variable);
      const text = textAt(context, entry.description, `${at}/variables/${escapeSegment(name)}/description`);
      return { name, default: String(entry.default ?? ''), ...(Array.isArray(entry.enum) ? { enum: entry.enum.map(String) } : {}), ...(text ? { description: text } : {}) };
    });
    return { url: String(server.url ?? '/'), ...(description ? { description } : {}), variables };
  });
}

function toSecurityScheme(context: ModelContext, key: string, scheme: Record<string, unknown>): ApiSecurityScheme {
  const pointer = `/components/securitySchemes/${escapeSegment(key)}`;
  const description = textAt(context, scheme.description, `${pointer}/description`);
  const text = (name: string) => (typeof scheme[name] === 'string' ? { [name]: scheme[name] as string } : {});
  const flows = Object.entries(record(scheme.flows)).map(([flow, raw]) => {
    const entry = record(raw);
    const urls = ['authorizationUrl', 'tokenUrl', 'refreshUrl'].filter((name) => typeof entry[name] === 'string');
    return { flow, ...Object.fromEntries(urls.map((name) => [name, entry[name] as string])), scopes: Object.fromEntries(Object.entries(record(entry.scopes)).map(([scope, what]) => [scope, String(what)])) };
  });
  return {
    key,
    type: String(scheme.type ?? ''),
    ...(description ? { description } : {}),
    ...text('name'),
    ...text('in'),
    ...text('scheme'),
    ...text('bearerFormat'),
    ...text('openIdConnectUrl'),
    ...(flows.length > 0 ? { flows } : {}),
    pointer,
  };
}

/** Declared tags in their order, then tags only operations name, in order of first use. */
function toTags(context: ModelContext, declared: unknown, operations: ReadonlyArray<Pick<ApiOperation, 'tags'>>): ApiTag[] {
  const tags: ApiTag[] = (Array.isArray(declared) ? declared : []).map((raw, index) => {
    const tag = record(raw);
    const description = textAt(context, tag.description, `/tags/${index}/description`);
    const docs = record(tag.externalDocs);
    const docsText = textAt(context, docs.description, `/tags/${index}/externalDocs/description`);
    return {
      name: String(tag.name ?? ''),
      ...(description ? { description } : {}),
      ...(typeof docs.url === 'string' ? { externalDocs: { url: docs.url, ...(docsText ? { description: docsText } : {}) } } : {}),
    };
  });
  const known = new Set(tags.map((tag) => tag.name));
  for (const name of operations.flatMap((operation) => operation.tags)) {
    if (!known.has(name)) {
      known.add(name);
      tags.push({ name });
    }
  }
  return tags;
}
