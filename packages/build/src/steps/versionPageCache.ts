import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '@laguna-docs/config';
import { CURRENT_VERSION, type SearchDocument, type SiteData, type Theme } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import { codeFingerprint } from '../cache/codeFingerprint.js';
import type { DiskCache } from '../cache/diskCache.js';
import { resolveFrom } from '../loadTheme.js';
import type { SiteSteps } from './buildSteps.js';

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
 */

/** The store of released versions' pages: the cache and the fingerprint of the code that renders them. */
export interface VersionPageStore {
  cache: DiskCache;
  fingerprint: string;
}

/** How many pages of released versions a build rendered and how many it took from the store. */
export interface VersionPageCounts {
  rendered: number;
  reused: number;
}

/** The log line that reports the counts, once a build (or a helper thread's share) has rendered its pages. */
export function versionPagesLine(counts: VersionPageCounts): string {
  return `released versions: ${counts.rendered} page${counts.rendered === 1 ? '' : 's'} rendered, ${counts.reused} from the cache`;
}

/** The code fingerprint behind the stored pages, or none when the theme's code cannot be fingerprinted (a theme given by path). */
export function versionPagesFingerprint(resolved: ResolvedConfig, from: string): string | undefined {
  const specifier = resolved.config.theme;
  // A theme given by path may import any file beside it: nothing short of all of them would key its code.
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) return undefined;
  const entry = resolveFrom([path.join(resolved.root, 'package.json'), from], specifier);
  if (!entry) return undefined;
  const hash = createHash('sha256');
  hash.update(codeFingerprint('@laguna-docs/build', from));
  hash.update(codeFingerprint(specifier, entry));
  // A theme linked into the site and rebuilt without a new version: its entry file's bytes change.
  hash.update(fs.readFileSync(entry));
  return hash.digest('base64url').slice(0, 32);
}

/** Whether `entry` is a page of a released version, which the store may give. */
function released(entry: SitePage): boolean {
  const version = entry.page.version;
  return version !== undefined && version !== CURRENT_VERSION;
}

/** The JSON of `value`, or undefined when JSON would not hold all of it (functions, symbols, cycles). */
function fullJson(value: unknown): string | undefined {
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
 * stored) when not. `counts` is added to as pages are rendered or reused.
 */
export function versionPageSteps(steps: SiteSteps, store: VersionPageStore, counts: VersionPageCounts): SiteSteps {
  // Each locale's site data, each theme and each page is hashed once, however often it is asked for.
  const sites = new WeakMap<SiteData, string | null>();
  const themes = new WeakMap<Theme, string>();
  const entries = new WeakMap<SitePage, string | null>();
  const siteHash = (site: SiteData) => {
    let known = sites.get(site);
    if (known === undefined) sites.set(site, (known = ((json) => (json === undefined ? null : digest(json)))(fullJson(site))));
    return known;
  };
  const themeHash = (theme: Theme) => {
    let known = themes.get(theme);
    if (known === undefined) themes.set(theme, (known = digest(themeJson(theme))));
    return known;
  };
  const entryHash = (entry: SitePage) => {
    let known = entries.get(entry);
    if (known === undefined) entries.set(entry, (known = ((json) => (json === undefined ? null : digest(json)))(fullJson(entry))));
    return known;
  };
  const keyOf = (kind: string, theme: Theme, site: SiteData, entry: SitePage): string | undefined => {
    const siteKey = siteHash(site);
    const entryKey = entryHash(entry);
    if (siteKey === null || entryKey === null) return undefined;
    return `${kind}:${digest(`${store.fingerprint}\u0000${themeHash(theme)}\u0000${siteKey}\u0000${entryKey}`).slice(0, 40)}`;
  };
  // The search step is not given the site data: it is keyed with that of the page's latest render.
  const rendered = new WeakMap<SitePage, { theme: Theme; site: SiteData }>();

  return {
    ...steps,
    renderPage(theme, site, entry) {
      if (!released(entry)) return steps.renderPage(theme, site, entry);
      rendered.set(entry, { theme, site });
      const key = keyOf('page', theme, site, entry);
      const stored = key === undefined ? undefined : store.cache.get<string>(key);
      if (typeof stored === 'string') {
        counts.reused += 1;
        return stored;
      }
      const html = steps.renderPage(theme, site, entry);
      counts.rendered += 1;
      if (key !== undefined) store.cache.set(key, html);
      return html;
    },
    searchDocument(entry) {
      const context = released(entry) ? rendered.get(entry) : undefined;
      const key = context ? keyOf('search', context.theme, context.site, entry) : undefined;
      if (key === undefined) return steps.searchDocument(entry);
      const stored = store.cache.get<{ document?: SearchDocument }>(key);
      if (stored && typeof stored === 'object') return stored.document;
      const document = steps.searchDocument(entry);
      store.cache.set(key, document === undefined ? {} : { document });
      return document;
    },
  };
}
