// The dev server's link check in a process of its own (see backgroundChecker.ts), so crawling the site
// never holds up a rebuild. Plain JavaScript, so the same file runs from the sources (tests) and from dist/.
import { checkBuiltSite } from '@laguna-docs/link-check';

/** The built site as the dev server last described it: it sends only the files that changed. */
const files = new Map();

/**
 * @typedef {object} CheckMessage
 * @property {number} id
 * @property {import('@laguna-docs/config').ResolvedConfig} config
 * @property {import('@laguna-docs/link-check').PageSource[]} pages
 * @property {string[]} removed paths of files that are gone
 */

/**
 * Files new or different since the last check, sent in parts before the check that needs them.
 * @typedef {object} FilesMessage
 * @property {import('@laguna-docs/link-check').SiteFile[]} files
 */

process.on('message', async (/** @type {CheckMessage | FilesMessage} */ message) => {
  if ('files' in message) {
    for (const file of message.files) files.set(file.path, file.contents);
    return;
  }
  const { id, config, pages, removed } = message;
  for (const path of removed) files.delete(path);
  try {
    const report = await checkBuiltSite({ config, pages, files: [...files].map(([path, contents]) => ({ path, contents })), severity: 'warning' });
    process.send?.({ id, diagnostics: report.diagnostics });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The dev server going away (closed or killed) ends the check too.
process.on('disconnect', () => process.exit(0));
