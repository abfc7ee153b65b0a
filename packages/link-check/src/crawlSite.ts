import { LinkChecker, LinkState, type CheckOptions, type LinkResult } from 'linkinator';
import { looksLikeFile } from './checkLinkGraph.js';
import { fileForPath, pathInsideBase, safeDecode, withoutFragment } from './sitePaths.js';
import type { BreakKind, Finding } from './types.js';

export interface CrawlSiteOptions {
  /** The local server: `http://127.0.0.1:<port>`. */
  origin: string;
  basePath: string;
  /** Production origin; its URLs under the base path are rewritten to the local server. */
  siteUrl?: string;
  /** Every output file, to name the page a broken link is on. */
  paths: ReadonlySet<string>;
  /** Path of every HTML page: each is a starting point, so pages no link reaches are checked too. */
  pagePaths: readonly string[];
  /** Fetch external URLs too (off by default: CI has no network). */
  checkExternal: boolean;
  /** Path of the served list of every internal link with a fragment, and the pages holding each. */
  anchors?: { listPath: string; links: ReadonlyMap<string, ReadonlySet<string>> };
}

export interface CrawlSiteResult {
  findings: Finding[];
  /** How many link results linkinator reported. */
  checked: number;
}

/**
 * linkinator over the served site, the authority on what a static host really serves. Two crawls:
 * 1. every page, recursively, for pages, assets and (with `checkExternal`) external URLs;
 * 2. the anchor list page with `checkFragments`. linkinator 7.6 validates a fragment only while it
 *    fetches the target page, so a fragment found on a page crawled after its target goes unchecked,
 *    and it reports the target's parent instead of the linking page. A single page listing every
 *    fragment link is read before any target is fetched, which makes its check complete.
 */
export async function crawlSite(options: CrawlSiteOptions): Promise<CrawlSiteResult> {
  const { origin, basePath } = options;
  const common: Omit<CheckOptions, 'path'> = {
    // Extensionless paths are files on a static host: resolve relative links the way browsers do.
    cleanUrls: true,
    concurrency: 64,
    timeout: options.checkExternal ? 20_000 : 10_000,
    linksToSkip: async (url) => !options.checkExternal && !url.startsWith(`${origin}/`),
    ...(options.siteUrl ? { urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(options.siteUrl.replace(/\/$/, '') + basePath)}`), replacement: `${origin}${basePath}` }] } : {}),
  };
  const pages = new LinkChecker().check({ ...common, path: options.pagePaths.map((path) => origin + path), recurse: true });
  const anchors = options.anchors && options.anchors.links.size > 0 ? new LinkChecker().check({ ...common, path: origin + options.anchors.listPath, recurse: false, checkFragments: true }) : undefined;
  const [pageResult, anchorResult] = await Promise.all([pages, anchors]);

  const findings: Finding[] = [];
  for (const link of pageResult.links) {
    if (link.state !== LinkState.BROKEN || !link.parent?.startsWith(origin)) continue;
    const page = fileForPath(basePath, new URL(link.parent).pathname, options.paths);
    if (!page) continue;
    const internal = link.url.startsWith(`${origin}/`);
    const target = internal ? link.url.slice(origin.length) : link.url;
    const kind: BreakKind = !internal ? 'external' : pathInsideBase(basePath, target) === undefined ? 'outside-base' : looksLikeFile(withoutFragment(target)) ? 'asset' : 'page';
    findings.push({ kind, page, href: target, target, by: 'linkinator', ...(kind === 'external' ? { detail: failure(link) } : {}) });
  }
  if (anchorResult && options.anchors) {
    const byDecoded = new Map([...options.anchors.links].map(([key, holders]) => [decodedKey(key), { key, holders }]));
    for (const link of anchorResult.links) {
      if (link.state !== LinkState.BROKEN || !link.url.includes('#') || !link.url.startsWith(origin)) continue;
      const entry = byDecoded.get(decodedKey(link.url.slice(origin.length)));
      for (const page of entry?.holders ?? []) findings.push({ kind: 'anchor', page, href: entry!.key, target: entry!.key, by: 'linkinator' });
    }
  }
  return { findings, checked: pageResult.links.length + (anchorResult?.links.length ?? 0) };
}

/** The HTML of the anchor list page: one link per internal target with a fragment. */
export function anchorListHtml(targets: Iterable<string>): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const items = [...targets].map((target) => `<a href="${escape(target)}">${escape(target)}</a>`);
  return `<!doctype html>\n<html><head><title>anchors</title></head><body>\n${items.join('\n')}\n</body></html>\n`;
}

/** Why linkinator judged a link broken, in a few words: `HTTP 404` or the request error. */
function failure(link: LinkResult): string {
  if (link.status) return `HTTP ${link.status}`;
  const error = link.failureDetails?.find((detail): detail is Error => detail instanceof Error);
  return error ? error.message : 'no answer';
}

// linkinator decodes fragments before it reports them; our keys keep the percent escapes of the URL.
function decodedKey(key: string): string {
  const hash = key.indexOf('#');
  return `${key.slice(0, hash)}#${safeDecode(key.slice(hash + 1))}`;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
