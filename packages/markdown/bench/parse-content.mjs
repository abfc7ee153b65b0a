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

// CPU time as well as wall time: on a busy machine the wall clock mostly measures the other processes.
function parseAll() {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (const page of pages) parseMarkdown({ file: page.file, markdown: page.markdown, resolveLink: (url) => ({ href: url }) });
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}

const format = ({ wall, cpu }) => `${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms cpu (${(cpu / pages.length).toFixed(2)} ms cpu per page)`;
const cold = parseAll();
const warm = Array.from({ length: 10 }, parseAll).sort((a, b) => a.cpu - b.cpu);
const kb = pages.reduce((sum, page) => sum + page.markdown.length, 0) / 1024;
console.log(`${pages.length} pages, ${kb.toFixed(0)} KB of markdown (${(kb / pages.length).toFixed(1)} KB per page)`);
console.log(`first pass (cold: processor, grammars and JIT warm-up included): ${format(cold)}`);
console.log(`warm pass, median of 10: ${format(warm[5])}`);
