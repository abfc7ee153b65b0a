/**
 * Ids of the page shell: the element the client hydrates, the JSON it hydrates from, and the landmarks
 * and menus the default theme (and themes built like it) points to with `href="#…"`, `aria-controls` or
 * `getElementById`. Content may not take them: an element of the author's carrying one would shadow the
 * shell's (`getElementById` returns the first), so markdown renames such ids with a warning.
 */
export const HYDRATION_IDS = { root: '__laguna', data: '__laguna_data' } as const;

// The ids as plain strings here: a bundler keeps a property read (`HYDRATION_IDS.root`) at the top of a
// module even when nothing uses its result, and the browser's first script imports from this module.
export const RESERVED_IDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  '__laguna',
  '__laguna_data',
  'main',
  'nav-panel',
  'locale-menu',
  'version-menu',
  'hero-title',
  'laguna-chunk-error',
]);

/** Prefixes of ids the generator makes at run time (search results and options, internal elements). */
export const RESERVED_ID_PREFIXES: readonly string[] = ['__laguna', 'laguna-search-'];

/** Whether content may not use `id` (see `RESERVED_IDS`). Compared as the browser does: exactly. */
export function isReservedId(id: string): boolean {
  return RESERVED_IDS.has(id) || RESERVED_ID_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/**
 * Where the page runtime puts its React for the site's interactive components (islands): the
 * `Symbol.for` key of an object holding `react`, `react/jsx-runtime`, `react-dom` and `react-dom/client`,
 * set before a page's island loader is imported, so the islands share the runtime's one React.
 */
export const ISLAND_REACT_KEY = 'laguna-docs.react';

/**
 * The element an island (a site component hydrated in the browser) is written as: the build writes it,
 * the island loader defines it, and the boot script holds clicks made inside one until it is live.
 */
export const ISLAND_TAG = 'laguna-island';

/**
 * The property of an island element where the boot script keeps the clicks made inside it before it was
 * live, each as `[target, copy of the click]`; the island loader does them again once it is (or has failed).
 */
export const ISLAND_HELD_CLICKS = 'lagunaHeldClicks';

/** An island element with the clicks held for it (see `ISLAND_HELD_CLICKS`). */
export type IslandHolding = Element & { [ISLAND_HELD_CLICKS]?: Array<[target: Element, click: MouseEvent]> };
