import path from 'node:path';
import { failureSummary, parseStages, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs, max, median, min } from '../lib/stats.mjs';

const BUDGET_MS = 1000;

/**
 * Budget 1: the full build of the Laguna site (both locales, link check included) through the CLI, as a
 * child process, `runs` times into the same output folder. The first run is the cold one (a new
 * process with an empty output folder; the OS file cache is not dropped); the others are warm.
 * Leaves the last output in `outDir` for the first-load weight.
 */
export async function measureLagunaBuild({ root, outDir, runs, log }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir], { cwd: root, timeoutMs: 120_000 });
    log(`  laguna build ${run + 1}/${runs}: ${formatMs(result.wallMs)}${result.cpuMs !== undefined ? ` (CPU ${formatMs(result.cpuMs)})` : ''}, ${formatBytes(result.peakRssBytes)}${result.code === 0 ? '' : `, ${failureSummary(result)}`}`);
    results.push(result);
  }
  const walls = results.map((result) => result.wallMs);
  const cpus = results.map((result) => result.cpuMs).filter((value) => value !== undefined);
  const failed = results.find((result) => result.code !== 0);
  const medianMs = median(walls);
  const peak = max(results.map((result) => result.peakRssBytes));
  const failure = failed ? ` (build failed, ${failureSummary(failed)})` : '';

  return {
    name: 'build',
    title: 'Full build of the Laguna site',
    rows: [
      { what: `Laguna site build, median of ${runs} (cold ${formatMs(walls[0])}, min ${formatMs(min(walls))})`, measured: `${formatMs(medianMs)}${failure}`, budget: '≤ 1 s', ok: !failed && medianMs <= BUDGET_MS },
      ...(cpus.length ? [{ what: 'Laguna site build, CPU time (user + system), median', measured: formatMs(median(cpus)), budget: '', ok: null }] : []),
      { what: 'Laguna site build, peak RSS', measured: formatBytes(peak), budget: '', ok: null },
    ],
    details: {
      ok: !failed,
      runsMs: walls.map(Math.round),
      coldMs: Math.round(walls[0]),
      medianMs: Math.round(medianMs),
      minMs: Math.round(min(walls)),
      ...(cpus.length ? { cpuMs: cpus.map(Math.round), cpuMedianMs: Math.round(median(cpus)) } : {}),
      peakRssBytes: peak,
      rssSource: results[0]?.rssSource,
      stagesMedianMs: stageMedians(results.map((result) => parseStages(result.stdout))),
      ...(failed ? { failure: failureSummary(failed) } : {}),
    },
  };
}

/** Median time of each stage over several runs, in the order the build prints them. */
export function stageMedians(runs) {
  const byStage = new Map();
  for (const stages of runs) {
    for (const { stage, detail, ms } of stages) {
      const entry = byStage.get(stage) ?? { detail, times: [] };
      entry.times.push(ms);
      byStage.set(stage, entry);
    }
  }
  return [...byStage].map(([stage, { detail, times }]) => ({ stage, ...(detail ? { detail } : {}), ms: Math.round(median(times)) }));
}
