import fs from 'node:fs';
import path from 'node:path';
import { failureSummary, parseBuiltPages, runTimed } from '../lib/runTimed.mjs';
import { formatBytes, formatMs, max, median } from '../lib/stats.mjs';
import { writeApiSite } from '../lib/apiSite.mjs';
import { filesUnder } from '../lib/files.mjs';

const BUDGET_MS = 10_000;
const BUDGET_OUTPUT = 100e6;
/** What a page of a large reference may carry beyond its own content (its `<main>`): sidebar, navbar, page data. */
const BUDGET_CHROME = 20 * 1024;

/**
 * Budget 4: the largest public descriptions. Generates the OpenAPI tests' synthetic description with
 * `operations` operations and `schemas` model schemas (every named schema with contents gets a page),
 * builds a site of that reference alone in one locale, as a vendor's API site is, with the CLI from
 * cold, and weighs the output: in all, and per API page what it carries beyond its own content.
 */
export async function measureLargeApi({ root, operations, schemas, timeoutMs, log }) {
  const { syntheticSpec } = await import(path.join(root, 'packages/openapi/dist/synthetic.js'));
  const site = writeApiSite('laguna-bench-api-', JSON.stringify(syntheticSpec({ operations, schemas })));
  try {
    const out = path.join(site, 'out');
    const result = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), 'build', '--out', out], { cwd: site, timeoutMs });
    const ok = result.code === 0;
    const weight = ok ? weigh(out) : undefined;
    const details = {
      operations,
      schemas,
      ok,
      exitCode: result.code,
      ...(ok ? {} : { failure: failureSummary(result) }),
      wallMs: Math.round(result.wallMs),
      ...(result.cpuMs !== undefined ? { cpuMs: Math.round(result.cpuMs) } : {}),
      peakRssBytes: result.peakRssBytes,
      pages: parseBuiltPages(result.stdout),
      ...weight,
    };
    log(`  ${operations} operations: ${formatMs(details.wallMs)}, ${formatBytes(details.peakRssBytes)}${ok ? `, ${formatBytes(details.outputBytes)} output` : `, ${details.failure}`}`);
    return { name: 'openapi', title: 'Large OpenAPI reference', rows: largeApiRows(details), details };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/** Output bytes in all, and per API page the bytes outside its `<main>` element (median and largest). */
function weigh(out) {
  let outputBytes = 0;
  const chrome = [];
  for (const file of filesUnder(out)) {
    outputBytes += file.size;
    if (file.path.startsWith(path.join(out, 'api')) && file.path.endsWith('.html')) {
      const html = fs.readFileSync(file.path, 'utf8');
      const start = html.indexOf('<main');
      const end = html.indexOf('</main>');
      if (start >= 0 && end > start) chrome.push(Buffer.byteLength(html) - Buffer.byteLength(html.slice(start, end)));
    }
  }
  return { outputBytes, apiPages: chrome.length, chromeMedianBytes: median(chrome), chromeMaxBytes: max(chrome) };
}

export function largeApiRows(details) {
  const label = `OpenAPI reference of ${details.operations.toLocaleString('en')} operations and ${details.schemas.toLocaleString('en')} model schemas, 1 locale`;
  const failed = details.ok ? '' : ` (${details.failure})`;
  const cpu = details.cpuMs !== undefined ? ` (CPU ${formatMs(details.cpuMs)})` : '';
  return [
    { what: `${label}: cold build`, measured: `${formatMs(details.wallMs)}${cpu}${failed}`, budget: '≤ 10 s', ok: details.ok && details.wallMs <= BUDGET_MS },
    { what: `${label}: output`, measured: details.ok ? `${formatBytes(details.outputBytes)} (${details.pages} pages)` : '–', budget: '≤ 100 MB', ok: details.ok ? details.outputBytes <= BUDGET_OUTPUT : null },
    {
      what: `${label}: API page beyond its content, largest (median)`,
      measured: details.ok ? `${formatBytes(details.chromeMaxBytes)} (${formatBytes(details.chromeMedianBytes)}) over ${details.apiPages} pages` : '–',
      budget: '≤ 20 KB',
      ok: details.ok ? details.chromeMaxBytes <= BUDGET_CHROME : null,
    },
    { what: `${label}: peak RSS`, measured: formatBytes(details.peakRssBytes), budget: '', ok: null },
  ];
}
