import { routeHref, type LayoutProps, type NavbarItem, type NavbarProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './icons.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { useNavbarMarkup } from './navbarMarkup.js';
import { ExternalLink, NavLink } from './NavbarLinks.js';
import { SearchButton } from './SearchButton.js';
import { showsVersionMenu, VersionDropdown } from './VersionDropdown.js';
import { usePiece } from './overrides.js';

export type { NavbarProps };

/**
 * The sticky top bar: menu button (narrow screens), brand, the configured items left and right, search,
 * the docs version switcher. On narrow screens everything but the brand and the colour toggle moves into the
 * menu panel (see `NavPanel`).
 */
export function Navbar(props: NavbarProps) {
  // The same on many pages of a locale: the build writes it once (see `useNavbarMarkup`).
  const inside = useNavbarMarkup(props)('navbar', <NavbarInside {...props} />, { variant: `${props.menuOpen} ${props.panelId}` });
  return inside === undefined ? <header className="navbar"><NavbarInside {...props} /></header> : <header className="navbar" dangerouslySetInnerHTML={{ __html: inside }} />;
}

function NavbarInside(props: NavbarProps) {
  const { site, menuOpen, onMenuOpen, menuButton, panelId } = props;
  const left = site.navbar.filter((item) => item.position === 'left');
  const right = site.navbar.filter((item) => item.position === 'right');
  const Search = usePiece('SearchButton', SearchButton);
  return (
    <nav className="navbar-inner" aria-label={t(site, 'navbar.label')}>
      <button ref={menuButton} type="button" className="icon-button menu-button" aria-label={t(site, 'menu.open')} aria-expanded={menuOpen} aria-controls={panelId} onClick={onMenuOpen}>
        <MenuIcon />
      </button>
      {/* Without JavaScript the panel opens as the URL's :target instead; CSS shows one of the two. */}
      <a className="icon-button menu-fallback" href={`#${panelId}`} aria-label={t(site, 'menu.open')}>
        <MenuIcon />
      </a>
      <a className="brand" href={routeHref(site.basePath, site.locale.prefix, '/')}>
        {site.assets.logo ? <img className="brand-logo" src={site.assets.logo} alt="" width="28" height="28" /> : null}
        <span className="brand-title">{site.title}</span>
      </a>
      <div className="navbar-items navbar-left">{left.map((item) => <Item key={site.navbar.indexOf(item)} {...props} item={item} index={site.navbar.indexOf(item)} />)}</div>
      <div className="navbar-items navbar-right">
        <Search site={site} />
        {showsVersionMenu(site) ? <div className="wide-only"><VersionDropdown {...props} /></div> : null}
        {right.map((item) => <Item key={site.navbar.indexOf(item)} {...props} item={item} index={site.navbar.indexOf(item)} />)}
      </div>
    </nav>
  );
}

function Item({ site, page, item, index }: LayoutProps & { item: NavbarItem; index: number }) {
  const Toggle = usePiece('ColorModeToggle', ColorModeToggle);
  switch (item.type) {
    case 'link':
      return <NavLink site={site} page={page} item={item} className="navbar-link wide-only" />;
    case 'external':
      return <ExternalLink site={site} item={item} className="navbar-link wide-only" />;
    case 'dropdown':
      return <div className="wide-only"><NavbarDropdown site={site} page={page} item={item} index={index} /></div>;
    case 'locales':
      return site.locales.length > 1 ? <div className="wide-only"><LocaleDropdown site={site} page={page} /></div> : null;
    case 'colorMode':
      return <Toggle site={site} />;
  }
}
