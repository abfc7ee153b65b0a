import fs from 'node:fs';
import path from 'node:path';
import { failureSummary, parseStages, runTimed } from '../lib/runTimed.mjs';
import { formatMs } from '../lib/stats.mjs';

/**
 * The social cards of the Laguna site: a CLI build with none of them in the disk cache (every card
 * drawn), then one with all of them there, each timed by its "social cards" stage. The cards' cache
 * folder is emptied first, the rest of the cache is left as it is.
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
  const count = Number(/(\d+) cards/.exec(cold.detail ?? '')?.[1] ?? 0);
  return {
    name: 'cards',
    title: 'Social cards of the Laguna site',
    rows: [
      { what: `social cards drawn, ${count} cards (none cached)`, measured: cold.ms === undefined ? 'not measured' : `${formatMs(cold.ms)}${count ? `, ${formatMs(cold.ms / count)} a card` : ''}`, budget: '', ok: null },
      { what: 'social cards from the disk cache', measured: warm.ms === undefined ? 'not measured' : formatMs(warm.ms), budget: '', ok: null },
    ],
    details: { runs },
  };
}
