import { exampleFor } from '@laguna-docs/openapi';
import { operationLabel } from './operationGroups.js';
import { API_SECTION_IDS, apiSchemaAnchor, childSchemas, kebabCase, schemaHasContents, translate, uniqueSlug, type ApiModel, type ApiOperation, type ApiOperationSummary, type ApiSchema, type ApiSchemaPageData, type LinkRecord, type TocEntry, type UiStrings } from '@laguna-docs/shared';
import { renderSpecTexts, type ApiTextRenderer } from './renderApiText.js';
import { operationSchemas, schemaClosure, schemaTexts } from './schemaClosure.js';

/** Whether a reference gives its named schemas pages of their own: yes, no, or by its size. */
export type SchemaPagesSetting = boolean | 'auto';

/** With `schemaPages: 'auto'`, references of more operations than this give their named schemas pages. */
export const SCHEMA_PAGES_AUTO_OPERATIONS = 100;

/** The path segment below the reference's route that holds the schema pages: `/api/schemas/<name>`. */
export const SCHEMA_PAGES_SEGMENT = 'schemas';

const routesByModel = new WeakMap<ApiModel, Map<string, Record<string, string>>>();

/**
 * The routes of the schema pages of a reference at `route`, by schema name, in the spec's order; none
 * when it has no schema pages. Each named schema with contents (properties, items, alternatives) gets
 * one; a plain named value (an enum, a hex string) is shown in full wherever it is used. Slugs are the
 * names in kebab case, numbered when two would collide.
 */
export function schemaPageRoutes(api: ApiModel, route: string, setting: SchemaPagesSetting = 'auto'): Record<string, string> | undefined {
  const enabled = setting === 'auto' ? api.operations.length > SCHEMA_PAGES_AUTO_OPERATIONS : setting;
  if (!enabled) return undefined;
  let byRoute = routesByModel.get(api);
  if (!byRoute) routesByModel.set(api, (byRoute = new Map()));
  let routes = byRoute.get(route);
  if (routes) return routes;
  routes = {};
  const used = new Set<string>();
  for (const [name, schema] of Object.entries(api.schemas)) {
    if (!schemaHasContents(schema, api.schemas)) continue;
    const slug = uniqueSlug(kebabCase(name) || 'schema', (candidate) => used.has(candidate));
    used.add(slug);
    routes[name] = `${route}/${SCHEMA_PAGES_SEGMENT}/${slug}`;
  }
  byRoute.set(route, routes);
  return routes;
}

/** An operation as lists of operations show it: method, path and label, linking to its page. */
export function operationSummary(operation: ApiOperation, route: string): ApiOperationSummary {
  return { route: `${route}/${operation.slug}`, method: operation.method, path: operation.path, label: operationLabel(operation), deprecated: operation.deprecated };
}

const usersByModel = new WeakMap<ApiModel, Map<string, ApiOperation[]>>();

/** The operations that name each schema directly (not only through another named schema), in spec order. */
function schemaUsers(api: ApiModel): Map<string, ApiOperation[]> {
  let users = usersByModel.get(api);
  if (users) return users;
  users = new Map();
  for (const operation of api.operations) {
    const named = new Set<string>();
    const pending: ApiSchema[] = operationSchemas(operation);
    for (let index = 0; index < pending.length; index++) {
      const schema = pending[index]!;
      if ('ref' in schema) named.add(schema.ref);
      else pending.push(...childSchemas(schema));
    }
    for (const name of named) {
      const list = users.get(name);
      if (list) list.push(operation);
      else users.set(name, [operation]);
    }
  }
  usersByModel.set(api, users);
  return users;
}

/** A schema page's content data and what the page needs to know about it. */
export interface SchemaPageParts {
  data: ApiSchemaPageData;
  toc: TocEntry[];
  headingIds: string[];
  links: LinkRecord[];
}

/**
 * What a named schema's page shows: the schema (other named schemas inside it link to their pages), its
 * spec texts as HTML, a generated example and the operations that use it.
 */
export function schemaPage(api: ApiModel, name: string, route: string, routes: Record<string, string>, render: ApiTextRenderer, strings: UiStrings, locale: string): SchemaPageParts {
  const t = (key: string) => translate(strings, locale, key);
  const schema = api.schemas[name]!;
  const schemas = schemaClosure([{ ref: name }], api.schemas);
  const described = schemaClosure([{ ref: name }], api.schemas, routes);
  const { html, links, headingIds: textIds } = renderSpecTexts(render, schemaTexts(Object.values(described)));
  const headingIds = [apiSchemaAnchor(name), ...textIds];
  const value = exampleFor({ ref: name }, api.schemas, 'response');
  const label = t('api.generatedExample');
  const example = value === undefined ? undefined : { language: 'json', label, html: render.codes([{ language: 'json', code: JSON.stringify(value, null, 2) }])[0]! };
  const usedBy = (schemaUsers(api).get(name) ?? []).map((operation) => operationSummary(operation, route));
  const toc: TocEntry[] = [...(example ? [{ depth: 2, id: API_SECTION_IDS.example, text: label }] : []), ...(usedBy.length > 0 ? [{ depth: 2, id: API_SECTION_IDS.usedBy, text: t('api.usedBy') }] : [])];
  headingIds.push(...toc.map((entry) => entry.id));
  return { data: { name, schema, schemas, html, schemaPages: routes, ...(example ? { example } : {}), usedBy }, toc, headingIds, links };
}
