import { servedFileCandidates } from '@laguna-docs/shared';
/**
 * Maps a request path to a file of the built site the way a static host does (GitHub Pages, or nginx
 * with `try_files $uri $uri.html`), before anything touches the file system or the in-memory files.
 * Pure, so every routing and traversal rule is tested on plain strings.
 */

/** What the server needs to know about the site to route a request. */
export interface SiteLayout {
  /** `/laguna-docs/`, always with both slashes. */
  basePath: string;
  /** Prefix folders of the non-default locales, without slashes: `['sl']`. Their 404 pages sit inside. */
  localeFolders: readonly string[];
}

/** How to answer a request path. */
export type Resolution =
  /** Malformed or hostile: encoded slashes, backslashes, null bytes, dot segments, bad escapes. */
  | { kind: 'bad-request'; reason: string }
  | { kind: 'redirect'; location: string }
  /**
   * Serve the first candidate that exists; else redirect to `directoryRedirect`'s folder, or (for a path
   * with a trailing slash) to the page `slashRedirect` names without it; else the 404 page.
   */
  | { kind: 'files'; candidates: string[]; directoryRedirect?: { index: string; location: string }; slashRedirect?: { file: string; location: string }; notFound: string };

/** Splits `/path?query` into the raw path and the query (with its `?`), dropping any fragment. */
export function splitTarget(target: string): { path: string; query: string } {
  const withoutHash = target.split('#', 1)[0]!;
  const index = withoutHash.indexOf('?');
  return index === -1 ? { path: withoutHash, query: '' } : { path: withoutHash.slice(0, index), query: withoutHash.slice(index) };
}

/**
 * Resolves a raw request target (`req.url`, still percent-encoded) against the site layout. Checks run on
 * each segment after decoding it once, so `%2e%2e`, `%2f` and `%5c` are caught as well as `..` and `\`.
 */
export function resolveRequest(target: string, site: SiteLayout): Resolution {
  const { path: rawPath, query } = splitTarget(target);
  if (!rawPath.startsWith('/')) return { kind: 'bad-request', reason: 'the path must start with "/"' };
  if (rawPath.includes('\\')) return { kind: 'bad-request', reason: 'backslash in the path' };

  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'bad-request', reason: 'malformed percent-encoding' };
    }
    if (/[/\\\0]/.test(segment)) return { kind: 'bad-request', reason: 'encoded slash, backslash or null byte in the path' };
    if (segment === '.' || segment === '..') return { kind: 'bad-request', reason: 'dot segment in the path' };
    segments.push(segment);
  }
  const decoded = `/${segments.join('/')}`;
  const base = site.basePath;

  if (decoded === '/' && base !== '/') return { kind: 'redirect', location: base + query };
  if (`${decoded}/` === base) return { kind: 'redirect', location: base + query };
  if (!decoded.startsWith(base)) return { kind: 'files', candidates: [], notFound: '404.html' };

  const rel = decoded.slice(base.length);
  const first = rel.split('/', 1)[0]!;
  const notFound = site.localeFolders.includes(first) ? `${first}/404.html` : '404.html';
  if (rel === '') return { kind: 'files', candidates: servedFileCandidates(rel), notFound };
  // An empty segment other than a trailing slash (`docs//intro`) names no route.
  if ((rel.endsWith('/') ? rel.slice(0, -1) : rel).split('/').includes('')) return { kind: 'files', candidates: [], notFound };
  // `/docs/intro/` of a page written as `docs/intro.html`: redirected to its canonical URL, as static hosts do.
  if (rel.endsWith('/')) return { kind: 'files', candidates: servedFileCandidates(rel), slashRedirect: { file: `${rel.slice(0, -1)}.html`, location: `${base}${encodePath(rel.slice(0, -1))}${query}` }, notFound };
  return {
    kind: 'files',
    candidates: servedFileCandidates(rel),
    directoryRedirect: { index: `${rel}/index.html`, location: `${base}${encodePath(rel)}/${query}` },
    notFound,
  };
}

function encodePath(rel: string): string {
  return rel.split('/').map(encodeURIComponent).join('/');
}
