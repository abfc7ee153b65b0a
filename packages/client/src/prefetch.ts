import { loadPage } from './pageLoader.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether prefetching is allowed: never when the reader asked to save data or the connection is
 * 2g or slower (spec: prefetching is skipped on slow connections or when data saving is on).
 */
export function canPrefetch(connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}

/**
 * Prefetches the page behind a link when the pointer rests on it or it gets focus. A prefetch that
 * fails logs a warning; navigating there later tries again and falls back to a full load.
 */
export function installPrefetch(isInternal: (anchor: HTMLAnchorElement) => string | undefined): () => void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || !canPrefetch()) return;
    const url = isInternal(anchor);
    if (!url) return;
    loadPage(url).catch((error: unknown) => console.warn(`laguna-docs: prefetch of ${url} failed; the page will load in full when opened.`, error));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
