import type { Sidebar, SidebarItem } from './model.js';

/** A category's key: its position in the tree (`2/0`), the same in every copy of one build's sidebar. */
export type CategoryKey = string;

/**
 * Event a theme dispatches on `document` when it shows a category whose items a page's data left out
 * (`itemsOmitted`); the client runtime then loads the locale's full sidebars (`SiteAssets.sidebars`).
 */
export const SIDEBARS_NEEDED_EVENT = 'laguna-docs:sidebars-needed';

const pathIndexes = new WeakMap<readonly SidebarItem[], Map<string, CategoryKey[]>>();

/**
 * Keys of the categories that hold `route` (as a page or as their own index page), outermost first. When
 * a route is listed twice (an operation under two tags), the first place in reading order counts, with a
 * category's own index before its subcategories and those before its pages. Indexed once per item list.
 */
export function categoriesOnPath(items: readonly SidebarItem[], route: string): CategoryKey[] {
  let index = pathIndexes.get(items);
  if (!index) {
    index = new Map();
    indexPaths(items, '', [], index);
    pathIndexes.set(items, index);
  }
  return index.get(route) ?? [];
}

function indexPaths(items: readonly SidebarItem[], prefix: string, outer: readonly CategoryKey[], index: Map<string, CategoryKey[]>): void {
  items.forEach((item, position) => {
    if (item.type !== 'category') return;
    const key = `${prefix}${position}`;
    const path = [...outer, key];
    if (item.route !== undefined && !index.has(item.route)) index.set(item.route, path);
    indexPaths(item.items, `${key}/`, path, index);
    for (const child of item.items) if (child.type === 'link' && !index.has(child.route)) index.set(child.route, path);
  });
}

/**
 * The part of a sidebar a page shows before the reader touches it: every category that is not
 * `collapsed` or holds the page keeps its items; the others keep their label and route but their items
 * are left out (`itemsOmitted`). Themes leave a closed category's items out of the markup, so this is all
 * the markup needs, and what a page embeds for hydration; the full tree is one shared file per locale.
 */
export function sidebarForPage(sidebar: Sidebar, route: string): Sidebar {
  const open = new Set(categoriesOnPath(sidebar.items, route));
  const prune = (items: readonly SidebarItem[], prefix: string): SidebarItem[] =>
    items.map((item, position) => {
      if (item.type !== 'category') return item;
      const key = `${prefix}${position}`;
      if (!item.collapsed || open.has(key)) return { ...item, items: prune(item.items, `${key}/`) };
      const { items: _omitted, ...rest } = item;
      return { ...rest, items: [], itemsOmitted: true };
    });
  return { id: sidebar.id, items: prune(sidebar.items, '') };
}

/**
 * Entries (links and categories) from which a sidebar is large: a page's share of it is then left out of
 * the page's data (see `embeddedSidebar`). A large reference's share is about 45 entries and 4 KB of JSON
 * on every page, beside the same entries in its markup; a small site's whole sidebar is less than that.
 */
export const LARGE_SIDEBAR_ENTRIES = 500;

const entryCounts = new WeakMap<Sidebar, number>();

function countEntries(items: readonly SidebarItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.type === 'category' ? countEntries(item.items) : 0), 0);
}

/**
 * The sidebar a page's data carries: its share (`sidebarForPage`), or, for a sidebar of more than
 * `LARGE_SIDEBAR_ENTRIES` entries when the locale has a sidebars file, a stand-in marked `inFile`, as
 * the client can make the same share from that file (`sidebarFromFile`). The markup is unchanged.
 */
export function embeddedSidebar(sidebar: Sidebar, shown: Sidebar, hasFile: boolean): Sidebar {
  if (!hasFile) return shown;
  let count = entryCounts.get(sidebar);
  if (count === undefined) {
    count = countEntries(sidebar.items);
    entryCounts.set(sidebar, count);
  }
  return count > LARGE_SIDEBAR_ENTRIES ? { id: sidebar.id, items: [], inFile: true } : shown;
}

/**
 * A page's share of a sidebar its data left to the sidebars file (`inFile`), made from that file's copy:
 * the same as the server embedded in its markup. `undefined` when the file has no such sidebar.
 */
export function sidebarFromFile(embedded: Sidebar, file: Readonly<Record<string, Sidebar>>, route: string): Sidebar | undefined {
  const full = file[embedded.id];
  return full ? sidebarForPage(full, route) : undefined;
}

/** Whether any category of the tree has its items left out. */
export function hasOmittedItems(items: readonly SidebarItem[]): boolean {
  return items.some((item) => item.type === 'category' && (item.itemsOmitted === true || hasOmittedItems(item.items)));
}

/**
 * Fills the categories whose items `sidebar` leaves out from `source`, another copy of the same build's
 * sidebar (the full tree, or what an earlier page showed). A category is filled only when both copies
 * have it at the same place under the same label; everything else is left as it is.
 */
export function fillSidebar(sidebar: Sidebar, source: Sidebar | undefined): Sidebar {
  if (!source || source.id !== sidebar.id || !hasOmittedItems(sidebar.items)) return sidebar;
  return { id: sidebar.id, items: fillItems(sidebar.items, source.items) };
}

function fillItems(items: readonly SidebarItem[], source: readonly SidebarItem[]): SidebarItem[] {
  return items.map((item, position) => {
    const other = source[position];
    if (item.type !== 'category' || other?.type !== 'category' || other.label !== item.label) return item;
    if (item.itemsOmitted) return other.itemsOmitted ? item : other;
    return hasOmittedItems(item.items) ? { ...item, items: fillItems(item.items, other.items) } : item;
  });
}
