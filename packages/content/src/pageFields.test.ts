import { describe, expect, it } from 'vitest';
import type { FrontMatter } from './frontMatter.js';
import { docEntry, homeData, pageFlags, sourceFields, type LocalePage } from './pageFields.js';

/** A docs page of `content/en/docs/guide.md` with the given front matter, written out as its text too. */
function page(frontMatter: FrontMatter, extra: Partial<LocalePage> = {}): LocalePage {
  const head = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const text = ['---', ...head, '---', '# Guide', ''].join('\n');
  return {
    source: { locale: 'en', section: 'docs', relPath: 'guide.md', file: 'content/en/docs/guide.md', text },
    frontMatter,
    customFrontMatter: {},
    body: '# Guide\n',
    bodyLine: head.length + 3,
    route: '/docs/guide',
    key: 'docs/guide.md',
    untranslated: false,
    ...extra,
  };
}

describe('the page data a page\'s front matter makes', () => {
  it('gives its flags in the page data\'s order, and none it does not set', () => {
    expect(pageFlags(page({}))).toEqual({});
    const flags = pageFlags(page({ hide_table_of_contents: true, unlisted: true, keywords: ['a'] }, { untranslated: true, outdated: true, customFrontMatter: { team: 'core' } }));
    expect(Object.keys(flags)).toEqual(['untranslated', 'outdatedTranslation', 'hideToc', 'keywords', 'noindex', 'frontMatter']);
    expect(flags.frontMatter).toEqual({ team: 'core' });
  });

  it('names its source, edit URL and last update, the date in the page\'s language and in UTC', () => {
    const fields = sourceFields(page({}, { editUrl: 'https://example.org/edit/guide.md', lastUpdate: { date: '2026-01-31T23:30:00.000Z', author: 'Ana' } }), 'sl');
    expect(fields).toEqual({ source: 'content/en/docs/guide.md', editUrl: 'https://example.org/edit/guide.md', lastUpdated: { datetime: '2026-01-31T23:30:00.000Z', text: '31. januar 2026', author: 'Ana' } });
  });

  it('places a docs page in the sidebar and prev/next, with the lines of its pagination keys', () => {
    const entry = docEntry(page({ sidebar_label: 'Start', sidebar_position: 2, pagination_next: 'intro' }), 'Guide', '/docs');
    expect(entry).toMatchObject({ route: '/docs/guide', title: 'Guide', inSidebar: true, docId: 'guide', sidebarLabel: 'Start', position: 2, paginationNext: 'intro', lines: { pagination_next: 4 } });
    expect(docEntry(page({ unlisted: true }), 'Guide', '/docs').inSidebar).toBe(false);
  });

  it('makes a home page\'s hero from its front matter, its title and description where it has none', () => {
    expect(homeData(page({ layout: 'home', description: 'All about it' }), 'Guide')).toEqual({ title: 'Guide', tagline: 'All about it', actions: [], features: [] });
  });
});
