import fs from 'node:fs';
import path from 'node:path';
import { failureSummary, parseStages, runTimed } from '../lib/runTimed.mjs';
import { formatMs } from '../lib/stats.mjs';

/**
 * The social cards of the Laguna site: a CLI build with none of them in the disk cache (every card
 * drawn), then one with all of them there, each timed by its "social cards" stage. The cards' cache
 * folder is emptied first, the rest of the cache is left as it is. Then what cards add to a cold build:
 * builds with the whole cache emptied, with cards and without (the same config, `socialCards: false`),
 * alternating, three of each, compared by CPU time (the budget: ≤ 1.3× without).
 */
export async function measureSocialCards({ root, outDir, log }) {
  fs.rmSync(path.join(root, 'node_modules/.cache/laguna-docs/cards'), { recursive: true, force: true });
  const runs = [];
  for (const label of ['cold', 'warm']) {
    const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir], { cwd: root, timeoutMs: 120_000 });
    const stage = parseStages(result.stdout).find((entry) => entry.stage === 'social cards');
    log(`  ${label}: ${stage ? `${stage.ms} ms (${stage.detail})` : `no social cards stage${result.code === 0 ? '' : `, ${failureSummary(result)}`}`}`);
    runs.push({ label, ms: stage?.ms, detail: stage?.detail, ok: result.code === 0 });
  }
  const [cold, warm] = runs;
  const ratio = await coldRatio({ root, outDir, log });
  const count = Number(/(\d+) cards/.exec(cold.detail ?? '')?.[1] ?? 0);
  return {
    name: 'cards',
    title: 'Social cards of the Laguna site',
    rows: [
      { what: `social cards drawn, ${count} cards (none cached)`, measured: cold.ms === undefined ? 'not measured' : `${formatMs(cold.ms)}${count ? `, ${formatMs(cold.ms / count)} a card` : ''}`, budget: '', ok: null },
      { what: 'social cards from the disk cache', measured: warm.ms === undefined ? 'not measured' : formatMs(warm.ms), budget: '', ok: null },
      ratio.row,
    ],
    details: { runs, cold: ratio.builds },
  };
}

/** Cold builds with and without cards, alternating, three of each: the CPU time of one against the other. */
/** Builds with cards and without, each: a cold build of the Laguna site is a second, and the machine's speed moves from one to the next. */
const ROUNDS = 3;

async function coldRatio({ root, outDir, log }) {
  const config = path.join(root, '.bench-cards-off.config.ts');
  fs.writeFileSync(config, "import config from './laguna-docs.config.ts';\nexport default { ...config, socialCards: false };\n");
  const builds = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const cards of [true, false]) {
        fs.rmSync(path.join(root, 'node_modules/.cache/laguna-docs'), { recursive: true, force: true });
        const args = [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', outDir, ...(cards ? [] : ['--config', config])];
        const result = await runTimed(process.execPath, args, { cwd: root, timeoutMs: 120_000 });
        log(`  cold ${cards ? 'with' : 'without'} cards: ${result.cpuMs === undefined ? 'no CPU time (needs GNU time)' : `${formatMs(result.cpuMs)} CPU`}, ${formatMs(result.wallMs)} wall${result.code === 0 ? '' : `, ${failureSummary(result)}`}`);
        builds.push({ cards, cpuMs: result.code === 0 ? result.cpuMs : undefined, wallMs: result.wallMs });
      }
    }
  } finally {
    fs.rmSync(config, { force: true });
  }
  const sum = (cards) => builds.filter((build) => build.cards === cards).reduce((total, build) => total + (build.cpuMs ?? NaN), 0);
  const each = (cards) => formatMs(sum(cards) / ROUNDS);
  const ratio = sum(true) / sum(false);
  const row = Number.isFinite(ratio)
    ? { what: `cold build with cards against without (CPU, ${ROUNDS} of each, alternating)`, measured: `${ratio.toFixed(2)}× (${each(true)} against ${each(false)})`, budget: '≤ 1.3×', ok: ratio <= 1.3 }
    : { what: 'cold build with cards against without (CPU)', measured: 'not measured', budget: '≤ 1.3×', ok: null };
  return { row, builds };
}
