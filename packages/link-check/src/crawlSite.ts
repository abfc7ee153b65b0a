import type { CheckOptions, LinkResult } from 'linkinator';
import { looksLikeFile } from './checkLinkGraph.js';
import { fileForPath, pathInsideBase, safeDecode } from './sitePaths.js';
import type { BreakKind, Finding } from './types.js';

export interface CrawlSiteOptions {
  /** The local server: `http://127.0.0.1:<port>`. */
  origin: string;
  basePath: string;
  /** Production origin; its URLs under the base path are left to the in-memory pass. */
  siteUrl?: string;
  /** Every output file, to name the page a broken link is on. */
  paths: ReadonlySet<string>;
  /** Path of every HTML page: each is a starting point, so pages no link reaches are checked too. */
  pagePaths: readonly string[];
  /**
   * For big sites: instead of reading every page, linkinator checks each distinct target once from this
   * served list (made by the in-memory pass), and a broken one is named at the first page holding it.
   */
  targetList?: { path: string; targets: ReadonlyMap<string, { page: string; count: number }> };
  /** Fetch external URLs too (off by default: CI has no network). */
  checkExternal: boolean;
  /**
   * Every internal link with a fragment and the pages holding it (to name them), and the path of the served
   * list of the links whose target is another page (see below).
   */
  anchors?: { listPath: string; listed: number; links: ReadonlyMap<string, ReadonlySet<string>> };
}

export interface CrawlSiteResult {
  findings: Finding[];
  /** How many link results linkinator reported. */
  checked: number;
}

/**
 * linkinator over the served site, the authority on what a static host really serves. Two crawls:
 * 1. every page, each read once: pages, assets and (with `checkExternal`) other sites. On big sites
 *    (see `targetList`) linkinator checks every distinct target once instead: reading every page would
 *    cost more than the rest of the build, as it reads more slowly than the in-memory pass;
 * 2. the anchor list page with `checkFragments`, for fragments of links into other pages. linkinator 7.6
 *    validates such a fragment only while it fetches the target page, so one found on a page crawled after
 *    its target goes unchecked (crawled from its root or from every page, a site gets none of them checked),
 *    and it names the target's parent instead of the linking page. A single page listing every such link
 *    is read before any target is fetched, which makes the check complete; the scan names the pages.
 * Fragments within a page (tables of contents) are left to the in-memory pass: checking them here would
 * parse every page twice more for the same answer from the same bytes. Links to the production origin
 * under the base path (canonical URLs, hreflang alternates) are also left to it: it checks them against
 * the local files, where the site is not yet deployed.
 */
export async function crawlSite(options: CrawlSiteOptions): Promise<CrawlSiteResult> {
  const { origin, basePath } = options;
  const production = options.siteUrl ? new URL(basePath, options.siteUrl).href : undefined;
  const common: Omit<CheckOptions, 'path'> = {
    // Extensionless paths are files on a static host: resolve relative links the way browsers do.
    cleanUrls: true,
    concurrency: 64,
    // The local server needs no time limit; other sites get one so that a silent host cannot hang the build.
    ...(options.checkExternal ? { timeout: 30_000 } : {}),
    linksToSkip: async (url) => (url.startsWith(`${origin}/`) ? false : !options.checkExternal || (production !== undefined && url.startsWith(production))),
  };
  // Loaded only when a check needs it: most builds settle every link without it (see checkLinks).
  const { LinkChecker, LinkState } = await import('linkinator');
  // Every page is a starting point, so linkinator reads each once without recursing, orphans included.
  const list = options.targetList;
  const pages = new LinkChecker().check({ ...common, path: list ? origin + list.path : options.pagePaths.map((path) => origin + path), recurse: false });
  const anchors = options.anchors && options.anchors.listed > 0 ? new LinkChecker().check({ ...common, path: origin + options.anchors.listPath, recurse: false, checkFragments: true }) : undefined;
  const [pageResult, anchorResult] = await Promise.all([pages, anchors]);

  const findings: Finding[] = [];
  const holders = new Map([...(options.anchors?.links ?? [])].map(([key, pages]) => [decodedKey(key), { key, pages }]));
  for (const link of [...pageResult.links, ...(anchorResult?.links ?? [])]) {
    if (link.state !== LinkState.BROKEN) continue;
    const internal = link.url.startsWith(`${origin}/`);
    const target = internal ? link.url.slice(origin.length) : link.url;
    if (internal && target.includes('#')) {
      // linkinator names the wrong page for fragments; the scan knows every page holding the link.
      const entry = holders.get(decodedKey(target));
      for (const page of entry?.pages ?? []) findings.push({ kind: 'anchor', page, href: entry!.key, target: entry!.key, by: 'linkinator' });
      continue;
    }
    const page = list ? list.targets.get(target)?.page : link.parent?.startsWith(origin) ? fileForPath(basePath, new URL(link.parent).pathname, options.paths) : undefined;
    if (!page) continue;
    // Only a 404 from the local server means a broken link; any other failure (a request the loaded
    // machine dropped) is asked again before it is believed.
    if (internal && link.status !== 404 && !(await missingOnRetry(link.url))) continue;
    const kind: BreakKind = !internal ? 'external' : pathInsideBase(basePath, target) === undefined ? 'outside-base' : looksLikeFile(target) ? 'asset' : 'page';
    findings.push({ kind, page, href: target, target, by: 'linkinator', ...(kind === 'external' ? { detail: failure(link) } : {}) });
  }
  return { findings, checked: pageResult.links.length + (anchorResult?.links.length ?? 0) };
}

/** Asks the local server again for a URL linkinator got no clear answer for: true when it is missing. */
async function missingOnRetry(url: string): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD' });
  if (response.status === 404) return true;
  if (response.ok) return false;
  throw new Error(`the link check's local server answered ${url} with HTTP ${response.status}`);
}

/** The HTML of a list page for linkinator: one link per target (the anchor list, the target list). */
export function linkListHtml(targets: Iterable<string>): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const items = [...targets].map((target) => `<a href="${escape(target)}">${escape(target)}</a>`);
  return `<!doctype html>\n<html><head><title>links</title></head><body>\n${items.join('\n')}\n</body></html>\n`;
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
