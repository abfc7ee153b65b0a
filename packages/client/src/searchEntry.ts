// The lazily loaded search chunk: the dialog and the ranking, fetched the first time a reader searches.
export { createSearchDialog, type SearchDialog, type SearchDialogOptions } from './search/dialog.js';
export { createIndex, search, type SearchIndex, type SearchResult } from './search/engine.js';
export { openFragments, searchFragments, type FetchJson, type FragmentIndex } from './search/fragments.js';
