import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import type { ApiOperationPageData, PageData } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';
import { collectText, hastSections, hastText, searchDocument } from './searchIndex.js';

const page = (extra: Partial<PageData>): PageData => ({ kind: 'doc', locale: 'en', route: '/docs/a', title: 'A', contentHtml: '', toc: [], breadcrumbs: [], alternates: [], ...extra });
const p = (text: string) => ({ type: 'element' as const, tagName: 'p', properties: {}, children: [{ type: 'text' as const, value: text }] });
const h = (tagName: string, id: string, text: string) => ({ type: 'element' as const, tagName, properties: { id }, children: [{ type: 'text' as const, value: text }] });

const tree: Root = {
  type: 'root',
  children: [p('First'), p('second'), { type: 'element', tagName: 'svg', properties: {}, children: [{ type: 'text', value: 'drawing label' }] }, h('h2', 'announce', 'Announce'), p('Peers announce.'), h('h4', 'deep', 'Deeper'), p('Still here.'), h('h2', 'last', 'Last part'), p('The very end.')],
};

describe('searchDocument', () => {
  it('indexes a markdown page whole, in sections at the headings of its table of contents', () => {
    const entry: SitePage = {
      page: page({ title: 'Peers', breadcrumbs: [{ label: 'Overview', route: '/docs/category/overview' }], toc: [{ depth: 2, id: 'announce', text: 'Announce' }, { depth: 2, id: 'last', text: 'Last part' }], description: 'How peers talk.' }),
      content: { type: 'markdown', hast: tree },
      headingIds: [],
      links: [],
    };
    expect(searchDocument(entry)).toEqual({
      r: '/docs/a',
      t: 'Peers',
      s: 'Overview',
      c: [
        ['', '', 'How peers talk. First second'],
        ['announce', 'Announce', 'Peers announce. Deeper Still here.'],
        ['last', 'Last part', 'The very end.'],
      ],
    });
  });

  it('keeps every character of a long page', () => {
    const long: Root = { type: 'root', children: [...Array.from({ length: 2000 }, (_, i) => p(`word${i}`)), h('h2', 'end', 'End'), p('final phrase')] };
    const document = searchDocument({ page: page({ toc: [{ depth: 2, id: 'end', text: 'End' }] }), content: { type: 'markdown', hast: long }, headingIds: [], links: [] })!;
    expect(document.c[0]![2]).toContain('word1999');
    expect(document.c[1]).toEqual(['end', 'End', 'final phrase']);
  });

  it('indexes an API operation by allow-list, each part under its heading, without samples', () => {
    const data = {
      operation: {
        operationId: 'login',
        slug: 'login',
        method: 'post',
        path: '/api/user/login',
        summary: 'Log in',
        description: { markdown: 'Returns tokens.', pointer: '/d' },
        tags: ['user'],
        deprecated: false,
        parameters: [{ name: 'remember', in: 'query', required: false, deprecated: false, description: { markdown: 'Keep me', pointer: '/p' }, pointer: '/pp' }],
        requestBody: { required: true, content: [{ mediaType: 'application/json', schema: { ref: 'LoginDTO' }, examples: [], pointer: '/rb' }], pointer: '/rb' },
        responses: [{ status: '401', description: { markdown: 'Wrong password.', pointer: '/r' }, headers: [], content: [], pointer: '/r' }],
        security: [],
        servers: [],
        pointer: '/x',
      },
      schemas: { LoginDTO: { types: ['object'], nullable: false, properties: [{ name: 'username_or_email', required: true, schema: { types: ['string'], nullable: false } }] } },
      html: { '/d': '<p>Returns <code>tokens</code> &amp; cookies.</p>' },
      examples: {},
      samples: [{ language: 'bash', label: 'curl', html: '<pre>curl --secret-sample</pre>' }],
      securitySchemes: [],
    } as unknown as ApiOperationPageData;
    const toc = [
      { depth: 2, id: 'parameters', text: 'Parameters' },
      { depth: 2, id: 'request-body', text: 'Request body' },
      { depth: 3, id: 'response-401', text: '401 Unauthorized' },
    ];
    const entry: SitePage = { page: page({ kind: 'api', title: 'Log in', toc }), content: { type: 'custom', renderer: 'apiOperation', data }, headingIds: [], links: [] };
    expect(searchDocument(entry)?.c).toEqual([
      ['', '', 'POST /api/user/login login Log in user Returns tokens & cookies.'],
      ['parameters', 'Parameters', 'remember Keep me'],
      ['request-body', 'Request body', 'application/json LoginDTO username_or_email'],
      ['response-401', '401 Unauthorized', '401 Unauthorized Wrong password.'],
    ]);
    expect(JSON.stringify(searchDocument(entry))).not.toContain('secret-sample');
  });

  it('indexes other page data by its strings, without addresses or markup, and leaves the 404 page out', () => {
    const entry: SitePage = { page: page({ kind: 'category' }), content: { type: 'category', cards: [{ label: 'Peers', route: '/docs/peers', description: 'Who <b>talks</b> &amp; how' }] }, headingIds: [], links: [] };
    expect(searchDocument(entry)?.c).toEqual([['', '', 'Peers Who talks & how']]);
    expect(searchDocument({ page: page({ kind: 'notFound' }), content: { type: 'notFound' }, headingIds: [], links: [] })).toBeUndefined();
  });

  it('separates blocks with spaces and skips drawings', () => {
    expect(hastText({ type: 'root', children: [p('First'), p('second')] }).trim()).toBe('First second');
    expect(hastSections(tree, new Set()).length).toBe(1);
    expect(collectText({ href: '/x', label: 'Label' })).toBe('Label');
  });
});
