import type { SiteData } from '@laguna-docs/shared';

/** File endings that are assets, never pages: they always load normally. */
const ASSET = /\.[a-z0-9]{1,5}$/i;

/** The locale a path of the site belongs to, by its prefix (`/laguna-docs/sl/...` → `sl`). */
function localeOfPath(pathname: string, site: SiteData): string {
  const base = site.basePath.replace(/\/$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  for (const locale of site.locales) {
    if (locale.prefix && (rest === locale.prefix || rest.startsWith(`${locale.prefix}/`))) return locale.code;
  }
  return site.defaultLocale;
}

/**
 * The URL to navigate to on the client, or `undefined` when the browser should follow the link itself:
 * other origins, other targets, downloads, assets, paths outside the base path, hash links on the same
 * page, and links into another locale (the language switch does a full load, spec allows it).
 */
export function clientTarget(anchor: HTMLAnchorElement, site: SiteData, current: Location = location): URL | undefined {
  if (!anchor.hasAttribute('href') || anchor.hasAttribute('download')) return undefined;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return undefined;
  if (anchor.dataset.fullLoad !== undefined) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  if (!url.pathname.startsWith(site.basePath) && `${url.pathname}/` !== site.basePath) return undefined;
  if (ASSET.test(url.pathname)) return undefined;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  if (localeOfPath(url.pathname, site) !== site.locale.code) return undefined;
  return url;
}

/** Whether a click should be left to the browser: modifier keys, other buttons, already handled. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
