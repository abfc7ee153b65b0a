import { preparationKey, prepareContent, renderContent, type PageContent } from '@laguna-docs/render';
import { alternatesFor, translate, type ApiModel, type Diagnostic, type LinkRecord, type LocaleInfo, type PageData, type PageLink, type Sidebar, type SidebarItem, type SidebarLink, plainInlineText, shortenText, type SiteData, type Theme, type UiStrings } from '@laguna-docs/shared';
import { introPage } from './api/introPage.js';
import { groupOperations, operationLabel } from './api/operationGroups.js';
import { operationPage } from './api/operationPage.js';
import { schemaPage, schemaPageRoutes, type SchemaPagesSetting } from './api/schemaPage.js';
import { createApiRenderCache, createApiTextRenderer, type ApiRenderCache } from './api/renderApiText.js';
import { siteSpecLinks, type SpecLinkSettings } from './api/specLinks.js';
import type { SpecMarkdown } from './api/specMarkdown.js';

/** The site's API reference as the locale loop needs it: the model (none when the site has no spec). */
export interface SiteApi {
  api?: ApiModel;
  /** `/api` */
  route: string;
  /** Label of the reference in breadcrumbs, per locale. */
  label: (locale: string) => string;
  /** How the spec's texts are read: the build's markdown reader (see `SpecMarkdown`). */
  markdown: SpecMarkdown;
  /** Why the spec could not be loaded, file and line included. */
  diagnostics: Diagnostic[];
  /** Whether named schemas get pages of their own (`auto` when not given; see `schemaPageRoutes`). */
  schemaPages?: SchemaPagesSetting;
  /** How the spec's own links are taken (`error` for broken ones, no `linkBase`, when not given). */
  links?: SpecLinkSettings;
  /** Whether `$…$` in the spec's descriptions is math (the config's `openapi.math`); not when not given. */
  math?: boolean;
  /** What an event handler attribute in the spec's HTML does (the config's `openapi.html`); `error` when not given. */
  html?: 'error' | 'strip';
  /** Absolute paths of the spec file and of every file its `$ref`s name (what a rebuild watches). */
  files?: string[];
  /** Id of its sidebar: `api`, or `api@<version>` for a version not at the reference's own route. */
  sidebarId?: string;
  /** On a versioned site: the version it is the reference of (`1.0`, `current`). */
  version?: string;
  /** On a versioned site: the route of the latest version's reference (see `SpecLinkReference.homeRoute`). */
  homeRoute?: string;
  /** On the latest version's reference (or the one at `/api` when that is not built): the other versions' references. */
  versions?: SiteApi[];
}

/** A page of the reference, ready to render: its data (content HTML still empty) and what its content is made from. */
export interface ApiPage {
  page: PageData;
  content: PageContent;
  /** Ids the page's content will carry, for anchor checks. */
  headingIds: string[];
  /** Links written in the spec's texts, with positions, for the link check. */
  links: LinkRecord[];
  /** Left out of the search index and the markdown copies: `/api`, the same as its introduction. */
  duplicate?: true;
}

/** The sidebars the reference adds to a locale's site data (`api`), or none. */
export function apiSidebars(reference: SiteApi, strings: UiStrings, locale: string): Record<string, Sidebar> {
  const id = reference.sidebarId ?? 'api';
  return reference.api ? { [id]: { ...apiSidebar(reference.api, reference.route, strings, locale, schemaPageRoutes(reference.api, reference.route, reference.schemaPages)), id } } : {};
}

/**
 * Up to this many operations, every tag category of the API sidebar starts open, so a small reference
 * shows all of its operations on every page; above it, each starts collapsed and opens on its own
 * operations' pages, so a page's sidebar (and its weight and render time) stays short however large the
 * spec is. Every operation is also listed by tag on the introduction, reachable without JavaScript.
 */
export const API_SIDEBAR_OPEN_LIMIT = 50;

/**
 * An identifier as a label that may wrap where its words meet (`patchCoreV1NamespacedPod` at each capital,
 * `list_pods` after the underscore), by a zero-width space there, so a long camelCase operationId breaks
 * between words rather than inside one.
 */
export function breakableId(id: string): string {
  return id.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=_)(?=[^_])/g, '\u200b');
}

/**
 * The API sidebar: the introduction, then one category per tag in spec order with its operations
 * (method as badge), then operations without a tag, then the webhooks, then the schema pages
 * (`schemaRoutes`), if any. Without tags, operations are grouped by path (see `groupOperations`). A
 * category of more than `API_SIDEBAR_OPEN_LIMIT` entries is split into parts of at most that many, each
 * closed until a page in it is shown, so no page carries a long list of links.
 */
export function apiSidebar(api: ApiModel, route: string, strings: UiStrings, locale: string, schemaRoutes?: Record<string, string>): Sidebar {
  const link = (operation: ApiModel['operations'][number]): SidebarLink => {
    const label = operationLabel(operation);
    const full = operation.summary ? plainInlineText(operation.summary) : operation.operationId;
    // An id short enough for one line of the sidebar is shown as it is.
    const shown = label === operation.operationId && label.length > 20 ? breakableId(label) : label;
    return { type: 'link', label: shown, route: `${route}/${operation.slug}`, badge: operation.method, ...(full !== shown || full.length > SIDEBAR_TITLE_FROM ? { title: full } : {}) };
  };
  const collapsed = api.operations.length > API_SIDEBAR_OPEN_LIMIT;
  const items: SidebarItem[] = [{ type: 'link', label: translate(strings, locale, 'api.introduction'), route: `${route}/introduction` }];
  const { groups, ungrouped, webhooks } = groupOperations(api);
  for (const { tag, operations } of groups) if (operations.length > 0) items.push(category(tag.name, collapsed, operations.map(link)));
  items.push(...ungrouped.map(link));
  if (webhooks.length > 0) items.push(category(translate(strings, locale, 'api.webhooks'), collapsed, webhooks.map(link)));
  const schemas = Object.entries(schemaRoutes ?? {});
  if (schemas.length > 0) {
    items.push(category(translate(strings, locale, 'api.schemas'), schemas.length > API_SIDEBAR_OPEN_LIMIT || collapsed, schemas.map(([name, target]) => ({ type: 'link', label: name, route: target }))));
  }
  return { id: 'api', items };
}

/** Sidebar labels longer than this many characters may be cut short by the theme, so they carry their full text as a title. */
const SIDEBAR_TITLE_FROM = 48;

/** How many parts a group of links is split into at most, before the parts are grouped in turn. */
const SIDEBAR_PARTS = 8;
/** About how many links a part of a split group holds. */
const SIDEBAR_PART_SIZE = 25;

/**
 * A category of links; one with more than `API_SIDEBAR_OPEN_LIMIT` holds parts of even size, named by
 * their first and last entries, and with more than `SIDEBAR_PARTS` such parts, groups of parts. A page
 * shows the labels of the parts on its way and its own part's links: for 1,000 schemas, 8 groups, 5 parts
 * and 25 links instead of 1,000 links.
 */
function category(label: string, collapsed: boolean, links: SidebarLink[]): SidebarItem {
  return { type: 'category', label, collapsed, items: links.length <= API_SIDEBAR_OPEN_LIMIT ? links : parts(links) };
}

function parts(links: SidebarLink[]): SidebarItem[] {
  const count = Math.min(SIDEBAR_PARTS, Math.ceil(links.length / SIDEBAR_PART_SIZE));
  const size = Math.ceil(links.length / count);
  const items: SidebarItem[] = [];
  for (let start = 0; start < links.length; start += size) {
    const part = links.slice(start, start + size);
    const label = `${shortenText(part[0]!.label, 24)} – ${shortenText(part.at(-1)!.label, 24)}`;
    items.push({ type: 'category', label, collapsed: true, items: part.length <= API_SIDEBAR_OPEN_LIMIT ? part : parts(part) });
  }
  return items;
}

export interface ApiPagesOptions {
  reference: SiteApi;
  theme: Theme;
  /** The locale's site data, with the API sidebar in it. */
  site: SiteData;
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  defaultLocale: string;
  basePath: string;
  routesByPath: ReadonlyMap<string, string>;
  /** Only the pages from `start` up to `end` of the reference's page list (`/api`, the introduction, then the operations). */
  range?: { start: number; end: number };
  /**
   * The reference's spec texts as parsed and rendered so far, for every locale and range of it that one
   * build makes (so a text shown on many pages is parsed and reported once); a fresh one when not given.
   */
  texts?: ApiRenderCache;
}

/**
 * How many pages the reference has: `/api`, `/api/introduction`, one per operation and one per schema
 * page; none without a spec.
 */
export function apiPageCount(reference: SiteApi): number {
  if (!reference.api) return 0;
  return 2 + reference.api.operations.length + Object.keys(schemaPageRoutes(reference.api, reference.route, reference.schemaPages) ?? {}).length;
}

/** The routes of the reference's pages, in page order. */
export function apiPageRoutes(reference: SiteApi): string[] {
  if (!reference.api) return [];
  return [reference.route, `${reference.route}/introduction`, ...reference.api.operations.map((operation) => `${reference.route}/${operation.slug}`), ...Object.values(schemaPageRoutes(reference.api, reference.route, reference.schemaPages) ?? {})];
}

/**
 * The reference's pages for one locale: `/api` and `/api/introduction` (the API's info), one page per
 * operation, then the schema pages if the reference has them. UI labels follow the locale; spec texts are
 * shown as written, with their links resolved.
 */
export function apiPages(options: ApiPagesOptions): { pages: ApiPage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  return { pages: [...apiPageSource(options)(options.range ?? { start: 0, end: apiPageCount(options.reference) }, diagnostics)], diagnostics };
}

/**
 * `apiPages` by ranges (`options.range` aside), one page at a time, so a build can render each page before
 * making the next and need not hold them all; problems are added to the range's `diagnostics` as the pages
 * are made. What every range needs of the reference (its link resolver, schema routes and sidebar order)
 * is made once, not per range, and the ranges share the spec texts' cache.
 */
export function apiPageSource(options: ApiPagesOptions): (range: { start: number; end: number }, diagnostics: Diagnostic[]) => Generator<ApiPage> {
  const { reference } = options;
  const api = reference.api;
  if (!api) return function* () {};
  const texts = options.texts ?? createApiRenderCache();
  const specLinks = withSpecLinks(siteSpecLinks(reference, options.routesByPath));
  const schemaRoutes = schemaPageRoutes(api, reference.route, reference.schemaPages);
  const sidebarId = reference.sidebarId ?? 'api';
  const order = sidebarOrder(options.site.sidebars[sidebarId]);
  // Each route's place in the order (`sidebarOrder` lists a route once), looked up for every page.
  const orderIndex = new Map(order.map((entry, index) => [entry.route, index]));
  return (range, diagnostics) => rangePages({ ...options, texts, range }, { api, specLinks, schemaRoutes, sidebarId, order, orderIndex }, diagnostics);
}

/** What `apiPageSource` makes once for all of a locale's ranges. */
interface ReferenceParts {
  api: ApiModel;
  specLinks: ReturnType<typeof withSpecLinks>;
  schemaRoutes: ReturnType<typeof schemaPageRoutes>;
  sidebarId: string;
  order: PageLink[];
  orderIndex: ReadonlyMap<string, number>;
}

function* rangePages(options: ApiPagesOptions & { range: { start: number; end: number }; texts: ApiRenderCache }, parts: ReferenceParts, diagnostics: Diagnostic[]): Generator<ApiPage> {
  const { reference, site, locale } = options;
  const { api, schemaRoutes, sidebarId, order, orderIndex } = parts;
  const { start, end } = options.range;
  const code = locale.code;
  let current: PageData | undefined;
  const render = createApiTextRenderer({
    cache: options.texts,
    markdown: reference.markdown,
    basePath: options.basePath,
    localePrefix: locale.prefix,
    route: reference.route,
    routesByPath: options.routesByPath,
    specFile: api.file,
    renderHast: (hast) => renderContent({ theme: options.theme, site, page: current!, content: { type: 'markdown', hast } }),
    prepare: { hast: (hast) => prepareContent(hast, options.theme), key: preparationKey(options.theme) },
    diagnostics,
    math: reference.math ?? false,
    html: reference.html ?? 'error',
    ...parts.specLinks,
  });
  const navigation = (route: string): Pick<PageData, 'prev' | 'next'> => {
    const index = orderIndex.get(route) ?? -1;
    const prev = index > 0 ? order[index - 1] : undefined;
    const next = index >= 0 ? order[index + 1] : order[1];
    return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
  };
  const base = (route: string, title: string): PageData => ({ kind: 'api', locale: code, route, title, contentHtml: '', toc: [], sidebarId, breadcrumbs: [], alternates: alternatesFor(route, options), source: api.file, ...navigation(route) });

  const intros = [reference.route, `${reference.route}/introduction`];
  for (const [index, route] of intros.entries()) {
    if (index < start || index >= end) continue;
    current = { ...base(route, api.info.title), ...(api.info.summary ? { description: api.info.summary } : {}) };
    if (route !== reference.route) current.breadcrumbs = [{ label: reference.label(code), route: reference.route }];
    const parts = introPage(api, reference.route, render, site.strings, code);
    current.toc = parts.toc;
    yield { page: current, content: { type: 'custom', renderer: 'apiIntro', data: parts.data }, headingIds: parts.headingIds, links: parts.links, ...(route === reference.route ? { duplicate: true as const } : {}) };
  }
  for (const [index, operation] of api.operations.entries()) {
    if (index + intros.length < start || index + intros.length >= end) continue;
    const route = `${reference.route}/${operation.slug}`;
    const endpoint = `${operation.method.toUpperCase()} ${operation.path}`;
    current = { ...base(route, operationLabel(operation)), description: operation.webhook ? `${translate(site.strings, code, 'api.webhook')} ${endpoint}` : endpoint };
    // A webhook sits under "Webhooks" in the sidebar, whatever its tags.
    const group = operation.webhook ? translate(site.strings, code, 'api.webhooks') : groupOperations(api).groupOf(operation);
    current.breadcrumbs = [{ label: reference.label(code), route: reference.route }, ...(group ? [{ label: group }] : [])];
    const parts = operationPage(api, operation, render, site.strings, code, schemaRoutes);
    current.toc = parts.toc;
    if (parts.data.requestPlan) current.features = ['requestSamples'];
    yield { page: current, content: { type: 'custom', renderer: 'apiOperation', data: parts.data }, headingIds: parts.headingIds, links: parts.links };
  }
  const first = intros.length + api.operations.length;
  for (const [index, [name, route]] of Object.entries(schemaRoutes ?? {}).entries()) {
    if (index + first < start || index + first >= end) continue;
    const described = api.schemas[name]!;
    current = { ...base(route, name), ...(described.title ? { description: described.title } : {}) };
    current.breadcrumbs = [{ label: reference.label(code), route: reference.route }, { label: translate(site.strings, code, 'api.schemas') }];
    const parts = schemaPage(api, name, reference.route, schemaRoutes!, render, site.strings, code);
    current.toc = parts.toc;
    yield { page: current, content: { type: 'custom', renderer: 'apiSchema', data: parts.data }, headingIds: parts.headingIds, links: parts.links };
  }
}

/** The sidebar's links in reading order, each route once (an operation with two tags is listed twice). */
function sidebarOrder(sidebar: Sidebar | undefined): PageLink[] {
  const seen = new Set<string>();
  const out: PageLink[] = [];
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') visit(item.items);
      else if (!seen.has(item.route)) {
        seen.add(item.route);
        out.push({ label: item.label, route: item.route });
      }
    }
  };
  visit(sidebar?.items ?? []);
  return out;
}

function withSpecLinks(specLinks: ReturnType<typeof siteSpecLinks>): { specLinks?: NonNullable<ReturnType<typeof siteSpecLinks>> } {
  return specLinks ? { specLinks } : {};
}
