import type { SiteData } from '@laguna-docs/shared';
import { t } from '../t.js';

/**
 * Opens the runtime's search dialog (`[data-laguna-search]`; the runtime loads the dialog on first use).
 * Shown only when the build wrote a search index, and only with JavaScript, which search needs.
 */
export function SearchButton({ site }: { site: SiteData }) {
  if (!site.assets.search) return null;
  return (
    // Named by its visible text (hidden visually, not from screen readers, on narrow screens).
    <button type="button" className="search-button" data-laguna-search="" aria-keyshortcuts="Control+K Meta+K /">
      <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
      </svg>
      <span className="search-button-text">{t(site, 'search.button')}</span>
      <kbd className="search-button-key" aria-hidden="true">Ctrl K</kbd>
    </button>
  );
}
