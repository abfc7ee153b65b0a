#!/usr/bin/env node
// Where the bytes of a built site go: per kind of file and, for API pages, per part of a page (head,
// navbar, sidebar, table of contents, each section of the content, footer, page data).
//
//   node bench/apiWeight.mjs <built site folder> [--route /api]
import fs from 'node:fs';
import path from 'node:path';
import { formatBytes } from './lib/stats.mjs';
import { filesUnder } from './lib/files.mjs';

const [out, ...rest] = process.argv.slice(2);
if (!out) {
  console.error('usage: node bench/apiWeight.mjs <built site folder> [--route /api]');
  process.exit(1);
}
const route = rest[0] === '--route' ? rest[1] : '/api';
const apiDir = path.join(out, route.replace(/^\//, ''));

/** Files by kind: API operation pages, schema pages, other HTML, markdown copies, the rest by folder. */
function kindOf(file) {
  const relative = path.relative(out, file);
  if (file.startsWith(apiDir + path.sep) && file.endsWith('.html')) return path.dirname(file) === apiDir ? 'api pages (html)' : `api ${path.basename(path.dirname(file))} pages (html)`;
  if (file.endsWith('.md')) return 'markdown copies';
  if (file.endsWith('.html')) return 'other html';
  return relative.includes(path.sep) ? `${relative.split(path.sep)[0]}/` : relative;
}

/** The bytes between `open` and the end of its element, found by counting tags of the same name. */
function element(html, open, from = 0) {
  const start = html.indexOf(open, from);
  if (start < 0) return undefined;
  const name = /^<([a-z0-9]+)/.exec(open)[1];
  const tag = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tag.lastIndex = start + 1;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start, end: html.indexOf('>', match.index) + 1 };
  }
  return undefined;
}

/** One page cut into named parts; what no part claims is `other`. */
function partsOf(html) {
  const parts = {};
  const add = (name, range) => {
    if (range) parts[name] = (parts[name] ?? 0) + Buffer.byteLength(html.slice(range.start, range.end));
  };
  add('head', element(html, '<head>'));
  add('navbar', element(html, '<header class="navbar"'));
  add('sidebar', element(html, '<aside'));
  add('footer', element(html, '<footer'));
  // The page's hydration data (an API page may hold other JSON, such as its request plan, in its content).
  add('page data', element(html, '<script type="application/json" id="__laguna_data"'));
  const main = element(html, '<main');
  if (main) {
    add('toc', element(html, '<nav class="toc"', main.start));
    add('breadcrumbs', element(html, '<nav class="breadcrumbs"', main.start));
    let sectionsBytes = 0;
    for (let at = html.indexOf('<section', main.start); at >= 0 && at < main.end; ) {
      const section = element(html, '<section', at);
      if (!section) break;
      const id = /<h2 id="([^"]+)"/.exec(html.slice(section.start, section.start + 300))?.[1] ?? 'section';
      add(`section ${id}`, section);
      // Code blocks inside: their markup, by part.
      const code = html.slice(section.start, section.end);
      parts[`  of which code blocks`] = (parts['  of which code blocks'] ?? 0) + [...code.matchAll(/<div class="code-block"[\s\S]*?<\/pre>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
      sectionsBytes += section.end - section.start;
      at = html.indexOf('<section', section.end);
    }
    const contentStart = html.indexOf('data-content', main.start);
    parts['content before sections'] = html.indexOf('<section', main.start) >= 0 ? Buffer.byteLength(html.slice(contentStart, html.indexOf('<section', main.start))) : 0;
  }
  const claimed = Object.entries(parts).filter(([name]) => !name.startsWith(' ')).reduce((sum, [, bytes]) => sum + bytes, 0);
  parts.other = Buffer.byteLength(html) - claimed;
  return parts;
}

const byKind = new Map();
const partsByKind = new Map();
for (const file of filesUnder(out)) {
  const kind = kindOf(file.path);
  const total = byKind.get(kind) ?? { files: 0, bytes: 0 };
  total.files++;
  total.bytes += file.size;
  byKind.set(kind, total);
  if (kind.startsWith('api') && file.name !== 'introduction.html') {
    const sums = partsByKind.get(kind) ?? new Map();
    for (const [name, bytes] of Object.entries(partsOf(fs.readFileSync(file.path, 'utf8')))) sums.set(name, (sums.get(name) ?? 0) + bytes);
    partsByKind.set(kind, sums);
  }
}

const all = [...byKind.values()].reduce((sum, { bytes }) => sum + bytes, 0);
console.log(`output: ${formatBytes(all)}`);
for (const [kind, { files, bytes }] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`  ${kind.padEnd(28)} ${String(files).padStart(6)} files ${formatBytes(bytes).padStart(10)}`);
for (const [kind, sums] of partsByKind) {
  const files = byKind.get(kind).files - (kind === 'api pages (html)' ? 1 : 0);
  console.log(`\n${kind}, per part (total, per page):`);
  for (const [name, bytes] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(28)} ${formatBytes(bytes).padStart(10)} ${formatBytes(Math.round(bytes / files)).padStart(10)}`);
}
