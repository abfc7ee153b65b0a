import { readingVersion, STORAGE_KEYS, type PageData, type SiteData } from '@laguna-docs/shared';

/** What the version choice is read from: `localStorage` in the browser. */
export type VersionStorage = Pick<Storage, 'getItem'>;

/**
 * The name of the docs version the reader is reading, for search to show that version's pages: the page's
 * own, else the stored choice, else the latest (the theme's dropdown marks the same one). `undefined` on a
 * site without versions, where every page is shown. Blocked storage counts as no choice.
 */
export function versionBeingRead(site: SiteData, page: Pick<PageData, 'version'>, storage: () => VersionStorage | undefined = () => window.localStorage): string | undefined {
  if (!site.versions) return undefined;
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(STORAGE_KEYS.docsVersion) ?? null;
  } catch {
    // Private modes may refuse storage: the reader just has no stored choice.
  }
  return readingVersion(site.versions, page.version, stored)?.name;
}
