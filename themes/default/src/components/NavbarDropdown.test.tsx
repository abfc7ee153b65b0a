import { describe, expect, it } from 'vitest';
import type { NavbarItem, PageData } from '@laguna-docs/shared';
import { docPage, siteData } from '../test/fixtures.js';
import { renderShell } from '../test/html.js';
import { dropdownCurrent } from './NavbarDropdown.js';
import { Layout } from './Layout.js';

const dropdown = (code: 'en' | 'sl'): NavbarItem => ({
  type: 'dropdown',
  label: code === 'en' ? 'Community' : 'Skupnost',
  position: 'left',
  items: [
    { label: 'Overview', route: '/docs/category/overview' },
    { label: 'Users', route: '/docs/overview/users' },
    { label: 'Forum', href: 'https://forum.example.org' },
  ],
});

function render(code: 'en' | 'sl', page: PageData = docPage(code)) {
  const site = siteData(code);
  return renderShell(<Layout site={{ ...site, navbar: [...site.navbar, dropdown(code)] }} page={page} />);
}

describe('NavbarDropdown', () => {
  it('is a button in the navbar disclosing a list of its links in the locale', () => {
    const sl = render('sl', docPage('sl', { route: '/docs/intro' }));
    expect(sl.attr('.navbar-left .navbar-dropdown button', 'aria-expanded')).toBe('false');
    expect(sl.attr('.navbar-left .navbar-dropdown button', 'aria-controls')).toBe('navbar-dropdown-5');
    expect(sl.attr('.navbar-left .navbar-dropdown button', 'aria-label')).toBe('Skupnost');
    expect(sl.text('.navbar-left .navbar-dropdown button')).toBe('Skupnost');
    expect(sl.all('#navbar-dropdown-5 a').map((a) => a.properties.href)).toEqual(['/laguna-docs/sl/docs/category/overview', '/laguna-docs/sl/docs/overview/users', 'https://forum.example.org']);
    // Its wrapper hides it on narrow screens, where the panel lists its links.
    expect(sl.has('.navbar-left .wide-only > .navbar-dropdown')).toBe(true);
    expect(sl.attr('.navbar-dropdown', 'class')).toBe('dropdown navbar-dropdown');
    expect(sl.all('.navbar-dropdown a[aria-current]')).toHaveLength(0);
  });

  it('marks the link of the page as the page and a link whose route holds the page as current, and the button as active', () => {
    const users = render('en', docPage('en', { route: '/docs/overview/users' }));
    expect(users.all('.navbar-dropdown a').map((a) => a.properties.ariaCurrent)).toEqual([undefined, 'page', undefined]);
    expect(users.attr('.navbar-dropdown', 'class')).toBe('dropdown navbar-dropdown active');
    const inCategory = render('en', docPage('en', { route: '/docs/category/overview/more' }));
    expect(inCategory.all('.navbar-dropdown a').map((a) => a.properties.ariaCurrent)).toEqual(['true', undefined, undefined]);
  });

  it('opens an external link in a new tab with the external-link icon, and says so to screen readers', () => {
    const en = render('en');
    const forum = '.navbar-dropdown a[href="https://forum.example.org"]';
    expect(en.attr(forum, 'target')).toBe('_blank');
    expect(en.attr(forum, 'rel')).toBe('noopener noreferrer');
    expect(en.attr(forum, 'class')).toBe('external');
    expect(en.has(`${forum} .icon-external`)).toBe(true);
    expect(en.text(forum)).toBe('Forum (opens in a new tab)');
    expect(render('sl').text(forum)).toBe('Forum (odpre se v novem zavihku)');
  });

  it('lists its links in the menu panel as a group under its label', () => {
    const en = render('en', docPage('en', { route: '/docs/overview/users' }));
    const group = '.panel-nav .panel-group';
    expect(en.attr(group, 'role')).toBe('group');
    expect(en.attr(group, 'aria-labelledby')).toBe('panel-dropdown-5');
    expect(en.text('#panel-dropdown-5')).toBe('Community');
    expect(en.all(`${group} a`).map((a) => [a.properties.href, a.properties.ariaCurrent])).toEqual([
      ['/laguna-docs/docs/category/overview', undefined],
      ['/laguna-docs/docs/overview/users', 'page'],
      ['https://forum.example.org', undefined],
    ]);
    expect(en.attr(`${group} a[href="/laguna-docs/docs/overview/users"]`, 'class')).toBe('panel-link active');
    expect(en.attr(`${group} a[href="https://forum.example.org"]`, 'target')).toBe('_blank');
  });
});

describe('dropdownCurrent', () => {
  it('is the page for its own route, current below it, and the home route holds only the home page', () => {
    expect(dropdownCurrent('/docs/guides', '/docs/guides')).toBe('page');
    expect(dropdownCurrent('/docs/guides', '/docs/guides/setup')).toBe(true);
    expect(dropdownCurrent('/docs/guides', '/docs/guidesx')).toBe(false);
    expect(dropdownCurrent('/', '/docs/guides')).toBe(false);
    expect(dropdownCurrent('/', '/')).toBe('page');
  });
});
