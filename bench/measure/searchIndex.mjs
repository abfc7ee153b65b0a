import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { formatBytes, formatMs, median } from '../lib/stats.mjs';

const RUNS = 7;

/**
 * The search index of each locale of a built site: its size on the wire, and the time from the downloaded
 * JSON to the first result, both for the index the browser builds (what laguna-docs ships) and for
 * MiniSearch's own serialized index (the alternative: prebuilt at build time, loaded with `loadJSON`).
 * Times are in Node on this machine, a stand-in for a browser's main thread.
 */
export async function measureSearchIndex({ root, outDir, source }) {
  const engine = await loadEngine(root);
  const rows = [];
  const locales = [];
  const chunk = fs.readdirSync(path.join(outDir, 'assets')).find((file) => /^search\.[0-9a-f]+\.js$/.test(file));
  if (chunk) {
    const bytes = fs.readFileSync(path.join(outDir, 'assets', chunk));
    rows.push({ what: `search chunk (${chunk}, loaded when search opens)`, measured: `${formatBytes(bytes.length)} (gzip ${formatBytes(gzip(bytes))})`, budget: '', ok: null });
  }
  // A large site's index is in fragments, in a folder per locale beside its manifest: weighed by search-large.
  for (const file of fs.readdirSync(path.join(outDir, 'search-index')).filter((name) => name.endsWith('.json')).sort()) {
    const text = fs.readFileSync(path.join(outDir, 'search-index', file), 'utf8');
    const locale = path.basename(file, '.json');
    const docs = JSON.parse(text);
    if (!Array.isArray(docs)) continue;
    const sections = docs.reduce((sum, doc) => sum + doc.c.length, 0);
    const query = 'torrnt';
    const fromDocs = times(() => engine.search(engine.createIndex(JSON.parse(text)), query));
    const serialized = JSON.stringify({ docs, index: engine.createIndex(docs).engine });
    const fromSerialized = times(() => {
      const { docs: loaded, index } = JSON.parse(serialized);
      return engine.search(engine.loadIndex(loaded, JSON.stringify(index)), query);
    });
    const measured = { locale, pages: docs.length, sections, bytes: text.length, gzip: gzip(text), firstResultMs: fromDocs, serialized: { bytes: serialized.length, gzip: gzip(serialized), firstResultMs: fromSerialized } };
    locales.push(measured);
    rows.push({ what: `search index, ${locale} (${docs.length} pages, ${sections} sections)`, measured: `${formatBytes(measured.bytes)} (gzip ${formatBytes(measured.gzip)})`, budget: '', ok: null });
    rows.push({ what: `search, ${locale}: JSON → index → first result, median of ${RUNS}`, measured: `${formatMs(fromDocs)} (prebuilt MiniSearch index: ${formatBytes(measured.serialized.gzip)} gzip, ${formatMs(fromSerialized)})`, budget: '', ok: null });
  }
  return { name: 'search', title: 'Search index', rows, details: { source, locales } };
}

function gzip(data) {
  return zlib.gzipSync(data, { level: 6 }).length;
}

function times(run) {
  const list = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    list.push(performance.now() - started);
  }
  return Math.round(median(list) * 10) / 10;
}

/** The client's search engine, bundled for Node from its source, with a loader of MiniSearch's serialized form. */
async function loadEngine(root) {
  const entry = `export { createIndex, search } from './packages/client/src/search/engine.ts';
import MiniSearch from 'minisearch';
import { createIndex } from './packages/client/src/search/engine.ts';
export function loadIndex(docs, json) {
  const built = createIndex([]);
  return { engine: MiniSearch.loadJSON(json, built.engine._options), sections: docs.flatMap((doc) => doc.c.map((_, section) => ({ doc, section }))) };
}`;
  const result = await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, nodePaths: [path.join(root, 'packages/client/node_modules')], logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
