import type { SiteData, UiStrings } from '@laguna-docs/shared';
import type { LoadedPage } from './pageData.js';
import { leavesSidebarsToFile, withFileSidebars } from './sidebars.js';

const pending = new Map<string, Promise<UiStrings>>();

/**
 * Fetches a locale's UI strings (`SiteAssets.strings`), once per file; a failure is forgotten so a later
 * request tries again.
 */
function loadStrings(href: string): Promise<UiStrings> {
  const known = pending.get(href);
  if (known) return known;
  const request = fetch(href, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<UiStrings>;
  });
  pending.set(href, request);
  request.catch(() => pending.delete(href));
  return request;
}

/** Whether a page's data left the UI strings to the locale's strings file (its JSON has no `strings`). */
export function leavesStringsToFile(site: SiteData): boolean {
  return (site as Partial<SiteData>).strings === undefined && site.assets.strings !== undefined;
}

/** Whether a page's data needs one of the locale's files (strings, sidebars) before it can be shown. */
export function needsLocaleFiles(site: SiteData): boolean {
  return leavesStringsToFile(site) || leavesSidebarsToFile(site);
}

/**
 * A loaded page with what its data left to the locale's files put back: the UI strings from the strings
 * file and its share of a large sidebar from the sidebars file, both fetched at once (each file once).
 * Rejects when a file cannot be loaded: the page cannot be shown as the server rendered it then.
 */
export async function withLocaleFiles(loaded: LoadedPage): Promise<LoadedPage> {
  const href = leavesStringsToFile(loaded.site) ? loaded.site.assets.strings : undefined;
  const [strings, withSidebars] = await Promise.all([href ? loadStrings(href) : undefined, withFileSidebars(loaded)]);
  return strings ? { ...withSidebars, site: { ...withSidebars.site, strings } } : withSidebars;
}
