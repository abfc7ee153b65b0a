import { closest } from '@laguna-docs/shared';
import type { ScannedPage } from './scanHtml.js';
import { fileForPath, pagePath, pathInsideBase, resolveTarget, safeDecode, targetKey } from './sitePaths.js';
import type { BreakKind, Finding } from './types.js';

export interface CheckLinkGraphOptions {
  /** `/laguna-docs/` */
  basePath: string;
  /** Production origin; links to it under the base path are checked against the local files. */
  siteUrl?: string;
  /** Every output file. */
  paths: ReadonlySet<string>;
  /** The scanned HTML pages, by output path. */
  pages: ReadonlyMap<string, ScannedPage>;
  /** Output folders of the non-default locales (`sl`), so suggestions stay in the link's locale. */
  localeFolders: readonly string[];
}

export interface CheckLinkGraphResult {
  findings: Finding[];
  /** Internal links with a fragment on an existing page: target (`/base/x#id`) → pages holding it. */
  anchorLinks: Map<string, Set<string>>;
  /** The targets of `anchorLinks` that some page other than the target itself links to. */
  crossPageAnchors: Set<string>;
  /** Every distinct target, internal (path without fragment) or external (URL): the first page linking it and how many do. */
  targets: Map<string, { page: string; count: number }>;
  /** How many internal links were checked. */
  links: number;
}

/** An href that is only a fragment of characters a URL leaves as they are. */
const PLAIN_FRAGMENT = /^#[A-Za-z0-9_.~-]+$/;

// Fragments a browser accepts without a matching element.
const ALWAYS_THERE = new Set(['', 'top']);

/**
 * The fast pass: every internal link of every page against the set of output files and the target
 * page's element ids, with the closest route, file or id for "did you mean". No I/O.
 */
export function checkLinkGraph(options: CheckLinkGraphOptions): CheckLinkGraphResult {
  const { basePath, paths, pages } = options;
  const findings: Finding[] = [];
  const anchorLinks = new Map<string, Set<string>>();
  const crossPageAnchors = new Set<string>();
  const targets = new Map<string, { page: string; count: number }>();
  const candidates = suggestionCandidates(options);
  let links = 0;
  // A broken target is usually linked from many pages (a sidebar, a navbar): look for its neighbour once.
  const suggestions = new Map<string, string | undefined>();
  const suggestion = (kind: BreakKind, path: string) => {
    if (!suggestions.has(path)) suggestions.set(path, suggest(options, candidates, kind, path));
    return suggestions.get(path);
  };
  // Site-absolute hrefs (the sidebar's, the navbar's) resolve the same on every page: resolve them once.
  const resolved = new Map<string, ReturnType<typeof resolveTarget>>();
  const resolve = (href: string, from: string): ReturnType<typeof resolveTarget> => {
    // A link to an id of the same page, written plainly (`#schema-pet`, most of an API page's links): the
    // page's own path, and the id as written, which a URL keeps as it is.
    if (PLAIN_FRAGMENT.test(href)) {
      const page = resolve('#', from);
      return page.type === 'internal' ? { type: 'internal', path: page.path, fragment: href.slice(1) } : page;
    }
    const key = /^(\/(?!\/)|https?:)/i.test(href) ? href : `${from}\0${href}`;
    let target = resolved.get(key);
    if (!target) resolved.set(key, (target = resolveTarget(href, from, options.siteUrl, basePath)));
    return target;
  };
  // Many links point at the same few pages.
  const files = new Map<string, string | undefined>();
  const fileFor = (path: string) => {
    if (!files.has(path)) files.set(path, fileForPath(basePath, path, paths));
    return files.get(path);
  };

  for (const [page, scanned] of [...pages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const from = pagePath(basePath, page);
    for (const href of new Set(scanned.links)) {
      const target = resolve(href, from);
      if (target.type === 'skip') continue;
      const distinct = target.type === 'external' ? target.url : target.path;
      const seen = targets.get(distinct);
      if (seen) seen.count++;
      else targets.set(distinct, { page, count: 1 });
      if (target.type !== 'internal') continue;
      links++;
      const key = targetKey(target)!;
      const report = (kind: BreakKind, suggestion?: string) => findings.push({ kind, page, href, target: key, by: 'graph', ...(suggestion ? { suggestion } : {}) });
      if (pathInsideBase(basePath, target.path) === undefined) {
        const based = `${basePath}${target.path.slice(1)}`;
        report('outside-base', fileForPath(basePath, based, paths) ? based : undefined);
        continue;
      }
      const file = fileFor(target.path);
      if (!file) {
        const kind = looksLikeFile(target.path) ? 'asset' : 'page';
        report(kind, suggestion(kind, target.path));
        continue;
      }
      const scannedTarget = pages.get(file);
      if (!scannedTarget || ALWAYS_THERE.has(target.fragment)) continue;
      const holders = anchorLinks.get(key) ?? new Set<string>();
      anchorLinks.set(key, holders.add(page));
      if (file !== page) crossPageAnchors.add(key);
      const id = safeDecode(target.fragment);
      if (!scannedTarget.ids.has(id)) report('anchor', closest(id, [...scannedTarget.ids]));
    }
  }
  return { findings, anchorLinks, crossPageAnchors, targets, links };
}

/** A last segment with an extension other than `.html` names a file rather than a page. */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}

/** The locale folder of a site path (`''` for the default locale) and its route inside that locale. */
function splitPath(options: CheckLinkGraphOptions, path: string): { folder: string; route: string } {
  const inside = pathInsideBase(options.basePath, path) ?? '';
  const first = inside.split('/')[0] ?? '';
  if (options.localeFolders.includes(first)) return { folder: first, route: `/${inside.slice(first.length + 1)}` };
  return { folder: '', route: `/${inside}` };
}

/** Candidates for "did you mean": routes per locale folder (404 pages left out) and every other file. */
interface Candidates {
  /** Route → site path, per locale folder. */
  pages: Map<string, Map<string, string>>;
  files: string[];
}

function suggestionCandidates(options: CheckLinkGraphOptions): Candidates {
  const pages = new Map<string, Map<string, string>>();
  const files: string[] = [];
  for (const file of options.paths) {
    if (!file.endsWith('.html')) {
      files.push(`${options.basePath}${file}`);
    } else if (!/(^|\/)404\.html$/.test(file)) {
      const path = pagePath(options.basePath, file);
      const { folder, route } = splitPath(options, path);
      const routes = pages.get(folder) ?? new Map<string, string>();
      pages.set(folder, routes.set(route, path));
    }
  }
  return { pages, files };
}

/** The closest existing page (compared by route, so the base path and locale do not count) or file. */
function suggest(options: CheckLinkGraphOptions, candidates: Candidates, kind: BreakKind, path: string): string | undefined {
  if (kind === 'asset') return closest(path, candidates.files);
  const { folder, route } = splitPath(options, path);
  const routes = candidates.pages.get(folder);
  const match = routes ? closest(route, [...routes.keys()]) : undefined;
  return match === undefined ? undefined : routes!.get(match);
}
