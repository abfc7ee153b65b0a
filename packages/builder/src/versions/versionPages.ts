import { type LocalizedString, localize } from '@laguna-docs/config';
import { firstSidebarRoute, UserError, type Diagnostic, type Sidebar, type VersionInfo } from '@laguna-docs/shared';
import { apiPageRoutes, type SiteApi } from '@laguna-docs/api-reference';
import type { SitePage } from '../assemblePages.js';
import type { BuiltVersion, DocsLayout } from './docsLayout.js';

/**
 * What a versioned site's pages need to know of the versions: which version each docs section and API
 * reference belongs to, the routes of every version's pages, and what the dropdown lists. Made per locale.
 */
export interface VersionIndex {
  /** The versions as the theme gets them (`SiteData.versions`), in the dropdown's order. */
  infos: VersionInfo[];
  /** Gives a page its version, the same page's route in the other versions, canonical and noindex. */
  decorate(entry: SitePage): SitePage;
}

interface Place {
  version: BuiltVersion;
  /** `docs` (a docs folder) or `api`: which pages of another version are the same kind. */
  part: string;
  base: string;
}

/** The version index of one locale, or none on a site without versions. */
export function versionIndex(layout: DocsLayout, references: readonly SiteApi[], docsPages: readonly SitePage[], sidebars: Record<string, Sidebar>, locale: string, defaultLocale: string): VersionIndex | undefined {
  const versions = layout.versions;
  if (!versions) return undefined;
  const byName = new Map(versions.map((version) => [version.name, version]));
  // Where each version's pages of each part start, and which routes each has.
  const places = new Map<string, Place>();
  const routesOf = new Map<string, Set<string>>();
  const placeKey = (version: string, part: string) => `${version}\0${part}`;
  for (const section of layout.sections) {
    const version = section.version !== undefined ? byName.get(section.version) : undefined;
    if (!version) continue;
    places.set(section.id, { version, part: section.folder, base: section.route });
    routesOf.set(placeKey(version.name, section.folder), new Set(docsPages.filter((entry) => entry.page.sidebarId === section.id).map((entry) => entry.page.route)));
  }
  const apiPlaces = new Map<string, Place>();
  for (const reference of references) {
    const version = reference.version !== undefined ? byName.get(reference.version) : undefined;
    if (!version || !reference.api) continue;
    apiPlaces.set(reference.sidebarId ?? 'api', { version, part: 'api', base: reference.route });
    routesOf.set(placeKey(version.name, 'api'), new Set(apiPageRoutes(reference)));
  }
  const baseOf = new Map([...places.values(), ...apiPlaces.values()].map((place) => [placeKey(place.version.name, place.part), place.base]));
  checkRouteClashes([...places.values(), ...apiPlaces.values()], routesOf, placeKey);
  const latest = versions.find((version) => version.kind === 'latest');

  const infos: VersionInfo[] = versions.map((version) => {
    const docs = layout.sections.find((section) => section.version === version.name && section.folder === 'docs');
    const sidebar = docs ? sidebars[docs.id] : undefined;
    const docsHome = sidebar ? firstSidebarRoute(sidebar.items) : undefined;
    const api = references.find((reference) => reference.version === version.name && reference.api);
    return { name: version.name, label: localize(version.label as LocalizedString, locale, defaultLocale), kind: version.kind, ...(docsHome ? { docsHome } : {}), ...(api ? { apiRoute: api.route } : {}) };
  });

  const decorate = (entry: SitePage): SitePage => {
    const { page } = entry;
    const place = page.sidebarId !== undefined ? (places.get(page.sidebarId) ?? apiPlaces.get(page.sidebarId)) : undefined;
    if (!place || !within(page.route, place.base)) return entry;
    const rest = page.route.slice(place.base.length);
    const alternates: Record<string, string> = {};
    for (const other of versions) {
      if (other === place.version) continue;
      const base = baseOf.get(placeKey(other.name, place.part));
      const route = base === undefined ? undefined : joinRoute(base, rest);
      if (route !== undefined && routesOf.get(placeKey(other.name, place.part))?.has(route)) alternates[other.name] = route;
    }
    // Other versions point search engines at the latest's same page; a page only they have is its own.
    const canonical = place.version.kind !== 'latest' && latest ? alternates[latest.name] : undefined;
    return {
      ...entry,
      page: { ...page, version: place.version.name, ...(Object.keys(alternates).length > 0 ? { versionAlternates: alternates } : {}), ...(canonical ? { canonicalRoute: canonical } : {}), ...(place.version.noindex ? { noindex: true } : {}) },
      ...(place.version.kind !== 'latest' ? { otherVersion: true as const } : {}),
      ...(place.version.noindex && !page.noindex ? { searchable: true as const } : {}),
    };
  };
  return { infos, decorate };
}

/** Whether `route` is `base` or below it. */
function within(route: string, base: string): boolean {
  return base === '/' || route === base || route.startsWith(`${base}/`);
}

function joinRoute(base: string, rest: string): string {
  if (base === '/') return rest === '' ? '/' : rest;
  return `${base}${rest}`;
}

/**
 * Refuses a version whose routes (`/api/<name>`, `/docs/<name>`) hold a page of another version: the
 * latest reference's `/api/introduction` page and a version named `introduction`, or an operation `ping`
 * and a version `ping`, would be written to one file, one page silently lost.
 */
function checkRouteClashes(placed: readonly Place[], routesOf: ReadonlyMap<string, ReadonlySet<string>>, placeKey: (version: string, part: string) => string): void {
  const problems: Diagnostic[] = [];
  for (const place of placed) {
    // The latest's routes are the sections' own: every other version lives inside them by design.
    if (place.version.kind === 'latest') continue;
    const own = placeKey(place.version.name, place.part);
    for (const [key, routes] of routesOf) {
      if (key === own) continue;
      const taken = [...routes].find((route) => route === place.base || route.startsWith(`${place.base}/`));
      if (taken === undefined) continue;
      const kind = place.part === 'api' ? 'API reference' : 'docs';
      problems.push({
        severity: 'error',
        code: 'config/version-route',
        message: `version "${place.version.name}"'s ${kind} at ${place.base} would take the route ${taken} of another version's page`,
        hint: `give the version another route with versions.released['${place.version.name}'].path in the config`,
      });
      break;
    }
  }
  if (problems.length > 0) throw new UserError(problems);
}
