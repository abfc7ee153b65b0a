import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '@laguna-docs/config';
import { CURRENT_VERSION, localePrefix, routeFile, type SearchDocument, type SiteData, type Theme } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import type { LocaleRenderOptions, PageGroup, PageOutcome } from '../stages/renderTypes.js';
import { codeFingerprint } from './cache/codeFingerprint.js';
import type { DiskCache } from './cache/diskCache.js';
import { resolveFrom } from '../loadTheme.js';
import { isMdxPage } from '../parseInput.js';
import type { SiteSteps } from '../steps/buildSteps.js';

/*
 * The pages of a released version, kept on disk between builds: an old version that did not change is
 * not rendered again. Each page's HTML document and search entry are stored under a hash of everything
 * the render step is given (the page as the render loop hands it over, its parsed content, alternates in
 * the other versions and sidebar position included; the locale's site data, with the versions list, the
 * sidebars, the UI strings and the hashed names of the client's files; the theme's data) and of the code
 * that renders it (this package and its dependencies, the theme's code). So a change anywhere that could
 * reach the page, in its version's snapshot, in the config, in another version's routes or in the code,
 * gives a new key and a fresh render; anything that cannot be hashed whole (a function, a cycle) is
 * simply rendered. Pages of the unreleased version and of sites without versions are always rendered.
 *
 * A released version's pages in a locale come to the steps as a group (see `PageGroup`), whose inputs are
 * known before any of its pages is parsed. What each page of the group gave (its HTML document, markdown
 * copy, link-check scan and link records, sitemap, search and `llms.txt` entries, and its problems, so
 * warnings are shown again) is kept under a hash of those inputs, of the theme and of the code; while
 * they hold, the next build takes the version's pages whole: none of them is parsed, rendered or scanned
 * again. Its links are still checked with the rest of the site's. When they do not hold (a page of the
 * version changed, a sidebar, the config …), the group's pages are made as before, each page's render
 * taken from the page cache where its own inputs held, and kept again.
 */

/** The store of released versions' pages: the cache and the fingerprint of the code that renders them. */
export interface VersionPageStore {
  cache: DiskCache;
  fingerprint: string;
  /**
   * Keep every page, not only released versions' (a shard's build, see shards/): the fingerprint then holds
   * a hash of every site file but the markdown pages too, so a page's key changes with anything site-wide
   * its render could read. An `.mdx` page is always rendered (it renders the files it imports).
   */
  every?: boolean;
  /**
   * A shard's kept folder (see shards/keptShard.ts), which holds the HTML of every page of its last build:
   * each page's entry then names its file there and a hash of its HTML instead of holding the HTML again.
   */
  documents?: KeptDocuments;
}

/** Where a shard's last folder is, and the site's default locale, which has no prefix in its pages' paths. */
export interface KeptDocuments {
  folder: string;
  defaultLocale: string;
}

/** A page's HTML kept as a file of the kept folder, while that file holds these bytes. */
interface DocumentAt {
  file: string;
  hash: string;
}

/** How many pages of released versions a build rendered and how many it took from the store. */
export interface VersionPageCounts {
  rendered: number;
  reused: number;
  /** Of the reused: pages taken whole with their group (see `PageGroup`), not parsed or scanned either. */
  whole: number;
}

/** The log lines that report the counts, once a build has rendered its pages. */
export function versionPagesLines(counts: VersionPageCounts, label = 'released versions'): string[] {
  const lines = [`${label}: ${counts.rendered} page${counts.rendered === 1 ? '' : 's'} rendered, ${counts.reused} from the cache`];
  if (counts.whole > 0) lines.push(`${label}: ${counts.whole} page${counts.whole === 1 ? '' : 's'} taken whole, not parsed or scanned again`);
  return lines;
}

/** The code fingerprint behind the stored pages, or none when the theme's code cannot be fingerprinted (a theme given by path). */
export function versionPagesFingerprint(resolved: ResolvedConfig, from: string): string | undefined {
  const specifier = resolved.config.theme;
  // A theme given by path may import any file beside it: nothing short of all of them would key its code.
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) return undefined;
  const entry = resolveFrom([path.join(resolved.root, 'package.json'), from], specifier);
  if (!entry) return undefined;
  const hash = createHash('sha256');
  hash.update(codeFingerprint('@laguna-docs/builder', from));
  hash.update(codeFingerprint(specifier, entry));
  // A theme linked into the site and rebuilt without a new version: its entry file's bytes change.
  hash.update(fs.readFileSync(entry));
  return hash.digest('base64url').slice(0, 32);
}

/** A page's outcome as kept: its scan's ids as a list, its HTML in the page's own entry when it has one. */
interface KeptOutcome extends Omit<PageOutcome, 'scan' | 'html'> {
  html?: string;
  /** The key of the page's own entry that holds its HTML document (see `renderPage`). */
  document?: string;
  scan?: { ids: string[]; links: string[]; size: number };
}

/** Whether `entry` is a page of a released version, which the store may give. */
function released(entry: SitePage): boolean {
  const version = entry.page.version;
  return version !== undefined && version !== CURRENT_VERSION;
}

/** Whether the store may give `entry`: a released version's page, or with `every` any page not made from an `.mdx` file. */
function keptBy(store: VersionPageStore, entry: SitePage): boolean {
  return store.every === true ? !(entry.page.source !== undefined && isMdxPage(entry.page.source)) : released(entry);
}

/** The JSON of `value`, or undefined when JSON would not hold all of it (functions, symbols, cycles). */
export function fullJson(value: unknown): string | undefined {
  // Plain data (most of it: an API model read from JSON, page and site data) is written by JSON itself, many times faster than with a replacer.
  if (plainData(value, 0)) return JSON.stringify(value);
  try {
    return JSON.stringify(value, (key, item: unknown) => {
      if (typeof item === 'function' || typeof item === 'symbol' || typeof item === 'bigint') throw new Unhashable();
      if (item instanceof Map) return { '\u0000map': [...item.entries()] };
      if (item instanceof Set) return { '\u0000set': [...item.values()] };
      // Where a node of a parsed tree was in its source, which the parse cache leaves out and no page shows.
      if (key === 'position' && isUnistPosition(item)) return undefined;
      return item;
    });
  } catch {
    return undefined;
  }
}

class Unhashable extends Error {}

/**
 * Whether `value` is data JSON writes whole and as `fullJson`'s replacer would: strings, numbers, booleans,
 * null, undefined, arrays and plain objects of them, with no position of a parsed tree. Anything else (and
 * anything nested deeper than a page's data goes, a cycle included) is for the replacer to write or refuse.
 */
function plainData(value: unknown, depth: number): boolean {
  if (value === null) return true;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined') return true;
  if (type !== 'object' || depth > 200) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!plainData(item, depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value as object) {
    const item = (value as Record<string, unknown>)[key];
    if (key === 'position' && isUnistPosition(item)) return false;
    if (!plainData(item, depth + 1)) return false;
  }
  return true;
}

function isUnistPosition(value: unknown): boolean {
  const start = value !== null && typeof value === 'object' ? (value as { start?: unknown }).start : undefined;
  return start !== null && typeof start === 'object' && typeof (start as { line?: unknown }).line === 'number';
}

/** The theme's data, without its components and functions (its code is in the fingerprint). */
function themeJson(theme: Theme): string {
  return JSON.stringify(theme, (_key, item: unknown) => (typeof item === 'function' || typeof item === 'symbol' ? undefined : item)) ?? '';
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The site steps with released versions' pages taken from `store` when their key is there, rendered (and
 * stored) when not, and the render stage's `pageGroup` option, which gives a released version's pages whole
 * while their group's key is there. `counts` is added to as pages are rendered or reused.
 */
export function versionPageSteps(steps: SiteSteps, store: VersionPageStore, counts: VersionPageCounts): { steps: SiteSteps; each: Required<Pick<LocaleRenderOptions, 'pageGroup'>> } {
  // Each object given (the locale's site data, a page, a part of a group's inputs) and each theme is hashed
  // once, however often it is asked for.
  const hashes = new WeakMap<object, string | null>();
  const themes = new WeakMap<Theme, string>();
  const hashOf = (value: unknown): string | null => {
    if (value === null || typeof value !== 'object') return digest(`${typeof value}:${JSON.stringify(value) ?? ''}`);
    let known = hashes.get(value);
    if (known === undefined) hashes.set(value, (known = ((json) => (json === undefined ? null : digest(json)))(fullJson(value))));
    return known;
  };
  const themeHash = (theme: Theme) => {
    let known = themes.get(theme);
    if (known === undefined) themes.set(theme, (known = digest(themeJson(theme))));
    return known;
  };
  const keyOf = (kind: string, theme: Theme, site: SiteData, entry: SitePage): string | undefined => {
    const siteKey = hashOf(site);
    const entryKey = hashOf(entry);
    if (siteKey === null || entryKey === null) return undefined;
    return `${kind}:${digest(`${store.fingerprint}\u0000${themeHash(theme)}\u0000${siteKey}\u0000${entryKey}`).slice(0, 40)}`;
  };
  // The search step is not given the site data: it is keyed with that of the page's latest render.
  const rendered = new WeakMap<SitePage, { theme: Theme; site: SiteData }>();
  // The latest released page's document and the key of its entry, which a group's kept outcome names instead of holding the HTML twice.
  let latest: { html: string; key: string } | undefined;

  // A group's key, from its inputs, the theme and the code; none when an input cannot be hashed whole.
  const groups = new WeakMap<PageGroup, string | null>();
  const groupKey = (group: PageGroup): string | undefined => {
    let known = groups.get(group);
    if (known === undefined) {
      const parts = group.inputs().map(hashOf);
      groups.set(group, (known = parts.includes(null) ? null : digest([store.fingerprint, themeHash(group.theme), ...parts].join('\u0000')).slice(0, 40)));
    }
    return known ?? undefined;
  };
  const kept = (key: string, index: number): PageOutcome | undefined => {
    const record = store.cache.get<KeptOutcome>(`group:${key}:${index}`);
    if (!record || typeof record !== 'object' || !Array.isArray(record.diagnostics) || !Array.isArray(record.apiDiagnostics)) return undefined;
    const { document, scan, html: own, ...rest } = record;
    const html = own ?? (document !== undefined ? stored(document) : undefined);
    if (record.page && typeof html !== 'string') return undefined;
    return { ...rest, ...(typeof html === 'string' ? { html } : {}), ...(scan ? { scan: { ids: new Set(scan.ids), links: scan.links, size: scan.size } } : {}) };
  };
  const keep = (key: string, index: number, outcome: PageOutcome) => {
    // A page that failed to render is made again next time: its failure may not come from its inputs.
    if (outcome.renderError) return;
    const { html, scan, ...rest } = outcome;
    const record: KeptOutcome = { ...rest, ...(html !== undefined ? (latest?.html === html ? { document: latest.key } : { html }) : {}), ...(scan ? { scan: { ids: [...scan.ids], links: scan.links, size: scan.size } } : {}) };
    store.cache.set(`group:${key}:${index}`, record);
  };

  const pageGroup: NonNullable<LocaleRenderOptions['pageGroup']> = async (group, range, make, done) => {
    const key = groupKey(group);
    if (key === undefined) return make(range, done);
    for (let index = range.start; index < range.end; index += 1) {
      const outcome = kept(key, index);
      if (outcome) {
        counts.reused += 1;
        counts.whole += 1;
        await done(outcome);
        continue;
      }
      // The rest of the range is made, and kept.
      let place = index;
      return make({ start: index, end: range.end }, async (made) => {
        keep(key, place++, made);
        await done(made);
      });
    }
  };

  // A page's HTML under `key`: held by the entry, or in the file of the kept folder it names while the file holds it.
  const stored = (key: string): string | undefined => {
    const value = store.cache.get<unknown>(key);
    if (typeof value === 'string') return value;
    if (!store.documents || value === null || typeof value !== 'object' || typeof (value as DocumentAt).file !== 'string') return undefined;
    const { file, hash } = value as DocumentAt;
    let html: string;
    try {
      html = fs.readFileSync(path.join(store.documents.folder, ...file.split('/')), 'utf8');
    } catch {
      return undefined;
    }
    return digest(html) === hash ? html : undefined;
  };
  const documents = store.documents;
  const documentAt = documents ? (entry: SitePage, html: string): DocumentAt => ({ file: routeFile(localePrefix(entry.page.locale, documents.defaultLocale), entry.page.route), hash: digest(html) }) : undefined;

  const wrapped: SiteSteps = {
    ...steps,
    renderPage(theme, site, entry) {
      if (!keptBy(store, entry)) return steps.renderPage(theme, site, entry);
      rendered.set(entry, { theme, site });
      const key = keyOf('page', theme, site, entry);
      const found = key === undefined ? undefined : stored(key);
      if (typeof found === 'string') {
        counts.reused += 1;
        latest = { html: found, key: key! };
        return found;
      }
      const html = steps.renderPage(theme, site, entry);
      counts.rendered += 1;
      if (key !== undefined) {
        store.cache.set(key, documentAt ? documentAt(entry, html) : html);
        latest = { html, key };
      }
      return html;
    },
    searchDocument(entry) {
      const context = keptBy(store, entry) ? rendered.get(entry) : undefined;
      const key = context ? keyOf('search', context.theme, context.site, entry) : undefined;
      if (key === undefined) return steps.searchDocument(entry);
      const stored = store.cache.get<{ document?: SearchDocument }>(key);
      if (stored && typeof stored === 'object') return stored.document;
      const document = steps.searchDocument(entry);
      store.cache.set(key, document === undefined ? {} : { document });
      return document;
    },
  };
  return { steps: wrapped, each: { pageGroup } };
}
