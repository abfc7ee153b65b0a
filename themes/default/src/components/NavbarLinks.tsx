import { readingVersion, routeForVersion, routeHref, type LayoutProps, type NavbarItem } from '@laguna-docs/shared';
import { useStoredVersion } from '../hooks/useReadingVersion.js';
import { t } from '../t.js';
import { ExternalIcon, GitHubIcon } from './icons.js';

type LinkItem = Extract<NavbarItem, { type: 'link' }>;
type ExternalItem = Extract<NavbarItem, { type: 'external' }>;

const section = (route: string) => route.split('/')[1] ?? '';

/**
 * Whether a navbar link leads to the part of the site the page is in, among the navbar's other links
 * (`siblings`, routes of every link in the navbar): the link to the page itself; else the one whose route
 * is the nearest folder above the page; else the only link into the page's section (`/docs/intro` for any
 * `/docs/…` page). Where several links lead into one section and none of them is nearer, none is marked.
 */
export function isActiveLink(itemRoute: string, pageRoute: string, siblings: readonly string[] = [itemRoute]): boolean {
  if (siblings.includes(pageRoute)) return itemRoute === pageRoute;
  const above = siblings.filter((route) => route !== '/' && pageRoute.startsWith(`${route}/`));
  if (above.length > 0) return itemRoute === above.reduce((nearest, route) => (route.length > nearest.length ? route : nearest));
  const sameSection = siblings.filter((route) => section(route) !== '' && section(route) === section(pageRoute));
  return sameSection.length === 1 && sameSection[0] === itemRoute;
}

/**
 * A navbar link to a page of the site, marked when the page is in its section. On a site with versions, a
 * link to the latest version's docs or API reference leads, once the page is live, to the version being
 * read (the page's, else the reader's stored choice); the server's markup keeps the latest, so readers
 * without JavaScript get it. There the link carries its route (`data-route`) for the plain controls.
 */
export function NavLink({ site, page, item, className }: LayoutProps & { item: LinkItem; className: string }) {
  const active = isActiveLink(item.route, page.route, site.navbar.flatMap((link) => (link.type === 'link' ? [link.route] : [])));
  const stored = useStoredVersion(site);
  const reading = site.versions && stored !== undefined ? readingVersion(site.versions, page.version, stored) : undefined;
  const route = site.versions && reading ? routeForVersion(item.route, site.versions, reading) : item.route;
  return (
    <a
      className={active ? `${className} active` : className}
      href={routeHref(site.basePath, site.locale.prefix, route)}
      aria-current={route === page.route ? 'page' : undefined}
      data-route={site.versions ? item.route : undefined}
    >
      {item.label}
    </a>
  );
}

/**
 * A link off the site. It opens in a new tab, so it says so: an arrow for the eye and a hidden
 * "(opens in a new tab)" for screen readers.
 */
export function ExternalLink({ site, item, className }: Pick<LayoutProps, 'site'> & { item: Pick<ExternalItem, 'href' | 'label' | 'icon'>; className: string }) {
  return (
    <a className={`${className} external`} href={item.href} target="_blank" rel="noopener noreferrer">
      {item.icon === 'github' ? <GitHubIcon /> : null}
      <span>{item.label}</span>
      <ExternalIcon />
      <span className="sr-only"> {t(site, 'navbar.external')}</span>
    </a>
  );
}
