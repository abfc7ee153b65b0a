import { readPage, type LoadedPage } from './pageData.js';
import { withLocaleFiles } from './sidebars.js';

/** A page load that failed; navigation then falls back to a full page load of the target. */
export class PageLoadError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`laguna-docs: could not load ${url}: ${reason}`);
    this.name = 'PageLoadError';
  }
}

const cache = new Map<string, Promise<LoadedPage>>();

/** The cache key of a URL: without its hash, which does not change the document. */
function pageKey(url: string): string {
  const parsed = new URL(url, location.href);
  parsed.hash = '';
  return parsed.href;
}

/**
 * Fetches and parses a page of the site, sharing one request between prefetch and navigation.
 * A 404 answer is a page too (the locale's not-found page); other failures reject and are forgotten,
 * so a later attempt tries again.
 */
export function loadPage(url: string): Promise<LoadedPage> {
  const key = pageKey(url);
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = fetchPage(key);
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

async function fetchPage(url: string): Promise<LoadedPage> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  } catch (error) {
    throw new PageLoadError(url, (error as Error).message);
  }
  if (!response.ok && response.status !== 404) throw new PageLoadError(url, `HTTP ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) throw new PageLoadError(url, 'not an HTML page');
  return pageFromHtml(await response.text(), response.url || url);
}

/** A page of the site from its HTML, as it was served at `url`. */
async function pageFromHtml(html: string, url: string): Promise<LoadedPage> {
  const page = readPage(new DOMParser().parseFromString(html, 'text/html'), url);
  if (!page) throw new PageLoadError(url, 'not a page of this site');
  try {
    return await withLocaleFiles(page);
  } catch (error) {
    throw new PageLoadError(url, (error as Error).message);
  }
}

/** Drops every cached page (used after a failed navigation, and by tests). */
export function clearPageCache(): void {
  cache.clear();
}
