#!/usr/bin/env node
// Parse CPU per page, markdown text to mdast, of the synthetic docs pages (both locales) and of the 1 MB
// page of short sections: the page parser as a build runs it (the fast path, micromark where it leaves a
// page) against micromark alone, in one process, in alternated runs.
// `node bench/markdownParse.mjs [--pages 400] [--runs 3]`
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generateDoc } from './synthetic/markdown.mjs';
import { createRandom } from './synthetic/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const pageCount = option('pages', 400);
const runs = option('runs', 3);

// The parsers from the package's TypeScript sources, bundled for this process.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-parse-'));
const entry = path.join(work, 'entry.mjs');
await build({
  stdin: {
    contents: [
      `export { fastParse } from ${JSON.stringify(path.join(root, 'packages/markdown/src/fast/fastParse.ts'))};`,
      `export { processorFor } from ${JSON.stringify(path.join(root, 'packages/markdown/src/createProcessor.ts'))};`,
      `export { mayHoldTable } from ${JSON.stringify(path.join(root, 'packages/markdown/src/gfm/remark-without-tables.ts'))};`,
      `export { parseInSections } from ${JSON.stringify(path.join(root, 'packages/markdown/src/sections/parseInSections.ts'))};`,
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: entry,
  conditions: ['source'],
  logLevel: 'error',
  banner: { js: "import { createRequire as benchRequire } from 'node:module'; const require = benchRequire(import.meta.url);" },
});
const { fastParse, processorFor, mayHoldTable, parseInSections } = await import(pathToFileURL(entry).href);
fs.rmSync(work, { recursive: true, force: true });

/** micromark as the page parser runs it: without email literals (the page's tree when no `@` is in its text), tables only where one may be. */
const micromark = (text) => processorFor({}, { emailLiterals: false, tables: mayHoldTable(text) }).parse(text);
/** Large pages go in sections, as `parseMarkdown` does. */
const sectioned = (parse) => (text) => (text.length >= 100_000 ? parseInSections(text, (section) => parse(section)) : undefined) ?? parse(text);
const withFast = sectioned((text) => fastParse(text) ?? micromark(text));
const withoutFast = sectioned(micromark);

const pages = [];
for (let seed = 1; pages.length < pageCount; seed++) {
  for (const locale of ['en', 'sl']) {
    const links = [{ text: 'the intro', href: './intro.md' }, { text: 'the API', href: '/api/' }];
    pages.push(generateDoc(createRandom(seed), { locale, title: `Page ${seed}`, description: 'x', links }).replace(/^---\n[\s\S]*?\n---\n/, ''));
  }
}
const taken = pages.filter((page) => fastParse(page) !== undefined).length;

const sections = ['# A long page', ''];
for (let index = 0, length = 0; length < 1_000_000; index += 1) {
  const section = `## Step ${index}\n\nSee [the intro](./intro.md) for step ${index}.\n\n\`\`\`js\nconst value = ${index};\n\`\`\`\n`;
  sections.push(section);
  length += section.length + 1;
}
const shortSections = sections.join('\n');

function cpuMs(work) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

// Warm both up, then alternate.
for (const parse of [withFast, withoutFast]) for (const page of pages.slice(0, 50)) parse(page);
const results = { fast: [], micromark: [], fastLarge: [], micromarkLarge: [] };
for (let run = 0; run < runs; run++) {
  results.fast.push(cpuMs(() => pages.forEach((page) => withFast(page))) / pages.length);
  results.micromark.push(cpuMs(() => pages.forEach((page) => withoutFast(page))) / pages.length);
  results.fastLarge.push(cpuMs(() => withFast(shortSections)));
  results.micromarkLarge.push(cpuMs(() => withoutFast(shortSections)));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (values, digits) => `${median(values).toFixed(digits)} ms (runs: ${values.map((value) => value.toFixed(digits)).join(', ')})`;
console.log(`synthetic pages: ${pages.length}, ${taken} (${((100 * taken) / pages.length).toFixed(1)} %) taken by the fast path`);
console.log(`parse CPU a page, with the fast path: ${show(results.fast, 2)}`);
console.log(`parse CPU a page, micromark alone:    ${show(results.micromark, 2)}`);
console.log(`1 MB page of short sections (${(shortSections.length / 1e6).toFixed(2)} MB), with the fast path: ${show(results.fastLarge, 0)}`);
console.log(`1 MB page of short sections, micromark alone: ${show(results.micromarkLarge, 0)}`);
