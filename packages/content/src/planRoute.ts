import { stripNumberPrefix } from '@laguna-docs/shared';
import type { Section } from './discoverSources.js';

/**
 * The route of a markdown file, from its folder and name alone (so links can be resolved before parsing):
 * numeric prefixes are stripped, `index.md` stands for its folder, and `slug` replaces the file name.
 * `docs/contributing/backend/02-setup_and_run.md` → `/docs/contributing/backend/setup_and_run`;
 * `pages/index.md` → `/`.
 */
export function planRoute(section: Section, relPath: string, slug?: string): string {
  const segments = relPath.replace(/\.md$/, '').split('/').map(stripNumberPrefix);
  const name = segments.pop() ?? 'index';
  const isIndex = name === 'index' && slug === undefined;
  const parts = [...segments, ...(isIndex ? [] : [slug ?? name])];
  const prefix = section === 'docs' ? '/docs' : '';
  const route = `${prefix}/${parts.join('/')}`.replace(/\/$/, '');
  return route === '' ? '/' : route;
}

/**
 * Why a route cannot be an address, if it cannot: a `%`, `#`, `?` or a backslash (which a URL reads as an escape,
 * the start of a fragment or query, and a slash) or a control character, from a file or folder name or a
 * `slug`. Other characters (spaces, letters of any script) are fine: browsers encode them and static
 * hosts decode them back to the file name.
 */
export function routeProblem(route: string): string | undefined {
  const found = /[%#?\\\u0000-\u001f\u007f]/.exec(route);
  if (!found) return undefined;
  const shown = /[\u0000-\u001f\u007f]/.test(found[0]) ? `control character U+${found[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : `"${found[0]}"`;
  return `the route "${route.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD')}" has ${shown}, which means something else in a URL, so no link could reach the page`;
}
