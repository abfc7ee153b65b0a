import fs from 'node:fs';
import path from 'node:path';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';

/**
 * Budget 4: save a markdown file → the dev server serves the updated page. The dev server's own
 * benchmark, `bench/watch.mjs`, does the measuring; this runs it when it exists and reads its summary
 * lines (median and p95 over the edits). Budget checked on the p95.
 */
export async function measureWatchLatency({ root, edits, log }) {
  const script = path.join(root, 'bench/watch.mjs');
  if (!fs.existsSync(script)) {
    return { name: 'watch', title: 'Watch-mode edit latency', rows: [{ what: 'serve --watch: save → updated page served', measured: 'not measured: bench/watch.mjs does not exist yet', budget: '≤ 200 ms', ok: null }], details: {} };
  }
  const result = await runTimed(process.execPath, [script, '--edits', String(edits)], { cwd: root, timeoutMs: 180_000 });
  const output = result.stdout;
  const served = /updated HTML served[^:]*:\s*median (\d+) ms, p95 (\d+) ms/.exec(output);
  const reload = /reload event[^:]*:\s*median (\d+) ms, p95 (\d+) ms/.exec(output);
  const startup = /start-up[^:]*:\s*(\d+) ms/.exec(output);
  const browser = /page updated in Chromium[^:]*:\s*median (\d+) ms, p95 (\d+) ms.*full reloads (\d+)/.exec(output);
  if (result.code !== 0 || !served) {
    const why = result.code !== 0 ? failureSummary(result) : 'no summary line in its output';
    log(`  bench/watch.mjs: ${why}`);
    return { name: 'watch', title: 'Watch-mode edit latency', rows: [{ what: 'serve --watch: save → updated page served', measured: `not measured: bench/watch.mjs failed (${why})`, budget: '≤ 200 ms', ok: false }], details: { output: output.slice(-2000), stderr: result.stderr.slice(-2000) } };
  }
  const [medianMs, p95Ms] = [Number(served[1]), Number(served[2])];
  log(`  watch: median ${medianMs} ms, p95 ${p95Ms} ms`);
  return {
    name: 'watch',
    title: 'Watch-mode edit latency',
    rows: [
      { what: `serve --watch: save → updated page served, ${edits} edits (median ${medianMs} ms)`, measured: `p95 ${p95Ms} ms`, budget: '≤ 200 ms', ok: p95Ms <= 200 },
      ...(reload ? [{ what: 'serve --watch: save → reload event', measured: `median ${reload[1]} ms, p95 ${reload[2]} ms`, budget: '', ok: null }] : []),
      ...(browser ? [{ what: `serve --watch: save → page updated in Chromium, ${edits} edits (p95 ${browser[2]} ms, full reloads ${browser[3]})`, measured: `median ${browser[1]} ms`, budget: '≤ 40 ms, no reload', ok: Number(browser[1]) <= 40 && browser[3] === '0' }] : []),
    ],
    details: { edits, medianMs, p95Ms, ...(reload ? { reloadMedianMs: Number(reload[1]), reloadP95Ms: Number(reload[2]) } : {}), ...(startup ? { startupMs: Number(startup[1]) } : {}), ...(browser ? { browserMedianMs: Number(browser[1]), browserP95Ms: Number(browser[2]), browserReloads: Number(browser[3]) } : {}) },
  };
}
