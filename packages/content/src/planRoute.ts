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
