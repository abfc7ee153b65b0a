import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_DOCS_ONLY, CONFIG_WITH_API, generateSite } from '../synthetic/generate.mjs';
import { failureSummary, parseBuiltPages, parseStages, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs } from '../lib/stats.mjs';

/** The design's synthetic site: the budgets hold for this many docs (with 500 operations). */
const BUDGET_DOCS = 5000;
const BUDGET_MS = 30_000;
const BUDGET_RSS = 1.5e9;
const FLAT_RATIO = 1.25;
/** The CPU time a page may cost, at every size built. */
const PAGE_CPU_MS = 3;
/** Builds of each size below the largest, the one in the middle by CPU time counted: one build is a few seconds, and the machine's speed moves by more than the budget's margin. */
const SMALL_RUNS = 3;

/**
 * Budget 2: generates the synthetic sites (a small and a large one, same structure and density, same
 * seed) and builds each with the CLI. Each size is built with the config that names the OpenAPI spec;
 * if that build fails or the build has no OpenAPI stage, the docs-only config is built too, so there is
 * always a figure for the docs. Output folders are removed after each build.
 */
export async function measureSynthetic({ root, sizes, operations, timeoutMs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-synthetic-'));
  const builds = [];
  try {
    for (const docs of sizes) {
      const dir = path.join(work, `site-${docs}`);
      const started = performance.now();
      const site = generateSite({ dir, docs, operations, seed: 1 });
      log(`  generated ${site.docs} docs (${site.translatedDocs} in sl), ${site.operations} operations, ${site.files} files in ${formatMs(performance.now() - started)}`);
      const withApi = await medianBuild(docs < Math.max(...sizes) ? SMALL_RUNS : 1, () => buildOnce({ root, dir, docs, config: CONFIG_WITH_API, variant: 'docs + OpenAPI', timeoutMs, log }));
      builds.push(withApi);
      // The docs alone are worth a build when the spec was ignored or the build reported an error in its
      // input (exit 1) or a bug (exit 2); not when it ran out of time or memory, which the docs alone do too.
      if (!withApi.apiStageRan || withApi.exitCode === 1 || withApi.exitCode === 2) builds.push(await buildOnce({ root, dir, docs, config: CONFIG_DOCS_ONLY, variant: 'docs only', timeoutMs, log }));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { name: 'synthetic', title: 'Synthetic site', rows: rowsFor(builds, sizes), details: { operations, timeoutMs, builds } };
}

/** The build in the middle by CPU time of `runs` builds made by `build`, with every run's CPU time; the first that failed, if one did. */
async function medianBuild(runs, build) {
  const made = [];
  for (let run = 0; run < runs; run++) {
    const one = await build();
    if (!one.ok || one.cpuMs === undefined) return one;
    made.push(one);
  }
  if (made.length === 1) return made[0];
  const sorted = [...made].sort((a, b) => a.cpuMs - b.cpuMs);
  return { ...sorted[Math.floor(sorted.length / 2)], cpuRuns: made.map((one) => one.cpuMs) };
}

async function buildOnce({ root, dir, docs, config, variant, timeoutMs, log }) {
  const outDir = `${dir}-out`;
  // Every build cold: what an earlier one kept in the site's disk cache would make it another measure.
  fs.rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
  const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--config', config, '--out', outDir], { cwd: dir, timeoutMs });
  const stages = parseStages(result.stdout);
  const rendered = stages.filter((stage) => / render$/.test(stage.stage)).reduce((sum, stage) => sum + Number(/^(\d+)/.exec(stage.detail ?? '')?.[1] ?? 0), 0);
  const pages = parseBuiltPages(result.stdout) ?? rendered;
  const apiStage = stages.find((stage) => /openapi/i.test(stage.stage));
  const apiOperations = Number(/(\d+) operations/.exec(apiStage?.detail ?? '')?.[1] ?? 0);
  const outputBytes = result.code === 0 ? folderBytes(outDir) : undefined;
  fs.rmSync(outDir, { recursive: true, force: true });
  const build = {
    docs,
    variant,
    config,
    ok: result.code === 0,
    exitCode: result.code,
    timedOut: result.timedOut,
    ...(result.code === 0 ? {} : { failure: failureSummary(result), firstErrors: result.stderr.split('\n').filter((line) => / error /.test(line)).slice(0, 5) }),
    apiStageRan: apiOperations > 0,
    apiOperations,
    wallMs: Math.round(result.wallMs),
    ...(result.cpuMs !== undefined ? { cpuMs: Math.round(result.cpuMs), systemMs: Math.round(result.systemMs) } : {}),
    peakRssBytes: result.peakRssBytes,
    pages,
    msPerPage: pages ? Number((result.wallMs / pages).toFixed(2)) : undefined,
    ...(pages && result.cpuMs !== undefined ? { cpuMsPerPage: Number((result.cpuMs / pages).toFixed(2)) } : {}),
    ...(outputBytes !== undefined ? { outputBytes } : {}),
    stages,
  };
  log(`  ${docs} docs, ${variant}: ${formatMs(build.wallMs)}${build.cpuMs !== undefined ? ` (CPU ${formatMs(build.cpuMs)})` : ''}, ${formatBytes(build.peakRssBytes)}, ${pages} pages${build.ok ? '' : `, ${build.failure}`}`);
  return build;
}

export function rowsFor(builds, sizes) {
  const rows = [];
  const largest = Math.max(...sizes);
  for (const build of builds) {
    const label = `synthetic ${build.docs.toLocaleString('en')} docs × 2 locales, ${build.variant}${build.variant === 'docs + OpenAPI' && !build.apiStageRan ? ' (no OpenAPI stage ran)' : ''}`;
    const failed = build.ok ? '' : ` (${build.failure})`;
    const budgeted = build.docs === largest && build.docs >= BUDGET_DOCS && build.variant === 'docs + OpenAPI';
    const cpu = build.cpuMs !== undefined ? ` (CPU ${formatMs(build.cpuMs)})` : '';
    rows.push({ what: `${label}: wall`, measured: `${formatMs(build.wallMs)}${cpu}${failed}`, budget: budgeted ? '≤ 30 s' : '', ok: budgeted ? build.ok && build.apiStageRan && build.wallMs <= BUDGET_MS : null });
    // An unfinished build under the memory budget so far has not shown whether it keeps to it.
    const rssOk = build.peakRssBytes > BUDGET_RSS ? false : build.ok ? true : null;
    rows.push({ what: `${label}: peak RSS`, measured: `${formatBytes(build.peakRssBytes)}${build.ok ? '' : ' (until it stopped)'}`, budget: budgeted ? '≤ 1.5 GB' : '', ok: budgeted ? rssOk : null });
    const output = build.outputBytes && build.pages ? `, output ${formatBytes(build.outputBytes / build.pages)} per page` : '';
    // The kernel's share apart: on a file system that is slow to create files it can be half of it.
    const cpuPerPage = build.cpuMsPerPage !== undefined ? `, CPU ${build.cpuMsPerPage} ms (system ${(build.systemMs / build.pages).toFixed(2)} ms)` : '';
    const median = build.cpuRuns ? `; the middle of ${build.cpuRuns.length} builds by CPU: ${build.cpuRuns.map((ms) => formatMs(ms)).join(', ')}` : '';
    const held = build.variant === 'docs + OpenAPI' && build.ok && build.cpuMsPerPage !== undefined;
    rows.push({
      what: `${label}: cost per page`,
      measured: build.msPerPage ? `${build.msPerPage} ms${cpuPerPage} (${build.pages} pages${build.ok ? '' : ' rendered before it stopped'}${output}${median})` : '–',
      budget: build.variant === 'docs + OpenAPI' ? `≤ ${PAGE_CPU_MS} ms CPU` : '',
      ok: held ? build.cpuMsPerPage <= PAGE_CPU_MS : null,
    });
  }
  // Flat cost per page: the same variant at the largest size costs at most 25 % more per page than at the
  // smallest, in CPU time (a busy machine stretches wall time unevenly) when both builds finished. When the
  // large one did not, the stages both got through are compared: they can show that the cost grows, never
  // that it stays flat, since the stages that depend on the size of the site come last.
  for (const variant of ['docs + OpenAPI', 'docs only']) {
    const [small, large] = [Math.min(...sizes), largest].map((docs) => builds.find((build) => build.docs === docs && build.variant === variant));
    if (!small || !large || small === large) continue;
    const what = `cost per page ${large.docs} ÷ ${small.docs} docs, ${variant}`;
    if (small.ok && large.ok) {
      const cpu = small.cpuMsPerPage !== undefined && large.cpuMsPerPage !== undefined;
      const ratio = cpu ? large.cpuMsPerPage / small.cpuMsPerPage : large.msPerPage / small.msPerPage;
      const wall = large.msPerPage / small.msPerPage;
      rows.push({ what, measured: cpu ? `CPU × ${ratio.toFixed(2)} (wall × ${wall.toFixed(2)})` : `wall × ${ratio.toFixed(2)}`, budget: `flat (≤ × ${FLAT_RATIO})`, ok: ratio <= FLAT_RATIO });
      continue;
    }
    const ratios = stageRatios(small, large);
    const worst = Math.max(...ratios.map((entry) => entry.ratio));
    rows.push({
      what: `${what}: not shown, a build did not finish; stages both finished`,
      measured: ratios.map((entry) => `${entry.stage} × ${entry.ratio.toFixed(2)}`).join(', ') || '–',
      budget: `flat (≤ × ${FLAT_RATIO})`,
      ok: worst > FLAT_RATIO ? false : null,
    });
  }
  return rows;
}

/**
 * Time per page of each counted stage (`[en] parse markdown (1001 pages)`), large over small, for the
 * stages both builds finished. Locales are compared with themselves: the first one warms the caches.
 */
export function stageRatios(small, large) {
  const perPage = (build) => {
    const totals = new Map();
    for (const { stage, detail, ms } of build.stages) {
      const pages = Number(/^(\d+) (?:pages|files)$/.exec(detail ?? '')?.[1] ?? 0);
      if (!pages) continue;
      totals.set(stage, { ms, pages });
    }
    return totals;
  };
  const [a, b] = [perPage(small), perPage(large)];
  return [...b].filter(([name]) => a.has(name)).map(([name, entry]) => {
    const base = a.get(name);
    return { stage: name, ratio: entry.ms / entry.pages / (base.ms / base.pages) };
  });
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}
