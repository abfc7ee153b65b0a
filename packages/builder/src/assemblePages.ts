import { localize, type SidebarItemInput, type SidebarLabel } from '@laguna-docs/config';
import { buildDocsModel, docEntry, headSaysNoindex, homeData, pageFlags, sourceFields } from '@laguna-docs/content';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import type { PageContent } from '@laguna-docs/render';
import { alternatesFor, firstSidebarRoute, type Alternate, type HomeAction, type HomeData, type LinkRecord, type PageFeature, type PageHeadBlock, type LocaleInfo, type PageData, type Sidebar } from '@laguna-docs/shared';
import type { PlannedSource } from '@laguna-docs/content';

/** A page ready to render: its data (content HTML still empty) and what its content is made from. */
export interface SitePage {
  page: PageData;
  content: PageContent;
  /** Ids the page's content will carry, for anchor checks. */
  headingIds: string[];
  /** Links written in the page's source, with positions, for the link check. */
  links: LinkRecord[];
  /**
   * Set on a markdown page that is not parsed yet: the source to parse right before it is rendered
   * (`withMarkdown` fills in its content, table of contents, ids and links), so no more than a page's worth
   * of parsed trees is held at a time.
   */
  source?: PlannedSource & { untranslated: boolean; outdated?: true };
  /** Left out of the search index and the markdown copies: a page that repeats another (the reference's `/api`, the same as its introduction). */
  duplicate?: true;
  /** A page of a version other than the latest: left out of the sitemap and `llms.txt`. */
  otherVersion?: true;
  /** Searched although `noindex`: a page of a version kept out of search engines, which readers still search. */
  searchable?: true;
}

/** A markdown page with its title, parsed already or not yet. */
export interface TitledPage {
  planned: PlannedSource & { untranslated: boolean; outdated?: true };
  title: string;
  markdown?: ParsedMarkdown;
}

const NOT_PARSED: PageContent = { type: 'markdown', hast: { type: 'root', children: [] } };

export interface AssemblePagesOptions {
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  defaultLocale: string;
  basePath: string;
  parsed: readonly TitledPage[];
  /** The file each folder's category metadata came from, for messages. */
  categoryFiles?: ReadonlyMap<string, string>;
  /** Route of the docs section; `/docs` by default. */
  docsRoute?: string;
  /** The config's manual sidebar (`docs.sidebar`), if it has one. */
  docsSidebar?: readonly SidebarItemInput[];
  /** Docs sections beside `docs` (config `docs.sections`), each with its sidebar made as the main one's. */
  sections?: readonly DocsSection[];
  /** Title of the generated `/docs` page when no `docs/index.md` exists. */
  docsTitle: string;
  /** What the generated home page shows when no page has the route `/` (see `defaultHome`). */
  home?: DefaultHomeOptions;
}

/** The texts and links of the home page a site without one gets. */
export interface DefaultHomeOptions {
  /** The site's title and tagline, in this locale. */
  title: string;
  tagline: string;
  /** Labels of the calls to action, in this locale. */
  docsLabel: string;
  apiLabel: string;
  /** Route of the API reference, when the site has one. */
  apiRoute?: string;
}

/** A docs section beside `docs`: its folder (also its sidebar's id), route, title and categories. */
export interface DocsSection {
  id: string;
  route: string;
  /** Title of its generated index page. */
  title: string;
  sidebar?: readonly SidebarItemInput[];
  categories: Parameters<typeof buildDocsModel>[0]['categories'];
  categoryFiles?: ReadonlyMap<string, string>;
}

export interface AssemblePagesResult {
  pages: SitePage[];
  sidebars: Record<string, Sidebar>;
}

/** Builds the docs model of one locale and turns every parsed page and generated index into a SitePage. */
export function assemblePages(options: AssemblePagesOptions, categories: Parameters<typeof buildDocsModel>[0]['categories']): AssemblePagesResult {
  const { locale, parsed } = options;
  const docsRoute = options.docsRoute ?? '/docs';
  const main: DocsSection = { id: 'docs', route: docsRoute, title: options.docsTitle, categories, ...(options.categoryFiles ? { categoryFiles: options.categoryFiles } : {}), ...(options.docsSidebar ? { sidebar: options.docsSidebar } : {}) };
  // One docs model per section: its own sidebar, prev/next, breadcrumbs and category pages.
  const models = new Map(
    [main, ...(options.sections ?? [])].map((section) => {
      const base = section.route === '/' ? '' : section.route;
      const docs = parsed.filter((entry) => entry.planned.source.section === section.id).map(({ planned, title }) => docEntry(planned, title, section.route));
      const model = buildDocsModel({
        docs,
        categories: section.categories,
        docsRoute: base,
        categoryRoute: `${base}/category`,
        ...(section.categoryFiles ? { categoryFiles: section.categoryFiles } : {}),
        ...(section.sidebar ? { sidebar: section.sidebar, localizeLabel: (label: SidebarLabel) => localize(label, locale.code, options.defaultLocale) } : {}),
      });
      return [section.id, { section, model }] as const;
    }),
  );
  const model = models.get('docs')!.model;
  const alternates = (route: string) => alternatesFor(route, options);

  const pages: SitePage[] = parsed.map(({ planned, markdown, title }): SitePage => {
    const fm = planned.frontMatter;
    const owner = models.get(planned.source.section);
    const isDoc = owner !== undefined;
    const navigation = owner?.model.navigation[planned.route];
    const base: PageData = {
      kind: fm.layout === 'home' ? 'home' : isDoc ? 'doc' : 'page',
      locale: locale.code,
      route: planned.route,
      title,
      ...(fm.description ? { description: fm.description } : {}),
      contentHtml: '',
      toc: [],
      breadcrumbs: navigation?.breadcrumbs ?? [],
      ...(navigation?.prev ? { prev: navigation.prev } : {}),
      ...(navigation?.next ? { next: navigation.next } : {}),
      ...(owner ? { sidebarId: owner.section.id } : {}),
      ...pageFlags(planned),
      alternates: alternates(planned.route),
      ...sourceFields(planned, locale.htmlLang),
    };
    let entry: SitePage = { page: base, content: NOT_PARSED, headingIds: [], links: [], source: planned };
    if (fm.layout === 'home') {
      const home = homeData(planned, title);
      entry = { ...entry, page: { ...base, home, hideToc: true }, content: { type: 'home', home } };
    }
    return markdown ? withMarkdown(entry, markdown) : entry;
  });

  for (const { section, model: sectionModel } of models.values()) {
    for (const category of sectionModel.categoryPages) {
      const navigation = sectionModel.navigation[category.route];
      pages.push({
        page: {
          kind: 'category',
          locale: locale.code,
          route: category.route,
          title: category.title,
          ...(category.description ? { description: category.description } : {}),
          contentHtml: '',
          toc: [],
          hideToc: true,
          sidebarId: section.id,
          breadcrumbs: navigation?.breadcrumbs ?? [],
          ...(navigation?.prev ? { prev: navigation.prev } : {}),
          ...(navigation?.next ? { next: navigation.next } : {}),
          alternates: alternates(category.route),
          category: { ...(category.description ? { description: category.description } : {}), cards: category.cards },
        },
        content: { type: 'category', ...(category.description ? { description: category.description } : {}), cards: category.cards },
        headingIds: [],
        links: [],
      });
    }
    if (!pages.some((entry) => entry.page.route === section.route) && sectionModel.sidebar.length > 0) {
      // A manual sidebar's links to other sites are no cards of the docs index.
      // Nor is a page kept out of search engines (by its <head>) a card: the index is searched and in llms-full.txt.
      const unindexed = new Set(parsed.filter(({ planned }) => headSaysNoindex(planned.body)).map(({ planned }) => planned.route));
      const cards = sectionModel.sidebar.filter((item) => !(item.type === 'link' && item.external)).map((item) => ({ label: item.label, route: item.type === 'link' ? item.route : item.route ?? '' })).filter((card) => card.route && !unindexed.has(card.route));
      pages.push({
        page: { kind: 'category', locale: locale.code, route: section.route, title: section.title, contentHtml: '', toc: [], hideToc: true, sidebarId: section.id, breadcrumbs: [], alternates: alternates(section.route), category: { cards } },
        content: { type: 'category', cards },
        headingIds: [],
        links: [],
      });
    }
  }
  if (options.home && !pages.some((entry) => entry.page.route === '/')) pages.push(defaultHome(options.home, firstSidebarRoute(model.sidebar), options.locale.code, alternates('/')));
  return { pages, sidebars: Object.fromEntries([...models.values()].map(({ section, model: sectionModel }) => [section.id, { id: section.id, items: sectionModel.sidebar }])) };
}

/**
 * The home page of a site that has no page at `/` (no `pages/index.md`): the site's title and tagline with
 * a button to the first docs page and one to the API reference, so the site's root and every "home" link
 * of the theme lead somewhere.
 */
export function defaultHome(options: DefaultHomeOptions, docsRoute: string | undefined, locale: string, alternates: Alternate[]): SitePage {
  const actions: HomeAction[] = [
    ...(docsRoute ? [{ text: options.docsLabel, route: docsRoute, variant: 'primary' as const }] : []),
    ...(options.apiRoute ? [{ text: options.apiLabel, route: options.apiRoute, variant: docsRoute ? ('secondary' as const) : ('primary' as const) }] : []),
  ];
  const home: HomeData = { title: options.title, tagline: options.tagline, actions, features: [] };
  return {
    page: { kind: 'home', locale, route: '/', title: options.title, ...(options.tagline ? { description: options.tagline } : {}), contentHtml: '', toc: [], hideToc: true, breadcrumbs: [], alternates, home },
    content: { type: 'home', home },
    headingIds: [],
    links: [],
  };
}

/**
 * A markdown page with its parse filled in: table of contents, ids, links, what it needs (with the
 * stylesheet of each need that has one), its own `<head>` elements and (but for the home page) its content.
 */
export function withMarkdown(entry: SitePage, markdown: ParsedMarkdown, stylesheets?: Partial<Record<PageFeature, string>>): SitePage {
  const { source: _parsed, ...rest } = entry;
  const own = (markdown.features ?? []).flatMap((feature) => (stylesheets?.[feature] ? [stylesheets[feature]] : []));
  return {
    ...rest,
    page: {
      ...entry.page,
      toc: markdown.toc,
      ...(markdown.features ? { features: markdown.features } : {}),
      ...(own.length > 0 ? { stylesheets: own } : {}),
      ...(markdown.head ? { head: markdown.head } : {}),
      // A page its own <head> keeps out of search engines is left out of the sitemap and llms.txt too, as `unlisted` is.
      ...(markdown.head?.elements.some(isNoindex) ? { noindex: true } : {}),
    },
    content: entry.content.type === 'home' ? entry.content : { type: 'markdown', hast: markdown.hast },
    headingIds: markdown.headingIds,
    links: markdown.links,
  };
}

/** `<meta name="robots" content="noindex, nofollow">` and the like. */
function isNoindex(element: PageHeadBlock['elements'][number]): boolean {
  return element.tag === 'meta' && element.attributes.name === 'robots' && /(^|[\s,])(noindex|none)([\s,]|$)/i.test(element.attributes.content ?? '');
}
