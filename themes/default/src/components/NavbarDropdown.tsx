import { routeHref, type LayoutProps, type NavbarItem } from '@laguna-docs/shared';
import { t } from '../t.js';
import { Dropdown, type DropdownItem } from './Dropdown.js';
import { ExternalLink } from './NavbarLinks.js';

type DropdownNavbarItem = Extract<NavbarItem, { type: 'dropdown' }>;

export interface NavbarDropdownProps extends LayoutProps {
  item: DropdownNavbarItem;
  /** Its place in `site.navbar`, which makes the ids of its list and panel group unique on the page. */
  index: number;
}

/**
 * Whether an item's route is the page (`page`) or a part of the site the page is in (`/docs/guides` for
 * `/docs/guides/setup`). The home route holds every page, so it is current only on the home page.
 */
export function dropdownCurrent(itemRoute: string, pageRoute: string): 'page' | boolean {
  if (itemRoute === pageRoute) return 'page';
  return itemRoute !== '/' && pageRoute.startsWith(`${itemRoute}/`);
}

/** The dropdown's links as the theme's `Dropdown` lists them, with the current one marked. */
export function navbarDropdownLinks({ site, page, item }: LayoutProps & { item: DropdownNavbarItem }): DropdownItem[] {
  return item.items.map((link) => {
    if ('href' in link) return { label: link.label, href: link.href, external: t(site, 'navbar.external') };
    const current = dropdownCurrent(link.route, page.route);
    return { label: link.label, href: routeHref(site.basePath, site.locale.prefix, link.route), ...(current ? { current } : {}) };
  });
}

/** A navbar dropdown on wide screens: a button that opens its links; it is marked while the page is one of them. */
export function NavbarDropdown({ site, page, item, index }: NavbarDropdownProps) {
  const links = navbarDropdownLinks({ site, page, item });
  const active = links.some((link) => link.current);
  return <Dropdown id={`navbar-dropdown-${index}`} className={active ? 'navbar-dropdown active' : 'navbar-dropdown'} label={item.label} text={item.label} items={links} />;
}

/** A navbar dropdown in the narrow screens' menu panel: its label over its links, as a group. */
export function PanelDropdown({ site, page, item, index }: NavbarDropdownProps) {
  const labelId = `panel-dropdown-${index}`;
  return (
    <div className="panel-group" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="panel-group-title">{item.label}</span>
      <ul>
        {item.items.map((link, n) => {
          if ('href' in link) return <li key={n}><ExternalLink site={site} item={link} className="panel-link" /></li>;
          const current = dropdownCurrent(link.route, page.route);
          return (
            <li key={n}>
              <a className={current ? 'panel-link active' : 'panel-link'} href={routeHref(site.basePath, site.locale.prefix, link.route)} aria-current={current === 'page' ? 'page' : current ? 'true' : undefined}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
