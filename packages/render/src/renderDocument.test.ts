import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LayoutProps, PageData, SiteData, Theme } from '@laguna-docs/shared';
import { headScript } from './headScript.js';
import { browserStrings, sidebarForPage, sidebarFromFile, type Sidebar } from '@laguna-docs/shared';
import { embeddedJson, renderDocument } from './renderDocument.js';
import { escapeJson } from './escape.js';
import { documentTitle } from './renderHead.js';

const locales = [
  { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' as const, prefix: '' },
  { code: 'sl', label: 'Slovenščina', htmlLang: 'sl', direction: 'ltr' as const, prefix: '/sl' },
];

const site = (code: 'en' | 'sl', extra: Partial<SiteData> = {}): SiteData => ({
  title: 'Laguna docs',
  tagline: code === 'en' ? 'Docs for Laguna' : 'Dokumentacija za Laguno',
  url: 'https://example.org',
  basePath: '/laguna-docs/',
  locale: locales.find((locale) => locale.code === code)!,
  locales,
  defaultLocale: 'en',
  navbar: [],
  footer: { columns: [], copyright: '' },
  sidebars: {},
  strings: {},
  version: '0.0.0',
  docsVersionLabel: 'Next',
  assets: { css: '/laguna-docs/assets/theme.css', js: '/laguna-docs/assets/app.js', favicon: '/laguna-docs/img/favicon.svg' },
  ...extra,
});

const page = (code: 'en' | 'sl', extra: Partial<PageData> = {}): PageData => ({
  kind: 'doc',
  locale: code,
  route: '/docs/intro',
  title: 'Introduction',
  contentHtml: '<p>Hello</p>',
  toc: [],
  breadcrumbs: [],
  alternates: [
    { locale: 'en', hreflang: 'en', href: '/laguna-docs/docs/intro' },
    { locale: 'sl', hreflang: 'sl', href: '/laguna-docs/sl/docs/intro' },
    { locale: 'en', hreflang: 'x-default', href: '/laguna-docs/docs/intro' },
  ],
  ...extra,
});

const theme = { name: 'test', Layout: ({ page: data }: { page: PageData }) => createElement('main', null, data.title) } as unknown as Theme;
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('renderDocument', () => {
  it('gives the layout markup made once per locale of a build for each key', () => {
    let renders = 0;
    const Piece = ({ label }: { label: string }) => {
      renders++;
      return createElement('b', null, label);
    };
    const marked = {
      ...theme,
      Layout: ({ page: data, serverMarkup }: LayoutProps) =>
        createElement('main', null, data.title, createElement('i', { dangerouslySetInnerHTML: { __html: serverMarkup!(`piece-${data.locale}`, createElement(Piece, { label: data.locale })) } })),
    } as Theme;
    const en = site('en');
    const sl = site('sl');
    expect(renderDocument({ theme: marked, site: en, page: page('en') })).toContain('<main>Introduction<i><b>en</b></i></main>');
    renderDocument({ theme: marked, site: en, page: page('en', { route: '/docs/other' }) });
    expect(renders).toBe(1);
    expect(renderDocument({ theme: marked, site: sl, page: page('sl') })).toContain('<i><b>sl</b></i>');
    // Another build (another site object) makes its own.
    renderDocument({ theme: marked, site: site('en'), page: page('en') });
    expect(renders).toBe(3);
  });


  it('titles pages "Page | Site" and the home page with the site title alone', () => {
    expect(documentTitle(site('en'), page('en'))).toBe('Introduction | Laguna docs');
    expect(documentTitle(site('en'), page('en', { kind: 'home', title: 'Laguna' }))).toBe('Laguna docs');
    expect(head(renderDocument({ theme, site: site('sl'), page: page('sl', { title: 'Uvod' }) }))).toContain('<title>Uvod | Laguna docs</title>');
  });

  it('declares the canonical URL and every language version, x-default included', () => {
    const html = head(renderDocument({ theme, site: site('sl'), page: page('sl') }));
    expect(html).toContain('<link rel="canonical" href="https://example.org/laguna-docs/sl/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://example.org/laguna-docs/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="sl" href="https://example.org/laguna-docs/sl/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://example.org/laguna-docs/docs/intro">');
  });

  it('describes the page for search engines and link previews, falling back to the tagline', () => {
    const html = head(renderDocument({ theme, site: site('sl'), page: page('sl', { description: 'Prvi koraki "zdaj"' }) }));
    expect(html).toContain('<meta name="description" content="Prvi koraki &quot;zdaj&quot;">');
    expect(html).toContain('<meta property="og:title" content="Introduction | Laguna docs">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="https://example.org/laguna-docs/sl/docs/intro">');
    expect(html).toContain('<meta property="og:locale" content="sl">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en">');
    expect(html).toContain('<meta property="og:site_name" content="Laguna docs">');
    expect(head(renderDocument({ theme, site: site('en'), page: page('en') }))).toContain('<meta name="description" content="Docs for Laguna">');
  });

  it('links the favicon, the stylesheet and the module script', () => {
    const html = head(renderDocument({ theme, site: site('en'), page: page('en') }));
    expect(html).toContain('<link rel="icon" href="/laguna-docs/img/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="stylesheet" href="/laguna-docs/assets/theme.css">');
    expect(html).toContain('<script type="module" src="/laguna-docs/assets/app.js"></script>');
  });

  it('keeps the 404 page out of search results and gives it no address of its own', () => {
    const html = head(renderDocument({ theme, site: site('en'), page: page('en', { kind: 'notFound', route: '/404', title: 'Page not found', alternates: [] }) }));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('embeds the page data without the content HTML, safe inside a script element', () => {
    const html = renderDocument({ theme, site: site('en'), page: page('en', { title: '</script><b>' }) });
    const data = html.slice(html.indexOf('id="__laguna_data">') + 19, html.lastIndexOf('</script>'));
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data).page.title).toBe('</script><b>');
    expect(JSON.parse(data).page.contentHtml).toBeUndefined();
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
  });

  it('leaves the UI strings out of the page data when the locale has a strings file, and renders with them', () => {
    const strings = { 'code.copy': 'Kopiraj', 'api.method': 'Metoda' };
    const dataOf = (html: string) => JSON.parse(html.slice(html.indexOf('id="__laguna_data">') + 19, html.lastIndexOf('</script>'))) as { site: Partial<SiteData> };
    const showing = { name: 'test', Layout: ({ site: shown }: LayoutProps) => createElement('main', null, String(shown.strings['code.copy'])) } as unknown as Theme;
    const embedding = renderDocument({ theme: showing, site: site('sl', { strings }), page: page('sl') });
    // Without a file, the browser's share of the strings is embedded (`api.` strings only the build uses).
    expect(dataOf(embedding).site.strings).toEqual(browserStrings(strings));
    const assets = { ...site('sl').assets, strings: '/laguna-docs/assets/strings.sl.0123456789.json' };
    const leaving = renderDocument({ theme: showing, site: site('sl', { strings, assets }), page: page('sl') });
    expect(leaving).toContain('<main>Kopiraj</main>');
    expect(dataOf(leaving).site).not.toHaveProperty('strings');
    expect(dataOf(leaving).site.assets?.strings).toBe('/laguna-docs/assets/strings.sl.0123456789.json');
    expect(leaving.slice(0, leaving.indexOf('id="__laguna_data">'))).toBe(embedding.slice(0, embedding.indexOf('id="__laguna_data">')));
  });

  it('embeds only the sidebar the page shows, and renders from the same data', () => {
    const sidebars = { docs: { id: 'docs', items: [{ type: 'link' as const, label: 'Intro', route: '/docs/intro' }] }, api: { id: 'api', items: [] } };
    const seen: SiteData[] = [];
    const spy = { ...theme, Layout: ({ site: data }: { site: SiteData }) => (seen.push(data), createElement('main')) } as unknown as Theme;
    const html = renderDocument({ theme: spy, site: site('en', { sidebars }), page: page('en', { sidebarId: 'docs' }) });
    const data = JSON.parse(html.slice(html.indexOf('id="__laguna_data">') + 19, html.lastIndexOf('</script>'))) as { site: SiteData };
    expect(Object.keys(data.site.sidebars)).toEqual(['docs']);
    expect(seen[0]?.sidebars).toEqual(data.site.sidebars);
    const home = renderDocument({ theme: spy, site: site('en', { sidebars }), page: page('en', { kind: 'home' }) });
    expect(home).toContain('"sidebars":{}');
  });

  it('embeds of the sidebar only what the page shows: collapsed categories elsewhere come without their pages', () => {
    const category = (label: string, route: string) => ({ type: 'category' as const, label, collapsed: true, items: [{ type: 'link' as const, label, route }] });
    const sidebars = { docs: { id: 'docs', items: [category('A', '/docs/a'), category('B', '/docs/b')] } };
    const seen: SiteData[] = [];
    const spy = { ...theme, Layout: ({ site: data }: { site: SiteData }) => (seen.push(data), createElement('main')) } as unknown as Theme;
    const html = renderDocument({ theme: spy, site: site('en', { sidebars }), page: page('en', { route: '/docs/b', sidebarId: 'docs' }) });
    const data = JSON.parse(html.slice(html.indexOf('id="__laguna_data">') + 19, html.lastIndexOf('</script>'))) as { site: SiteData };
    expect(data.site.sidebars.docs?.items).toEqual([{ type: 'category', label: 'A', collapsed: true, items: [], itemsOmitted: true }, category('B', '/docs/b')]);
    expect(seen[0]?.sidebars).toEqual(data.site.sidebars);
  });

  it('gives each page the share of the sidebar it opens, one share for the pages of a category', () => {
    const category = (label: string, collapsed: boolean, ...routes: string[]) => ({ type: 'category' as const, label, route: `/docs/${label}`, collapsed, items: routes.map((route) => ({ type: 'link' as const, label: route, route })) });
    const docs: Sidebar = { id: 'docs', items: [category('a', true, '/docs/a/1', '/docs/a/2'), category('b', true, '/docs/b/1'), category('c', false, '/docs/c/1'), { type: 'link', label: 'Intro', route: '/docs/intro' }] };
    const seen: SiteData[] = [];
    const spy = { ...theme, Layout: ({ site: data }: { site: SiteData }) => (seen.push(data), createElement('main')) } as unknown as Theme;
    const built = site('en', { sidebars: { docs } });
    const routes = ['/docs/a/1', '/docs/b/1', '/docs/a', '/docs/a/2', '/docs/c/1', '/docs/intro', '/docs/b', '/docs/a/1'];
    for (const route of routes) {
      const html = renderDocument({ theme: spy, site: built, page: page('en', { route, sidebarId: 'docs' }) });
      // The same document as from a site of its own, which shares nothing with the pages before.
      const shown = seen.at(-1);
      expect(html, route).toBe(renderDocument({ theme: spy, site: site('en', { sidebars: { docs } }), page: page('en', { route, sidebarId: 'docs' }) }));
      expect(shown?.sidebars.docs, route).toEqual(sidebarForPage(docs, route));
      seen.pop();
    }
    const shares = seen.map((data) => data.sidebars.docs);
    expect(shares[0]).toBe(shares[2]);
    expect(shares[0]).toBe(shares[3]);
    expect(shares[0]).toBe(shares[7]);
    expect(shares[1]).not.toBe(shares[0]);
    expect(shares[1]).toBe(shares[6]);
  });
});

describe('a large sidebar', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ type: 'link' as const, label: `Page ${index}`, route: `/api/p${index}` }));
  const large = { id: 'api', items: [{ type: 'category' as const, label: 'A', collapsed: true, items: many(300) }, { type: 'category' as const, label: 'B', collapsed: true, items: many(300) }] };
  const render = (assets: Partial<SiteData['assets']>) => {
    const seen: SiteData[] = [];
    const spy = { ...theme, Layout: ({ site: data }: { site: SiteData }) => (seen.push(data), createElement('main')) } as unknown as Theme;
    const shared = site('en', { sidebars: { api: large } });
    const html = renderDocument({ theme: spy, site: { ...shared, assets: { ...shared.assets, ...assets } }, page: page('en', { route: '/api/p3', sidebarId: 'api' }) });
    const data = JSON.parse(html.slice(html.indexOf('id="__laguna_data">') + 19, html.lastIndexOf('</script>'))) as { site: SiteData };
    return { shown: seen[0]!.sidebars.api!, embedded: data.site.sidebars.api! };
  };

  it('is left to the sidebars file in the page data, the markup showing the page its share', () => {
    const { shown, embedded } = render({ sidebars: '/laguna-docs/assets/sidebars.en.json' });
    expect(embedded).toEqual({ id: 'api', items: [], inFile: true });
    expect(shown).toEqual(sidebarForPage(large, '/api/p3'));
    // What the client makes of the file is that share.
    expect(sidebarFromFile(embedded, JSON.parse(JSON.stringify({ api: large })) as Record<string, Sidebar>, '/api/p3')).toEqual(shown);
  });

  it('is embedded as before when the locale has no sidebars file', () => {
    const { shown, embedded } = render({});
    expect(embedded).toEqual(shown);
    expect(embedded.items[1]).toEqual({ type: 'category', label: 'B', collapsed: true, items: [], itemsOmitted: true });
  });
});

describe('embeddedJson', () => {
  it('writes what serializing the whole site and page writes, for every page of a locale', () => {
    const sidebars = { docs: { id: 'docs', items: [{ type: 'link' as const, label: '</script>', route: '/docs/intro' }] } };
    const strings = { 'a.b': 'Ne <i>', plural: { one: '{count} stran', other: '{count} strani' } };
    const shared = site('sl', { sidebars, tagline: 'Line\u2028separator <b>', strings: { ...strings, 'api.samples': 'Primeri zahtev' } });
    for (const [shown, data] of [[sidebars, page('sl', { title: '<!-- x -->' })], [{}, page('sl', { kind: 'home', title: '\u2029' })]] as const) {
      const { contentHtml: _omitted, ...hydrationPage } = data;
      // The API reference's strings are the build's alone: its pages are static HTML.
      expect(embeddedJson(shared, shown, hydrationPage)).toBe(escapeJson(JSON.stringify({ site: { ...shared, strings, sidebars: shown }, page: hydrationPage })));
    }
  });

  it('serializes the whole site when a text of the site holds the mark the sidebars go in', () => {
    const odd = site('en', { tagline: '\u0000sidebars\u0000' });
    const { contentHtml: _omitted, ...hydrationPage } = page('en');
    expect(embeddedJson(odd, {}, hydrationPage)).toBe(escapeJson(JSON.stringify({ site: { ...odd, strings: browserStrings(odd.strings), sidebars: {} }, page: hydrationPage })));
  });
});

describe('headScript', () => {
  /** Runs the script against a stand-in `<html>` element and storage. */
  const run = (script: string, stored: Record<string, string>, throwing = false) => {
    const dataset: Record<string, string> = {};
    const localStorage = { getItem: (key: string) => (throwing ? (() => { throw new Error('blocked'); })() : stored[key] ?? null) };
    new Function('document', 'localStorage', script)({ documentElement: { dataset } }, localStorage);
    return dataset;
  };

  it('marks scripting, applies the stored colour mode and never reads the system preference', () => {
    expect(run(headScript(), {})).toEqual({ js: '' });
    expect(run(headScript(), { 'laguna-docs:color-mode': 'dark' })).toEqual({ js: '', theme: 'dark' });
    expect(run(headScript(), { 'laguna-docs:color-mode': 'purple' })).toEqual({ js: '' });
    expect(headScript()).not.toContain('matchMedia');
  });

  it('hides an announcement the reader closed, but not a newer one', () => {
    expect(run(headScript({ announcementId: 'v2' }), { 'laguna-docs:announcement-dismissed': 'v2' })).toEqual({ js: '', announcementDismissed: '' });
    expect(run(headScript({ announcementId: 'v3' }), { 'laguna-docs:announcement-dismissed': 'v2' })).toEqual({ js: '' });
  });

  it('survives blocked storage and cannot be closed early by an id', () => {
    expect(run(headScript({ announcementId: 'x' }), {}, true)).toEqual({ js: '' });
    expect(headScript({ announcementId: '</script>' })).not.toContain('</script>');
  });
});
