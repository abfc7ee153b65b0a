import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeApiSite } from '../lib/apiSite.mjs';
import { filesUnder } from '../lib/files.mjs';
import { failureSummary, parseStages, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs } from '../lib/stats.mjs';
import { generateOrchestratorSpec } from '../synthetic/orchestrator.mjs';
import { createRandom } from '../synthetic/random.mjs';

const BUDGET_COLD_MS = 60_000;
const BUDGET_WARM_MS = 10_000;
const BUDGET_RSS = 1024 ** 3;
const BUDGET_OUTPUT = 100e6;
const BUDGET_SEARCH_GZIP = 5 * 1024 ** 2;

/**
 * Budget "real 1,000+ operation descriptions": a generated Swagger 2.0 description with the shapes of the
 * largest real one (bench/synthetic/orchestrator.mjs: 1,123 operations, deep and self-referring schemas,
 * about 4 MB), built in one locale with lenient validation as a vendor would, from cold and then warm.
 * Weighs the output and the search index (gzip).
 */
export async function measureRealShapeApi({ root, timeoutMs, log }) {
  const text = JSON.stringify(generateOrchestratorSpec(createRandom(7)), null, 1);
  const site = writeApiSite('laguna-bench-real-api-', text, { validation: 'lenient' });
  try {
    const out = path.join(site, 'out');
    const build = () => runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', out], { cwd: site, timeoutMs });
    const cold = await build();
    const weight = cold.code === 0 ? weigh(out) : undefined;
    const warm = cold.code === 0 ? await build() : undefined;
    const details = {
      specBytes: Buffer.byteLength(text),
      ok: cold.code === 0 && warm?.code === 0,
      ...(cold.code === 0 ? {} : { failure: failureSummary(cold) }),
      cold: { wallMs: Math.round(cold.wallMs), cpuMs: cold.cpuMs, peakRssBytes: cold.peakRssBytes, stages: parseStages(cold.stdout) },
      ...(warm ? { warm: { wallMs: Math.round(warm.wallMs), cpuMs: warm.cpuMs, peakRssBytes: warm.peakRssBytes, ok: warm.code === 0 } } : {}),
      ...weight,
    };
    log(`  cold ${formatMs(details.cold.wallMs)}, ${formatBytes(details.cold.peakRssBytes)}${weight ? `, ${formatBytes(weight.outputBytes)} output` : `, ${details.failure}`}`);
    return { name: 'openapi-real', title: 'Real-shape OpenAPI reference', rows: realShapeRows(details), details };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/** Output bytes in all, and the search index's bytes gzipped. */
function weigh(out) {
  let outputBytes = 0;
  let searchGzipBytes = 0;
  for (const file of filesUnder(out)) {
    outputBytes += file.size;
    if (file.path.startsWith(path.join(out, 'search-index'))) searchGzipBytes += zlib.gzipSync(fs.readFileSync(file.path)).length;
  }
  return { outputBytes, searchGzipBytes };
}

export function realShapeRows(details) {
  const label = `Swagger 2.0 description of 1,123 operations with deep recursive schemas (${formatBytes(details.specBytes)}), 1 locale`;
  const failed = details.ok ? '' : ` (${details.failure ?? 'the warm build failed'})`;
  const cpu = (run) => (run?.cpuMs !== undefined ? ` (CPU ${formatMs(run.cpuMs)})` : '');
  const load = details.cold.stages.find((stage) => stage.stage === 'load OpenAPI');
  return [
    { what: `${label}: cold build`, measured: `${formatMs(details.cold.wallMs)}${cpu(details.cold)}${load ? `, load ${formatMs(load.ms)}` : ''}${failed}`, budget: '≤ 60 s', ok: details.ok && details.cold.wallMs <= BUDGET_COLD_MS },
    { what: `${label}: cold peak RSS`, measured: formatBytes(details.cold.peakRssBytes), budget: '≤ 1 GB', ok: details.ok ? details.cold.peakRssBytes <= BUDGET_RSS : null },
    { what: `${label}: warm build`, measured: details.warm ? `${formatMs(details.warm.wallMs)}${cpu(details.warm)}` : '–', budget: '≤ 10 s', ok: details.ok ? details.warm.wallMs <= BUDGET_WARM_MS : null },
    { what: `${label}: output`, measured: details.ok ? formatBytes(details.outputBytes) : '–', budget: '≤ 100 MB', ok: details.ok ? details.outputBytes <= BUDGET_OUTPUT : null },
    { what: `${label}: search index`, measured: details.ok ? `${formatBytes(details.searchGzipBytes)} gzip` : '–', budget: '≤ 5 MB gzip', ok: details.ok ? details.searchGzipBytes <= BUDGET_SEARCH_GZIP : null },
  ];
}
