import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { routeHref, type LocaleInfo, type MarkupSlots, type ServerMarkup, type PageData, type Sidebar, type SiteData, type VersionInfo } from '@laguna-docs/shared';
import { en } from '../strings/en.js';
import { sl } from '../strings/sl.js';

const locales: LocaleInfo[] = [
  { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', prefix: '' },
  { code: 'sl', label: 'Slovenščina', htmlLang: 'sl', direction: 'ltr', prefix: '/sl' },
];

const docs: Sidebar = {
  id: 'docs',
  items: [
    { type: 'link', label: 'Introduction', route: '/docs/intro' },
    {
      type: 'category', label: 'Overview', route: '/docs/category/overview', collapsed: true,
      items: [
        { type: 'link', label: 'Users', route: '/docs/overview/users' },
        { type: 'link', label: 'Peers', route: '/docs/overview/peers' },
      ],
    },
    {
      type: 'category', label: 'Contributing', collapsed: true,
      items: [
        { type: 'link', label: 'Contributing', route: '/docs/contributing' },
        { type: 'category', label: 'Backend', route: '/docs/category/backend', collapsed: true, items: [{ type: 'link', label: 'Setup', route: '/docs/contributing/backend/setup' }] },
      ],
    },
  ],
};

const api: Sidebar = {
  id: 'api',
  items: [
    { type: 'link', label: 'Introduction', route: '/api/introduction' },
    { type: 'category', label: 'Torrent', collapsed: false, items: [
      { type: 'link', label: 'Get a torrent', route: '/api/torrent-get', badge: 'get' },
      { type: 'link', label: 'Delete a torrent', route: '/api/torrent-delete', badge: 'delete' },
    ] },
  ],
};

/** Site data of one locale, shaped like the build's, with the theme's real strings. */
export function siteData(code: 'en' | 'sl'): SiteData {
  const locale = locales.find((entry) => entry.code === code)!;
  return {
    title: 'Laguna docs',
    tagline: code === 'en' ? 'Docs for Laguna' : 'Dokumentacija za Laguno',
    url: 'https://example.org',
    basePath: '/laguna-docs/',
    locale,
    locales,
    defaultLocale: 'en',
    navbar: [
      { type: 'link', label: 'API', route: '/api', position: 'left' },
      { type: 'link', label: code === 'en' ? 'Docs' : 'Dokumentacija', route: '/docs/intro', position: 'left' },
      { type: 'external', label: 'GitHub', href: 'https://github.com/example/laguna-docs', icon: 'github', position: 'right' },
      { type: 'locales', position: 'right' },
      { type: 'colorMode', position: 'right' },
    ],
    footer: {
      columns: [
        { title: 'Docs', items: [{ label: 'Introduction', route: '/docs/intro' }, { label: 'Backend', href: 'https://github.com/example/backend' }] },
      ],
      copyright: 'Copyright © 2023 Example.',
    },
    announcement: { id: 'rewrite', text: 'New docs.', link: { label: 'Start reading', href: '/laguna-docs/docs/intro' } },
    sidebars: { docs, api },
    docsHome: '/docs/intro',
    strings: code === 'en' ? en : { ...en, ...sl },
    version: '0.0.0',
    docsVersionLabel: 'Next',
    // The Laguna site sets its "Next" label in its config, so its one version has a menu.
    versionMenu: true,
    assets: { css: '/laguna-docs/assets/theme.css', js: '/laguna-docs/assets/app.js' },
  };
}

/** A docs page in the Overview category with a table of contents, prev/next and alternates. */
export function docPage(code: 'en' | 'sl', overrides: Partial<PageData> = {}): PageData {
  const route = overrides.route ?? '/docs/overview/users';
  return {
    kind: 'doc',
    locale: code,
    route,
    title: 'Users',
    contentHtml: '<p>Accounts.</p><h2 id="stored">What is stored</h2><h3 id="columns">Columns</h3><h2 id="api">API</h2>',
    toc: [
      { depth: 2, id: 'stored', text: 'What is stored' },
      { depth: 3, id: 'columns', text: 'Columns' },
      { depth: 2, id: 'api', text: 'API' },
    ],
    sidebarId: 'docs',
    breadcrumbs: [{ label: 'Overview', route: '/docs/category/overview' }],
    prev: { label: 'Authorization', route: '/docs/overview/authorization' },
    next: { label: 'Peers', route: '/docs/overview/peers' },
    alternates: [
      ...locales.map((locale) => ({ locale: locale.code, hreflang: locale.htmlLang, href: routeHref('/laguna-docs/', locale.prefix, route) })),
      { locale: 'en', hreflang: 'x-default', href: routeHref('/laguna-docs/', '', route) },
    ],
    ...overrides,
  };
}

/** The versions of a versioned site: Next (unreleased), 1.0 (latest) and 0.9 (old). */
export const VERSIONS: VersionInfo[] = [
  { name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro', apiRoute: '/api/next' },
  { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro', apiRoute: '/api' },
  { name: '0.9', label: '0.9', kind: 'old', docsHome: '/docs/0.9/intro', apiRoute: '/api/0.9' },
];

/** Site data of a site with versions. */
export function versionedSiteData(code: 'en' | 'sl'): SiteData {
  return { ...siteData(code), versions: VERSIONS };
}

/**
 * The Users page in one version: Next and 1.0 have it at their own routes, 0.9 does not (it was written
 * for 1.0), so 0.9's page has no alternate there.
 */
export function versionedDocPage(code: 'en' | 'sl', version: 'current' | '1.0' | '0.9'): PageData {
  const routes: Record<string, string> = { current: '/docs/next/overview/users', '1.0': '/docs/overview/users', '0.9': '/docs/0.9/overview/accounts' };
  const route = routes[version]!;
  const alternates = version === '0.9' ? {} : Object.fromEntries(Object.entries(routes).filter(([name]) => name !== version && name !== '0.9'));
  return docPage(code, { route, version, versionAlternates: alternates });
}

/**
 * A `ServerMarkup` as a build's behaves: each key's markup rendered once (`made` holds it, with its slots),
 * and each slot's attribute written with the value the `MarkupSlots` give, or left out.
 */
export function testServerMarkup(made: Map<string, string> = new Map(), asked: string[] = []): ServerMarkup {
  const markup = (key: string, element: ReactElement, slots?: MarkupSlots): string => {
    asked.push(key);
    if (!made.has(key)) made.set(key, renderToString(element));
    const html = made.get(key)!;
    if (!slots) return html;
    return html.replace(/ ([^\s"'>/=]+)="\u0001([^"]*)"/g, (_whole, name: string, slot: string) => {
      const value = slots(name, slot.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
      return value === undefined ? '' : ` ${name}="${value}"`;
    });
  };
  return Object.assign(markup, { slot: (value: string) => `\u0001${value}` });
}
