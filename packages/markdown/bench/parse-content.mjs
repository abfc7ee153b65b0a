// Times parsing every markdown page of a content folder with the compiled parser (run
// `node scripts/build-packages.mjs` first). Usage: node packages/markdown/bench/parse-content.mjs [content dir]
// Front matter is cut off as the content stage does, so only the markdown stage is measured.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMarkdown } from '../dist/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contentDir = path.resolve(process.argv[2] ?? path.join(root, 'content'));
const pages = fs
  .readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, markdown: bodyOf(fs.readFileSync(path.join(contentDir, file), 'utf8')) }));

function bodyOf(text) {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

function parseAll() {
  const started = performance.now();
  for (const page of pages) parseMarkdown({ file: page.file, markdown: page.markdown, resolveLink: (url) => ({ href: url }) });
  return performance.now() - started;
}

const cold = parseAll();
const warm = [];
for (let run = 0; run < 10; run++) warm.push(parseAll());
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)];
const kb = pages.reduce((sum, page) => sum + page.markdown.length, 0) / 1024;
console.log(`${pages.length} pages, ${kb.toFixed(0)} KB of markdown`);
console.log(`first pass (cold, includes building the processor): ${cold.toFixed(1)} ms`);
console.log(`warm pass, median of 10: ${median.toFixed(1)} ms, ${(median / pages.length).toFixed(2)} ms per page`);
