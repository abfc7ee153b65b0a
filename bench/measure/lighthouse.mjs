import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureSummary, runTimed } from '../lib/runTimed.mjs';
import { startGzipServer } from '../lib/gzipServer.mjs';
import { formatBytes, formatMs, median } from '../lib/stats.mjs';
import { weighPage } from './firstLoad.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const BASE_PATH = '/laguna-docs/';
const PAGES = [
  { label: 'home', url: '', file: 'index.html' },
  { label: 'docs page', url: 'docs/intro', file: 'docs/intro.html' },
  { label: 'API page', url: 'api/torrent-put', file: 'api/torrent-put.html' },
];
const JS_BUDGET = 25_000;
const BLOCKING_BUDGET = 20_000;
const TBT_BUDGET_MS = 50;

/**
 * Lighthouse 12.8.2 (mobile, simulated throttling, performance only) on the home, a docs and an API page of
 * the built Laguna site, served gzipped on 127.0.0.1 by `bench/lib/gzipServer.mjs`, with Debian's Chromium
 * headless. `runs` runs a page; the median of each figure is shown. Beside it, from the built files: the
 * JavaScript a docs page fetches and runs before it is interactive (module scripts and their static
 * imports) and its render-blocking HTML + CSS, gzip -6.
 */
export async function measureLighthouse({ root, outDir, runs, log }) {
  const rows = [];
  const details = { version: LIGHTHOUSE_VERSION, runs, pages: [] };
  const docs = await weighPage(outDir, path.join(outDir, 'docs/intro.html'));
  details.docsWeight = { jsGzip: docs.gzip6.js, htmlGzip: docs.gzip6.html, cssGzip: docs.gzip6.css, files: docs.files };
  rows.push({ what: 'docs page: JS fetched and run before it is interactive (gzip -6)', measured: formatBytes(docs.gzip6.js), budget: '≤ 25 KB gzip', ok: docs.gzip6.js <= JS_BUDGET });
  const blocking = docs.gzip6.html + docs.gzip6.css;
  rows.push({ what: `docs page: render-blocking HTML ${formatBytes(docs.gzip6.html)} + CSS ${formatBytes(docs.gzip6.css)} (gzip -6)`, measured: formatBytes(blocking), budget: '≤ 20 KB gzip', ok: blocking <= BLOCKING_BUDGET });

  if (!fs.existsSync(CHROMIUM)) {
    rows.push({ what: 'Lighthouse', measured: `not measured: ${CHROMIUM} is not installed`, budget: 'performance 100', ok: null });
    return { name: 'lighthouse', title: 'Lighthouse', rows, details };
  }
  const local = path.join(root, 'node_modules/.bin/lighthouse');
  const [command, prefix] = fs.existsSync(local) ? [local, []] : ['npx', ['-y', `lighthouse@${LIGHTHOUSE_VERSION}`]];
  const server = await startGzipServer({ outDir, basePath: BASE_PATH });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-lighthouse-'));
  try {
    for (const page of PAGES) {
      const url = `${server.origin}${BASE_PATH}${page.url}`;
      const samples = [];
      let failure;
      for (let run = 0; run < runs; run += 1) {
        const report = path.join(work, `report-${run}.json`);
        const result = await runTimed(command, [...prefix, url, '--quiet', '--only-categories=performance', '--form-factor=mobile', '--throttling-method=simulate', '--chrome-flags=--headless --no-sandbox --disable-gpu', '--output=json', `--output-path=${report}`], { cwd: work, env: { ...process.env, CHROME_PATH: CHROMIUM }, timeoutMs: 180_000 });
        if (result.code !== 0 || !fs.existsSync(report)) {
          failure = failureSummary(result);
          break;
        }
        samples.push(readReport(JSON.parse(fs.readFileSync(report, 'utf8'))));
        fs.rmSync(report, { force: true });
      }
      if (!samples.length) {
        log(`  lighthouse ${page.label}: ${failure}`);
        rows.push({ what: `Lighthouse, ${page.label} (${page.file})`, measured: `not measured: ${failure}`, budget: 'performance 100', ok: false });
        continue;
      }
      const figures = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
      details.pages.push({ ...page, samples, median: figures });
      log(`  lighthouse ${page.label}: performance ${samples.map((sample) => sample.score).join(', ')}; TBT ${samples.map((sample) => Math.round(sample.tbtMs)).join(', ')} ms`);
      rows.push({
        what: `Lighthouse, ${page.label} (${page.file}), median of ${samples.length}: TBT ${formatMs(figures.tbtMs)}, LCP ${formatMs(figures.lcpMs)}, FCP ${formatMs(figures.fcpMs)}, CLS ${figures.cls.toFixed(3)}, ${formatBytes(figures.bytes)} transferred (JS ${formatBytes(figures.scriptBytes)})`,
        measured: `performance ${figures.score}`,
        budget: 'performance 100, TBT ≤ 50 ms',
        ok: figures.score === 100 && figures.tbtMs <= TBT_BUDGET_MS,
      });
    }
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { name: 'lighthouse', title: 'Lighthouse', rows, details };
}

/** The figures of one Lighthouse report. */
function readReport(report) {
  const audits = report.audits;
  const summary = audits['resource-summary']?.details?.items ?? [];
  const transferred = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    scriptBytes: transferred('script'),
  };
}
