// What `serve` of a built folder needs, without the dev server: that loads the whole build, and a
// command serving files from disk starts faster without it.
export { serveDirectory, type ServeDirectoryOptions } from './serveDirectory.js';
export { urlHost, type RunningServer } from './listen.js';
export { siteLayout } from './siteLayout.js';
export { openBrowser } from './openBrowser.js';
