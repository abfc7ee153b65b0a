import { renderContent, renderDocument } from '@laguna-docs/render';
import type { SiteData, Theme } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import { incrementalState, type HasIncrementalState } from './state.js';

const siteFingerprints = new WeakMap<SiteData, string>();
const pageFingerprints = new WeakMap<SitePage, string>();

/**
 * The fingerprint of a page's own inputs: its page data and its content. A parsed tree or API page data
 * is never changed once made, so it counts by identity; the small page data around it by value.
 * Computed once per page and build: the render and the search index both key on it.
 */
export function pageFingerprint(cache: HasIncrementalState, entry: SitePage): string {
  let key = pageFingerprints.get(entry);
  if (key === undefined) {
    const { identities } = incrementalState(cache);
    const content = entry.content;
    if (content.type === 'markdown') identities.of(content.hast);
    if (content.type === 'custom' && content.data !== null && typeof content.data === 'object') identities.of(content.data);
    key = identities.fingerprint([entry.page, content]);
    pageFingerprints.set(entry, key);
  }
  return key;
}

/**
 * Renders one page to its HTML document, or returns the document an earlier build made from the same
 * inputs: the theme, the locale's site data, the page data and the page's content. That is what keeps a
 * markdown edit cheap on a site of any size: the edited page is rendered again, and so is every page
 * whose sidebar, pagination or site data shows something that changed (a new title shows in every
 * sidebar), but nothing else. Without a cache this renders.
 */
export function renderPageCached(cache: HasIncrementalState | undefined, theme: Theme, site: SiteData, entry: SitePage): string {
  const render = () => renderDocument({ theme, site, page: { ...entry.page, contentHtml: renderContent({ theme, site, page: entry.page, content: entry.content }) } });
  if (!cache) return render();
  const { identities, renders } = incrementalState(cache);
  let siteKey = siteFingerprints.get(site);
  if (siteKey === undefined) {
    siteKey = identities.fingerprint(site);
    siteFingerprints.set(site, siteKey);
  }
  return renders.use(`${identities.of(theme)}|${siteKey}|${pageFingerprint(cache, entry)}`, render);
}
