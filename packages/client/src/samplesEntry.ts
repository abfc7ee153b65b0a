// The lazily loaded request sample chunk: fetched by API pages that leave samples to the browser, which it writes.
export { writeSamples } from './samples.js';
