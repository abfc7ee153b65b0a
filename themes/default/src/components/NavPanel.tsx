import type { NavPanelProps } from '@laguna-docs/shared';
import { t } from '../t.js';
import { CloseIcon, LanguageIcon } from './icons.js';
import { localeLinks } from './LocaleDropdown.js';
import { PanelDropdown } from './NavbarDropdown.js';
import { useNavbarMarkup } from './navbarMarkup.js';
import { localeSlot, usePageLinks } from './pageLinks.js';
import { ExternalLink, NavLink } from './NavbarLinks.js';
import { Sidebar } from './Sidebar.js';
import { PanelVersions } from './VersionDropdown.js';

export type { NavPanelProps };

/**
 * The section sidebar. Above 996 px it is a column that is always shown; at 996 px and below it is the
 * panel the menu button opens, which also carries the navbar's links, languages and docs versions (they do
 * not fit in the bar there).
 *
 * Without JavaScript, the menu "button" is a link to `#<id>` and CSS shows this panel while it is the
 * URL's `:target`, with a link back out; that keeps every page reachable on a phone with scripts off
 * while costing no extra markup (a `<details>` fallback would have to wrap the panel differently on the
 * server than after hydration).
 */
export function NavPanel({ site, page, id, open, onClose, panel }: NavPanelProps) {
  const sidebar = page.sidebarId ? site.sidebars[page.sidebarId] : undefined;
  const sidebarLabel = t(site, page.sidebarId === 'api' ? 'sidebar.api' : page.sidebarId === 'blog' ? 'sidebar.blog' : 'sidebar.label');
  // The same on many pages of a locale: the build writes them once (see `useNavbarMarkup`).
  const navbarMarkup = useNavbarMarkup({ site, page });
  const header = navbarMarkup('panel-header', <PanelHeader site={site} onClose={onClose} />, { marks: false });
  const links = navbarMarkup('panel-links', <PanelLinks site={site} page={page} />);
  return (
    <>
      <aside ref={panel} id={id} className={sidebar ? 'sidebar' : 'sidebar sidebar-empty'} data-open={open ? '' : undefined} aria-label={sidebar ? sidebarLabel : t(site, 'menu.label')}>
        {header === undefined ? <div className="panel-header"><PanelHeader site={site} onClose={onClose} /></div> : <div className="panel-header" dangerouslySetInnerHTML={{ __html: header }} />}
        {links === undefined ? <nav className="panel-nav" aria-label={t(site, 'menu.label')}><PanelLinks site={site} page={page} /></nav> : <nav className="panel-nav" aria-label={t(site, 'menu.label')} dangerouslySetInnerHTML={{ __html: links }} />}
        {sidebar ? <Sidebar key={sidebar.id} site={site} items={sidebar.items} route={page.route} label={sidebarLabel} sidebarId={page.sidebarId} /> : null}
      </aside>
      {open ? <div className="backdrop" onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
}

/** The panel's title and its close button (a link back out without JavaScript). */
function PanelHeader({ site, onClose }: Pick<NavPanelProps, 'site' | 'onClose'>) {
  return (
    <>
      <span className="panel-title">{site.title}</span>
      <button type="button" className="icon-button panel-close" aria-label={t(site, 'menu.close')} onClick={onClose}>
        <CloseIcon />
      </button>
      <a className="icon-button panel-close-fallback" href="#" aria-label={t(site, 'menu.close')}>
        <CloseIcon />
      </a>
    </>
  );
}

/** The navbar's links, languages and docs versions, as the panel lists them on narrow screens. */
function PanelLinks({ site, page }: Pick<NavPanelProps, 'site' | 'page'>) {
  const pageLink = usePageLinks();
  return (
    <>
      <ul>
        {site.navbar.map((item, index) =>
          item.type === 'link' ? (
            <li key={index}><NavLink site={site} page={page} item={item} className="panel-link" /></li>
          ) : item.type === 'external' ? (
            <li key={index}><ExternalLink site={site} item={item} className="panel-link" /></li>
          ) : item.type === 'dropdown' ? (
            <li key={index}><PanelDropdown site={site} page={page} item={item} index={index} /></li>
          ) : null,
        )}
      </ul>
      {site.locales.length > 1 ? (
        <div className="panel-languages" role="group" aria-label={t(site, 'navbar.languages')}>
          <LanguageIcon />
          {localeLinks({ site, page }).map((link, index) => (
            <a key={link.href} href={pageLink(localeSlot(index), link.href)} lang={link.lang} hrefLang={link.lang} aria-current={link.current ? 'true' : undefined}>{link.label}</a>
          ))}
        </div>
      ) : null}
      {site.versions && site.versions.length > 0 && site.docsHome ? <PanelVersions site={site} page={page} /> : null}
    </>
  );
}
