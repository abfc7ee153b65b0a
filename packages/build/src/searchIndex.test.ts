import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import type { PageData } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';
import { collectText, hastText, searchDocument, SEARCH_TEXT_LIMIT } from './searchIndex.js';

const page = (extra: Partial<PageData>): PageData => ({ kind: 'doc', locale: 'en', route: '/docs/a', title: 'A', contentHtml: '', toc: [], breadcrumbs: [], alternates: [], ...extra });

const tree: Root = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'First' }] },
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'second' }] },
    { type: 'element', tagName: 'svg', properties: {}, children: [{ type: 'text', value: 'drawing label' }] },
  ],
};

describe('searchDocument', () => {
  it('indexes a markdown page with its section, headings and text', () => {
    const entry: SitePage = {
      page: page({ title: 'Peers', breadcrumbs: [{ label: 'Overview', route: '/docs/category/overview' }], toc: [{ depth: 2, id: 'announce', text: 'Announce' }], description: 'How peers talk.' }),
      content: { type: 'markdown', hast: tree },
      headingIds: [],
      links: [],
    };
    expect(searchDocument(entry)).toEqual({ r: '/docs/a', t: 'Peers', s: 'Overview', h: [['announce', 'Announce']], x: 'How peers talk. First second' });
  });

  it('indexes page data by its strings, without addresses or markup', () => {
    const entry: SitePage = {
      page: page({ kind: 'api', title: 'Log in' }),
      content: { type: 'custom', renderer: 'apiOperation', data: { method: 'post', path: '/api/user/login', route: '/api/login', descriptionHtml: '<p>Returns <code>tokens</code> &amp; cookies.</p>' } },
      headingIds: [],
      links: [],
    };
    expect(searchDocument(entry)?.x).toBe('post /api/user/login Returns tokens & cookies.');
  });

  it('leaves the 404 page out and clips long text at a word', () => {
    expect(searchDocument({ page: page({ kind: 'notFound' }), content: { type: 'notFound' }, headingIds: [], links: [] })).toBeUndefined();
    const long = collectText({ text: 'word '.repeat(2000) });
    const entry: SitePage = { page: page({}), content: { type: 'custom', renderer: 'x', data: long }, headingIds: [], links: [] };
    const x = searchDocument(entry)!.x;
    expect(x.length).toBeLessThanOrEqual(SEARCH_TEXT_LIMIT);
    expect(x.endsWith('word')).toBe(true);
  });

  it('separates blocks with spaces and skips drawings', () => {
    expect(hastText(tree).trim()).toBe('First second');
  });

  it('clips what the whole text would give, when it stops reading once the clip is decided', () => {
    // The text of all strings joined, collapsed and cut as the index did before it stopped early.
    const reference = (text: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (clean.length <= SEARCH_TEXT_LIMIT) return clean;
      const cut = clean.lastIndexOf(' ', SEARCH_TEXT_LIMIT);
      return clean.slice(0, cut > SEARCH_TEXT_LIMIT * 0.8 ? cut : SEARCH_TEXT_LIMIT);
    };
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    // Long pieces too, read a part at a time, with whitespace runs and words across the parts' seams.
    const long = [`${'ab '.repeat(1000)}   \n  ${'c'.repeat(3001)} d`, `${' '.repeat(3001)}\n${'e'.repeat(2999)}  f`, `g${' '.repeat(7000)}h`, `${' '.repeat(3000)}across the seam`];
    const pieces = ['word', ' ', '\n\t', 'a&amp;b', '<b>bold</b>', '', 'x'.repeat(40), '  spaced  out  ', ...long];
    for (const count of [1, 2, 3, 50, 400, 2000]) {
      const strings = Array.from({ length: count }, () => pieces[Math.floor(random() * pieces.length)]!);
      const entry: SitePage = { page: page({ description: ' Lead ' }), content: { type: 'custom', renderer: 'x', data: { strings } }, headingIds: [], links: [] };
      expect(searchDocument(entry)!.x).toBe(reference(` Lead  ${collectText({ strings })}`));
    }
    for (const piece of long) {
      const entry: SitePage = { page: page({}), content: { type: 'custom', renderer: 'x', data: { strings: ['start', piece, 'end'] } }, headingIds: [], links: [] };
      expect(searchDocument(entry)!.x).toBe(reference(collectText({ strings: ['start', piece, 'end'] })));
    }
  });
});

