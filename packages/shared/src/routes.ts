import type { Alternate, LocaleInfo } from './model.js';
import { controlCharacter } from './urlPolicy.js';

/**
 * Routes are locale-independent site paths: `/`, `/docs/intro`, `/api/torrent-put`.
 * No trailing slash except the root. An href is what a link points at: base path, locale prefix, route.
 */

/**
 * The key under which the routes of a site's pages (`docs/intro.md` → `/docs/intro`) also hold where a file
 * beside the markdown is published: `asset:sl:docs/overview/diagram.svg` → `/assets/media/diagram.1a2b3c4d5e.svg`,
 * for pages whose source is in that locale's folder (a file only the default locale has serves every locale).
 */
export function assetKey(locale: string, path: string): string {
  return `${ASSET_KEY}${locale}:${path}`;
}

/** The key under which the routes hold the size (`1600x400`) of a published image, by its route. */
export function assetSizeKey(route: string): string {
  return `${ASSET_SIZE_KEY}${route}`;
}

const ASSET_KEY = 'asset:';
const ASSET_SIZE_KEY = 'asset-size:';

/** Whether a key of the routes is an `assetKey` or `assetSizeKey`, not a markdown file's path. */
export function isAssetKey(key: string): boolean {
  return key.startsWith(ASSET_KEY) || key.startsWith(ASSET_SIZE_KEY);
}

/** A locale's URL prefix: none (`''`) for the site's default locale, `/<code>` (`/sl`) for the others. */
export function localePrefix(code: string, defaultLocale: string): string {
  return code === defaultLocale ? '' : `/${code}`;
}

/** Joins the base path (`/laguna-docs/`), a locale prefix (`''` or `/sl`) and a route into an href. */
export function routeHref(basePath: string, localePrefix: string, route: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  if (route === '/') return `${base}${localePrefix}/`;
  return `${base}${localePrefix}${route}`;
}

/** `hreflang` alternates of a route in every locale, plus `x-default` for the default locale. */
export function alternatesFor(route: string, options: { locales: readonly LocaleInfo[]; defaultLocale: string; basePath: string }): Alternate[] {
  const list: Alternate[] = options.locales.map((info) => ({ locale: info.code, hreflang: info.htmlLang, href: routeHref(options.basePath, info.prefix, route) }));
  const fallback = options.locales.find((info) => info.code === options.defaultLocale);
  if (fallback) list.push({ locale: fallback.code, hreflang: 'x-default', href: routeHref(options.basePath, fallback.prefix, route) });
  return list;
}

/**
 * The output file for a route: `/` → `index.html`, `/docs/intro` → `docs/intro.html`,
 * with the locale prefix as a folder (`sl/docs/intro.html`).
 */
export function routeFile(localePrefix: string, route: string, extension = '.html'): string {
  const folder = localePrefix ? `${localePrefix.slice(1)}/` : '';
  if (route === '/') return `${folder}index${extension}`;
  return `${folder}${route.slice(1)}${extension}`;
}

/**
 * The files a path inside the base path (`docs/intro`, `sl/`, `''`) is served from, in order, the way
 * static hosts answer (GitHub Pages, nginx `try_files $uri $uri.html`): a path ending in `/` (or the root)
 * is its folder's `index.html`; any other is the file itself, then `<path>.html`. The link check and the
 * server both follow this one rule, so a link the check passes is one the server serves.
 */
export function servedFileCandidates(pathInside: string): string[] {
  if (pathInside === '' || pathInside.endsWith('/')) return [`${pathInside}index.html`];
  return [pathInside, `${pathInside}.html`];
}

/**
 * A leading numeric ordering prefix (`01-`, `2.`, `3_`) followed by the name. A name that starts like a
 * version or a date (`1.0`, `2.0-migration`, `2024-06-01-release`) has none, as in Docusaurus: it is the
 * page's name, not its place.
 */
const NUMBER_PREFIX = /^(\d+)[-_.\s]+(?=[^-_.\s])/;
const VERSION_OR_DATE = /^\d+[-_.]\d/;

/** Strips a leading numeric ordering prefix: `01-requirements` → `requirements`, `1.0-notes` stays. */
export function stripNumberPrefix(name: string): string {
  return VERSION_OR_DATE.test(name) ? name : name.replace(NUMBER_PREFIX, '');
}

/** The numeric ordering prefix of a file or folder name, if it has one. */
export function numberPrefix(name: string): number | undefined {
  const match = VERSION_OR_DATE.test(name) ? null : NUMBER_PREFIX.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** `base`, else `base-2`, `base-3`, …: the first that `taken` says is free, for slugs that must not collide. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  let slug = base;
  for (let n = 2; taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** `torrent_put` → `torrent-put`, `getUserById` → `get-user-by-id`. */
export function kebabCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** A URL-safe slug for a label: `Backend` → `backend`, `Vodnik za začetnike` → `vodnik-za-zacetnike`. */
export function slugify(value: string): string {
  return kebabCase(value.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

/**
 * The address of a page's markdown copy (`<route>.md`, see `routeFile`) from the page's href:
 * `/base/docs/intro#x` → `/base/docs/intro.md#x`, `/base/sl/` → `/base/sl/index.md`. An href whose last
 * segment has an extension (a file, not a page) is returned as it is.
 */
export function markdownCopyHref(href: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (path.endsWith('/')) return `${path}index.md${hash}`;
  if (/\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1))) return href;
  return `${path}.md${hash}`;
}

/** Decodes percent escapes (`decodeURIComponent`), leaving malformed ones as they are. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Why a route, or the part of one a file names (`slug`, `id`, a category's slug, a redirect's `from`), cannot
 * be where a page is written, or undefined when it can: a segment that is empty (`a//b`), `.` or `..`, read
 * after percent-decoding (`%2e%2e`), or a control character. One leading and one trailing slash are fine
 * (`/guides/setup/`). The output's gate (the build's `outputPath`) refuses such a file anyway; this names the
 * field that made it.
 */
export function routePathProblem(route: string): string | undefined {
  const shown = route.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');
  const decoded = safeDecode(route);
  const control = controlCharacter(decoded);
  if (control) return `"${shown}" has the control character ${control}`;
  if (route === '/' || route === '') return undefined;
  const segments = decoded.replace(/^\/|\/$/g, '').split(/[/\\]/);
  const bad = segments.find((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad === undefined) return undefined;
  return bad === '' ? `"${shown}" has an empty segment ("//")` : `"${shown}" has a "${bad}" segment, which would lead out of its folder`;
}

/**
 * Languages written right to left, by their primary subtag: Arabic, Hebrew, Persian, Urdu, Yiddish,
 * Pashto, Sindhi, Dhivehi, Kurdish (Sorani), Uyghur, and the codes of older names (`iw`, `ji`).
 */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ji', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of a locale code (`ar-EG` → `rtl`); a script subtag wins (`az-Arab` → `rtl`, `ku-Latn` → `ltr`). */
export function writingDirection(code: string): 'ltr' | 'rtl' {
  const parts = code.split('-');
  const script = parts.slice(1).find((part) => /^[A-Za-z]{4}$/.test(part))?.toLowerCase();
  if (script) return ['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg'].includes(script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.has(parts[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
