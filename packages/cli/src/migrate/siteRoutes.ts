/** The routes of the new site (below its base path), so the links migrate writes all lead somewhere. */
export interface SiteRoutes {
  /** Every page and static file of the new site, as a route without a trailing slash. */
  routes: ReadonlySet<string>;
  /** Route prefixes whose pages cannot be listed ahead (the docs of released versions); links below them are kept. */
  prefixes: readonly string[];
  /** Routes of the old site that were not carried, with what they were (`the React page src/pages/help.js`). */
  notCarried: ReadonlyMap<string, string>;
  /** Old routes that moved, prefix → new prefix (an OpenAPI plugin's pages, now the reference's). */
  moved: ReadonlyMap<string, string>;
}

/** Whether `route` is `base` or below it. */
export const isUnder = (route: string, base: string) => route === base || route.startsWith(`${base === '/' ? '' : base}/`);

/**
 * Why a route of the old site (`/blog`, `/help/`) leads nowhere in the new one: what it was, when that was
 * not carried; undefined when the new site has it.
 */
export function missingRoute(site: SiteRoutes, written: string, blogRoute?: string): string | undefined {
  const route = written.replace(/[?#].*$/, '').replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  if (site.routes.has(route) || site.prefixes.some((prefix) => isUnder(route, prefix))) return undefined;
  if (blogRoute && isUnder(route, blogRoute)) return `the blog (${route}), which is not carried`;
  const what = site.notCarried.get(route);
  return what ? `${what}, which is not carried` : `${route}, which is no page of the new site`;
}

/** Whether a link names its scheme (`https:`, `mailto:`) or is protocol-relative, as Docusaurus tells external links. */
export const hasProtocol = (link: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link);
