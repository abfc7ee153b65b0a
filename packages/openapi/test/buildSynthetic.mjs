// Builds a site whose API reference comes from the synthetic spec (1,000 operations by default) with the
// laguna-docs CLI, and prints the build time, the peak memory and the largest API page.
// Usage: node packages/openapi/test/buildSynthetic.mjs [operations] [schemas] (after `node scripts/build-packages.mjs`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syntheticSpec } from '../dist/synthetic.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const operations = Number(process.argv[2] ?? 1000);
const schemas = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-synthetic-'));
fs.mkdirSync(path.join(site, 'content/en/pages'), { recursive: true });
fs.mkdirSync(path.join(site, 'content/en/docs'), { recursive: true });
fs.mkdirSync(path.join(site, 'content/sl/pages'), { recursive: true });
fs.mkdirSync(path.join(site, 'openapi'));
fs.writeFileSync(path.join(site, 'content/en/pages/index.md'), '# Synthetic\n\nSee the [API](/api).\n');
// The theme links to /docs from every page.
fs.writeFileSync(path.join(site, 'content/en/docs/index.md'), '# Docs\n\nThe API reference is at [/api](/api).\n');
fs.writeFileSync(path.join(site, 'content/sl/pages/index.md'), '# Sintetično\n\nGlej [API](/api).\n');
fs.writeFileSync(path.join(site, 'openapi/synthetic.json'), JSON.stringify(syntheticSpec({ operations, ...(schemas ? { schemas } : {}) }), null, 2));
fs.writeFileSync(
  path.join(site, 'laguna-docs.config.mjs'),
  `export default ${JSON.stringify({
    title: 'Synthetic',
    url: 'https://example.org',
    basePath: '/synthetic/',
    locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
    openapi: { spec: 'openapi/synthetic.json', route: '/api' },
  })};\n`,
);

const out = path.join(site, 'out');
const started = performance.now();
const child = spawn(process.execPath, [...process.execArgv, path.join(repo, 'bin/laguna-docs.js'), 'build', '--config', path.join(site, 'laguna-docs.config.mjs'), '--out', out], { stdio: ['ignore', 'inherit', 'inherit'] });
// Peak resident memory, read from /proc while the build runs (Linux only).
let peak = 0;
const poll = setInterval(() => {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  } catch {
    // The process has just ended.
  }
}, 25);
const code = await new Promise((resolve) => child.on('exit', resolve));
clearInterval(poll);
const seconds = (performance.now() - started) / 1000;
// Sizes of the English API pages, operation and schema pages alike.
const pageSizes = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => fs.statSync(path.join(dir, entry.name)).size) : []);
const schemaPages = pageSizes(path.join(out, 'api/schemas'));
const pages = [...pageSizes(path.join(out, 'api')), ...schemaPages];
pages.sort((a, b) => b - a);
console.log(
  JSON.stringify({
    operations,
    exitCode: code,
    seconds: Number(seconds.toFixed(2)),
    peakRssMb: peak ? Math.round(peak / 1024) : 'unknown',
    apiPages: pages.length,
    schemaPages: schemaPages.length,
    largestPageKb: Math.round((pages[0] ?? 0) / 1024),
    medianPageKb: Math.round((pages[Math.floor(pages.length / 2)] ?? 0) / 1024),
    outputMb: code === 0 ? Number((folderBytes(out) / 1e6).toFixed(1)) : undefined,
    site,
  }),
);

/** Bytes of every file under a folder. */
function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}
