import { useContext, type ReactElement } from 'react';
import { routeHref, type LayoutProps, type ServerMarkup, type ThemeComponents } from '@laguna-docs/shared';
import { ServerMarkupContext } from '../context.js';
import { localeLinks } from './LocaleDropdown.js';
import { dropdownCurrent } from './NavbarDropdown.js';
import { isActiveLink } from './NavbarLinks.js';
import { OverridesContext } from './overrides.js';
import { localeSlot, PageLinkSlots, VERSION_SLOT } from './pageLinks.js';

/**
 * The theme components the navbar's markup holds, and those that render it: a site's own one could differ
 * from page to page (or render the theme's with props of its own), so the markup is then written for each page.
 */
const INSIDE: readonly (keyof ThemeComponents)[] = ['Navbar', 'NavPanel', 'SearchButton', 'ColorModeToggle'];

interface PieceOptions {
  /** What else the markup depends on (the props it is rendered from beyond the site and the page). */
  variant?: string;
  /** `false`: the markup marks no navbar entry, so it is the same on every page of the locale. */
  marks?: boolean;
}

/**
 * Writes `element` (the navbar's inside, or part of the menu panel) for the page of `props` once for all
 * the pages of the locale that mark the same navbar entries, and gives its markup for this page; gives
 * `undefined` where it is written for each page: in the browser, on a site with versions (its links follow
 * the version being read) and where a site overrides a component inside it. Call it after the component's
 * hooks: writing the markup renders on its own.
 */
export function useNavbarMarkup({ site, page }: Pick<LayoutProps, 'site' | 'page'>): (name: string, element: ReactElement, options?: PieceOptions) => string | undefined {
  const serverMarkup = useContext(ServerMarkupContext);
  const overrides = useContext(OverridesContext);
  if (!serverMarkup || (site.versions?.length ?? 0) > 0 || INSIDE.some((component) => overrides?.[component] !== undefined)) return () => undefined;
  // Worked out once for the page, the first time a piece needs them.
  let marked: string | undefined;
  let links: Map<string, string> | undefined;
  const fill = (_attribute: string, slot: string) => (links ??= pageLinks({ site, page })).get(slot);
  return (name, element, { variant = '', marks = true } = {}) =>
    serverMarkup(`${name}\u0000${marks ? (marked ??= navbarMarks(site, page.route)) : ''}\u0000${variant}`, <PageLinkSlots.Provider value={serverMarkup}>{element}</PageLinkSlots.Provider>, fill);
}

/** The routes of a navbar's links, which tell which of them is active (see `isActiveLink`). */
const linkRoutesOf = new WeakMap<LayoutProps['site']['navbar'], readonly string[]>();

/**
 * Which navbar entries the page of `route` marks (a link as active or current, a dropdown's link as current):
 * the navbar's markup differs from page to page only there and in the links to the page elsewhere.
 */
function navbarMarks(site: LayoutProps['site'], route: string): string {
  let linkRoutes = linkRoutesOf.get(site.navbar);
  if (!linkRoutes) linkRoutesOf.set(site.navbar, (linkRoutes = site.navbar.flatMap((item) => (item.type === 'link' ? [item.route] : []))));
  let marks = '';
  for (const item of site.navbar) {
    if (item.type === 'link') marks += `${isActiveLink(item.route, route, linkRoutes) ? 1 : 0}${item.route === route ? 1 : 0}`;
    else if (item.type === 'dropdown') for (const link of item.items) marks += 'route' in link ? String(dropdownCurrent(link.route, route)) : '';
    marks += ' ';
  }
  return marks;
}

/** Each slot's `href` on this page. */
function pageLinks({ site, page }: Pick<LayoutProps, 'site' | 'page'>): Map<string, string> {
  const links = new Map(localeLinks({ site, page }).map((link, index) => [localeSlot(index), link.href]));
  if (site.docsVersionLabel !== undefined) links.set(VERSION_SLOT, routeHref(site.basePath, site.locale.prefix, page.sidebarId === 'docs' ? page.route : (site.docsHome ?? '/')));
  return links;
}
