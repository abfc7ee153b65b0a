import { fillSidebar, hasOmittedItems, sidebarFromFile, SIDEBARS_NEEDED_EVENT, type Sidebar, type SiteData } from '@laguna-docs/shared';
import type { LoadedPage } from './pageData.js';
import { canPrefetch } from './connection.js';
import { leavesStringsToFile, loadStrings } from './strings.js';

type Sidebars = Record<string, Sidebar>;

const loaded = new Map<string, Sidebars>();
const pending = new Map<string, Promise<Sidebars>>();

/**
 * Fetches a locale's full sidebars (`SiteAssets.sidebars`), once per file; a failure is forgotten so a
 * later request tries again.
 */
export function loadSidebars(href: string): Promise<Sidebars> {
  const known = pending.get(href);
  if (known) return known;
  const request = fetch(href, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<Sidebars>;
    })
    .then((sidebars) => {
      loaded.set(href, sidebars);
      return sidebars;
    });
  pending.set(href, request);
  request.catch(() => pending.delete(href));
  return request;
}

/** Whether a page's data left its share of a sidebar to the locale's sidebars file (see `withFileSidebars`). */
export function leavesSidebarsToFile(site: SiteData): boolean {
  return Object.values(site.sidebars).some((sidebar) => sidebar.inFile === true);
}

/**
 * A loaded page whose data left its share of a large sidebar to the locale's sidebars file (`inFile`), with
 * that share made from the file (loaded once per file), as the server showed it; other pages as they are.
 * Rejects when the file cannot be loaded or lacks the sidebar: the page cannot be hydrated faithfully then.
 */
export async function withFileSidebars(loaded: LoadedPage): Promise<LoadedPage> {
  const { site, page } = loaded;
  if (!leavesSidebarsToFile(site)) return loaded;
  const href = site.assets.sidebars;
  if (!href) throw new Error('the page data names no sidebars file');
  const file = await loadSidebars(href);
  const sidebars: Sidebars = {};
  for (const [id, sidebar] of Object.entries(site.sidebars)) {
    const made = sidebar.inFile ? sidebarFromFile(sidebar, file, page.route) : sidebar;
    if (!made) throw new Error(`the sidebars file ${href} has no sidebar "${id}"`);
    sidebars[id] = made;
  }
  return { ...loaded, site: { ...site, sidebars } };
}

/**
 * A page's site data with the categories its data left out filled in: from the full sidebars when they
 * are loaded, else from `previous`, the site shown before, when it comes from the same build (its open
 * categories stay open across client navigation, so their items are needed).
 */
export function completeSite(site: SiteData, previous?: SiteData): SiteData {
  const href = site.assets.sidebars;
  const full = href ? loaded.get(href) : undefined;
  const sameBuild = previous !== undefined && href !== undefined && previous.assets.sidebars === href;
  let changed = false;
  const sidebars: Sidebars = {};
  for (const [id, sidebar] of Object.entries(site.sidebars)) {
    let filled = fillSidebar(sidebar, full?.[id]);
    if (sameBuild) filled = fillSidebar(filled, previous.sidebars[id]);
    changed ||= filled !== sidebar;
    sidebars[id] = filled;
  }
  return changed ? { ...site, sidebars } : site;
}

function hasOmitted(site: SiteData): boolean {
  return Object.values(site.sidebars).some((sidebar) => hasOmittedItems(sidebar.items));
}

/**
 * Loads the full sidebars when the theme shows a category whose items the page left out (it dispatches
 * `SIDEBARS_NEEDED_EVENT`), and ahead of that once the browser is idle when prefetching is allowed, then
 * shows them through `update`. A failed load logs a warning; the next request tries again.
 */
export function installSidebars(currentSite: () => SiteData, update: (change: (site: SiteData) => SiteData) => void): void {
  const load = () => {
    const href = currentSite().assets.sidebars;
    if (!href || !hasOmitted(currentSite())) return;
    loadSidebars(href).then(
      () => update((site) => completeSite(site)),
      (error: unknown) => console.warn(`laguna-docs: loading the sidebars ${href} failed.`, error),
    );
  };
  document.addEventListener(SIDEBARS_NEEDED_EVENT, load);
  const whenIdle = () => {
    if (canPrefetch()) load();
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(whenIdle, { timeout: 3000 });
  else setTimeout(whenIdle, 1000);
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
