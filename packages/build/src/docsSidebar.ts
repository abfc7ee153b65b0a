import fs from 'node:fs';
import type { ResolvedConfig } from '@laguna-docs/config';
import { checkManualSidebar, docIdOf } from '@laguna-docs/content';
import type { CollectSourcesResult } from './collectSources.js';

/**
 * Checks the config's manual sidebar (`docs.sidebar`) against the default locale's docs before any page is
 * built, so that a doc id or folder naming nothing fails the build at its line in the config.
 */
export function checkDocsSidebar(resolved: ResolvedConfig, collected: CollectSourcesResult, shownConfigFile: string): void {
  const { sidebar } = resolved.config.docs;
  if (!sidebar) return;
  const pages = collected.locales.find((sources) => sources.locale === resolved.config.locales.default)?.pages ?? [];
  const docs = pages.filter((page) => page.source.section === 'docs');
  const folders = new Set<string>();
  for (const doc of docs) {
    const parts = doc.source.relPath.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
  }
  let configText = '';
  try {
    configText = fs.readFileSync(resolved.configFile, 'utf8');
  } catch {
    // A config given by a test or a tool without a file: the messages then name no line.
  }
  checkManualSidebar({
    sidebar,
    docs: docs.map((doc) => ({ docId: docIdOf(doc.source.relPath, doc.frontMatter.id), route: doc.route, relPath: doc.source.relPath })),
    folders,
    configFile: shownConfigFile,
    configText,
  });
}
