export { start } from './start.js';
export { canPrefetch } from './prefetch.js';
export { clientTarget, localeOfPath } from './links.js';
export { PROGRESS_DELAY_MS } from './ProgressBar.js';
