#!/usr/bin/env node
// Summarises a V8 CPU profile (`node --cpu-prof`): self time per package and the functions with the
// most self time. `node bench/profile.mjs <file.cpuprofile> [--top 25]`
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Self time in ms per package and per function of a `.cpuprofile`. */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  // timeDeltas[i] is the time before samples[i]; charge it to that sample's node.
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byPackage = new Map();
  const byFunction = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    totalUs += us;
    const owner = ownerOf(callFrame.url, callFrame.functionName);
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + us);
    const name = `${callFrame.functionName || '(anonymous)'} ${owner}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: Math.round(us / 1000) }));
  return { totalMs: Math.round(totalUs / 1000), packages: sorted(byPackage), functions: sorted(byFunction) };
}

/** `highlight.js`, `@laguna-docs/markdown`, `node:internal`, `(garbage collector)` … */
function ownerOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const store = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (store) return store[1];
  const own = /\/(packages|themes)\/([^/]+)\//.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return path.basename(url);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/profile.mjs <file.cpuprofile> [--top 25]');
    process.exit(1);
  }
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex === -1 ? 25 : Number(process.argv[topIndex + 1]);
  const summary = summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')));
  const percent = (ms) => `${((ms / summary.totalMs) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${summary.totalMs} ms sampled\n\nself time by package:`);
  for (const entry of summary.packages.slice(0, top)) console.log(`  ${percent(entry.ms)} ${String(entry.ms).padStart(7)} ms  ${entry.name}`);
  console.log('\nself time by function:');
  for (const entry of summary.functions.slice(0, top)) console.log(`  ${percent(entry.ms)} ${String(entry.ms).padStart(7)} ms  ${entry.name}`);
}
