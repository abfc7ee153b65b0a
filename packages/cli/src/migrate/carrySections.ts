import fs from 'node:fs';
import path from 'node:path';
import { yamlValue } from '@laguna-docs/shared/yaml';
import { carryMarkdownTree, listFiles } from './carryFiles.js';
import type { PageImportsContext } from './pageImports.js';
import { docInfo } from './docIndex.js';
import { routeOf, type CarriedSection } from './mapConfig.js';
import { readSidebars, sidebarsFile, sidebarForConfig, type SidebarsRead, type SidebarTranslations } from './readSidebars.js';
import { isRecord, lineOfKey, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

/** `key → message` of a Docusaurus translation file (`{ "key": { "message": "…" } }`); undefined when there is none. */
export function readMessages(file: string): Record<string, string> | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
    return Object.fromEntries(Object.entries(json).flatMap(([key, entry]) => (typeof entry?.message === 'string' ? [[key, entry.message]] : [])));
  } catch {
    return undefined;
  }
}

/**
 * A category whose label the locale translates (`sidebar.<id>.category.<label>`) gets a `_category_.json`
 * in the locale's folder: the default locale's keys with the translated label.
 */
export function translateCategoryFiles(from: string, docsPath: string, labels: SidebarTranslations, files: MigratedFile[]): void {
  for (const rel of listFiles(from, docsPath).filter((file) => /(^|\/)_category_\.(json|ya?ml)$/.test(file))) {
    let meta: unknown;
    try {
      const text = fs.readFileSync(path.join(from, docsPath, rel), 'utf8');
      meta = rel.endsWith('.json') ? JSON.parse(text) : yamlValue(text);
    } catch {
      continue;
    }
    if (!meta || typeof meta !== 'object' || typeof (meta as { label?: unknown }).label !== 'string') continue;
    const label = (meta as { label: string }).label;
    const dir = path.posix.dirname(rel) === '.' ? '' : `${path.posix.dirname(rel)}/`;
    for (const [code, messages] of labels.byLocale) {
      const message = Object.entries(messages).find(([key]) => /^sidebar\.[^.]+\.category\./.test(key) && key.replace(/^sidebar\.[^.]+\.category\./, '') === label)?.[1];
      const target = `content/${code}/docs/${dir}_category_.json`;
      if (!message || message === label || files.some((file) => file.path.startsWith(`content/${code}/docs/${dir}_category_.`))) continue;
      files.push({ path: target, text: `${JSON.stringify({ ...meta, label: message }, null, 2)}\n` });
    }
  }
}

export interface SectionPlan extends CarriedSection {
  pluginId: string;
  /** The section as `docs.sections` gets it. */
  config: { [key: string]: StaticValue };
}

interface CarrySectionsOptions {
  from: string;
  config: { [key: string]: StaticValue };
  defaultLocale: string;
  otherLocales: readonly string[];
  files: MigratedFile[];
  notes: MigrationNote[];
  sidebarLabels: SidebarTranslations;
  /** The config's file name, for the report. */
  configFile: string;
  /** What the pages' imports need of the new site (see `rewritePageImports`). */
  imports?: PageImportsContext;
}

/**
 * Each further instance of the docs plugin (`plugins: [['@docusaurus/plugin-content-docs', { id, path,
 * routeBasePath, sidebarPath }]]`) becomes a docs section: its folder and translations under
 * `content/<locale>/<id>/`, its route, and its sidebar.
 */
export function carrySections(options: CarrySectionsOptions): SectionPlan[] {
  const { from, config, files, notes } = options;
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  const sections: SectionPlan[] = [];
  for (const entry of plugins) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !/plugin-content-docs/.test(entry[0]) || !isRecord(entry[1])) continue;
    const settings = entry[1];
    const pluginId = settings.id;
    if (typeof pluginId !== 'string') continue;
    const folder = pluginId.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[^a-z0-9]+/, '');
    if (!folder || ['docs', 'pages', 'api'].includes(folder) || sections.some((section) => section.config.path === folder)) continue;
    const sourceDir = typeof settings.path === 'string' ? settings.path.replace(/^\.\/|\/$/g, '') : pluginId;
    const routeBase = routeOf(typeof settings.routeBasePath === 'string' ? settings.routeBasePath : pluginId);
    const carried = carryMarkdownTree({ from, sourceDir, targetDir: `content/${options.defaultLocale}/${folder}`, files, notes, ...(options.imports ? { imports: options.imports } : {}) });
    for (const code of options.otherLocales) {
      carryMarkdownTree({ from, sourceDir: `i18n/${code}/docusaurus-plugin-content-docs-${pluginId}/current`, targetDir: `content/${code}/${folder}`, files, notes, ...(options.imports ? { imports: options.imports } : {}) });
    }
    const docs = carried.map((doc) => docInfo(doc.relPath, doc.text, routeBase));
    const sidebarFile = settings.sidebarPath === undefined ? undefined : sidebarsFile(from, options.configFile, settings.sidebarPath, notes, lineOfKey(settings, 'sidebarPath'));
    let sidebars: SidebarsRead = { firstDocs: new Map() };
    if (sidebarFile) sidebars = readSidebars(path.join(from, sidebarFile), sidebarFile, docs, notes);
    const sidebar = sidebarFile ? sidebarForConfig(sidebars, sidebarFile, docs, notes, options.sidebarLabels) : undefined;
    const label = pluginId.replace(/[-_]+/g, ' ').replace(/^./, (first) => first.toUpperCase());
    sections.push({
      pluginId,
      docs,
      sidebarFirstDocs: sidebars.firstDocs,
      routeBase,
      config: { path: folder, routeBasePath: routeBase, label, ...(sidebar ? { sidebar } : {}) },
    });
    notes.push({ kind: 'converted', file: `${sourceDir}/`, target: `content/${options.defaultLocale}/${folder}/`, message: `the docs plugin "${pluginId}": a docs section at ${routeBase} with ${docs.length} doc${docs.length === 1 ? '' : 's'}` });
  }
  return sections;
}
