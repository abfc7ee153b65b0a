import type { VersionInfo } from './versions.js';

/**
 * Which docs version a reader is reading, as the theme (dropdown, banners, navbar links) and the client's
 * search agree on it. Written once here so the two cannot disagree.
 */

/** The latest released version: the one of kind `latest`, else the first released one, else the first. */
export function latestVersion(versions: readonly VersionInfo[]): VersionInfo | undefined {
  return versions.find((version) => version.kind === 'latest') ?? versions.find((version) => version.kind !== 'current') ?? versions[0];
}

/**
 * The version a stored choice names. The choice is stored by name; a site that had one version stored
 * its label (`Next`) instead, so a label is understood too, and the reader's old choice still counts.
 */
export function findVersion(versions: readonly VersionInfo[], stored: string | null | undefined): VersionInfo | undefined {
  if (!stored) return undefined;
  return versions.find((version) => version.name === stored) ?? versions.find((version) => version.label === stored);
}

/**
 * The version being read: the page's own (a docs or API page of a version), else the reader's stored
 * choice when it names a version of the site, else the latest. `undefined` on a site without versions.
 */
export function readingVersion(versions: readonly VersionInfo[] | undefined, pageVersion: string | undefined, stored: string | null | undefined): VersionInfo | undefined {
  if (!versions || versions.length === 0) return undefined;
  return findVersion(versions, pageVersion) ?? findVersion(versions, stored) ?? latestVersion(versions);
}

/**
 * Where a version starts for a reader of a page: on an API page its API reference, elsewhere its docs
 * home, each falling back to the other when the version has only one of them.
 */
export function versionHome(version: VersionInfo, api: boolean): string | undefined {
  return api ? (version.apiRoute ?? version.docsHome) : (version.docsHome ?? version.apiRoute);
}

/**
 * The route a navbar link leads to for a reader of `reading`: a link to the latest version's API
 * reference leads to the reading version's, and a link into the latest version's docs (its docs home or
 * any docs route under the same first segment that is not another version's) leads to the reading
 * version's docs home. Any other route, and every route while the latest is read, stays as it is.
 */
export function routeForVersion(route: string, versions: readonly VersionInfo[], reading: VersionInfo): string {
  const latest = latestVersion(versions);
  if (!latest || reading.name === latest.name) return route;
  if (latest.apiRoute && route === latest.apiRoute) return reading.apiRoute ?? route;
  if (latest.docsHome && isDocsRouteOf(route, latest.docsHome, versions)) return reading.docsHome ?? route;
  return route;
}

const segments = (route: string) => route.split('/').filter(Boolean);

/**
 * Whether `route` is a docs route of the version whose docs start at `docsHome`: the home itself, or a
 * route under the same section (`/docs/…`) whose next segment is not another version's path
 * (`/docs/next/…`, `/docs/0.9/…`).
 */
function isDocsRouteOf(route: string, docsHome: string, versions: readonly VersionInfo[]): boolean {
  if (route === docsHome) return true;
  const [section] = segments(docsHome);
  const [first, second] = segments(route);
  if (!section || first !== section) return false;
  const otherPaths = new Set(versions.flatMap((version) => {
    const home = version.docsHome ? segments(version.docsHome) : [];
    return home[0] === section && home.length > 1 && version.docsHome !== docsHome ? [home[1]] : [];
  }));
  return second === undefined || !otherPaths.has(second);
}
