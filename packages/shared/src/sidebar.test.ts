import { describe, expect, it } from 'vitest';
import type { Sidebar, SidebarItem } from './model.js';
import { categoriesOnPath, embeddedSidebar, fillSidebar, hasOmittedItems, LARGE_SIDEBAR_ENTRIES, sidebarForPage, sidebarFromFile } from './sidebar.js';

const link = (route: string): SidebarItem => ({ type: 'link', label: route, route });

const docs: Sidebar = {
  id: 'docs',
  items: [
    link('/docs/intro'),
    { type: 'category', label: 'Overview', route: '/docs/category/overview', collapsed: true, items: [link('/docs/overview/users'), link('/docs/overview/peers')] },
    {
      type: 'category',
      label: 'Contributing',
      collapsed: true,
      items: [link('/docs/contributing'), { type: 'category', label: 'Backend', route: '/docs/category/backend', collapsed: true, items: [link('/docs/contributing/backend/setup')] }],
    },
    { type: 'category', label: 'Always open', collapsed: false, items: [link('/docs/open/a')] },
  ],
};

describe('categoriesOnPath', () => {
  it('lists the categories holding a page or index page, outermost first', () => {
    expect(categoriesOnPath(docs.items, '/docs/contributing/backend/setup')).toEqual(['2', '2/1']);
    expect(categoriesOnPath(docs.items, '/docs/category/backend')).toEqual(['2', '2/1']);
    expect(categoriesOnPath(docs.items, '/docs/category/overview')).toEqual(['1']);
    expect(categoriesOnPath(docs.items, '/docs/overview/peers')).toEqual(['1']);
    expect(categoriesOnPath(docs.items, '/docs/intro')).toEqual([]);
  });

  it('takes the first place of a page listed twice, as an operation under two tags', () => {
    const items: SidebarItem[] = [
      { type: 'category', label: 'a', collapsed: true, items: [link('/api/x')] },
      { type: 'category', label: 'b', collapsed: true, items: [link('/api/x')] },
    ];
    expect(categoriesOnPath(items, '/api/x')).toEqual(['0']);
  });
});

describe('sidebarForPage', () => {
  it('keeps the items of open categories and of those holding the page, and leaves the others out', () => {
    const pruned = sidebarForPage(docs, '/docs/contributing/backend/setup');
    expect(pruned.items[1]).toEqual({ type: 'category', label: 'Overview', route: '/docs/category/overview', collapsed: true, items: [], itemsOmitted: true });
    expect(pruned.items[2]).toEqual(docs.items[2]);
    expect(pruned.items[3]).toEqual(docs.items[3]);
    const onIntro = sidebarForPage(docs, '/docs/intro');
    expect(onIntro.items.map((item) => item.type === 'category' && item.itemsOmitted === true)).toEqual([false, true, true, false]);
    expect(hasOmittedItems(onIntro.items)).toBe(true);
    expect(hasOmittedItems(docs.items)).toBe(false);
  });

  it('does not change the sidebar it is given', () => {
    const before = JSON.stringify(docs);
    sidebarForPage(docs, '/docs/intro');
    expect(JSON.stringify(docs)).toBe(before);
  });
});

describe('fillSidebar', () => {
  it('fills left-out categories from a fuller copy, and gives the same sidebar back when nothing is missing', () => {
    expect(fillSidebar(sidebarForPage(docs, '/docs/intro'), docs)).toEqual(docs);
    // What one page showed fills what the next one left out.
    const users = sidebarForPage(docs, '/docs/overview/users');
    const contributing = sidebarForPage(docs, '/docs/contributing');
    const filled = fillSidebar(contributing, users);
    expect(filled.items[1]).toEqual(docs.items[1]);
    // Neither page showed Backend's pages.
    expect(filled.items[2]).toEqual(contributing.items[2]);
    expect(fillSidebar(docs, users)).toBe(docs);
  });

  it('fills nothing from another sidebar or a category of another name', () => {
    const pruned = sidebarForPage(docs, '/docs/intro');
    expect(fillSidebar(pruned, { ...docs, id: 'api' })).toBe(pruned);
    const renamed: Sidebar = { id: 'docs', items: docs.items.map((item) => (item.type === 'category' ? { ...item, label: `${item.label}!` } : item)) };
    expect(fillSidebar(pruned, renamed)).toEqual(pruned);
  });
});

describe('embeddedSidebar', () => {
  const large: Sidebar = { id: 'api', items: [{ type: 'category', label: 'All', collapsed: true, items: Array.from({ length: LARGE_SIDEBAR_ENTRIES }, (_, index) => link(`/api/p${index}`)) }] };

  it("leaves a page's share of a large sidebar to the sidebars file, and the client makes the same share of it", () => {
    const shown = sidebarForPage(large, '/api/p7');
    expect(embeddedSidebar(large, shown, true)).toEqual({ id: 'api', items: [], inFile: true });
    expect(sidebarFromFile({ id: 'api', items: [], inFile: true }, { api: large }, '/api/p7')).toEqual(shown);
    expect(sidebarFromFile({ id: 'docs', items: [], inFile: true }, { api: large }, '/api/p7')).toBeUndefined();
  });

  it("embeds a small sidebar's share, and any share when there is no sidebars file", () => {
    const shown = sidebarForPage(docs, '/docs/intro');
    expect(embeddedSidebar(docs, shown, true)).toBe(shown);
    const largeShown = sidebarForPage(large, '/api/p7');
    expect(embeddedSidebar(large, largeShown, false)).toBe(largeShown);
  });
});
