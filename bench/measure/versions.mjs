import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';
import { formatMs, median } from '../lib/stats.mjs';

/** How many times the time of one version ten versions may take. */
const GOAL_RATIO = 3;

/**
 * Versioned docs at scale: the Laguna site with its current docs alone, and with nine released versions
 * cut from them (`laguna-docs version`), ten versions of its docs and API reference in all. Each is
 * built through the CLI `runs` times: the first cold (a new folder, no disk cache), the others warm.
 * The goal: ten versions in under three times the time of one.
 */
export async function measureVersions({ root, runs, log }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-versions-'));
  const cli = path.join(root, 'bin/laguna-docs.js');
  try {
    const sites = {};
    for (const [name, versions] of [['one', 0], ['ten', 9]]) {
      const site = path.join(work, name);
      for (const entry of ['content', 'openapi', 'static', 'laguna-docs.config.ts']) {
        if (fs.existsSync(path.join(root, entry))) fs.cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
      }
      for (let index = 1; index <= versions; index += 1) {
        const cut = await runTimed(process.execPath, [cli, 'version', `0.${index}`], { cwd: site, timeoutMs: 60_000 });
        if (cut.code !== 0) return failed(`cutting version 0.${index} failed (${failureSummary(cut)})`);
      }
      const builds = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runTimed(process.execPath, [cli, 'build', '--out', path.join(site, 'build')], { cwd: site, timeoutMs: 300_000 });
        log(`  ${name === 'one' ? 'one version' : 'ten versions'}, build ${run + 1}/${runs}: ${formatMs(result.wallMs)}${result.cpuMs !== undefined ? ` (CPU ${formatMs(result.cpuMs)})` : ''}${result.code === 0 ? '' : `, ${failureSummary(result)}`}`);
        if (result.code !== 0) return failed(`the build of ${name === 'one' ? 'one version' : 'ten versions'} failed (${failureSummary(result)})`);
        builds.push(result);
      }
      const pages = /Built (\d+) pages/.exec(builds.at(-1).stdout)?.[1];
      sites[name] = { coldMs: Math.round(builds[0].wallMs), warmMs: builds.slice(1).map((result) => Math.round(result.wallMs)), cpuMs: builds.map((result) => (result.cpuMs === undefined ? undefined : Math.round(result.cpuMs))), pages: pages ? Number(pages) : undefined };
    }
    const warm = (site) => median(site.warmMs.length > 0 ? site.warmMs : [site.coldMs]);
    const cpuWarm = (site) => median(site.cpuMs.slice(1).filter((value) => value !== undefined));
    const ratio = warm(sites.ten) / warm(sites.one);
    const coldRatio = sites.ten.coldMs / sites.one.coldMs;
    const row = (label, site) => ({ what: `${label} (${site.pages ?? '?'} pages): cold, warm median of ${site.warmMs.length}`, measured: `${formatMs(site.coldMs)}, ${formatMs(warm(site))}${Number.isFinite(cpuWarm(site)) ? ` (CPU ${formatMs(cpuWarm(site))})` : ''}`, budget: '', ok: null });
    return {
      name: 'versions',
      title: 'Ten versions of the Laguna docs against one',
      rows: [
        row('Laguna site, one version', sites.one),
        row('Laguna site, ten versions', sites.ten),
        { what: 'ten versions against one, warm (cold)', measured: `${ratio.toFixed(2)}× (${coldRatio.toFixed(2)}×)`, budget: `< ${GOAL_RATIO}×`, ok: ratio < GOAL_RATIO },
      ],
      details: { ...sites, ratio: Number(ratio.toFixed(2)), coldRatio: Number(coldRatio.toFixed(2)) },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  function failed(message) {
    log(`  ${message}`);
    return { name: 'versions', title: 'Ten versions of the Laguna docs against one', rows: [{ what: 'ten versions against one', measured: `not measured: ${message}`, budget: `< ${GOAL_RATIO}×`, ok: false }], details: { failure: message } };
  }
}
