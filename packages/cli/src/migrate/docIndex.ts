import { parse } from 'yaml';
import { stripNumberPrefix } from '@laguna-docs/shared';

/** One doc of the Docusaurus site, as its id and the route it gets in the new site. */
export interface DocInfo {
  /** Docusaurus's doc id: folders and name without number prefixes, the name replaced by front matter `id`. */
  id: string;
  /** Route in the new site, below the site's base path. */
  route: string;
  /** Path inside the docs folder, as written (`01-guides/02-setup.mdx`). */
  relPath: string;
  /** Front matter `title`, `sidebar_label` or the first `# heading`, else the id's last part. */
  title: string;
}

/** Docusaurus's doc ids drop number prefixes as laguna-docs' routes do (a version-like `1.0-notes` keeps its). */
const stripNumber = stripNumberPrefix;

/** Front matter as a plain object; `{}` when there is none or it is not valid YAML (the build reports that). */
export function readFrontMatter(text: string): Record<string, unknown> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (!block) return {};
  try {
    const value: unknown = parse(block);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What Docusaurus calls a doc (its id) and where laguna-docs puts it, as both derive them from the
 * file's folders, name and front matter (`id`, `slug`); index and README files stand for their folder.
 */
export function docInfo(relPath: string, text: string, routeBase: string): DocInfo {
  const fm = readFrontMatter(text);
  const parts = relPath.split('/');
  const file = parts.pop() ?? '';
  const folders = parts.map(stripNumber);
  const name = stripNumber(file.replace(/\.mdx?$/, ''));
  const id = [...folders, typeof fm.id === 'string' ? fm.id : name].join('/');
  const base = routeBase === '/' ? '' : routeBase;
  let route: string;
  if (typeof fm.slug === 'string') route = fm.slug.startsWith('/') ? `${base}${fm.slug}` : `${base}/${[...folders, fm.slug].join('/')}`;
  else if (/^(index|readme)$/i.test(name)) route = `${base}/${folders.join('/')}`;
  else route = `${base}/${id}`;
  route = route.replace(/\/+/g, '/').replace(/(.)\/$/, '$1') || '/';
  const heading = /^#\s+(.+)$/m.exec(text.slice(text.indexOf('\n---', 3) + 1))?.[1];
  const title = [fm.sidebar_label, fm.title, heading].find((value): value is string => typeof value === 'string') ?? id.split('/').pop() ?? id;
  return { id, route, relPath, title };
}
