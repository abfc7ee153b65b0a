import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem, SidebarLink as SidebarLinkData } from '@laguna-docs/shared';
import { ServerMarkupContext } from '../context.js';
import { docPage, siteData, testServerMarkup } from '../test/fixtures.js';
import { renderShell } from '../test/html.js';
import { Layout } from './Layout.js';
import { MethodBadge, Sidebar } from './Sidebar.js';
import { categoriesOnPath } from './sidebarState.js';

describe('Sidebar', () => {
  const docs = siteData('en').sidebars.docs!.items;

  it('opens the categories around the current page and marks the page', () => {
    const en = renderShell(<Sidebar site={siteData('en')} items={docs} route="/docs/contributing/backend/setup" label="Docs sidebar" />);
    expect(en.all('.sidebar-category').map((li) => li.properties.dataOpen !== undefined)).toEqual([false, true, true]);
    expect(en.attr('.sidebar-link[aria-current="page"]', 'href')).toBe('/laguna-docs/docs/contributing/backend/setup');
    // Collapsed categories keep their pages out of the markup; their label still links to their index.
    expect(en.has('a[href="/laguna-docs/docs/overview/users"]')).toBe(false);
    expect(en.has('a[href="/laguna-docs/docs/category/overview"]')).toBe(true);
  });

  it('makes every category a button with aria-expanded, named after the category', () => {
    const en = renderShell(<Sidebar site={siteData('en')} items={docs} route="/docs/overview/users" label="Docs sidebar" />);
    expect(en.attr('.sidebar-category:nth-child(2) .sidebar-toggle', 'aria-expanded')).toBe('true');
    expect(en.attr('.sidebar-category:nth-child(2) .sidebar-toggle', 'aria-label')).toBe("Toggle the category 'Overview'");
    // A category without an index page is one button, its label the name.
    expect(en.attr('button.sidebar-category-button', 'aria-expanded')).toBe('false');
    expect(en.text('button.sidebar-category-button')).toBe('Contributing');
    // Lean markup, as a large reference repeats it dozens of times a page: no element but the label's text, the chevron drawn by the style sheet.
    expect(renderToString(<Sidebar site={siteData('en')} items={docs} route="/docs/overview/users" label="x" />)).toContain('<li class="sidebar-category"><button type="button" class="sidebar-category-button" aria-expanded="false">Contributing</button></li>');
    expect(en.all('.sidebar-category:nth-child(2) .sidebar-toggle > *')).toEqual([]);
    const sl = renderShell(<Sidebar site={siteData('sl')} items={docs} route="/docs/overview/users" label="x" />);
    expect(sl.attr('.sidebar-category:nth-child(2) .sidebar-toggle', 'aria-label')).toBe("Razširi ali skrči kategorijo 'Overview'");
  });

  it('opens a category on its own index page and keeps categories marked not collapsed open', () => {
    const onIndex = renderShell(<Sidebar site={siteData('en')} items={docs} route="/docs/category/overview" label="x" />);
    expect(onIndex.attr('.sidebar-category-link[aria-current="page"]', 'href')).toBe('/laguna-docs/docs/category/overview');
    expect(onIndex.has('a[href="/laguna-docs/docs/overview/users"]')).toBe(true);
    const api = siteData('en').sidebars.api!.items;
    const apiPage = renderShell(<Sidebar site={siteData('en')} items={api} route="/api/introduction" label="x" />);
    expect(apiPage.has('a[href="/laguna-docs/api/torrent-get"]')).toBe(true);
  });

  it('shows HTTP methods as coloured badges, with DELETE spelt out for screen readers', () => {
    const api = renderShell(<Layout site={siteData('en')} page={docPage('en', { kind: 'api', route: '/api/torrent-get', sidebarId: 'api' })} />);
    expect(api.attr('aside#nav-panel', 'aria-label')).toBe('API sidebar');
    expect(api.text('.sidebar-link[href="/laguna-docs/api/torrent-get"]')).toBe('GET Get a torrent');
    expect(api.attr('.sidebar-link[href="/laguna-docs/api/torrent-get"] .method-badge', 'class')).toBe('method-badge method-get');
    expect(api.text('.sidebar-link[href="/laguna-docs/api/torrent-delete"] .sr-only')).toBe('DELETE');
    expect(renderShell(<MethodBadge method="x-custom" />).attr('span', 'class')).toBe('method-badge method-other');
  });
});

describe('Sidebar markup made once per locale at build time', () => {
  it('is byte for byte what the sidebar renders for each closed category and each link to another page', () => {
    const site = siteData('en');
    const items = [...site.sidebars.docs!.items, ...site.sidebars.api!.items];
    const made = new Map<string, string>();
    const asked: string[] = [];
    const serverMarkup = testServerMarkup(made, asked);
    for (const route of ['/docs/overview/users', '/docs/category/overview', '/api/torrent-get', '/docs/intro']) {
      const plain = renderToString(<Sidebar site={site} items={items} route={route} label="x" />);
      const reused = renderToString(
        <ServerMarkupContext.Provider value={serverMarkup}>
          <Sidebar site={site} items={items} route={route} label="x" />
        </ServerMarkupContext.Provider>,
      );
      expect(reused, route).toBe(plain);
    }
    expect(asked.length).toBeGreaterThan(made.size);
    // Only closed categories and links to other pages: an open category and the current page's link are rendered in place.
    expect([...made.keys()].some((key) => key.startsWith('sidebar-category') && key.includes('Overview'))).toBe(true);
    expect([...made.keys()].some((key) => key.startsWith('sidebar-link') && key.includes('/api/torrent-delete'))).toBe(true);
    expect([...made.values()].every((html) => !html.includes('aria-expanded="true"') && !html.includes('aria-current'))).toBe(true);
  });
});

describe('A sidebar list made once for the pages that show the same categories open', () => {
  const link = (route: string, label: string, extra: Partial<SidebarLinkData> = {}): SidebarItem => ({ type: 'link', route, label, ...extra });
  // A page listed twice (its category's index and a link), a route with characters escaped in markup, an
  // external link, a category that never closes, one open by default and closed ones with and without an index.
  const items: SidebarItem[] = [
    link('/docs/intro', 'Intro'),
    { type: 'category', label: 'Guides', route: '/docs/guides', collapsed: true, items: [link('/docs/guides', 'Guides again'), link("/docs/guides/a&b'c\"d", 'A & B'), { type: 'category', label: 'Deep', collapsed: true, items: [link('/docs/guides/deep/one', 'One', { title: 'The first' })] }] },
    { type: 'category', label: 'Always', route: '/docs/always', collapsed: false, collapsible: false, items: [link('/docs/always/x', 'X', { className: 'special' })] },
    { type: 'category', label: 'Open', collapsed: false, items: [link('https://example.com/docs/intro', 'Elsewhere', { external: true }), link('/docs/open/y', 'Y', { badge: 'GET' })] },
    { type: 'category', label: 'Closed', route: '/docs/closed', collapsed: true, items: [link('/docs/closed/z', 'Z')] },
  ];
  const routes = ['/docs/intro', '/docs/guides', "/docs/guides/a&b'c\"d", '/docs/guides/deep/one', '/docs/always', '/docs/always/x', '/docs/open/y', '/docs/closed', '/docs/closed/z', '/nowhere'];

  it('writes for every page the bytes the page renders, and renders each list once', () => {
    const site = siteData('en');
    const made = new Map<string, string>();
    const serverMarkup = testServerMarkup(made);
    for (const route of routes) {
      const plain = renderToString(<Sidebar site={site} items={items} route={route} label="x" sidebarId="docs" />);
      const shared = renderToString(
        <ServerMarkupContext.Provider value={serverMarkup}>
          <Sidebar site={site} items={items} route={route} label="x" sidebarId="docs" />
        </ServerMarkupContext.Provider>,
      );
      expect(shared, route).toBe(plain);
    }
    expect(renderToString(<Sidebar site={site} items={items} route="/docs/guides" label="x" />).match(/aria-current="page"/g)).toHaveLength(2);
    // One list per set of open categories: the pages of a category share theirs.
    const lists = [...made.keys()].filter((key) => key.startsWith('sidebar\u0000'));
    expect(lists.sort()).toEqual(['', '1', '1 1/2', '2', '3', '4'].map((open) => `sidebar\u0000docs\u0000${open}`));
  });
});

describe('categoriesOnPath', () => {
  const docs = siteData('en').sidebars.docs!.items;

  it('lists the categories holding a route, outermost first', () => {
    expect(categoriesOnPath(docs, '/docs/contributing/backend/setup')).toEqual(['2', '2/1']);
    expect(categoriesOnPath(docs, '/docs/category/backend')).toEqual(['2', '2/1']);
    expect(categoriesOnPath(docs, '/docs/overview/peers')).toEqual(['1']);
    expect(categoriesOnPath(docs, '/docs/intro')).toEqual([]);
  });
});
