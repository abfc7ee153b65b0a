import { safeDecode, servedFileCandidates } from '@laguna-docs/shared';
/**
 * How site paths map to output files, shared by the in-memory pass and the local server so that both
 * answer the same way a static host does (GitHub Pages, nginx `try_files $uri $uri.html`).
 */

/** Stands in for the site's origin when hrefs are resolved without a server. */
const SITE_ORIGIN = 'http://site.invalid';

/** The path an output file is served at: `sl/docs/intro.html` → `/base/sl/docs/intro`, `index.html` → `/base/`. */
export function pagePath(basePath: string, file: string): string {
  if (file === 'index.html') return basePath;
  if (file.endsWith('/index.html')) return `${basePath}${file.slice(0, -'index.html'.length)}`;
  return `${basePath}${file.replace(/\.html$/, '')}`;
}

/**
 * The output file a site path is served from (`servedFileCandidates`: the file itself, else `<path>.html`,
 * and `<path>/index.html` for a path ending in `/`). Undefined when nothing is there or the path is outside the base path.
 */
export function fileForPath(basePath: string, pathname: string, paths: ReadonlySet<string>): string | undefined {
  const inside = pathInsideBase(basePath, pathname);
  if (inside === undefined) return undefined;
  return servedFileCandidates(safeDecode(inside)).find((file) => paths.has(file));
}

/** The part of `pathname` after the base path (`/laguna-docs/docs/x` → `docs/x`), or undefined outside it. */
export function pathInsideBase(basePath: string, pathname: string): string | undefined {
  if (pathname.startsWith(basePath)) return pathname.slice(basePath.length);
  // Hosts redirect the base path without its slash to the site's root.
  if (`${pathname}/` === basePath) return '';
  return undefined;
}

/** Where a link points: a path on this site (with its fragment), a URL elsewhere, or nothing to check. */
export type LinkTarget =
  | { type: 'internal'; path: string; fragment: string }
  | { type: 'external'; url: string }
  | { type: 'skip' };

/**
 * Resolves an href the way a browser on `fromPath` would. Links to the production origin under the base
 * path (canonical URLs, hreflang alternates) count as internal: they are checked against the local files.
 */
export function resolveTarget(href: string, fromPath: string, siteUrl?: string, basePath = '/'): LinkTarget {
  let url: URL;
  try {
    url = new URL(href, `${SITE_ORIGIN}${fromPath}`);
  } catch {
    return { type: 'skip' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { type: 'skip' };
  const fragment = url.hash.slice(1);
  if (url.origin === SITE_ORIGIN) return { type: 'internal', path: url.pathname, fragment };
  if (siteUrl && url.origin === new URL(siteUrl).origin && pathInsideBase(basePath, url.pathname) !== undefined) {
    return { type: 'internal', path: url.pathname, fragment };
  }
  return { type: 'external', url: url.href };
}

/** A target as one string for comparing: `/base/docs/x#y`, or the external URL. */
export function targetKey(target: LinkTarget): string | undefined {
  if (target.type === 'skip') return undefined;
  if (target.type === 'external') return target.url;
  return target.fragment ? `${target.path}#${target.fragment}` : target.path;
}

/** `/base/docs/x#y` → `/base/docs/x`. */
export function withoutFragment(key: string): string {
  const hash = key.indexOf('#');
  return hash === -1 ? key : key.slice(0, hash);
}


export { safeDecode };
