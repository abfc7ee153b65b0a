import { useState } from 'react';
import type { SidebarItem } from '@laguna-docs/shared';

/** A category's key: its position in the tree (`2/0`), stable while the sidebar does not change. */
export type CategoryKey = string;

/** Keys of the categories that hold `route` (as a page or as their own index page), outermost first. */
export function categoriesOnPath(items: readonly SidebarItem[], route: string, prefix = ''): CategoryKey[] {
  for (const [index, item] of items.entries()) {
    if (item.type !== 'category') continue;
    const key = `${prefix}${index}`;
    if (item.route === route) return [key];
    const inner = categoriesOnPath(item.items, route, `${key}/`);
    if (inner.length > 0 || containsLink(item.items, route)) return [key, ...inner];
  }
  return [];
}

function containsLink(items: readonly SidebarItem[], route: string): boolean {
  return items.some((item) => item.type === 'link' && item.route === route);
}

interface OpenState {
  route: string;
  /** The reader's own choices, by category; they win over the defaults. */
  choices: Record<CategoryKey, boolean>;
}

/**
 * Which categories are open. A category starts open when it is not `collapsed` or when it holds the
 * current page. Nothing ever closes by itself: across client-side navigation (the Layout stays mounted)
 * the categories open on the page left stay open, the reader's own toggles are kept, and moving to a page
 * inside a category the reader had closed opens it again. Derived from `route` during render, so the
 * server and the first client render agree.
 */
export function useOpenCategories(items: readonly SidebarItem[], route: string) {
  const [state, setState] = useState<OpenState>({ route, choices: {} });
  const onPath = categoriesOnPath(items, route);
  if (state.route !== route) {
    // React's documented way to adjust state to a changed prop: set it while rendering.
    const choices = { ...state.choices };
    for (const key of categoriesOnPath(items, state.route)) choices[key] ??= true;
    for (const key of onPath) choices[key] = true;
    setState({ route, choices });
  }
  const isOpen = (key: CategoryKey, collapsed: boolean) => state.choices[key] ?? (onPath.includes(key) || !collapsed);
  const toggle = (key: CategoryKey, collapsed: boolean) =>
    setState((current) => ({ ...current, choices: { ...current.choices, [key]: !(current.choices[key] ?? (onPath.includes(key) || !collapsed)) } }));
  return { isOpen, toggle };
}
