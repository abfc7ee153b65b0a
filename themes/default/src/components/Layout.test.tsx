import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { docPage, siteData, testServerMarkup, versionedDocPage, versionedSiteData } from '../test/fixtures.js';
import { renderShell } from '../test/html.js';
import { Layout } from './Layout.js';
import { Navbar, type NavbarProps } from './Navbar.js';

const render = (code: 'en' | 'sl', page = docPage(code)) => renderShell(<Layout site={siteData(code)} page={page} />);

describe('Layout', () => {
  it('puts the skip link first, pointing at the focusable main element', () => {
    const en = render('en');
    expect(en.all('a[href], button')[0]).toBe(en.one('.skip-link'));
    expect(en.text('.skip-link')).toBe('Skip to main content');
    expect(en.attr('.skip-link', 'href')).toBe('#main');
    expect(en.attr('main#main', 'tabindex')).toBe('-1');
    expect(render('sl').text('.skip-link')).toBe('Preskoči na glavno vsebino');
  });

  it('leaves how icons are stroked and the breadcrumb separators to the style sheet', () => {
    const en = render('en', docPage('en', { breadcrumbs: [{ label: 'Guide', route: '/docs/guide' }] }));
    const icons = en.all('svg.icon');
    expect(icons.length).toBeGreaterThan(3);
    for (const icon of icons) expect(Object.keys(icon.properties).sort()).toEqual(['ariaHidden', 'className', 'height', 'viewBox', 'width']);
    expect(en.all('.breadcrumbs li').length).toBe(3);
    expect(en.all('.breadcrumbs svg').length).toBe(1);
  });

  it('has the landmarks, each with a name', () => {
    const en = render('en');
    expect(en.has('header.navbar > nav[aria-label="Main"]')).toBe(true);
    expect(en.attr('aside#nav-panel', 'aria-label')).toBe('Docs sidebar');
    expect(en.has('aside nav[aria-label="Docs sidebar"]')).toBe(true);
    expect(en.has('main#main article h1')).toBe(true);
    expect(en.has('footer.footer nav[aria-label="Footer"]')).toBe(true);
    const sl = render('sl');
    expect(sl.attr('aside#nav-panel', 'aria-label')).toBe('Stranska vrstica dokumentacije');
    expect(sl.has('header.navbar > nav[aria-label="Glavna navigacija"]')).toBe(true);
  });

  it('inserts the content HTML into the one element marked data-content, unchanged', () => {
    const page = docPage('en');
    const en = render('en', page);
    expect(en.all('[data-content]')).toHaveLength(1);
    expect(en.html).toContain(`data-content="">${page.contentHtml}</div>`);
  });

  it('lists exactly the h2 and h3 headings under "On this page", nested', () => {
    const en = render('en');
    expect(en.all('nav.toc a').map((a) => a.properties.href)).toEqual(['#stored', '#columns', '#api']);
    expect(en.has('nav.toc > ul > li > ul > li > a[href="#columns"]')).toBe(true);
    expect(en.attr('nav.toc', 'aria-label')).toBe('On this page');
    expect(render('sl').attr('nav.toc', 'aria-label')).toBe('Na tej strani');
  });

  it('leaves the table of contents out when the page hides it or has no headings', () => {
    expect(render('en', docPage('en', { hideToc: true })).has('nav.toc')).toBe(false);
    expect(render('en', docPage('en', { toc: [] })).has('nav.toc')).toBe(false);
  });

  it('gives breadcrumbs from home through the categories to the current page', () => {
    const en = render('en');
    expect(en.attr('nav.breadcrumbs', 'aria-label')).toBe('Breadcrumbs');
    expect(en.attr('nav.breadcrumbs li:first-child a', 'aria-label')).toBe('Home page');
    expect(en.attr('nav.breadcrumbs li:first-child a', 'href')).toBe('/laguna-docs/');
    expect(en.attr('nav.breadcrumbs li:nth-child(2) a', 'href')).toBe('/laguna-docs/docs/category/overview');
    expect(en.text('nav.breadcrumbs [aria-current="page"]')).toBe('Users');
    const sl = render('sl');
    expect(sl.attr('nav.breadcrumbs', 'aria-label')).toBe('Drobtinice');
    expect(sl.attr('nav.breadcrumbs li:first-child a', 'href')).toBe('/laguna-docs/sl/');
  });

  it('links the previous and next pages with translated labels', () => {
    const en = render('en');
    expect(en.attr('nav.pagination', 'aria-label')).toBe('Docs pages');
    expect(en.text('a[rel="prev"]')).toBe('Previous Authorization');
    expect(en.text('a[rel="next"]')).toBe('Next Peers');
    const sl = render('sl');
    expect(sl.text('a[rel="prev"] .pagination-sublabel')).toBe('Prejšnja');
    expect(sl.text('a[rel="next"] .pagination-sublabel')).toBe('Naslednja');
    expect(sl.attr('a[rel="next"]', 'href')).toBe('/laguna-docs/sl/docs/overview/peers');
    expect(render('en', docPage('en', { prev: undefined, next: undefined })).has('nav.pagination')).toBe(false);
  });

  it('shows the untranslated notice only on pages that fall back to English', () => {
    expect(render('sl').has('.notice')).toBe(false);
    const fallback = render('sl', docPage('sl', { untranslated: true }));
    expect(fallback.text('.notice[role="note"]')).toBe('Ta stran še ni prevedena; berete angleški izvirnik.');
  });

  it('ends with the footer columns, copyright and the site version', () => {
    const en = render('en');
    expect(en.text('.footer-version')).toBe('Version 0.0.0');
    expect(en.text('.footer-bottom')).toContain('Copyright © 2023 Example.');
    expect(en.attr('.footer a[href^="https:"]', 'target')).toBe('_blank');
    expect(en.text('.footer a[href^="https:"]')).toBe('Backend (opens in a new tab)');
    expect(render('sl').text('.footer-version')).toBe('Različica 0.0.0');
  });

  it('gives the home page its content at full width, without a second title', () => {
    const home = render('en', docPage('en', { kind: 'home', route: '/', title: 'Laguna docs', sidebarId: undefined, contentHtml: '<section class="hero"><h1>Laguna</h1></section>' }));
    expect(home.all('h1')).toHaveLength(1);
    expect(home.has('main.main-home > .home-content[data-content]')).toBe(true);
    expect(home.has('nav.breadcrumbs')).toBe(false);
    expect(home.has('aside.sidebar-empty')).toBe(true);
  });

  it('has a live region for the copy buttons to speak through', () => {
    expect(render('en').has('[role="status"][aria-live="polite"]')).toBe(true);
  });
});

describe('Layout rendered at build time', () => {
  it('writes the same bytes with the pieces it shares between pages (sidebar lists, footer, navbar, menu panel) as rendered whole, each shared piece made once', () => {
    for (const code of ['en', 'sl'] as const) {
      const made = new Map<string, string>();
      const serverMarkup = testServerMarkup(made);
      const pages = [
        docPage(code),
        docPage(code, { route: '/docs/overview/peers' }),
        docPage(code, { route: '/docs/category/overview' }),
        docPage(code, { route: '/docs/contributing/backend/setup' }),
        docPage(code, { route: '/docs/intro' }),
        docPage(code, { kind: 'api', route: '/api/torrent-get', sidebarId: 'api' }),
        docPage(code, { kind: 'api', route: '/api/torrent-delete', sidebarId: 'api' }),
      ];
      for (const [site, page] of [...pages.map((page) => [siteData(code), page] as const), [versionedSiteData(code), versionedDocPage(code, '0.9')] as const]) {
        expect(renderToString(<Layout site={site} page={page} serverMarkup={serverMarkup} />), `${code} ${page.route}`).toBe(renderToString(<Layout site={site} page={page} />));
      }
      expect([...made.keys()].filter((key) => key === 'footer')).toHaveLength(1);
      // The navbar and the panel's links once for each set of marked navbar entries (a docs page, the docs
      // home, an API page; the versioned page writes its own), the panel's header once.
      for (const piece of ['navbar', 'panel-links', 'panel-header']) {
        expect([...made.keys()].filter((key) => key.startsWith(`${piece}\u0000`)), piece).toHaveLength(piece === 'panel-header' ? 1 : 3);
      }
      // The three pages of the overview category (its index among them) share one list.
      expect([...made.keys()].filter((key) => key.startsWith('sidebar\u0000docs\u0000')).sort()).toEqual(['', '1', '2 2/1'].map((open) => `sidebar\u0000docs\u0000${open}`));
    }
  });

  it("writes the navbar for each page where a site overrides a component inside it, so the override's markup is its own", () => {
    let calls = 0;
    const OwnToggle = () => <button type="button" className="own-toggle" data-call={++calls} />;
    const made = new Map<string, string>();
    const serverMarkup = testServerMarkup(made);
    // Two pages whose navbars mark the same entry.
    for (const route of ['/docs/overview/peers', '/docs/overview/trackers']) {
      const page = docPage('en', { route });
      const html = renderToString(<Layout site={siteData('en')} page={page} serverMarkup={serverMarkup} components={{ ColorModeToggle: OwnToggle }} />);
      expect(html).toContain(`class="own-toggle" data-call="${calls}"`);
    }
    expect(calls).toBe(2);
    expect([...made.keys()].filter((key) => key.startsWith('navbar\u0000'))).toEqual([]);
  });

  it("writes the navbar for each page where a site's own Navbar renders the theme's with props of its own", () => {
    const OwnNavbar = (props: NavbarProps) => <Navbar {...props} site={{ ...props.site, title: `Site at ${props.page.route}` }} />;
    const serverMarkup = testServerMarkup();
    // Two pages whose navbars mark the same entry.
    for (const route of ['/docs/overview/peers', '/docs/overview/trackers']) {
      const html = renderToString(<Layout site={siteData('en')} page={docPage('en', { route })} serverMarkup={serverMarkup} components={{ Navbar: OwnNavbar }} />);
      expect(html).toContain(`<span class="brand-title">Site at ${route}</span>`);
    }
  });
});
