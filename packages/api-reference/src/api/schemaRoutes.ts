import { kebabCase, schemaHasContents, uniqueSlug, type ApiModel } from '@laguna-docs/shared';

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
