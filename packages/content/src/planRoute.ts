import { routePathProblem, stripNumberPrefix } from '@laguna-docs/shared';
import type { Section } from './discoverSources.js';

/**
 * The route of a markdown file, from its folder and name alone (so links can be resolved before parsing):
 * numeric prefixes are stripped, `index.md` and `README.md` stand for their folder, and as in Docusaurus the front matter's
 * `slug` replaces the file name (`setup`, `guides/setup`: relative to the file's folder; `/guides/setup`:
 * relative to the section's route base: `docsRoute` for a docs section, `/` for pages) or, without a slug, its `id` does (but for an `index.md`).
 * `docs/contributing/backend/02-setup_and_run.md` → `/docs/contributing/backend/setup_and_run`;
 * `pages/index.md` → `/`.
 */
export function planRoute(section: Section, relPath: string, slug?: string, id?: string, docsRoute = '/docs'): string {
  const segments = relPath.replace(/\.mdx?$/, '').split('/').map(stripNumberPrefix);
  const name = segments.pop() ?? 'index';
  // Docs sections live under their route; pages at the site root.
  const prefix = section !== 'pages' && docsRoute !== '/' ? docsRoute : '';
  const trimmed = slug?.replace(/\/+$/, '');
  let parts: string[];
  if (trimmed !== undefined && slug!.startsWith('/')) parts = trimmed.split('/').filter(Boolean);
  else if (trimmed !== undefined) parts = [...segments, ...trimmed.split('/').filter(Boolean)];
  else parts = [...segments, ...(isIndexName(name) ? [] : [id ?? name])];
  const route = `${prefix}/${parts.join('/')}`.replace(/\/$/, '');
  return route === '' ? '/' : route;
}

/** Whether a file name (without `.md` and number prefix) stands for its folder: `index`, or `README` in any case. */
export function isIndexName(name: string): boolean {
  return name === 'index' || name.toLowerCase() === 'readme';
}

/**
 * Why a route cannot be an address, if it cannot: a `%`, `#`, `?` or a backslash (which a URL reads as an escape,
 * the start of a fragment or query, and a slash) or a control character, from a file or folder name or a
 * `slug`. Other characters (spaces, letters of any script) are fine: browsers encode them and static
 * hosts decode them back to the file name. Nor may a segment be empty, `.` or `..` (`routePathProblem`).
 */
export function routeProblem(route: string): string | undefined {
  const found = /[%#?\\\u0000-\u001f\u007f]/.exec(route);
  if (!found) {
    const path = routePathProblem(route);
    return path === undefined ? undefined : `the route ${path}, so the page cannot be written`;
  }
  const shown = /[\u0000-\u001f\u007f]/.test(found[0]) ? `control character U+${found[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : `"${found[0]}"`;
  return `the route "${route.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD')}" has ${shown}, which means something else in a URL, so no link could reach the page`;
}
