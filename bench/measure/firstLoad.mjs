import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatBytes } from '../lib/stats.mjs';

const BUDGET_BYTES = 80_000;

/** The pages whose first load is weighed: the home page, a docs page and an API operation page. */
export const FIRST_LOAD_PAGES = [
  { label: 'home', file: 'index.html' },
  { label: 'docs page', file: 'docs/intro.html' },
  { label: 'API page', file: 'api/torrent-put.html' },
];

/**
 * Budget 3: what a first visit to a page downloads, gzipped: the HTML plus every stylesheet, module
 * script and module preload it names, plus the JS chunks those scripts import statically (found with
 * esbuild's metafile; dynamic `import()` is lazy and not counted). Sizes are gzip at zlib's default
 * level 6 (what static hosts usually send); level 9 is in the details.
 */
export async function measureFirstLoad({ outDir, source }) {
  const rows = [];
  const pages = [];
  for (const { label, file } of FIRST_LOAD_PAGES) {
    const htmlFile = path.join(outDir, file);
    if (!fs.existsSync(htmlFile)) {
      rows.push({ what: `first load, ${label} (${file})`, measured: 'missing: the site has no such page yet', budget: '≤ 80 KB gzip', ok: null });
      pages.push({ label, file, missing: true });
      continue;
    }
    const weight = await weighPage(outDir, htmlFile);
    pages.push({ label, file, ...weight });
    const parts = ['html', 'css', 'js'].map((kind) => `${kind.toUpperCase()} ${formatBytes(weight.gzip6[kind])}`).join(' + ');
    rows.push({
      what: `first load, ${label} (${file}): ${parts}`,
      measured: `${formatBytes(weight.gzip6.total)} (gzip -6; -9: ${formatBytes(weight.gzip9.total)})`,
      budget: '≤ 80 KB gzip',
      ok: weight.gzip6.total <= BUDGET_BYTES,
    });
  }
  return { name: 'weight', title: 'First-load weight', rows, details: { source, pages } };
}

export async function weighPage(outDir, htmlFile) {
  const html = fs.readFileSync(htmlFile);
  const text = html.toString('utf8');
  const assets = new Map();
  const add = (file, kind) => {
    if (file && !assets.has(file)) assets.set(file, kind);
  };
  for (const tag of text.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('stylesheet')) add(localFile(outDir, attribute(tag, 'href')), 'css');
    if (rel.includes('modulepreload')) add(localFile(outDir, attribute(tag, 'href')), 'js');
  }
  for (const tag of text.match(/<script\b[^>]*>/gi) ?? []) add(localFile(outDir, attribute(tag, 'src')), 'js');
  for (const [file, kind] of [...assets]) {
    if (kind === 'js') for (const imported of await staticImports(file)) add(imported, 'js');
  }

  const sizes = { raw: { html: html.length, css: 0, js: 0 }, gzip6: { html: gzip(html, 6), css: 0, js: 0 }, gzip9: { html: gzip(html, 9), css: 0, js: 0 } };
  const files = [];
  for (const [file, kind] of assets) {
    const contents = fs.readFileSync(file);
    const entry = { file: path.relative(outDir, file), kind, raw: contents.length, gzip6: gzip(contents, 6), gzip9: gzip(contents, 9) };
    files.push(entry);
    for (const measure of ['raw', 'gzip6', 'gzip9']) sizes[measure][kind] += entry[measure];
  }
  for (const measure of Object.values(sizes)) measure.total = measure.html + measure.css + measure.js;
  const cssUrls = files.filter((entry) => entry.kind === 'css').flatMap((entry) => [...fs.readFileSync(path.join(outDir, entry.file), 'utf8').matchAll(/url\(\s*['"]?([^'")]+)/g)].map((match) => match[1])).filter((url) => !url.startsWith('data:'));
  return { ...sizes, files, ...(cssUrls.length ? { notCountedCssUrls: cssUrls } : {}) };
}

function gzip(buffer, level) {
  return zlib.gzipSync(buffer, { level }).length;
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The file an absolute site URL names, found by dropping the base path's segments until a file exists. */
function localFile(outDir, href) {
  if (!href || /^[a-z]+:|^\/\//i.test(href)) return undefined;
  const segments = decodeURI(href.split(/[?#]/)[0]).split('/').filter(Boolean);
  for (let skip = 0; skip < segments.length; skip += 1) {
    const candidate = path.join(outDir, ...segments.slice(skip));
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Files a module imports statically, directly or through other modules, read from esbuild's metafile. */
async function staticImports(file) {
  const { build } = await import('esbuild');
  const result = await build({ entryPoints: [file], bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent', absWorkingDir: path.dirname(file) });
  const inputs = result.metafile.inputs;
  const found = new Set();
  const visit = (key) => {
    for (const entry of inputs[key]?.imports ?? []) {
      if (entry.kind !== 'import-statement' || found.has(entry.path)) continue;
      found.add(entry.path);
      visit(entry.path);
    }
  };
  visit(path.basename(file));
  return [...found].map((key) => path.resolve(path.dirname(file), key));
}
