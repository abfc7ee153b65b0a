import { API_CHOOSER_ALTERNATIVES, childSchemas, kebabCase, schemaHasContents, uniqueSlug, type ApiModel, type ApiSchema } from '@laguna-docs/shared';
import { operationSchemas } from './schemaClosure.js';

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
 * names in kebab case, numbered when two would collide. With `auto` in a smaller reference, the named
 * alternatives of a large union (`API_CHOOSER_ALTERNATIVES`) alone get pages, so the union's page lists
 * them instead of describing each.
 */
export function schemaPageRoutes(api: ApiModel, route: string, setting: SchemaPagesSetting = 'auto'): Record<string, string> | undefined {
  const enabled = setting === 'auto' ? api.operations.length > SCHEMA_PAGES_AUTO_OPERATIONS : setting;
  const only = !enabled && setting === 'auto' ? largeUnionAlternatives(api) : undefined;
  if (!enabled && !only?.size) return undefined;
  let byRoute = routesByModel.get(api);
  if (!byRoute) routesByModel.set(api, (byRoute = new Map()));
  let routes = byRoute.get(route);
  if (routes) return routes;
  routes = {};
  const used = new Set<string>();
  for (const [name, schema] of Object.entries(api.schemas)) {
    if ((only && !only.has(name)) || !schemaHasContents(schema, api.schemas)) continue;
    const slug = uniqueSlug(kebabCase(name) || 'schema', (candidate) => used.has(candidate));
    used.add(slug);
    routes[name] = `${route}/${SCHEMA_PAGES_SEGMENT}/${slug}`;
  }
  byRoute.set(route, routes);
  return routes;
}

/** The named schemas that are alternatives of a union of more than `API_CHOOSER_ALTERNATIVES`, anywhere in the reference. */
function largeUnionAlternatives(api: ApiModel): Set<string> {
  const found = new Set<string>();
  const named = new Set<string>();
  const pending: ApiSchema[] = [...api.operations.flatMap(operationSchemas), ...Object.keys(api.schemas).map((ref) => ({ ref }))];
  for (let index = 0; index < pending.length; index++) {
    const schema = pending[index]!;
    if ('ref' in schema) {
      const target = api.schemas[schema.ref];
      if (target && !named.has(schema.ref)) pending.push(target);
      named.add(schema.ref);
      continue;
    }
    for (const list of [schema.oneOf, schema.anyOf]) if (list && list.length > API_CHOOSER_ALTERNATIVES) for (const alternative of list) if ('ref' in alternative) found.add(alternative.ref);
    pending.push(...childSchemas(schema).filter((child) => !('ref' in child) || !named.has(child.ref)));
  }
  return found;
}
