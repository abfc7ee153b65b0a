import fs from 'node:fs';
import path from 'node:path';
import { localize, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import { checkManualSidebar, docIdOf } from '@laguna-docs/content';
import { isUserError, type Diagnostic } from '@laguna-docs/shared';
import type { DocsSection } from './assemblePages.js';
import type { CollectSourcesResult, LocaleSources } from '@laguna-docs/content';
import type { DocsLayout } from './versions/docsLayout.js';

/** The docs sections beside the main one (see `DocsLayout`) as one locale's pages are assembled with them. */
export function docsSections(config: SiteConfig, layout: DocsLayout, sources: LocaleSources, locale: string): DocsSection[] {
  return layout.sections.slice(1).map((section) => {
    const categories = sources.sectionCategories?.get(section.id);
    return {
      id: section.id,
      route: section.route,
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
export function checkDocsSidebar(resolved: ResolvedConfig, layout: DocsLayout, collected: CollectSourcesResult, shownConfigFile: string): Diagnostic[] {
  const manual = layout.sections.flatMap((section) => (section.sidebar && section.sidebarOrigin ? [{ section: section.id, field: section.sidebarOrigin.field, file: section.sidebarOrigin.file, sidebar: section.sidebar }] : []));
  if (manual.length === 0) return [];
  const pages = collected.locales.find((sources) => sources.locale === resolved.config.locales.default)?.pages ?? [];
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, fs.readFileSync(path.resolve(resolved.root, file), 'utf8'));
      } catch {
        // A config given by a test or a tool without a file: the messages then name no line.
        texts.set(file, '');
      }
    }
    return texts.get(file)!;
  };
  const problems: Diagnostic[] = [];
  for (const { section, field, file, sidebar } of manual) {
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
        configFile: file ?? shownConfigFile,
        configText: file ? textOf(file) : textOf(resolved.configFile),
      });
    } catch (error) {
      if (!isUserError(error)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  return problems;
}
