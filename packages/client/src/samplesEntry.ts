// The lazily loaded request sample chunk: fetched by API pages that leave samples to the browser, which it writes (and chooses the sample language the reader chose last).
export { showSamples, writeSamples } from './samples.js';
