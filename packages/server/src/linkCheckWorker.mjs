// The dev server's link check in a process of its own (see backgroundChecker.ts), so crawling the site
// never holds up a rebuild. Plain JavaScript, so the same file runs from the sources (tests) and from dist/.
import { checkBuiltSite } from '@laguna-docs/link-check';

process.on('message', async (/** @type {{ id: number, options: Parameters<typeof checkBuiltSite>[0] }} */ { id, options }) => {
  try {
    const report = await checkBuiltSite(options);
    process.send?.({ id, diagnostics: report.diagnostics });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The dev server going away (closed or killed) ends the check too.
process.on('disconnect', () => process.exit(0));
