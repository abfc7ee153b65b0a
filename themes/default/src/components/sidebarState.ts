import { useState } from 'react';
import { categoriesOnPath, type CategoryKey, type SidebarItem } from '@laguna-docs/shared';

// Which categories hold a page is part of the contract with the build, which embeds only the categories a
// page shows open (`sidebarForPage`): both use the one function from `@laguna-docs/shared`.
export { categoriesOnPath, type CategoryKey };

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
  // `onPath`: the categories holding the current page, which with the defaults decide what is open before the reader acts.
  return { isOpen, toggle, onPath };
}
