import { createContext, useContext } from 'react';
import type { ServerMarkup } from '@laguna-docs/shared';

/**
 * Set while the build writes the navbar (or the menu panel's links) once for the pages of a locale that mark
 * the same navbar entries (see `useNavbarMarkup`): the links that lead to this page elsewhere (its other
 * languages, its docs version) are written as slots of that `ServerMarkup`, which each page fills.
 */
export const PageLinkSlots = createContext<ServerMarkup | undefined>(undefined);

/** The `href` of a link to this page elsewhere, given its slot's name and its `href` here: a slot while the navbar is written once. */
export function usePageLinks(): (slot: string, href: string) => string {
  const slots = useContext(PageLinkSlots);
  return slots ? (slot) => slots.slot(slot) : (_slot, href) => href;
}

/** The slot of the locale `index` (of `site.locales`) in the language menus. */
export const localeSlot = (index: number) => `locale ${index}`;
/** The slot of the one docs version's entry (a site with a version label and no versions). */
export const VERSION_SLOT = 'version';
