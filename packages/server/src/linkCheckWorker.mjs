// The dev server's link check on a thread of its own (see linkWatch.ts), so crawling the site never
// holds up a rebuild. Plain JavaScript, so the same file runs from the sources (tests) and from dist/.
import { parentPort } from 'node:worker_threads';
import { checkBuiltSite } from '@laguna-docs/link-check';

parentPort?.on('message', async (/** @type {{ id: number, options: Parameters<typeof checkBuiltSite>[0] }} */ { id, options }) => {
  try {
    const report = await checkBuiltSite(options);
    parentPort?.postMessage({ id, diagnostics: report.diagnostics });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
