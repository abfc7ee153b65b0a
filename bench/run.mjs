#!/usr/bin/env node
// `pnpm bench`: measures the budgets of DESIGN.md and prints `what | measured | budget | ok?`.
// Reports only: it exits 0 when a budget is missed (the tests do not time things).
//
//   node bench/run.mjs [--only build,weight,lighthouse,search,search-large,llms,cards,synthetic,mdx,openapi,openapi-real,watch,install,hostile,versions,blog,startup,shards] [--json | --markdown]
//                      [--runs 5] [--docs 1000,5000] [--operations 500] [--timeout 150] [--edits 20] [--lighthouse-runs 3] [--search-pages 10000] [--shard-docs 5000,20000]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, formatMachine } from './lib/machine.mjs';
import { failureSummary, runTimed } from './lib/runTimed.mjs';
import { formatBytes, formatMs } from './lib/stats.mjs';
import { formatMarkdownTable, formatTable } from './lib/table.mjs';
import { measureBlogBuild } from './measure/blogBuild.mjs';
import { measureFirstLoad } from './measure/firstLoad.mjs';
import { measureHostileMarkdown } from './measure/hostileMarkdown.mjs';
import { measureInstallSize } from './measure/installSize.mjs';
import { measureLagunaBuild } from './measure/lagunaBuild.mjs';
import { measureLighthouse } from './measure/lighthouse.mjs';
import { measureLlms } from './measure/llms.mjs';
import { measureMdxBuild } from './measure/mdxBuild.mjs';
import { measureSearchIndex } from './measure/searchIndex.mjs';
import { measureSearchLarge } from './measure/searchLarge.mjs';
import { largeApiRows, measureLargeApi } from './measure/largeApi.mjs';
import { measureRealShapeApi, realShapeRows } from './measure/realShapeApi.mjs';
import { measureSocialCards } from './measure/socialCards.mjs';
import { measureStartup } from './measure/startup.mjs';
import { measureSynthetic, rowsFor } from './measure/synthetic.mjs';
import { measureShards } from './measure/shards.mjs';
import { measureVersions } from './measure/versions.mjs';
import { measureWatchLatency } from './measure/watchLatency.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEASUREMENTS = ['build', 'weight', 'lighthouse', 'search', 'search-large', 'llms', 'cards', 'watch', 'synthetic', 'mdx', 'openapi', 'openapi-real', 'install', 'hostile', 'versions', 'blog', 'startup', 'shards'];

const USAGE = `usage: node bench/run.mjs [options]

  --only <names>     run only these, comma-separated: ${MEASUREMENTS.join(', ')}
  --json             print the results as JSON (progress goes to stderr)
  --markdown         print the machine and the table as markdown, for bench/RESULTS.md
  --runs <n>         builds of the Laguna site (default 5: one cold, then warm)
  --docs <a,b>       synthetic site sizes in docs (default 1000,5000; every size is held to 3 ms of CPU a page, the
                     smaller ones as the middle of 3 builds; the largest to the wall and memory budgets too)
  --operations <n>   operations of the synthetic OpenAPI spec (default 500)
  --mdx-docs <n>     docs of the site built as .md and as .mdx (default 1000)
  --posts <n>        posts of the synthetic blog (default 1000)
  --api <ops,schemas> size of the large OpenAPI reference (default 1200,1000)
  --shard-docs <a,b> synthetic site sizes built as 1 and as 4 shards plus a merge (default 5000,20000)
  --timeout <s>      time limit of one synthetic build (default 150, five times the budget)
  --edits <n>        edits timed by bench/watch.mjs (default 20)
  --lighthouse-runs <n>  Lighthouse runs of each page (default 3; the median is shown)
  --search-pages <n> docs of the generated site whose first search query is weighed (default 10000)
  --from <file>      print the results an earlier --json run saved instead of measuring again`;

function parseArgs(argv) {
  const options = { only: [], json: false, markdown: false, runs: 5, docs: [1000, 5000], mdxDocs: 1000, posts: 1000, operations: 500, api: [1200, 1000], shardDocs: [5000, 20000], timeoutS: 150, edits: 20, lighthouseRuns: 3, searchPages: 10000 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`${arg} needs a value`);
      return next;
    };
    const number = () => {
      const parsed = Number(value());
      if (!Number.isFinite(parsed) || parsed <= 0) fail(`${arg} needs a positive number`);
      return parsed;
    };
    if (arg === '--only') options.only.push(...value().split(',').map((name) => name.trim()).filter(Boolean));
    else if (arg === '--json') options.json = true;
    else if (arg === '--markdown') options.markdown = true;
    else if (arg === '--runs') options.runs = number();
    else if (arg === '--docs') options.docs = value().split(',').map(Number);
    else if (arg === '--shard-docs') options.shardDocs = value().split(',').map(Number);
    else if (arg === '--operations') options.operations = number();
    else if (arg === '--mdx-docs') options.mdxDocs = number();
    else if (arg === '--posts') options.posts = number();
    else if (arg === '--api') options.api = value().split(',').map(Number);
    else if (arg === '--timeout') options.timeoutS = number();
    else if (arg === '--edits') options.edits = number();
    else if (arg === '--lighthouse-runs') options.lighthouseRuns = number();
    else if (arg === '--search-pages') options.searchPages = number();
    else if (arg === '--from') options.from = value();
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option "${arg}"`);
  }
  const unknown = options.only.filter((name) => !MEASUREMENTS.includes(name));
  if (unknown.length) fail(`unknown measurement ${unknown.map((name) => `"${name}"`).join(', ')}; choose from ${MEASUREMENTS.join(', ')}`);
  if (options.docs.some((docs) => !Number.isInteger(docs) || docs < 10)) fail('--docs needs whole numbers of at least 10');
  if (options.api.length !== 2 || options.api.some((count) => !Number.isInteger(count) || count < 1)) fail('--api needs two whole numbers: operations,schemas');
  return options;
}

function fail(message) {
  console.error(`bench: ${message}\n\n${USAGE}`);
  process.exit(1);
}

const options = parseArgs(process.argv.slice(2));
const selected = options.only.length ? MEASUREMENTS.filter((name) => options.only.includes(name)) : MEASUREMENTS;
const log = (message) => console.error(message);
const saved = options.from ? JSON.parse(fs.readFileSync(options.from, 'utf8')) : undefined;
const machine = saved?.machine ?? describeMachine(root);
if (!options.json) console.log(`${formatMachine(machine)}\n`);
const results = saved ? reread(saved) : await measure();
machine.loadAverageAtEnd ??= os.loadavg().map((value) => Number(value.toFixed(2)));

const rows = results.flatMap((result) => result.rows);
if (options.json) {
  console.log(JSON.stringify({ machine, options, results }, null, 2));
} else if (options.markdown) {
  console.log(`${formatMarkdownTable(rows)}\n\nload average at the end: ${machine.loadAverageAtEnd.join(' ')}`);
} else {
  console.log(formatTable(rows));
  console.log(`\nload average at the end: ${machine.loadAverageAtEnd.join(' ')}`);
  const details = formatDetails(results);
  if (details) console.log(`\n${details}`);
}

/** The selected results of a saved run; the synthetic rows are worked out again from the saved builds. */
function reread(run) {
  return run.results
    .filter((result) => selected.includes(result.name))
    .map((result) => (result.name === 'synthetic' ? { ...result, rows: rowsFor(result.details.builds, run.options.docs) } : result.name === 'openapi' ? { ...result, rows: largeApiRows(result.details) } : result.name === 'openapi-real' ? { ...result, rows: realShapeRows(result.details) } : result));
}

/** Runs the selected measurements in order; the Laguna build hands its output to the weight and the search index. */
async function measure() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-'));
  const results = [];
  try {
    let builtSite;
    for (const name of selected) {
      log(`▸ ${name}`);
      const started = performance.now();
      if (name === 'build') {
        const outDir = path.join(work, 'laguna');
        const result = await measureLagunaBuild({ root, outDir, runs: options.runs, log });
        if (result.details.ok) builtSite = { outDir, source: `the last of the ${options.runs} CLI builds`, stages: result.details.stagesMedianMs };
        results.push(result);
      } else if (name === 'weight') {
        builtSite ??= await buildForWeight(path.join(work, 'laguna-weight'));
        results.push(builtSite.outDir ? await measureFirstLoad(builtSite) : { name, title: 'First-load weight', rows: [{ what: 'first load of the Laguna pages', measured: `not measured: ${builtSite.source}`, budget: '≤ 80 KB gzip', ok: null }], details: builtSite });
      } else if (name === 'lighthouse') {
        builtSite ??= await buildForWeight(path.join(work, 'laguna-weight'));
        if (builtSite.outDir) results.push(await measureLighthouse({ root, outDir: builtSite.outDir, runs: options.lighthouseRuns, log }));
      } else if (name === 'search') {
        builtSite ??= await buildForWeight(path.join(work, 'laguna-weight'));
        if (builtSite.outDir) results.push(await measureSearchIndex({ root, ...builtSite }));
      } else if (name === 'search-large') {
        results.push(await measureSearchLarge({ root, docs: options.searchPages, timeoutMs: options.timeoutS * 4000, log }));
      } else if (name === 'llms') {
        builtSite ??= await buildForWeight(path.join(work, 'laguna-weight'));
        if (builtSite.outDir) results.push(measureLlms(builtSite));
      } else if (name === 'cards') {
        results.push(await measureSocialCards({ root, outDir: path.join(work, 'laguna-cards'), log }));
      } else if (name === 'watch') {
        results.push(await measureWatchLatency({ root, edits: options.edits, log }));
      } else if (name === 'synthetic') {
        results.push(await measureSynthetic({ root, sizes: options.docs, operations: options.operations, timeoutMs: options.timeoutS * 1000, log }));
      } else if (name === 'shards') {
        results.push(await measureShards({ root, sizes: options.shardDocs, shards: 4, operations: options.operations, timeoutMs: options.timeoutS * 4000, log }));
      } else if (name === 'mdx') {
        results.push(await measureMdxBuild({ root, docs: options.mdxDocs, runs: 3, timeoutMs: options.timeoutS * 1000, log }));
      } else if (name === 'openapi') {
        results.push(await measureLargeApi({ root, operations: options.api[0], schemas: options.api[1], timeoutMs: options.timeoutS * 1000, log }));
      } else if (name === 'openapi-real') {
        results.push(await measureRealShapeApi({ root, timeoutMs: 4 * 60_000, log }));
      } else if (name === 'install') {
        results.push(measureInstallSize({ root, log }));
      } else if (name === 'hostile') {
        results.push(await measureHostileMarkdown({ root, runs: 3, log }));
      } else if (name === 'blog') {
        results.push(await measureBlogBuild({ root, posts: options.posts, timeoutMs: options.timeoutS * 1000, log }));
      } else if (name === 'startup') {
        results.push(await measureStartup({ root, runs: options.runs }));
      } else if (name === 'versions') {
        results.push(await measureVersions({ root, runs: Math.max(2, Math.min(options.runs, 4)), log }));
      }
      log(`  (${formatMs(performance.now() - started)})`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return results;
}

/**
 * The site to weigh when the measured CLI builds did not leave one (they failed, or `--only weight`):
 * the CLI build, or when that fails, the same build with the link check off.
 */
async function buildForWeight(outDir) {
  const cli = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir], { cwd: root, timeoutMs: 120_000 });
  if (cli.code === 0) return { outDir, source: 'a CLI build' };
  log(`  the CLI build failed (${failureSummary(cli)}); building again with the link check off`);
  const fallback = await runTimed(process.execPath, [path.join(root, 'bench/lib/buildWithoutLinkCheck.mjs'), outDir], { cwd: root, timeoutMs: 120_000 });
  if (fallback.code === 0) return { outDir, source: 'a build with the link check off (the CLI build failed on broken links)' };
  return { source: `the build failed even with the link check off (${failureSummary(fallback)})` };
}

/** Where the time goes, per stage, and what the other figures are made of. */
function formatDetails(list) {
  const out = [];
  for (const result of list) {
    const { details } = result;
    if (result.name === 'build' && details.stagesMedianMs?.length) {
      out.push(`Laguna build stages (median of ${details.runsMs.length}; runs ${details.runsMs.join(', ')} ms):`);
      for (const stage of details.stagesMedianMs) out.push(`  ${stage.stage}${stage.detail ? ` (${stage.detail})` : ''}: ${stage.ms} ms`);
    }
    if (result.name === 'synthetic') {
      for (const build of details.builds) {
        out.push(`Synthetic ${build.docs} docs, ${build.variant}: ${build.stages.map((stage) => `${stage.stage}${stage.detail ? ` (${stage.detail})` : ''} ${formatMs(stage.ms)}`).join(', ') || 'no stage finished'}`);
        for (const line of build.firstErrors?.slice(0, 2) ?? []) out.push(`  ${line}`);
      }
    }
    if (result.name === 'weight' && details.source) out.push(`First-load weight measured on ${details.source}.`);
    if (result.name === 'install') {
      out.push(`Largest packages installed: ${details.largest.map((entry) => `${entry.name} ${formatBytes(entry.bytes)}`).join(', ')}`);
      if (details.missing.length) out.push(`Not installed, so not counted: ${details.missing.join(', ')}`);
    }
  }
  return out.join('\n');
}
