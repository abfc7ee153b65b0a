import type { DocsLayout } from './docsLayout.js';

/**
 * Where root-relative links written in a page of a version below the docs routes lead: `routes` turns
 * `/docs/intro` into `/docs/next/intro`, `folders` turns `/docs/intro.md` into the version's own file
 * (`docs@current/intro.md`). A snapshot's links then keep meaning its own pages, as its relative links do.
 */
export interface VersionLinks {
  /** `[docs route, the version's route]` of each docs section: `['/docs', '/docs/next']`. */
  routes: Array<[string, string]>;
  /** `[folder, the version's section]` of each docs section: `['docs', 'docs@current']`. */
  folders: Array<[string, string]>;
}

/** The parse setting of a versioned site: each section id below the docs routes with its version's links. */
export function versionLinkSettings(layout: DocsLayout): { versionLinks?: Record<string, VersionLinks> } {
  if (!layout.versions) return {};
  const byVersion = new Map<string, VersionLinks>();
  for (const section of layout.sections) {
    if (section.version === undefined || section.id === section.folder) continue;
    const links = byVersion.get(section.version) ?? { routes: [], folders: [] };
    // A docs section at the site root (`/`) would take every root-relative link: its links stay as written.
    if (section.home !== '/') links.routes.push([section.home, section.route]);
    links.folders.push([section.folder, section.id]);
    byVersion.set(section.version, links);
  }
  const settings: Record<string, VersionLinks> = {};
  for (const section of layout.sections) {
    const links = section.version !== undefined && section.id !== section.folder ? byVersion.get(section.version) : undefined;
    if (links) settings[section.id] = links;
  }
  return { versionLinks: settings };
}

const FILE = /\.(?!md$|mdx$|html?$)[a-z0-9]+$/i;

/** A link target as written in a page with `links` (see `VersionLinks`); other targets as they are. */
export function versionLink(url: string, links: VersionLinks): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const cut = url.search(/[?#]/);
  const target = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  if (/\.mdx?$/i.test(target)) {
    const [, folder, ...rest] = target.split('/');
    const own = links.folders.find(([from]) => from === folder);
    return own ? `/${[own[1], ...rest].join('/')}${suffix}` : url;
  }
  if (FILE.test(target)) return url;
  for (const [from, to] of links.routes) {
    if (target === from || target.startsWith(`${from}/`)) return `${to}${target.slice(from.length)}${suffix}`;
  }
  return url;
}
