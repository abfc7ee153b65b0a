import fs from 'node:fs';
import { localize, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import { checkManualSidebar, docIdOf } from '@laguna-docs/content';
import { isUserError, UserError, type Diagnostic } from '@laguna-docs/shared';
import type { DocsSection } from './assemblePages.js';
import type { CollectSourcesResult, LocaleSources } from './collectSources.js';

/** The docs sections beside `docs` (config `docs.sections`) as one locale's pages are assembled with them. */
export function docsSections(config: SiteConfig, sources: LocaleSources, locale: string): DocsSection[] {
  return config.docs.sections.map((section) => {
    const categories = sources.sectionCategories?.get(section.path);
    return {
      id: section.path,
      route: section.routeBasePath,
      title: localize(section.label, locale, config.locales.default),
      categories: categories?.categories ?? new Map(),
      ...(categories ? { categoryFiles: categories.categoryFiles } : {}),
      ...(section.sidebar ? { sidebar: section.sidebar } : {}),
    };
  });
}

/**
 * Checks the config's manual sidebars (`docs.sidebar`, and each of `docs.sections`) against the default
 * locale's docs of their section before any page is built, so that a doc id or folder naming nothing fails
 * the build at its line in the config.
 */
export function checkDocsSidebar(resolved: ResolvedConfig, collected: CollectSourcesResult, shownConfigFile: string): void {
  const { docs: docsConfig } = resolved.config;
  const manual = [
    ...(docsConfig.sidebar ? [{ section: 'docs', field: 'docs.sidebar', sidebar: docsConfig.sidebar }] : []),
    ...docsConfig.sections.flatMap((section, index) => (section.sidebar ? [{ section: section.path, field: `docs.sections[${index}].sidebar`, sidebar: section.sidebar }] : [])),
  ];
  if (manual.length === 0) return;
  const pages = collected.locales.find((sources) => sources.locale === resolved.config.locales.default)?.pages ?? [];
  let configText = '';
  try {
    configText = fs.readFileSync(resolved.configFile, 'utf8');
  } catch {
    // A config given by a test or a tool without a file: the messages then name no line.
  }
  const problems: Diagnostic[] = [];
  for (const { section, field, sidebar } of manual) {
    const docs = pages.filter((page) => page.source.section === section);
    const folders = new Set<string>();
    for (const doc of docs) {
      const parts = doc.source.relPath.split('/').slice(0, -1);
      parts.forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
    }
    try {
      checkManualSidebar({
        sidebar,
        field,
        docs: docs.map((doc) => ({ docId: docIdOf(doc.source.relPath, doc.frontMatter.id), route: doc.route, relPath: doc.source.relPath })),
        folders,
        configFile: shownConfigFile,
        configText,
      });
    } catch (error) {
      if (!isUserError(error)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  if (problems.length > 0) throw new UserError(problems);
}
