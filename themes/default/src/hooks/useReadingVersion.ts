import { useEffect, useState } from 'react';
import { readingVersion, STORAGE_KEYS, type PageData, type SiteData, type VersionInfo } from '@laguna-docs/shared';
import { readStorage } from '../storage.js';
import { CHOICE_EVENT } from '../versionChoice.js';

export { storeVersionChoice } from '../versionChoice.js';

/**
 * The reader's stored docs version choice: `undefined` while rendering on the server and hydrating (storage
 * is the browser's, and hydration must match the server's markup), then the stored value or `null`. Read
 * only on a site with versions: elsewhere it stays `undefined`, with no storage read and no listener.
 */
export function useStoredVersion(site: SiteData): string | null | undefined {
  const versions = site.versions;
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!versions) return;
    const read = () => setStored(readStorage(STORAGE_KEYS.docsVersion));
    read();
    window.addEventListener(CHOICE_EVENT, read);
    return () => window.removeEventListener(CHOICE_EVENT, read);
  }, [versions]);
  return stored;
}

/**
 * The docs version the reader is reading (see `readingVersion`): the page's own, else their stored choice,
 * else the latest. The server renders the page's version or the latest, and the stored choice takes over
 * after hydration. `undefined` on a site without versions.
 */
export function useReadingVersion(site: SiteData, page: PageData): VersionInfo | undefined {
  return readingVersion(site.versions, page.version, useStoredVersion(site));
}
