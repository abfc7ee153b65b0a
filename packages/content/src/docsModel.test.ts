import { describe, expect, it } from 'vitest';
import type { CategoryMeta } from './categoryMeta.js';
import { buildDocsModel, type DocEntry } from './docsModel.js';
import { planRoute } from './planRoute.js';

const doc = (relPath: string, title: string, extra: Partial<DocEntry> = {}): DocEntry => ({ relPath, route: planRoute('docs', relPath), title, inSidebar: true, ...extra });
const category = (label: string, position?: number, link = true): CategoryMeta => ({ label, collapsible: true, collapsed: true, ...(position !== undefined ? { position } : {}), ...(link ? { link: { type: 'generated-index', description: `${label} pages` } } : {}) });

describe('planRoute', () => {
  it('strips number prefixes, maps index files to folders and applies slugs', () => {
    expect(planRoute('docs', 'contributing/backend/02-setup_and_run.md')).toBe('/docs/contributing/backend/setup_and_run');
    expect(planRoute('docs', '03-contributing/index.md')).toBe('/docs/contributing');
    expect(planRoute('docs', 'index.md')).toBe('/docs');
    expect(planRoute('docs', 'intro.md', 'start')).toBe('/docs/start');
    expect(planRoute('pages', 'index.md')).toBe('/');
    expect(planRoute('pages', 'markdown-page.md')).toBe('/markdown-page');
  });
});

describe('buildDocsModel', () => {
  const docs = [
    doc('intro.md', 'Introduction', { position: 1 }),
    doc('overview/users.md', 'Users', { position: 2, description: 'Accounts' }),
    doc('overview/auth.md', 'Authentication', { position: 1 }),
    doc('contributing/index.md', 'Contributing'),
    doc('contributing/backend/02-setup.md', 'Setup'),
    doc('contributing/backend/01-requirements.md', 'Requirements'),
    doc('hidden.md', 'Hidden', { inSidebar: false }),
  ];
  const categories = new Map<string, CategoryMeta>([
    ['overview', category('Overview', 2)],
    ['contributing', category('Contributing', 3)],
    ['contributing/backend', category('Backend', 1, false)],
  ]);
  const model = buildDocsModel({ docs, categories });

  it('orders the sidebar by position, number prefix, then index first', () => {
    expect(model.sidebar).toMatchInlineSnapshot(`
      [
        {
          "label": "Introduction",
          "route": "/docs/intro",
          "type": "link",
        },
        {
          "collapsed": true,
          "items": [
            {
              "label": "Authentication",
              "route": "/docs/overview/auth",
              "type": "link",
            },
            {
              "label": "Users",
              "route": "/docs/overview/users",
              "type": "link",
            },
          ],
          "label": "Overview",
          "route": "/docs/category/overview",
          "type": "category",
        },
        {
          "collapsed": true,
          "items": [
            {
              "label": "Contributing",
              "route": "/docs/contributing",
              "type": "link",
            },
            {
              "collapsed": true,
              "items": [
                {
                  "label": "Requirements",
                  "route": "/docs/contributing/backend/requirements",
                  "type": "link",
                },
                {
                  "label": "Setup",
                  "route": "/docs/contributing/backend/setup",
                  "type": "link",
                },
              ],
              "label": "Backend",
              "type": "category",
            },
          ],
          "label": "Contributing",
          "route": "/docs/category/contributing",
          "type": "category",
        },
      ]
    `);
  });

  it('links prev and next in sidebar order, through category index pages', () => {
    const order: string[] = [];
    let route: string | undefined = '/docs/intro';
    while (route) {
      order.push(route);
      route = model.navigation[route]?.next?.route;
    }
    expect(order).toEqual([
      '/docs/intro',
      '/docs/category/overview',
      '/docs/overview/auth',
      '/docs/overview/users',
      '/docs/category/contributing',
      '/docs/contributing',
      '/docs/contributing/backend/requirements',
      '/docs/contributing/backend/setup',
    ]);
    expect(model.navigation['/docs/overview/auth']?.prev).toEqual({ label: 'Overview', route: '/docs/category/overview' });
    expect(model.navigation['/docs/intro']?.prev).toBeUndefined();
  });

  it('gives breadcrumbs through categories, linking those with an index page', () => {
    expect(model.navigation['/docs/contributing/backend/setup']?.breadcrumbs).toEqual([
      { label: 'Contributing', route: '/docs/category/contributing' },
      { label: 'Backend' },
    ]);
  });

  it('generates category pages with cards', () => {
    expect(model.categoryPages.map((page) => page.route)).toEqual(['/docs/category/overview', '/docs/category/contributing']);
    expect(model.categoryPages[0]?.cards).toEqual([
      { label: 'Authentication', route: '/docs/overview/auth' },
      { label: 'Users', route: '/docs/overview/users', description: 'Accounts' },
    ]);
    expect(model.categoryPages[1]?.cards[1]).toEqual({ label: 'Backend', route: '/docs/contributing/backend/requirements', count: 2 });
  });

  it('keeps pages out of the sidebar on request but still gives them navigation', () => {
    expect(JSON.stringify(model.sidebar)).not.toContain('Hidden');
    expect(model.navigation['/docs/hidden']).toEqual({ breadcrumbs: [] });
  });

  it('does not change its input', () => {
    const before = JSON.stringify(docs);
    buildDocsModel({ docs, categories });
    expect(JSON.stringify(docs)).toBe(before);
  });

  describe('with Docusaurus category keys', () => {
    const meta = (extra: Partial<CategoryMeta>): CategoryMeta => ({ collapsible: true, collapsed: true, ...extra });
    const guides = [doc('guides/overview.md', 'Overview', { docId: 'guides/overview' }), doc('guides/setup.md', 'Setup', { docId: 'guides/setup' }), doc('ref/api.md', 'API', { docId: 'ref/api' })];

    it('links a category to a doc, listed once, and gives always-open categories no collapsed state', () => {
      const model = buildDocsModel({
        docs: guides,
        categories: new Map([
          ['guides', meta({ link: { type: 'doc', id: 'guides/overview' }, className: 'red', customProps: { badge: 'new' } })],
          ['ref', meta({ collapsible: false, collapsed: true, description: 'All of it', link: { type: 'generated-index', slug: '/reference/all' } })],
        ]),
      });
      expect(model.sidebar).toEqual([
        { type: 'category', label: 'Guides', route: '/docs/guides/overview', collapsed: true, className: 'red', customProps: { badge: 'new' }, items: [{ type: 'link', label: 'Setup', route: '/docs/guides/setup' }] },
        { type: 'category', label: 'Ref', route: '/docs/reference/all', collapsed: false, collapsible: false, items: [{ type: 'link', label: 'API', route: '/docs/ref/api' }] },
      ]);
      expect(model.navigation['/docs/guides/overview']).toEqual({ breadcrumbs: [], next: { label: 'Setup', route: '/docs/guides/setup' } });
      expect(model.categoryPages.map((page) => [page.route, page.description])).toEqual([['/docs/reference/all', 'All of it']]);
    });

    it('reports every category link to no doc, naming its file', () => {
      let lines: string[] = [];
      try {
        buildDocsModel({ docs: guides, categories: new Map([['guides', meta({ link: { type: 'doc', id: 'guides/gone' } })]]), categoryFiles: new Map([['guides', 'content/en/docs/guides/_category_.yml']]) });
      } catch (error) {
        lines = (error as { diagnostics: Array<{ file?: string; message: string }> }).diagnostics.map((d) => `${d.file} ${d.message}`);
      }
      expect(lines).toEqual(['content/en/docs/guides/_category_.yml category link id "guides/gone" names no doc']);
    });
  });
});
