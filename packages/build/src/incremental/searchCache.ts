import { searchDocument } from '../searchIndex.js';
import type { SitePage } from '../assemblePages.js';
import { pageFingerprint } from './renderCache.js';
import { incrementalState, type HasIncrementalState } from './state.js';

/**
 * A page's search index entry, taken from the previous build when the page's data and content are the
 * same: extracting the text of every page is a third of a warm rebuild otherwise. Without a cache this
 * is plain `searchDocument`.
 */
export function searchDocumentCached(cache: HasIncrementalState | undefined, entry: SitePage): ReturnType<typeof searchDocument> {
  if (!cache) return searchDocument(entry);
  return incrementalState(cache).search.use(pageFingerprint(cache, entry), () => searchDocument(entry));
}
