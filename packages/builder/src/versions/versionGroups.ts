import { CURRENT_VERSION, type LocaleInfo, type SiteData, type Theme } from '@laguna-docs/shared';
import { apiPageRoutes, type SiteApi } from '@laguna-docs/api-reference';
import type { SitePage } from '../assemblePages.js';
import { isMdxPage } from '../parseInput.js';
import type { LocaleRenderInput, PageGroup } from '../stages/renderTypes.js';

/**
 * The pages of each released version in one locale, as a group made from inputs that are known before
 * any of its pages is parsed (see `PageGroup`): everything the locale's pages are rendered with (the
 * config, the layout, the routes, the client's files, the site data with every version's sidebars and the
 * versions list), the version's own pages as the render loop is handed them (their sources' text, front
 * matter and dates; titles, navigation and their routes in the other versions), the version's API
 * reference (its model and settings), and the routes of every version's pages. A version with an `.mdx`
 * page has no group: such a page depends on the files it imports, which none of these name.
 */
export interface VersionGroups {
  /** The pages from `start` to `end` as runs of consecutive pages, each of one group (at `offset` in it) or of none. */
  runs(start: number, end: number): PageRun[];
}

export interface PageRun {
  start: number;
  end: number;
  /** The group of the run's pages, and the place of its first page in the group. */
  group?: { group: PageGroup; offset: number };
}

export interface VersionGroupsInput {
  input: LocaleRenderInput;
  theme: Theme;
  locale: LocaleInfo;
  site: SiteData;
  /** The locale's docs pages, in page order, each with its version. */
  docsPages: readonly SitePage[];
  /** The API references, in page order after the docs pages, and how many pages each has. */
  references: readonly SiteApi[];
  counts: readonly number[];
  /** The locale's pages in all. */
  total: number;
}

/** The groups of a versioned locale's pages; none on a site without released versions. */
export function versionGroups({ input, theme, locale, site, docsPages, references, counts, total }: VersionGroupsInput): VersionGroups | undefined {
  if (!input.layout.versions?.some((version) => version.name !== CURRENT_VERSION)) return undefined;
  const released = (version: string | undefined): version is string => version !== undefined && version !== CURRENT_VERSION;
  const members = new Map<string, { docs: SitePage[]; references: SiteApi[]; places: number[] }>();
  const member = (version: string) => {
    let known = members.get(version);
    if (!known) members.set(version, (known = { docs: [], references: [], places: [] }));
    return known;
  };
  for (const [index, entry] of docsPages.entries()) {
    if (!released(entry.page.version)) continue;
    const own = member(entry.page.version);
    own.docs.push(entry);
    own.places.push(index);
  }
  let offset = docsPages.length;
  for (const [index, reference] of references.entries()) {
    const count = counts[index]!;
    if (released(reference.version) && count > 0) {
      const own = member(reference.version);
      own.references.push(reference);
      for (let place = offset; place < offset + count; place += 1) own.places.push(place);
    }
    offset += count;
  }
  // What every group of the locale shares, made once so a step can tell it is the same.
  const common = {
    locale,
    locales: input.locales,
    config: input.config,
    root: input.root ?? null,
    layout: input.layout,
    categories: [input.sources.categories, input.sources.categoryFiles, input.sources.sectionCategories ?? null],
    routesByPath: input.routesByPath,
    assets: input.assets,
    pageAssets: input.pageAssets,
    scan: input.scan !== undefined,
  };
  const routes = { docs: docsPages.map((entry) => [entry.page.route, entry.page.sidebarId ?? '', entry.page.version ?? '']), api: references.map((reference) => [reference.version ?? '', reference.sidebarId ?? '', apiPageRoutes(reference)]) };
  const at: Array<{ group: PageGroup; index: number } | undefined> = new Array<undefined>(total).fill(undefined);
  for (const [version, own] of members) {
    if (own.docs.some((entry) => entry.source && isMdxPage(entry.source.source.file))) continue;
    const group: PageGroup = {
      name: `${version} (${locale.code})`,
      theme,
      inputs: () => [
        'released version pages',
        version,
        common,
        site,
        routes,
        own.docs,
        ...own.references.flatMap((reference) => [{ route: reference.route, sidebarId: reference.sidebarId ?? null, version: reference.version ?? null, homeRoute: reference.homeRoute ?? null, schemaPages: reference.schemaPages ?? null, links: reference.links ?? null, math: reference.math ?? false, html: reference.html ?? 'error', label: reference.label(locale.code) }, reference.api ?? null]),
      ],
    };
    for (const [index, place] of own.places.entries()) at[place] = { group, index };
  }
  return {
    runs(start, end) {
      const runs: PageRun[] = [];
      for (let place = start; place < end; place += 1) {
        const here = at[place];
        const last = runs.at(-1);
        const before = place > start ? at[place - 1] : undefined;
        if (last && (here === undefined ? before === undefined : before?.group === here.group && before.index + 1 === here.index)) last.end = place + 1;
        else runs.push({ start: place, end: place + 1, ...(here ? { group: { group: here.group, offset: here.index } } : {}) });
      }
      return runs;
    },
  };
}
