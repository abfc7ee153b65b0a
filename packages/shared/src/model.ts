import type { PageHeadBlock, PageHeadTag } from './pageHead.js';
import type { VersionInfo } from './versions.js';
import type { FeedLink, PostMeta } from './blog.js';
import type { UiStrings } from './uiStrings.js';

/** One entry of the table of contents (h2–h3 by default), in document order. */
export interface TocEntry {
  depth: number;
  id: string;
  /** Plain text of the heading. */
  text: string;
}

/** A link to a page inside the site, by route. */
export interface PageLink {
  label: string;
  route: string;
}

/** One step of the breadcrumbs; categories without an index page have no route. */
export interface Breadcrumb {
  label: string;
  route?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  route: string;
  /** A short badge shown before the label, such as an HTTP method on API pages. */
  badge?: string;
  /** The full text of a label that was shortened or may be cut short on screen, shown on hover. */
  title?: string;
  /** Class of the item's element, for the site's CSS (front matter `sidebar_class_name`). */
  className?: string;
  /** Data for the theme (front matter `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
  /** A manual sidebar's link to another site: `route` is then its full URL. */
  external?: true;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The generated index page of the category, when it has one. */
  route?: string;
  items: SidebarItem[];
  /** Whether the category starts collapsed when the current page is not inside it. */
  collapsed: boolean;
  /** `false`: always open, without a toggle (category metadata `collapsible`). */
  collapsible?: false;
  /** Class of the item's element, for the site's CSS (category metadata `className`). */
  className?: string;
  /** Data for the theme (category metadata `customProps`). */
  customProps?: Record<string, unknown>;
  /**
   * Set in a page's embedded data when the category starts collapsed there: `items` is then empty, and the
   * full tree is in the locale's sidebars file (`SiteAssets.sidebars`, see `sidebarForPage`).
   */
  itemsOmitted?: true;
}

export interface Sidebar {
  id: string;
  items: SidebarItem[];
  /**
   * Set, with no items, where a page's data stands for its share of a large sidebar (see
   * `embeddedSidebar`): the client makes that share from the locale's sidebars file before hydrating.
   */
  inFile?: true;
}

/** The first page a sidebar leads to, depth first: a link, or a category's own page. */
export function firstSidebarRoute(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.route;
    const inner = item.route ?? firstSidebarRoute(item.items);
    if (inner) return inner;
  }
  return undefined;
}

/** A locale as pages need it. */
export interface LocaleInfo {
  /** `en`, `sl` */
  code: string;
  /** The name in its own language: `English`, `Slovenščina`. */
  label: string;
  /** Value of `<html lang>`. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** `''` for the default locale, `/sl` for the others. */
  prefix: string;
}

export type NavbarItem =
  | { type: 'link'; label: string; route: string; position: 'left' | 'right' }
  | { type: 'external'; label: string; href: string; position: 'left' | 'right'; icon?: 'github' }
  | { type: 'dropdown'; label: string; items: NavbarDropdownItem[]; position: 'left' | 'right' }
  | { type: 'locales'; position: 'left' | 'right' }
  | { type: 'colorMode'; position: 'left' | 'right' };

/** One link of a navbar dropdown: to a page of the site (`route`) or to another site (`href`). */
export type NavbarDropdownItem = { label: string; route: string } | { label: string; href: string };

export interface FooterColumn {
  title: string;
  items: Array<{ label: string; route?: string; href?: string }>;
}

/**
 * What every page of one locale shares: site facts, navigation, sidebars and UI strings.
 * Plain data, embedded for hydration, so it must stay small and serialisable.
 */
export interface SiteData {
  title: string;
  tagline: string;
  /** Production origin, e.g. `https://sloveniaengineering.github.io`. */
  url: string;
  /** `/laguna-docs/` */
  basePath: string;
  locale: LocaleInfo;
  locales: LocaleInfo[];
  defaultLocale: string;
  navbar: NavbarItem[];
  footer: { columns: FooterColumn[]; copyright: string };
  /**
   * The config's announcement in this locale: plain text and an optional link, which the theme renders as
   * text (never as HTML: page data is read from the page, and nothing read there may become markup).
   */
  announcement?: { id: string; text: string; link?: { label: string; href: string } };
  sidebars: Record<string, Sidebar>;
  /** The first page of the docs sidebar, where "the docs" start; absent on a site without docs. */
  docsHome?: string;
  strings: UiStrings;
  /** The site's own admonition kinds (config `markdown.admonitions`): an icon (a built-in kind or a short text) and a colour. */
  admonitions?: Array<{ kind: string; icon?: string; color?: string }>;
  version: string;
  /** The unreleased docs version's label: the config's `docsVersionLabel`, else "Next". */
  docsVersionLabel: string;
  /**
   * The config sets `docsVersionLabel`: the navbar shows the version menu even on a site with one version.
   * A site with `versions` shows it always; any other site shows none.
   */
  versionMenu?: true;
  /**
   * The site's docs versions, in the order the version dropdown lists them (the unreleased one first,
   * then released ones newest first). Absent on a site without released versions: its one version is
   * `docsVersionLabel`.
   */
  versions?: VersionInfo[];
  /** Asset hrefs the shell references (stylesheet, client script, favicon). */
  assets: SiteAssets;
  /** The config's `head`: elements every page's `<head>` carries after the stylesheets (left out of a page's hydration data). */
  head?: SiteHeadElement[];
  /** The locale's blog feeds, which every page's `<head>` links. */
  feeds?: FeedLink[];
}

/** An element of the config's `head`. */
export interface SiteHeadElement {
  tag: 'script' | 'meta' | 'link' | 'style' | 'noscript';
  attributes: Record<string, string | boolean>;
  content?: string;
}

export interface SiteAssets {
  css: string;
  /** The site's own stylesheets (config `customCss`), linked after `css`. */
  customCss?: string[];
  js?: string;
  /** The lazily loaded search chunk. */
  search?: string;
  /** This locale's search index (`search-index/<locale>.json`). */
  searchIndex?: string;
  /** This locale's `llms.txt`, when every page has a markdown copy at its route plus `.md`. */
  llms?: string;
  /** This locale's full sidebars (`Record<id, Sidebar>` as JSON, content-hashed), for categories a page left out. */
  sidebars?: string;
  /**
   * This locale's UI strings for the browser (`browserStrings`, JSON, content-hashed). When set, a page's
   * data leaves `strings` out and the client loads this file before hydrating (the server HTML has every text).
   */
  strings?: string;
  favicon?: string;
  logo?: string;
}

/** `post`: a blog post; `blog`: a page the blog makes (a list of posts, the tags, the archive). */
export type PageKind = 'home' | 'doc' | 'category' | 'page' | 'api' | 'notFound' | 'post' | 'blog';

export interface Alternate {
  locale: string;
  /** `hreflang` value */
  hreflang: string;
  href: string;
}

/** A hero call to action on the home page. */
export interface HomeAction {
  text: string;
  route: string;
  variant: 'primary' | 'secondary';
}

export interface HomeFeature {
  title: string;
  details: string;
  icon?: string;
  route?: string;
}

export interface HomeData {
  title: string;
  tagline: string;
  actions: HomeAction[];
  features: HomeFeature[];
}

/** One card of a generated category index. */
export interface CategoryCard {
  label: string;
  route: string;
  description?: string;
  /** For categories inside categories: how many items they hold. */
  count?: number;
}

/**
 * Everything one page shows. Produced at build time, rendered to HTML by the theme,
 * and (without `contentHtml`, which the client reads back from the DOM) embedded for hydration.
 */
export interface PageData {
  kind: PageKind;
  locale: string;
  route: string;
  title: string;
  description?: string;
  /** The rendered main content (markdown, category cards, API reference), as HTML. */
  contentHtml: string;
  toc: TocEntry[];
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  /** True when this locale has no translation and the default locale's text is shown. */
  untranslated?: boolean;
  /** True when this is a translation whose original in the default locale changed since it was translated. */
  outdatedTranslation?: boolean;
  alternates: Alternate[];
  /** Source file relative to the site root, for messages and edit links. */
  source?: string;
  /** Whether the right-hand table of contents is shown. */
  hideToc?: boolean;
  /** "Edit this page" link to the file the page was built from. */
  editUrl?: string;
  /** When the page's file last changed, formatted at build time in the page's locale. */
  lastUpdated?: LastUpdated;
  /** What the page needs beyond the theme's CSS and script. */
  features?: PageFeature[];
  /**
   * The theme stylesheet this page links instead of the site's (`SiteData.assets.css`): on API pages, the
   * theme's joined to the API reference's styles in one file.
   */
  themeStylesheet?: string;
  /** Stylesheets this page alone links, after the theme's (KaTeX's, on a page with math). */
  stylesheets?: string[];
  /** The page's social image (`og:image`), an absolute URL; only in the page's `<head>`, not its hydration data. */
  image?: string;
  /**
   * The page's own `<head>` elements (a `<head>` block in its markdown): its title and meta and link
   * tags. Only in the page's `<head>`, not its hydration data, as `image`.
   */
  head?: PageHeadBlock;
  /** On a page with diagrams: the script that draws them, and the Mermaid module it loads. */
  diagrams?: { script: string; library: string };
  /** On an API page with request samples left to the browser (`ApiCodeSample.inBrowser`): the script that writes them. */
  requestSamples?: { script: string };
  /** On an `.mdx` page with interactive site components (islands): the script that hydrates them. */
  islands?: { script: string };
  /** Front matter `hide_title`: the title is not shown above the content (it stays for screen readers, unless the content has its own `<h1>`). */
  hideTitle?: boolean;
  /** Front matter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Kept out of search engines (`<meta name="robots" content="noindex">`): front matter `unlisted`. */
  noindex?: boolean;
  /** Front matter keys laguna-docs does not know, as written, for the theme and the site's components. */
  frontMatter?: Record<string, unknown>;
  /** On a site with versions: the name of the version a docs or API page belongs to (`1.0`, `current`). */
  version?: string;
  /**
   * On a versioned page: the route of the same page in each other version where it exists, by version
   * name. A version missing here has no such page; the dropdown then leads to that version's docs home.
   */
  versionAlternates?: Record<string, string>;
  /**
   * On a page of a version other than the latest: the route of the latest version's same page, which
   * `<link rel="canonical">` names instead of the page's own. Absent where the latest has no such page.
   */
  canonicalRoute?: string;
  home?: HomeData;
  category?: { description?: string; cards: CategoryCard[] };
  /** On a blog post: its date, authors, tags and reading time. */
  post?: PostMeta;
}

/**
 * What an open page needs to show a new version of itself in place (`serve --watch`, after an edit of a
 * page's body): the page data it embeds for hydration, its content HTML, its document title and its
 * per-page `<head>` elements as data. The browser applies it without parsing a whole document.
 */
export interface PageUpdate {
  page: Omit<PageData, 'contentHtml'>;
  contentHtml: string;
  title: string;
  head: PageHeadTag[];
}

/**
 * What a page needs beyond the theme's CSS and script, loaded on that page alone: `math` (KaTeX's
 * stylesheet and fonts), `diagram` (the Mermaid script) and `tabs` (the theme's tab styles).
 */
export type PageFeature = 'math' | 'diagram' | 'requestSamples' | 'tabs' | 'islands' | 'siteComponents' | 'api' | 'versions';

/** A page's last change, as the page shows it. */
export interface LastUpdated {
  /** ISO 8601, for `<time datetime>`. */
  datetime: string;
  /** The date in the page's locale: `21 November 2026`, `21. november 2026`. */
  text: string;
  author?: string;
}

/** Where a link on a page was written, so a broken one is reported at its source. */
export interface LinkRecord {
  /** The target as it is in the output HTML (base path and locale prefix applied). */
  href: string;
  /** The target as the author wrote it. */
  written: string;
  /** What wrote it: a markdown file, the config (navbar, footer, announcement), the OpenAPI spec, the theme. */
  origin: 'markdown' | 'config' | 'spec' | 'theme';
  /** Source file relative to the site root, when known. */
  file?: string;
  line?: number;
  column?: number;
  /** Inside a spec: the JSON pointer of the field holding the link (`/paths/~1login/post/description`). */
  pointer?: string;
}

/**
 * A section of a page in the search index: `[heading id, heading text, text]`. The first section of a page
 * holds the text before its first heading, with `''` as id and heading.
 */
export type SearchSection = [id: string, heading: string, text: string];

/** One page in a locale's search index (`search-index/<locale>.json`), keys kept short to keep the index small. */
export interface SearchDocument {
  /** Route of the page. */
  r: string;
  /** Title. */
  t: string;
  /** Where the page sits: its breadcrumb labels joined, or the API tag. */
  s: string;
  /** The page's whole text, in sections at the headings of its table of contents. */
  c: SearchSection[];
  /** On a site with versions: the version of a docs or API page; search shows it only to readers of that version. */
  v?: string;
}
