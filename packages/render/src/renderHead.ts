import { holdIslandClicks, ISLAND_HELD_CLICKS, ISLAND_TAG, headElementKey, isPerPageHead, markdownCopyHref, routeHref, type PageData, type PageHeadBlock, type PageHeadTag, type SiteData, type SiteHeadElement } from '@laguna-docs/shared';
import { headScript } from './headScript.js';
import { escapeAttr, escapeHtml } from './escape.js';

/** `Page | Site`; the home page and a page named like the site show the site title alone; a page's own `<title>` is taken as it is. */
export function documentTitle(site: SiteData, page: PageData): string {
  if (page.head?.title !== undefined) return page.head.title;
  return page.kind === 'home' || page.title === site.title ? site.title : `${page.title} | ${site.title}`;
}

/** The `<head>` elements of a page, in order: the same on every page, the page's own (`pageHeadTags`), then styles and scripts. */
export function renderHead(site: SiteData, page: PageData): string[] {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(site, page))}</title>`,
    ...pageHeadTags(site, page).map(headTagHtml),
    site.assets.favicon ? `<link rel="icon" href="${escapeAttr(site.assets.favicon)}"${site.assets.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>` : '',
    `<script>${headScript(site.announcement ? { announcementId: site.announcement.id } : {})}</script>`,
    // Only pages with islands: clicks inside one before it is live are held for it, ahead of every other listener.
    page.islands ? `<script>${islandClicksScript()}</script>` : '',
    `<link rel="stylesheet" href="${escapeAttr(page.themeStylesheet ?? site.assets.css)}">`,
    // Per page, before the site's own CSS so it may restyle: the client adds it on navigation (head.ts).
    ...(page.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" data-page-style="">`),
    ...(site.assets.customCss ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`),
    ...(site.head ?? []).map(siteHeadHtml),
    site.assets.js ? `<script type="module" src="${escapeAttr(site.assets.js)}"></script>` : '',
  ].filter(Boolean);
}

/**
 * The head elements of a page that the client replaces on navigation, in order. Each is typed by the
 * shared `PER_PAGE_HEAD` list the client's swap is made from, so one that list does not name is a type error.
 */
export function pageHeadTags(site: SiteData, page: PageData): PageHeadTag[] {
  const title = documentTitle(site, page);
  const description = page.description ?? site.tagline;
  // The 404 page is served at any unknown path, so it has no address of its own to declare.
  const isNotFound = page.kind === 'notFound';
  const canonical = `${site.url}${routeHref(site.basePath, site.locale.prefix, page.canonicalRoute ?? page.route)}`;
  const ogLocale = (lang: string) => lang.replace('-', '_');
  const tags: Array<PageHeadTag | false | undefined> = [
    description ? { tag: 'meta', attributes: { name: 'description', content: description } } : undefined,
    page.keywords && page.keywords.length > 0 ? { tag: 'meta', attributes: { name: 'keywords', content: page.keywords.join(', ') } } : undefined,
    (isNotFound || page.noindex) && { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    !isNotFound && { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...page.alternates.map((alt): PageHeadTag => ({ tag: 'link', attributes: { rel: 'alternate', hreflang: alt.hreflang, href: site.url + alt.href } })),
    ...(site.feeds ?? []).map((feed): PageHeadTag => ({ tag: 'link', attributes: { rel: 'alternate', type: feed.type, title: feed.title, href: site.url + feed.href } })),
    site.assets.llms && !isNotFound ? { tag: 'link', attributes: { rel: 'alternate', type: 'text/markdown', href: site.url + markdownCopyHref(routeHref(site.basePath, site.locale.prefix, page.route)) } } : undefined,
    { tag: 'meta', attributes: { property: 'og:type', content: page.kind === 'home' ? 'website' : 'article' } },
    { tag: 'meta', attributes: { property: 'og:title', content: title } },
    description ? { tag: 'meta', attributes: { property: 'og:description', content: description } } : undefined,
    !isNotFound && { tag: 'meta', attributes: { property: 'og:url', content: canonical } },
    { tag: 'meta', attributes: { property: 'og:locale', content: ogLocale(site.locale.htmlLang) } },
    ...site.locales
      .filter((locale) => locale.code !== site.locale.code)
      .map((locale): PageHeadTag => ({ tag: 'meta', attributes: { property: 'og:locale:alternate', content: ogLocale(locale.htmlLang) } })),
    { tag: 'meta', attributes: { property: 'og:site_name', content: site.title } },
    page.image ? { tag: 'meta', attributes: { property: 'og:image', content: page.image } } : undefined,
    page.image ? { tag: 'meta', attributes: { property: 'og:image:alt', content: title } } : undefined,
    { tag: 'meta', attributes: { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' } },
  ];
  const generated = tags.filter((tag): tag is PageHeadTag => Boolean(tag));
  return page.head ? withOwnHead(generated, page.head) : generated;
}

/**
 * The page's own head elements (its `<head>` block) after the generated ones, each replacing the generated
 * element of its meta name or property, or the canonical link, so none is written twice. One no entry of
 * `PER_PAGE_HEAD` matches (`<meta name="author">`) is marked `data-page-head`, which one does, so that the
 * client removes it when the reader navigates on.
 */
function withOwnHead(generated: PageHeadTag[], head: PageHeadBlock): PageHeadTag[] {
  const replaced = new Set(head.elements.map((element) => headElementKey(element.tag, element.attributes)));
  const kept = generated.filter((tag) => !replaced.has(headElementKey(tag.tag, tag.attributes)));
  const own = head.elements.map(({ tag, attributes }): PageHeadTag =>
    // The check of isPerPageHead is the type's, made at run time.
    isPerPageHead(tag, attributes) ? ({ tag, attributes } as PageHeadTag) : tag === 'meta' ? { tag, attributes: { 'data-page-head': '', ...attributes } } : { tag, attributes: { 'data-page-head': '', ...attributes } },
  );
  return [...kept, ...own];
}

/** A head element's HTML: `<meta name="…" content="…">`, attributes in their order. */
export function headTagHtml({ tag, attributes }: PageHeadTag): string {
  return `<${tag}${Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('')}>`;
}

/** An element of the config's `head` (its content was checked not to close the element early). */
function siteHeadHtml({ tag, attributes, content }: SiteHeadElement): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === false ? '' : value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join('');
  return tag === 'meta' || tag === 'link' ? `<${tag}${attrs}>` : `<${tag}${attrs}>${content ?? ''}</${tag}>`;
}

/** The inline script that holds clicks made inside islands before they are live (see `holdIslandClicks`). */
export function islandClicksScript(): string {
  return `(${String(holdIslandClicks)})(window,${JSON.stringify(ISLAND_TAG)},${JSON.stringify(ISLAND_HELD_CLICKS)})`;
}
