import { describe, expect, it } from 'vitest';
import { docPage, siteData, versionedDocPage, versionedSiteData } from '../test/fixtures.js';
import { renderShell } from '../test/html.js';
import { Layout } from './Layout.js';
import { isActiveLink } from './NavbarLinks.js';

const render = (code: 'en' | 'sl', page = docPage(code)) => renderShell(<Layout site={siteData(code)} page={page} />);

describe('Navbar', () => {
  it('links the brand home and the configured items to their routes in the current locale', () => {
    const en = render('en');
    expect(en.attr('.navbar a.brand', 'href')).toBe('/laguna-docs/');
    expect(en.text('.navbar a.brand')).toBe('Laguna docs');
    expect(en.all('.navbar-left a').map((a) => [a.properties.href, a.children.length > 0])).toEqual([
      ['/laguna-docs/api', true],
      ['/laguna-docs/docs/intro', true],
    ]);
    const sl = render('sl');
    expect(sl.attr('.navbar-left a:nth-child(2)', 'href')).toBe('/laguna-docs/sl/docs/intro');
    expect(sl.text('.navbar-left a:nth-child(2)')).toBe('Dokumentacija');
  });

  it('marks the link of the section the page is in', () => {
    const en = render('en');
    expect(en.attr('.navbar-left a[href="/laguna-docs/docs/intro"]', 'class')).toBe('navbar-link wide-only active');
    expect(en.attr('.navbar-left a[href="/laguna-docs/api"]', 'class')).toBe('navbar-link wide-only');
    const intro = render('en', docPage('en', { route: '/docs/intro' }));
    expect(intro.attr('.navbar-left a[href="/laguna-docs/docs/intro"]', 'aria-current')).toBe('page');
  });

  it('marks one link of several into the same section: the page itself, else the nearest folder above it, else none', () => {
    const links = ['/docs/getting-started', '/docs/category/guides', '/docs/reference/config', '/docs/reference/cli', '/api'];
    const marked = (page: string) => links.filter((link) => isActiveLink(link, page, links));
    expect(marked('/docs/reference/cli')).toEqual(['/docs/reference/cli']);
    expect(marked('/docs/guides/blog')).toEqual([]);
    expect(marked('/api/get-user')).toEqual(['/api']);
    expect(marked('/')).toEqual([]);
    // Alone in its section, a link is marked on every page of it, as before.
    expect(isActiveLink('/docs/intro', '/docs/contributing', ['/api', '/docs/intro'])).toBe(true);
    expect(isActiveLink('/api', '/docs/contributing', ['/api', '/docs/intro'])).toBe(false);
  });

  it('marks the GitHub link as external for eyes and screen readers', () => {
    const en = render('en');
    const github = '.navbar a[href="https://github.com/example/laguna-docs"]';
    expect(en.attr(github, 'target')).toBe('_blank');
    expect(en.attr(github, 'rel')).toBe('noopener noreferrer');
    expect(en.has(`${github} .icon-external`)).toBe(true);
    expect(en.text(github)).toBe('GitHub (opens in a new tab)');
    expect(render('sl').text(github)).toBe('GitHub (odpre se v novem zavihku)');
  });

  it('offers every language for the same page, skipping x-default', () => {
    const en = render('en');
    expect(en.attr('.locale-dropdown button', 'aria-label')).toBe('Language: English');
    expect(en.attr('.locale-dropdown button', 'aria-expanded')).toBe('false');
    expect(en.all('.locale-dropdown a').map((a) => [a.properties.href, a.properties.lang, a.properties.ariaCurrent])).toEqual([
      ['/laguna-docs/docs/overview/users', 'en', 'true'],
      ['/laguna-docs/sl/docs/overview/users', 'sl', undefined],
    ]);
    expect(render('sl').attr('.locale-dropdown button', 'aria-label')).toBe('Jezik: Slovenščina');
  });

  it('sends the language links of a page without alternates (the 404 page) to each home page', () => {
    const notFound = render('sl', docPage('sl', { kind: 'notFound', route: '/404', alternates: [], sidebarId: undefined }));
    expect(notFound.all('.locale-dropdown a').map((a) => a.properties.href)).toEqual(['/laguna-docs/', '/laguna-docs/sl/']);
  });

  it('shows the docs version, leading to the current doc or the first one', () => {
    const en = render('en');
    expect(en.text('.version-dropdown button')).toBe('Next');
    expect(en.attr('.version-dropdown button', 'aria-label')).toBe('Docs version: Next');
    expect(en.attr('.version-dropdown a', 'href')).toBe('/laguna-docs/docs/overview/users');
    const api = render('sl', docPage('sl', { kind: 'api', route: '/api/torrent-get', sidebarId: 'api' }));
    expect(api.attr('.version-dropdown a', 'href')).toBe('/laguna-docs/sl/docs/intro');
    expect(api.attr('.version-dropdown button', 'aria-label')).toBe('Različica dokumentacije: Next');
  });

  it('shows no docs version on a site without docs', () => {
    const { docsHome: _none, ...site } = siteData('en');
    const bare = renderShell(<Layout site={site} page={docPage('en', { kind: 'page', route: '/about', sidebarId: undefined })} />);
    expect(bare.all('.version-dropdown')).toHaveLength(0);
    expect(render('en').all('.version-dropdown')).toHaveLength(1);
  });

  it('shows no version menu on a site with one version whose config sets no docsVersionLabel, and one on a site with versions', () => {
    const { versionMenu: _set, ...unlabelled } = siteData('en');
    const page = docPage('en');
    expect(renderShell(<Layout site={unlabelled} page={page} />).all('.version-dropdown')).toHaveLength(0);
    expect(renderShell(<Layout site={unlabelled} page={page} />).all('.panel-versions')).toHaveLength(0);
    const { versionMenu: _alsoSet, ...versioned } = versionedSiteData('en');
    expect(renderShell(<Layout site={versioned} page={versionedDocPage('en', 'current')} />).text('.version-dropdown button')).toBe('Next');
  });

  it('names the colour-mode toggle after the mode, light by default', () => {
    expect(render('en').attr('button.color-toggle', 'aria-label')).toBe('Switch to dark mode (currently light mode)');
    expect(render('sl').attr('button.color-toggle', 'aria-label')).toBe('Preklopi na temni način (trenutno svetli način)');
  });

  it('has a menu button for narrow screens and a no-script link to the same panel', () => {
    const en = render('en');
    expect(en.attr('button.menu-button', 'aria-expanded')).toBe('false');
    expect(en.attr('button.menu-button', 'aria-controls')).toBe('nav-panel');
    expect(en.attr('button.menu-button', 'aria-label')).toBe('Open the navigation menu');
    expect(en.attr('a.menu-fallback', 'href')).toBe('#nav-panel');
    expect(en.attr('.panel-close', 'aria-label')).toBe('Close the navigation menu');
    expect(render('sl').attr('button.menu-button', 'aria-label')).toBe('Odpri navigacijski meni');
  });

  it('repeats the navbar links and languages in the menu panel', () => {
    const sl = render('sl');
    expect(sl.all('.panel-nav .panel-link').map((a) => a.properties.href)).toEqual([
      '/laguna-docs/sl/api',
      '/laguna-docs/sl/docs/intro',
      'https://github.com/example/laguna-docs',
    ]);
    expect(sl.attr('.panel-languages', 'aria-label')).toBe('Jeziki');
    expect(sl.text('.panel-languages a[aria-current]')).toBe('Slovenščina');
  });

  it('shows the announcement with a translated close button', () => {
    const en = render('en');
    expect(en.attr('.announcement', 'role')).toBe('region');
    expect(en.attr('.announcement', 'aria-label')).toBe('Announcement');
    expect(en.text('.announcement p')).toBe('New docs. Start reading');
    expect(en.attr('.announcement button', 'aria-label')).toBe('Close');
    expect(render('sl').attr('.announcement button', 'aria-label')).toBe('Zapri');
    const site = { ...siteData('en'), announcement: undefined };
    expect(renderShell(<Layout site={site} page={docPage('en')} />).has('.announcement')).toBe(false);
  });

  it('shows the announcement as text and links only to the site, whatever its data says', () => {
    const hostile = { id: 'x', text: '<img src=x onerror="window.__pwned=1">', link: { label: '<b>go</b>', href: 'javascript:window.__pwned=1' } };
    const shell = renderShell(<Layout site={{ ...siteData('en'), announcement: hostile }} page={docPage('en')} />);
    expect(shell.text('.announcement p')).toBe('<img src=x onerror="window.__pwned=1">');
    expect(shell.has('.announcement img')).toBe(false);
    expect(shell.has('.announcement a')).toBe(false);
    const linked = renderShell(<Layout site={{ ...siteData('en'), announcement: { ...hostile, link: { label: '<b>go</b>', href: '/docs/intro' } } }} page={docPage('en')} />);
    expect(linked.attr('.announcement a', 'href')).toBe('/docs/intro');
    expect(linked.text('.announcement a')).toBe('<b>go</b>');
  });

  it('offers search only when the build wrote an index', () => {
    expect(render('en').has('[data-laguna-search]')).toBe(false);
    const site = { ...siteData('sl'), assets: { ...siteData('sl').assets, search: '/laguna-docs/assets/search.js', searchIndex: '/laguna-docs/search-index/sl.json' } };
    const sl = renderShell(<Layout site={site} page={docPage('sl')} />);
    expect(sl.text('button[data-laguna-search] .search-button-text')).toBe('Iskanje');
    expect(sl.has('button[data-laguna-search][aria-label]')).toBe(false);
    expect(sl.attr('button[data-laguna-search] kbd', 'aria-hidden')).toBe('true');
  });
});
