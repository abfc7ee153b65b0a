import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { browserStrings, categoriesOnPath, embeddedSidebar, HYDRATION_IDS, sidebarForPage, type PageData, type PageUpdate, type Sidebar, type SiteData, type Theme } from '@laguna-docs/shared';
import { escapeAttr, escapeJson } from './escape.js';
import { documentTitle, pageHeadTags, renderHead } from './renderHead.js';
import { pieceWriter } from './serverMarkup.js';

export interface RenderDocumentOptions {
  theme: Theme;
  site: SiteData;
  page: PageData;
}

/**
 * Renders one page to a complete HTML document: head (title, description, canonical, hreflang
 * alternates, Open Graph, favicon, stylesheet, the inline head script), the server-rendered shell, and
 * the page data for hydration. `contentHtml` is left out of that data: the client reads it back from the DOM.
 */
export function renderDocument({ theme, site, page }: RenderDocumentOptions): string {
  // The server renders from exactly the data the browser hydrates from, so the two cannot differ.
  const embedded = hydrationSite(site, page);
  const pieces = pieceWriter(site);
  pieces.handedOut = [];
  const body = renderToString(createElement(theme.Layout, { site: embedded, page, serverMarkup: pieces.markup }));
  const data = embeddedJson(site, dataSidebars(site, embedded.sidebars), hydrationPage(page));
  return (
    `<!doctype html>\n<html lang="${escapeAttr(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="light">` +
    `<head>${renderHead(site, page).join('')}</head>` +
    `<body><div id="${HYDRATION_IDS.root}">${body}</div>` +
    `<script type="application/json" id="${HYDRATION_IDS.data}">${data}</script>` +
    `</body></html>\n`
  );
}

/** A page's data as the page embeds it: the content is read back from the DOM; the image and the page's own head elements are the head's alone. */
function hydrationPage(page: PageData): Omit<PageData, 'contentHtml'> {
  const { contentHtml: _omitted, image: _headOnly, head: _ownHead, themeStylesheet: _headStyle, ...embedded } = page;
  return embedded;
}

/**
 * What an open page needs to show `page` in place (see `PageUpdate`): the same data, title and per-page
 * head elements as `renderDocument` writes, without the rest of the document.
 */
export function renderPageUpdate(site: SiteData, page: PageData): PageUpdate {
  return { page: hydrationPage(page), contentHtml: page.contentHtml, title: documentTitle(site, page), head: pageHeadTags(site, page) };
}

/** Where the sidebars go in a locale's site JSON (see `embeddedJson`); no other string serializes to it. */
const SIDEBARS_MARK = '\u0000sidebars\u0000';
const sitePartsBySite = new WeakMap<SiteData, readonly [string, string] | null>();

/**
 * A page's data for hydration as JSON that is safe in `<script>`: `escapeJson(JSON.stringify({ site:
 * { ...site, strings: embeddedStrings(site), sidebars }, page }))`, made faster. Pages differ in the sidebars they embed (see
 * `hydrationSite`); the rest of the site's JSON is the same on every page of a locale, so it is serialized
 * once per `SiteData`, around a mark where each page's sidebars go.
 */
export function embeddedJson(site: SiteData, sidebars: SiteData['sidebars'], page: Omit<PageData, 'contentHtml'>): string {
  let parts = sitePartsBySite.get(site);
  if (parts === undefined) {
    // The config's head elements are in the page's markup, the same on every page: not in its data (`undefined` leaves the key out).
    const json = JSON.stringify({ ...site, head: undefined, strings: embeddedStrings(site), sidebars: SIDEBARS_MARK });
    const mark = JSON.stringify(SIDEBARS_MARK);
    const at = json.indexOf(mark);
    parts = at >= 0 && json.lastIndexOf(mark) === at ? [escapeJson(json.slice(0, at)), escapeJson(json.slice(at + mark.length))] : null;
    sitePartsBySite.set(site, parts);
  }
  if (!parts) return escapeJson(JSON.stringify({ site: { ...site, head: undefined, strings: embeddedStrings(site), sidebars }, page }));
  return `{"site":${parts[0]}${escapeJson(JSON.stringify(sidebars))}${parts[1]},"page":${escapeJson(JSON.stringify(page))}}`;
}

/** The UI strings a page's data carries: none when the locale has a strings file (`SiteAssets.strings`; `undefined` leaves the key out of the JSON). */
function embeddedStrings(site: SiteData): SiteData['strings'] | undefined {
  return site.assets.strings ? undefined : browserStrings(site.strings);
}

/**
 * The sidebars a page's data carries: those its markup shows, except that a large one is left to the
 * locale's sidebars file, from which the client makes the same (see `embeddedSidebar`).
 */
function dataSidebars(site: SiteData, shown: SiteData['sidebars']): SiteData['sidebars'] {
  const hasFile = site.assets.sidebars !== undefined;
  return Object.fromEntries(Object.entries(shown).map(([id, sidebar]) => [id, site.sidebars[id] ? embeddedSidebar(site.sidebars[id], sidebar, hasFile) : sidebar]));
}

/**
 * The site data a page embeds for hydration: the UI strings the browser may need (`browserStrings`), only
 * the sidebar the page shows, and of that only what its markup shows (`sidebarForPage`), so a page's
 * weight does not grow with the site. The browser reads every
 * other page's data from that page when it navigates there, and the rest of the sidebar from the locale's
 * sidebars file when the reader opens a collapsed category.
 */
function hydrationSite(site: SiteData, page: PageData): SiteData {
  const sidebar = page.sidebarId ? site.sidebars[page.sidebarId] : undefined;
  // The config's head elements are the document's, not the layout's (see `embeddedJson`).
  const { head: _head, ...shared } = site;
  return { ...shared, strings: browserStrings(site.strings), sidebars: sidebar && page.sidebarId ? { [page.sidebarId]: sidebarShare(sidebar, page.route) } : {} };
}

const sharesBySidebar = new WeakMap<Sidebar, Map<string, Sidebar>>();

/**
 * `sidebarForPage`, made once for each set of categories a page opens: the pages of a category show the
 * same share (which nothing changes), and the theme finds what it indexed of it on the page before.
 */
function sidebarShare(sidebar: Sidebar, route: string): Sidebar {
  let shares = sharesBySidebar.get(sidebar);
  if (!shares) sharesBySidebar.set(sidebar, (shares = new Map()));
  const open = categoriesOnPath(sidebar.items, route).join(' ');
  let share = shares.get(open);
  if (!share) shares.set(open, (share = sidebarForPage(sidebar, route)));
  return share;
}
