import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LayoutProps, PageData, ServerMarkup, SiteData, Theme } from '@laguna-docs/shared';
import { renderDocument } from './renderDocument.js';
import { handedOutPieces } from './serverMarkup.js';

const locale = { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' as const, prefix: '' };
const site = (): SiteData =>
  ({ title: 'Docs', url: 'https://example.org', basePath: '/', locale, locales: [locale], defaultLocale: 'en', navbar: [], footer: { columns: [], copyright: '' }, sidebars: {}, strings: {}, version: '1', docsVersionLabel: 'Next', assets: { css: '/a.css', js: '/a.js' } }) as unknown as SiteData;
const page = (route: string): PageData => ({ kind: 'doc', locale: 'en', route, title: route, contentHtml: '', toc: [], breadcrumbs: [], alternates: [] });

/** A list whose entries mark the current page with a slot, written once for all the pages. */
function List({ markup }: { markup: ServerMarkup }): ReactElement {
  return createElement(
    'ul',
    null,
    ['/a', '/b&c'].map((route) => createElement('li', { key: route }, createElement('a', { href: route, 'aria-current': markup.slot(route) }, route))),
  );
}

/** A piece that hands out another while it is written: the inner one is part of its markup. */
function Outer({ markup }: { markup: ServerMarkup }): ReactElement {
  return createElement('section', { dangerouslySetInnerHTML: { __html: markup('inner', createElement('b', null, 'inner')) } });
}

/** A layout with the list (a piece with slots), a piece inside another, and a piece without slots. */
const theme = {
  name: 'pieces',
  Layout: ({ page: data, serverMarkup }: LayoutProps) => {
    const markup = serverMarkup!;
    const list = markup('list', createElement(List, { markup }), (attribute, slot) => (attribute === 'aria-current' && slot === data.route ? 'page' : undefined));
    const outer = markup('outer', createElement(Outer, { markup }));
    return createElement('main', null, createElement('nav', { dangerouslySetInnerHTML: { __html: list } }), createElement('div', { dangerouslySetInnerHTML: { __html: outer } }));
  },
} as unknown as Theme;

describe('ServerMarkup', () => {
  it("writes a piece once and each page's slots with that page's values, or leaves them out", () => {
    const en = site();
    expect(renderDocument({ theme, site: en, page: page('/a') })).toContain('<nav><ul><li><a href="/a" aria-current="page">/a</a></li><li><a href="/b&amp;c">/b&amp;c</a></li></ul></nav>');
    expect(renderDocument({ theme, site: en, page: page('/b&c') })).toContain('<nav><ul><li><a href="/a">/a</a></li><li><a href="/b&amp;c" aria-current="page">/b&amp;c</a></li></ul></nav>');
    expect(renderDocument({ theme, site: en, page: page('/other') })).toContain('<nav><ul><li><a href="/a">/a</a></li><li><a href="/b&amp;c">/b&amp;c</a></li></ul></nav>');
  });

  it('tells the pieces handed out for the latest document, outermost ones alone, the same objects on every page', () => {
    const en = site();
    renderDocument({ theme, site: en, page: page('/a') });
    const first = handedOutPieces(en);
    expect(first.map(({ piece }) => piece)).toEqual([
      { markup: '<ul><li><a href="/a" aria-current="\u0001/a">/a</a></li><li><a href="/b&amp;c" aria-current="\u0001/b&amp;c">/b&amp;c</a></li></ul>', slots: ['aria-current'] },
      { markup: '<section><b>inner</b></section>', slots: [] },
    ]);
    expect(first.map(({ markup }) => markup)).toEqual(['<ul><li><a href="/a" aria-current="page">/a</a></li><li><a href="/b&amp;c">/b&amp;c</a></li></ul>', '<section><b>inner</b></section>']);
    renderDocument({ theme, site: en, page: page('/b&c') });
    const second = handedOutPieces(en);
    expect(second[0]!.markup).toBe('<ul><li><a href="/a">/a</a></li><li><a href="/b&amp;c" aria-current="page">/b&amp;c</a></li></ul>');
    second.forEach(({ piece }, index) => expect(piece).toBe(first[index]!.piece));
    expect(handedOutPieces(site())).toEqual([]);
  });
});
