import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { generateSite } from '../synthetic/generate.mjs';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs } from '../lib/stats.mjs';

const BUDGET_BYTES = 100 * 1024;
const QUERIES = ['refresh token', 'torrnt'];

/**
 * The search of a generated site of `docs` docs pages (one locale, no API): built with the CLI, then the
 * browser's search code (bundled for Node from its source) opens the built index and runs a first query
 * (a fresh reader each time), reading the files from the output folder; what it fetches is counted gzip.
 * The whole index, as one file, is weighed beside it.
 */
export async function measureSearchLarge({ root, docs, timeoutMs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-search-'));
  try {
    const dir = path.join(work, 'site');
    generateSite({ dir, docs, operations: 1, seed: 1, translated: 0 });
    const config = 'laguna-docs.search.config.mjs';
    fs.writeFileSync(path.join(dir, config), `import base from './laguna-docs.docs-only.config.mjs';\nexport default { ...base, locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } };\n`);
    const outDir = path.join(work, 'out');
    const built = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--config', config, '--out', outDir], { cwd: dir, timeoutMs });
    log(`  built ${docs} docs in ${formatMs(built.wallMs)}${built.code === 0 ? '' : `: ${failureSummary(built)}`}`);
    if (built.code !== 0) return { name: 'search-large', title: 'Search of a large site', rows: [{ what: `search first query, ${docs}-page site`, measured: `not measured: ${failureSummary(built)}`, budget: '≤ 100 KB gzip', ok: null }], details: {} };
    const engine = await loadReader(root);
    const indexFile = path.join(outDir, 'search-index/en.json');
    const rows = [];
    const details = { docs, queries: [] };
    for (const query of QUERIES) {
      const fetched = new Map();
      const fetchJson = async (url) => {
        const text = fs.readFileSync(path.join(outDir, url));
        fetched.set(url, zlib.gzipSync(text).length);
        return JSON.parse(text.toString('utf8'));
      };
      const started = performance.now();
      const results = await engine.run('search-index/en.json', fetchJson, query);
      const ms = performance.now() - started;
      const bytes = [...fetched.values()].reduce((sum, size) => sum + size, 0);
      details.queries.push({ query, bytes, files: fetched.size, results: results.length, ms: Math.round(ms) });
      rows.push({ what: `search first query "${query}", ${docs}-page site (${results.length} results)`, measured: `${formatBytes(bytes)} gzip in ${fetched.size} files, ${formatMs(ms)} in Node`, budget: '≤ 100 KB gzip', ok: bytes <= BUDGET_BYTES && results.length > 0 });
    }
    const manifest = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
    if (manifest.fragments) {
      const whole = JSON.stringify(manifest.sections.map((_, page) => JSON.parse(fs.readFileSync(path.join(outDir, `search-index/en/d/${page}.json`), 'utf8'))));
      details.whole = { bytes: whole.length, gzip: zlib.gzipSync(whole).length };
      rows.push({ what: `the same index as one file (before fragments), ${docs}-page site`, measured: `${formatBytes(details.whole.bytes)} (gzip ${formatBytes(details.whole.gzip)})`, budget: '', ok: null });
    }
    return { name: 'search-large', title: 'Search of a large site', rows, details };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The client's reader of the index, as the dialog uses it: whole or in fragments. */
async function loadReader(root) {
  const entry = `import { isSearchManifest } from './packages/shared/src/index.ts';
import { createIndex, search } from './packages/client/src/search/engine.ts';
import { openFragments, searchFragments } from './packages/client/src/search/fragments.ts';
export async function run(url, fetchJson, query) {
  const loaded = await fetchJson(url);
  if (isSearchManifest(loaded)) return searchFragments(openFragments(loaded, url, fetchJson), query, 20);
  return search(createIndex(loaded), query, 20);
}`;
  const result = await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, nodePaths: [path.join(root, 'packages/client/node_modules')], logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
