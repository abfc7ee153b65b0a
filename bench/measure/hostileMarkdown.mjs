import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs, median } from '../lib/stats.mjs';
import { generateDoc } from '../synthetic/markdown.mjs';
import { createRandom } from '../synthetic/random.mjs';

const BIG_PAGE_BYTES = 1_000_000;
const BIG_PAGE_BUDGET_MS = 5_000;
const SHORT_SECTIONS_BUDGET_CPU_MS = 2_000;
const LINE_BYTES = 48_000;
const LINE_BUDGET_MS = 1_000;

/**
 * Bounded work on large and hostile markdown (issue 19): a cold CLI build of a site whose one docs page is
 * 1 MB of realistic markdown (the synthetic docs pages one after another: headings, lists, tables, code in
 * several languages, admonitions, links), of a site whose page is 1 MB of short sections (a heading, a
 * sentence with a link, a code block: the design's budget is 2 s of CPU), and of a site whose page is one
 * 48 KB line of `*a_ ` repeated, which the build refuses at its line (exit 1). Each is built `runs` times
 * from nothing (no output, no cache); the median counts.
 */
export async function measureHostileMarkdown({ root, runs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-hostile-'));
  try {
    const big = site(work, 'big', { 'docs/big.md': bigPage(BIG_PAGE_BYTES) });
    const short = site(work, 'short', { 'docs/short.md': shortSections(BIG_PAGE_BYTES) });
    const line = site(work, 'line', { 'docs/line.md': `# One line\n\n${'*a_ '.repeat(LINE_BYTES / 4)}\n` });
    const bigRuns = await buildRuns({ root, dir: big, runs, expect: 0, label: '1 MB page', log });
    const shortRuns = await buildRuns({ root, dir: short, runs, expect: 0, label: '1 MB page of short sections', log });
    const lineRuns = await buildRuns({ root, dir: line, runs, expect: 1, label: '48 KB line', log });
    return {
      name: 'hostile',
      title: 'Large and hostile markdown',
      rows: [
        row(`one 1 MB realistic page, cold build, median of ${runs}`, bigRuns, BIG_PAGE_BUDGET_MS),
        cpuRow(`one 1 MB page of short sections, cold build, median of ${runs}`, shortRuns, SHORT_SECTIONS_BUDGET_CPU_MS),
        row(`one 48 KB line of "*a_ ", cold build refusing it at its line (exit 1), median of ${runs}`, lineRuns, LINE_BUDGET_MS),
      ],
      details: { big: bigRuns, short: shortRuns, line: lineRuns },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A one-locale site with a home page, an intro and `pages` (paths inside the locale folder). */
function site(work, name, pages) {
  const dir = path.join(work, name);
  const files = {
    'laguna-docs.config.mjs': `export default { title: 'Bench', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } };\n`,
    'content/en/pages/index.md': '# Home\n',
    'content/en/docs/intro.md': '# Intro\n\nStart here.\n',
    ...Object.fromEntries(Object.entries(pages).map(([file, text]) => [`content/en/${file}`, text])),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Synthetic docs pages, front matter and titles taken off, one after another up to `bytes`. */
function bigPage(bytes) {
  const random = createRandom(19);
  const parts = ['# A very long page', ''];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const doc = generateDoc(random, { locale: 'en', title: `Part ${index}`, description: 'x', links: [{ text: 'the intro', href: './intro.md' }], position: index })
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^# /m, '## ')
      .replace(/ \{#overview\}/, '');
    parts.push(doc);
    length += doc.length;
  }
  return parts.join('\n');
}

/** Sections of a heading, a sentence with a link and a code block, one after another up to `bytes`. */
function shortSections(bytes) {
  const parts = ['# A long page', ''];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const section = `## Step ${index}\n\nSee [the intro](./intro.md) for step ${index}.\n\n\`\`\`js\nconst value = ${index};\n\`\`\`\n`;
    parts.push(section);
    length += section.length + 1;
  }
  return parts.join('\n');
}

async function buildRuns({ root, dir, runs, expect, label, log }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const outDir = `${dir}-out`;
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir], { cwd: dir, timeoutMs: 300_000 });
    fs.rmSync(outDir, { recursive: true, force: true });
    const ok = result.code === expect;
    log(`  ${label} ${run + 1}/${runs}: ${formatMs(result.wallMs)}${result.cpuMs !== undefined ? ` (CPU ${formatMs(result.cpuMs)})` : ''}, ${formatBytes(result.peakRssBytes)}${ok ? '' : `, expected exit ${expect}: ${failureSummary(result)}`}`);
    results.push({ ok, code: result.code, wallMs: Math.round(result.wallMs), ...(result.cpuMs !== undefined ? { cpuMs: Math.round(result.cpuMs) } : {}), peakRssBytes: result.peakRssBytes });
  }
  return results;
}

/** A row judged by the median CPU time (user + system) rather than the wall time; without GNU time, by the wall time. */
function cpuRow(what, results, budgetMs) {
  const cpus = results.filter((result) => result.cpuMs !== undefined).map((result) => result.cpuMs);
  if (cpus.length === 0) return row(what, results, budgetMs);
  const rss = Math.max(...results.map((result) => result.peakRssBytes ?? 0));
  const failed = results.some((result) => !result.ok);
  const cpu = median(cpus);
  return { what, measured: `CPU ${formatMs(cpu)} (wall ${formatMs(median(results.map((result) => result.wallMs)))}), peak RSS ${formatBytes(rss)}${failed ? ' (a run ended with another exit code)' : ''}`, budget: `≤ ${budgetMs / 1000} s CPU`, ok: !failed && cpu <= budgetMs };
}

function row(what, results, budgetMs) {
  const wall = median(results.map((result) => result.wallMs));
  const cpus = results.filter((result) => result.cpuMs !== undefined).map((result) => result.cpuMs);
  const rss = Math.max(...results.map((result) => result.peakRssBytes ?? 0));
  const failed = results.some((result) => !result.ok);
  const cpu = cpus.length ? `, CPU ${formatMs(median(cpus))}` : '';
  return { what, measured: `${formatMs(wall)}${cpu}, peak RSS ${formatBytes(rss)}${failed ? ' (a run ended with another exit code)' : ''}`, budget: `≤ ${budgetMs / 1000} s`, ok: !failed && wall <= budgetMs };
}
