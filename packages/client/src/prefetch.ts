import { canPrefetch } from './connection.js';
import { loadPage } from './pageLoader.js';

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
