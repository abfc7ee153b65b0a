import { createContext, useContext, useEffect, useRef, type ReactElement } from 'react';
import { routeHref, SIDEBARS_NEEDED_EVENT, type ServerMarkup, type SidebarCategory, type SidebarItem, type SidebarLink as SidebarLinkData, type SiteData } from '@laguna-docs/shared';
import { ServerMarkupContext } from '../context.js';
import { t } from '../t.js';
import { useOpenCategories, type CategoryKey } from './sidebarState.js';

interface SidebarProps {
  site: SiteData;
  items: readonly SidebarItem[];
  route: string;
  /** Accessible name of the navigation, e.g. "Docs sidebar". */
  label: string;
  /**
   * The sidebar's id in `site.sidebars`. Given, the build writes the list's markup once for each set of
   * open categories and marks the current page in it (see `sidebarMarkup`), instead of once per page.
   */
  sidebarId?: string;
}

interface ItemsProps {
  site: SiteData;
  items: readonly SidebarItem[];
  route: string;
  prefix: string;
  state: ReturnType<typeof useOpenCategories>;
}

/**
 * The page tree of a section (docs or API). Categories are `<button aria-expanded>` toggles; a category
 * with an index page also links to it from its label. Collapsed categories leave their entries out of
 * the markup: without JavaScript each category label still leads to its index page, where it is open.
 * A page's data holds only the entries it shows (`itemsOmitted` marks the others); opening such a
 * category asks the client runtime for the full sidebar and shows its entries once they are there.
 */
export function Sidebar({ site, items, route, label, sidebarId }: SidebarProps) {
  const state = useOpenCategories(items, route);
  const serverMarkup = useContext(ServerMarkupContext);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // On arrival, bring the current page's entry into the sidebar's view when a long list hides it. Only
    // the sidebar scrolls (never the window), and only once: later pages are chosen from the visible list.
    const scroller = nav.current?.parentElement;
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top > scroller.clientHeight - 64) scroller.scrollTop += top - scroller.clientHeight / 3;
  }, []);
  return (
    // The toggles' name with `{label}` left in, for the entries the plain controls write (`controls/sidebar.ts`).
    serverMarkup && sidebarId !== undefined ? (
      <nav ref={nav} className="sidebar-nav" aria-label={label} data-toggle-label={t(site, 'sidebar.toggle', { label: '{label}' })} dangerouslySetInnerHTML={{ __html: sidebarMarkup(serverMarkup, `sidebar\u0000${sidebarId}\u0000${state.onPath.join(' ')}`, () => <SidebarItems site={site} items={items} route={route} prefix="" state={state} />, route) }} />
    ) : (
      <nav ref={nav} className="sidebar-nav" aria-label={label} data-toggle-label={t(site, 'sidebar.toggle', { label: '{label}' })}>
        <SidebarItems site={site} items={items} route={route} prefix="" state={state} />
      </nav>
    )
  );
}

function SidebarItems({ site, items, route, prefix, state }: ItemsProps) {
  const serverMarkup = useContext(ServerMarkupContext);
  const slots = useContext(CurrentSlots);
  return (
    <ul className="sidebar-list">
      {items.map((item, index) =>
        item.type === 'link' ? (
          serverMarkup && !slots && item.route !== route ? (
            // Any link but the current page's is the same on every page that shows it.
            <li key={item.route} className={item.className} dangerouslySetInnerHTML={{ __html: serverMarkup(`sidebar-link\u0000${item.route}\u0000${item.label}\u0000${item.badge ?? ''}\u0000${item.title ?? ''}`, <SidebarLink site={site} item={item} current={false} />) }} />
          ) : (
            <li key={item.route} className={item.className}>
              <SidebarLink site={site} item={item} current={item.route === route} />
            </li>
          )
        ) : (
          <Category key={`${prefix}${index}`} site={site} category={item} categoryKey={`${prefix}${index}`} route={route} state={state} />
        ),
      )}
    </ul>
  );
}

function Category({ site, category, categoryKey, route, state }: { site: SiteData; category: SidebarCategory; categoryKey: CategoryKey; route: string; state: ItemsProps['state'] }) {
  // A category that is not collapsible is always open.
  const open = category.collapsible === false || state.isOpen(categoryKey, category.collapsed);
  const toggle = () => state.toggle(categoryKey, category.collapsed);
  const missing = open && category.itemsOmitted === true;
  useEffect(() => {
    if (missing) document.dispatchEvent(new Event(SIDEBARS_NEEDED_EVENT));
  }, [missing]);
  const serverMarkup = useContext(ServerMarkupContext);
  const slots = useContext(CurrentSlots);
  if (!open && serverMarkup && !slots) {
    // A closed category looks the same on every page but its own: a large sidebar has hundreds of them.
    const key = `sidebar-category\u0000${category.label}\u0000${category.route ?? ''}\u0000${category.route === route}`;
    return <li className={categoryClass(category)} dangerouslySetInnerHTML={{ __html: serverMarkup(key, <CategoryHead site={site} category={category} route={route} open={false} toggle={toggle} />) }} />;
  }
  return (
    <li className={categoryClass(category)} data-open={open ? '' : undefined}>
      <CategoryHead site={site} category={category} route={route} open={open} toggle={toggle} />
      {missing ? <ul className="sidebar-list" aria-busy="true" /> : open ? <SidebarItems site={site} items={category.items} route={route} prefix={`${categoryKey}/`} state={state} /> : null}
    </li>
  );
}

function SidebarLink({ site, item, current }: { site: SiteData; item: SidebarLinkData; current: boolean }) {
  return (
    <a className="sidebar-link" href={item.external ? item.route : routeHref(site.basePath, site.locale.prefix, item.route)} rel={item.external ? 'noopener' : undefined} aria-current={useAriaCurrent(item.route, current)} title={item.title}>
      {item.badge ? <><MethodBadge method={item.badge} />{' '}</> : null}
      <span>{item.label}</span>
    </a>
  );
}

/**
 * Set while the build writes a sidebar's list once for all the pages that show the same categories open
 * (see `sidebarMarkup`): every entry's `aria-current` is then written as a slot of that `ServerMarkup` holding its route.
 */
const CurrentSlots = createContext<ServerMarkup | undefined>(undefined);

function useAriaCurrent(route: string | undefined, current: boolean): 'page' | undefined {
  // A slot stands where 'page' may go; `ServerMarkup` fills each before the markup reaches a page.
  const slots = useContext(CurrentSlots);
  if (slots && route !== undefined) return slots.slot(route) as 'page';
  return current ? 'page' : undefined;
}

/**
 * A sidebar's list as the page of `route` shows it, from markup written once per `key` (the sidebar and
 * its open categories): the same bytes as rendering it for this page, as only the current page's entries
 * differ from page to page, by `aria-current="page"`. A large sidebar is most of a page's markup.
 */
function sidebarMarkup(serverMarkup: ServerMarkup, key: string, list: () => ReactElement, route: string): string {
  return serverMarkup(key, <CurrentSlots.Provider value={serverMarkup}>{list()}</CurrentSlots.Provider>, (_attribute, slot) => (slot === route ? 'page' : undefined));
}

function categoryClass(category: SidebarCategory): string {
  return category.className ? `sidebar-category ${category.className}` : 'sidebar-category';
}

/** A category's label (a link when it has an index page) and its open/close toggle (none when it cannot close). */
function CategoryHead({ site, category, route, open, toggle }: { site: SiteData; category: SidebarCategory; route: string; open: boolean; toggle: () => void }) {
  const current = useAriaCurrent(category.route, category.route === route);
  if (category.collapsible === false) {
    return category.route ? (
      <a className="sidebar-link sidebar-category-link" href={routeHref(site.basePath, site.locale.prefix, category.route)} aria-current={current}>
        {category.label}
      </a>
    ) : (
      <span className="sidebar-category-label">{category.label}</span>
    );
  }
  return category.route ? (
    <div className="sidebar-category-row">
      <a className="sidebar-link sidebar-category-link" href={routeHref(site.basePath, site.locale.prefix, category.route)} aria-current={current}>
        {category.label}
      </a>
      <button type="button" className="sidebar-toggle" aria-expanded={open} aria-label={t(site, 'sidebar.toggle', { label: category.label })} onClick={toggle} />
    </div>
  ) : (
    // Styled as a link; its chevron is drawn by the style sheet (a large reference shows dozens of closed
    // categories on every page, so each element and class of theirs counts).
    <button type="button" className="sidebar-category-button" aria-expanded={open} onClick={toggle}>
      {category.label}
    </button>
  );
}

/** An HTTP method as a small coloured label (`GET`, `POST`, …); other badges are shown as they are. */
export function MethodBadge({ method }: { method: string }) {
  const name = method.toLowerCase();
  const className = `method-badge method-${/^[a-z]+$/.test(name) ? name : 'other'}`;
  // DELETE is shortened to keep the badges one width; screen readers still hear the full word.
  if (name === 'delete') {
    return (
      <span className={className}>
        <span aria-hidden="true">DEL</span>
        <span className="sr-only">DELETE</span>
      </span>
    );
  }
  return <span className={className}>{method.toUpperCase()}</span>;
}
