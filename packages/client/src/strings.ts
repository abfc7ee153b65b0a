import type { SiteData, UiStrings } from '@laguna-docs/shared';

const pending = new Map<string, Promise<UiStrings>>();

/**
 * Fetches a locale's UI strings (`SiteAssets.strings`), once per file; a failure is forgotten so a later
 * request tries again.
 */
export function loadStrings(href: string): Promise<UiStrings> {
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
