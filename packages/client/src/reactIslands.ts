// The React chunk of a page without whole-page hydration: loaded by the pages with islands alone, it
// hands them this React (see `loadIslands`).
export { loadIslands } from './loadIslands.js';
