import { categoriesOnPath, routeHref, SIDEBARS_NEEDED_EVENT, type ControlsContext, type SidebarCategory, type SidebarItem, type SiteData } from '@laguna-docs/shared';
import { closest, element } from './dom.js';

/**
 * The sidebar's category toggles without React (`Sidebar`): a toggle opens its category, writing the
 * entries the server left out of a closed one from the page's data (from the locale's sidebars file when
 * the page left them out too), and closes it. As in the hydrated sidebar, what the reader opened or closed
 * is kept across client navigation, the categories open on the page left stay open, and the categories
 * holding the new page open.
 */

type Choices = Map<string, boolean>;

/** The reader's choices in the sidebar shown, by category key (`0/2`), and which sidebar and route they are of. */
let state: { sidebar: string; route: string; choices: Choices } | undefined;

const TOGGLE = '.sidebar-nav .sidebar-toggle, .sidebar-nav .sidebar-category-button';

export function installSidebar(current: () => ControlsContext): void {
  document.addEventListener('click', (event) => {
    const toggle = closest(event.target, TOGGLE);
    const category = toggle?.closest<HTMLElement>('li.sidebar-category');
    if (!toggle || !category) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    const key = categoryKey(category);
    state?.choices.set(key, open);
    void setOpen(current(), category, key, open);
  });
}

/** Applies the reader's choices to the sidebar of a page shown (after client navigation, the ones made before). */
export function showSidebar(context: ControlsContext, first: boolean): void {
  const { page } = context;
  const sidebar = page.sidebarId;
  const nav = document.querySelector<HTMLElement>('.sidebar-nav');
  if (!sidebar || !nav) {
    state = undefined;
    return;
  }
  const items = context.site.sidebars[sidebar]?.items ?? [];
  if (first || !state || state.sidebar !== sidebar) {
    state = { sidebar, route: page.route, choices: new Map() };
    if (first) bringCurrentIntoView(nav);
    return;
  }
  // As the hydrated sidebar does: the categories open on the page left stay open, those on the new path open.
  for (const key of categoriesOnPath(items, state.route)) if (!state.choices.has(key)) state.choices.set(key, true);
  for (const key of categoriesOnPath(items, page.route)) state.choices.set(key, true);
  state.route = page.route;
  // Outer categories first: an inner one's element exists once its parent is open.
  const keys = [...state.choices.keys()].sort((a, b) => a.split('/').length - b.split('/').length);
  const open = keys.map((key) => [key, state!.choices.get(key)!] as const);
  void (async () => {
    for (const [key, wanted] of open) {
      const category = categoryElement(nav, key);
      const toggle = category?.querySelector(':scope > .sidebar-category-row > .sidebar-toggle, :scope > .sidebar-category-button');
      if (!category || !toggle || (toggle.getAttribute('aria-expanded') === 'true') === wanted) continue;
      await setOpen(context, category, key, wanted);
    }
  })();
}

/** On arrival, brings the current page's entry into the sidebar's view when a long list hides it (only the sidebar scrolls). */
function bringCurrentIntoView(nav: HTMLElement): void {
  const scroller = nav.parentElement;
  const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!scroller || !current) return;
  const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  if (top > scroller.clientHeight - 64) scroller.scrollTop += top - scroller.clientHeight / 3;
}

/** A category's key: the place of its item in each list from the sidebar's top (`0/2`), as `categoriesOnPath` names it. */
function categoryKey(category: HTMLElement): string {
  const places: number[] = [];
  for (let item: HTMLElement | null = category; item?.matches('li'); item = item.parentElement?.closest<HTMLElement>('li.sidebar-category') ?? null) {
    places.unshift(Array.prototype.indexOf.call(item.parentElement?.children ?? [], item) as number);
    if (!item.parentElement?.closest('li.sidebar-category')) break;
  }
  return places.join('/');
}

/** The category element of `key`, when the categories above it are open. */
function categoryElement(nav: HTMLElement, key: string): HTMLElement | undefined {
  let list: Element | null = nav.querySelector(':scope > .sidebar-list');
  let found: HTMLElement | undefined;
  for (const place of key.split('/')) {
    found = list?.children[Number(place)] as HTMLElement | undefined;
    if (!found?.matches('li.sidebar-category')) return undefined;
    list = found.querySelector(':scope > .sidebar-list');
  }
  return found;
}

/** The data of the category of `key` in the page's sidebar. */
function categoryData(site: SiteData, sidebar: string, key: string): SidebarCategory | undefined {
  let items: readonly SidebarItem[] = site.sidebars[sidebar]?.items ?? [];
  let found: SidebarItem | undefined;
  for (const place of key.split('/')) {
    found = items[Number(place)];
    if (found?.type !== 'category') return undefined;
    items = found.items;
  }
  return found?.type === 'category' ? found : undefined;
}

/** Opens or closes a category: its toggle, its mark, and its entries (written when it opens, dropped when it closes). */
async function setOpen(context: ControlsContext, category: HTMLElement, key: string, open: boolean): Promise<void> {
  const toggle = category.querySelector(':scope > .sidebar-category-row > .sidebar-toggle, :scope > .sidebar-category-button');
  toggle?.setAttribute('aria-expanded', String(open));
  if (!open) {
    delete category.dataset.open;
    category.querySelector(':scope > .sidebar-list')?.remove();
    return;
  }
  category.dataset.open = '';
  if (category.querySelector(':scope > .sidebar-list')) return;
  const sidebar = context.page.sidebarId ?? '';
  const list = element('ul', { class: 'sidebar-list', 'aria-busy': 'true' });
  category.append(list);
  // From the page's data at once; what it left out, from the locale's files.
  let site = context.site;
  let data = categoryData(site, sidebar, key);
  try {
    if (!data || data.itemsOmitted) {
      site = await context.complete();
      data = categoryData(site, sidebar, key);
    }
    // Left out of the page's data, itself or a category above it: the full sidebar has it.
    if (!data || data.itemsOmitted) {
      document.dispatchEvent(new Event(SIDEBARS_NEEDED_EVENT));
      site = await context.fullSidebars();
      data = categoryData(site, sidebar, key);
    }
  } catch (error) {
    // Closed again, so that the reader's next click tries again.
    console.warn('laguna-docs: the sidebar entries could not be loaded; the category stays closed.', error);
    if (list.isConnected) await setOpen(context, category, key, false);
    return;
  }
  // The reader may have closed it again meanwhile.
  if (!list.isConnected || !data || data.itemsOmitted) return;
  const onPath = categoriesOnPath(site.sidebars[sidebar]?.items ?? [], context.page.route);
  const choices = state?.choices ?? new Map<string, boolean>();
  const toggleLabel = category.closest<HTMLElement>('.sidebar-nav')?.dataset.toggleLabel ?? '{label}';
  const made = { site, route: context.page.route, toggleLabel };
  list.replaceWith(itemsList(made, data.items, `${key}/`, (inner, collapsed) => choices.get(inner) ?? (onPath.includes(inner) || !collapsed)));
}

/** A list of sidebar entries, as the `Sidebar` component writes it. */
/** What the entries written for a page are made with: its site data, its route, and the toggles' name (`{label}` in it). */
interface Making {
  site: SiteData;
  route: string;
  toggleLabel: string;
}

function itemsList(made: Making, items: readonly SidebarItem[], prefix: string, isOpen: (key: string, collapsed: boolean) => boolean): HTMLUListElement {
  const { site, route } = made;
  const list = element('ul', { class: 'sidebar-list' });
  items.forEach((item, index) => {
    if (item.type === 'link') {
      list.append(element('li', { class: item.className }, sidebarLink(site, item.route, item.label, item.external === true, item.route === route, item.badge, item.title)));
      return;
    }
    const key = `${prefix}${index}`;
    const open = item.collapsible === false || isOpen(key, item.collapsed);
    const category = element('li', { class: item.className ? `sidebar-category ${item.className}` : 'sidebar-category', 'data-open': open ? '' : undefined });
    category.append(categoryHead(made, item, open));
    if (open && !item.itemsOmitted) category.append(itemsList(made, item.items, `${key}/`, isOpen));
    list.append(category);
  });
  return list;
}

function sidebarLink(site: SiteData, route: string, label: string, external: boolean, current: boolean, badge?: string, title?: string): HTMLAnchorElement {
  const link = element('a', { class: 'sidebar-link', href: external ? route : routeHref(site.basePath, site.locale.prefix, route), rel: external ? 'noopener' : undefined, 'aria-current': current ? 'page' : undefined, title });
  if (badge) link.append(methodBadge(badge), ' ');
  link.append(element('span', {}, label));
  return link;
}

/** An HTTP method as the `MethodBadge` component writes it. */
function methodBadge(method: string): HTMLElement {
  const name = method.toLowerCase();
  const className = `method-badge method-${/^[a-z]+$/.test(name) ? name : 'other'}`;
  if (name === 'delete') return element('span', { class: className }, element('span', { 'aria-hidden': 'true' }, 'DEL'), element('span', { class: 'sr-only' }, 'DELETE'));
  return element('span', { class: className }, method.toUpperCase());
}

/** A category's label and toggle, as the `Sidebar` component's `CategoryHead` writes them. */
function categoryHead({ site, route, toggleLabel }: Making, category: SidebarCategory, open: boolean): HTMLElement {
  const href = category.route ? routeHref(site.basePath, site.locale.prefix, category.route) : undefined;
  const link = () => element('a', { class: 'sidebar-link sidebar-category-link', href, 'aria-current': category.route === route ? 'page' : undefined }, category.label);
  if (category.collapsible === false) return href ? link() : element('span', { class: 'sidebar-category-label' }, category.label);
  if (!href) return element('button', { type: 'button', class: 'sidebar-category-button', 'aria-expanded': String(open) }, category.label);
  const toggle = element('button', { type: 'button', class: 'sidebar-toggle', 'aria-expanded': String(open), 'aria-label': toggleLabel.split('{label}').join(category.label) });
  return element('div', { class: 'sidebar-category-row' }, link(), toggle);
}
