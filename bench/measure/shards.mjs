import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_WITH_API, generateSite } from '../synthetic/generate.mjs';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs } from '../lib/stats.mjs';

/**
 * The synthetic site built as 1 and as `shards` shards plus a merge, the shards run one after another on
 * this machine as a CI matrix would run them side by side: the shards' CPU summed, the slowest shard, the
 * merge, the peak memory of the largest shard, and the wall time the build would take with one runner per
 * shard (the slowest shard, then the merge). The shards are cut by size, then again (cold, as a new
 * runner) by the cost table their merge wrote, to see how much more even that makes them.
 */
export async function measureShards({ root, sizes, shards, operations, timeoutMs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-shards-'));
  const builds = [];
  try {
    for (const docs of sizes) {
      const dir = path.join(work, `site-${docs}`);
      const site = generateSite({ dir, docs, operations, seed: 1 });
      log(`  generated ${site.docs} docs (${site.translatedDocs} in sl), ${site.operations} operations`);
      // The shards cut by size, then (their merge having written the cost table) by what each page cost.
      const costs = path.join(work, `costs-${docs}.json`);
      for (const count of [...new Set([1, shards])]) builds.push(await shardedOnce({ root, dir, docs, count, timeoutMs, log, costs }));
      if (shards > 1) builds.push(await shardedOnce({ root, dir, docs, count: shards, timeoutMs, log, costs, byCosts: true }));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { name: 'shards', title: 'Sharded builds', rows: shardRows(builds), details: { operations, builds } };
}

async function shardedOnce({ root, dir, docs, count, timeoutMs, log, costs, byCosts = false }) {
  const cli = path.join(root, 'bin/laguna-docs.js');
  const folders = Array.from({ length: count }, (_, index) => `${dir}-shard-${index + 1}`);
  const parts = [];
  for (const [index, folder] of folders.entries()) {
    const result = await runTimed(process.execPath, [cli, 'build', '--config', CONFIG_WITH_API, '--shard', `${index + 1}/${count}`, ...(byCosts ? ['--costs', costs] : []), '--out', folder], { cwd: dir, timeoutMs });
    parts.push({ ok: result.code === 0, wallMs: Math.round(result.wallMs), cpuMs: result.cpuMs === undefined ? undefined : Math.round(result.cpuMs), peakRssBytes: result.peakRssBytes, ...(result.code === 0 ? {} : { failure: failureSummary(result) }) });
    if (result.code !== 0) break;
  }
  const merged = parts.every((part) => part.ok) ? await runTimed(process.execPath, [cli, 'merge', ...folders, '--config', CONFIG_WITH_API, '--out', `${dir}-merged`, '--costs', costs], { cwd: dir, timeoutMs }) : undefined;
  for (const folder of [...folders, `${dir}-merged`]) fs.rmSync(folder, { recursive: true, force: true });
  // Each shard's cache is its own, as on a runner of its own: the next count starts cold too.
  fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  const build = {
    docs,
    shards: count,
    cut: byCosts ? 'costs' : 'size',
    ok: merged?.code === 0,
    ...(merged && merged.code !== 0 ? { failure: failureSummary(merged) } : parts.find((part) => !part.ok) ? { failure: parts.find((part) => !part.ok).failure } : {}),
    shardCpuMs: parts.reduce((sum, part) => sum + (part.cpuMs ?? 0), 0),
    slowestShardMs: Math.max(...parts.map((part) => part.wallMs)),
    // How far the shards' CPU is from even: the largest shard's against their mean.
    shardCpuSpread: parts.length > 1 && parts.every((part) => part.cpuMs) ? Math.max(...parts.map((part) => part.cpuMs)) / (parts.reduce((sum, part) => sum + part.cpuMs, 0) / parts.length) : undefined,
    peakShardRssBytes: Math.max(...parts.map((part) => part.peakRssBytes ?? 0)),
    ...(merged ? { mergeMs: Math.round(merged.wallMs), mergeCpuMs: merged.cpuMs === undefined ? undefined : Math.round(merged.cpuMs), mergeRssBytes: merged.peakRssBytes } : {}),
    parts,
  };
  log(`  ${docs} docs as ${count} shard${count === 1 ? '' : 's'}${byCosts ? ' cut by the last costs' : ''}: shard CPU ${formatMs(build.shardCpuMs)}, slowest shard ${formatMs(build.slowestShardMs)}, peak ${formatBytes(build.peakShardRssBytes)} per shard, merge ${build.mergeMs === undefined ? 'not run' : formatMs(build.mergeMs)}${build.ok ? '' : `, ${build.failure}`}`);
  return build;
}

export function shardRows(builds) {
  return builds.map((build) => ({
    what: `synthetic ${build.docs.toLocaleString('en')} docs × 2 locales, docs + OpenAPI, ${build.shards} shard${build.shards === 1 ? '' : 's'}${build.shards > 1 ? (build.cut === 'costs' ? ' cut by the last costs' : ' cut by size') : ''} + merge`,
    measured: build.ok
      ? `shards' CPU ${formatMs(build.shardCpuMs)}${build.shardCpuSpread ? ` (largest ${build.shardCpuSpread.toFixed(2)}× the mean)` : ''}, peak ${formatBytes(build.peakShardRssBytes)} per shard, merge ${formatMs(build.mergeMs)} (${formatBytes(build.mergeRssBytes)}); with ${build.shards} runner${build.shards === 1 ? '' : 's'} about ${formatMs(build.slowestShardMs + build.mergeMs)}`
      : `failed: ${build.failure}`,
    budget: '—',
    ok: build.ok ? null : false,
  }));
}
