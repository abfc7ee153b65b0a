import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { GITIGNORE, packageJson, TSCONFIG } from '../init/templates.js';
import { packageName } from '../init/initOptions.js';
import { convertMdx } from './convertMdx.js';
import { docInfo, type DocInfo } from './docIndex.js';
import { parse as parseYaml } from 'yaml';
import { configSource, mapConfig, presetOptions, routeOf, type CarriedSection, type MappedConfig, type ThemeTranslations } from './mapConfig.js';
import { readConfigModule } from './readConfigModule.js';
import { readSidebars, sidebarForConfig, type SidebarsRead, type SidebarTranslations } from './readSidebars.js';
import { isRecord, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

/** Everything a migration writes and reports, worked out before anything is written. */
export interface MigrationPlan {
  files: MigratedFile[];
  notes: MigrationNote[];
  /** Locale codes, the default first. */
  locales: string[];
  /** Docs pages written per locale (converted or copied as markdown). */
  docCounts: Record<string, number>;
  staticCount: number;
  /** The new config, as data. */
  mapped: MappedConfig;
}

export interface PlanMigrationOptions {
  /** Absolute path of the Docusaurus site. */
  from: string;
  /** How `from` is named in messages. */
  shownFrom: string;
  /** Name of the new site's folder, for its package.json. */
  siteName: string;
  /** laguna-docs's version, which the new package.json depends on. */
  version: string;
}

const CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mts', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
/** Files operating systems and editors leave behind, never carried. */
const JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/;

/** Files below `dir`, `/`-separated and sorted, leaving out dot-named files and folders and node_modules. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || (entry.name.startsWith('.') && entry.name !== '.nojekyll' && entry.name !== '.well-known')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !JUNK.test(child)) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/**
 * Reads a Docusaurus site without running any of its code and works out the laguna-docs site it
 * becomes: config, docs of every locale (MDX converted to markdown where it can be), pages, static
 * files, custom CSS, a home page, and a report line for everything left behind.
 */
export function planMigration(options: PlanMigrationOptions): MigrationPlan {
  const { from, shownFrom } = options;
  if (!fs.existsSync(from)) throw new UserError({ severity: 'error', code: 'migrate/no-folder', message: `${shownFrom} does not exist`, hint: 'give the folder of the Docusaurus site, the one holding docusaurus.config.js' });
  if (!fs.statSync(from).isDirectory()) throw new UserError({ severity: 'error', code: 'migrate/no-folder', message: `${shownFrom} is a file, not a folder`, hint: 'give the folder of the Docusaurus site, the one holding docusaurus.config.js' });
  const configName = CONFIG_FILES.find((name) => fs.existsSync(path.join(from, name)));
  if (!configName) {
    throw new UserError({
      severity: 'error',
      code: 'migrate/not-docusaurus',
      message: `${shownFrom} is not a Docusaurus site: it has no docusaurus.config.js or docusaurus.config.ts`,
      hint: fs.existsSync(path.join(from, 'website', 'docusaurus.config.js')) || fs.existsSync(path.join(from, 'website', 'docusaurus.config.ts')) ? `the site seems to be in ${path.join(shownFrom, 'website')}` : 'give the folder that holds the Docusaurus config, beside its docs/ folder',
    });
  }
  const notes: MigrationNote[] = [];
  const config = readConfig(path.join(from, configName), configName, notes);
  const preset = presetOptions(config);
  const docsOptions = isRecord(preset.docs) ? preset.docs : {};
  const routeBase = routeOf(typeof docsOptions.routeBasePath === 'string' ? docsOptions.routeBasePath : 'docs');
  const docsPath = typeof docsOptions.path === 'string' ? docsOptions.path.replace(/^\.\/|\/$/g, '') : 'docs';
  const defaultLocale = isRecord(config.i18n) && typeof config.i18n.defaultLocale === 'string' ? config.i18n.defaultLocale : 'en';
  const otherLocales = isRecord(config.i18n) && Array.isArray(config.i18n.locales) ? config.i18n.locales.filter((code): code is string => typeof code === 'string' && code !== defaultLocale) : [];
  const files: MigratedFile[] = [];
  const docCounts: Record<string, number> = {};

  // Docs, the default locale's and each translation's.
  const docs: DocInfo[] = [];
  const defaultDocs = carryMarkdownTree({ from, sourceDir: docsPath, targetDir: `content/${defaultLocale}/docs`, files, notes });
  docCounts[defaultLocale] = defaultDocs.length;
  for (const doc of defaultDocs) docs.push(docInfo(doc.relPath, doc.text, routeBase));
  if (defaultDocs.length === 0) notes.push({ kind: 'not-carried', file: `${docsPath}/`, message: 'no docs found' });
  const translations: ThemeTranslations = new Map();
  const sidebarLabels: SidebarTranslations = { defaultLocale, byLocale: new Map() };
  for (const code of otherLocales) {
    const i18n = `i18n/${code}`;
    const messages = readMessages(path.join(from, i18n, 'docusaurus-plugin-content-docs', 'current.json'));
    if (messages) {
      sidebarLabels.byLocale.set(code, messages);
      notes.push({ kind: 'converted', file: `${i18n}/docusaurus-plugin-content-docs/current.json`, target: `content/${code}/docs/`, message: "the sidebar's translated labels, in docs.sidebar and the locale's _category_ files" });
    }
    docCounts[code] = carryMarkdownTree({ from, sourceDir: `${i18n}/docusaurus-plugin-content-docs/current`, targetDir: `content/${code}/docs`, files, notes }).length;
    carryMarkdownTree({ from, sourceDir: `${i18n}/docusaurus-plugin-content-pages`, targetDir: `content/${code}/pages`, files, notes, pages: true });
    translations.set(code, themeTranslations(path.join(from, i18n, 'docusaurus-theme-classic')));
    for (const [file, why] of [
      [`${i18n}/code.json`, 'the theme strings of Docusaurus: laguna-docs takes its own in i18n/<locale>.json (laguna-docs write-translations)'],
      [`${i18n}/docusaurus-plugin-content-blog/`, 'the translated blog: laguna-docs has no blog'],
    ] as const) {
      if (fs.existsSync(path.join(from, file))) notes.push({ kind: 'not-carried', file, message: why });
    }
  }

  // Pages: markdown ones carried, React ones reported; the home page made when it was React.
  const pages = carryMarkdownTree({ from, sourceDir: 'src/pages', targetDir: `content/${defaultLocale}/pages`, files, notes, pages: true });
  for (const file of listFiles(path.join(from, 'src/pages')).filter((file) => !/\.mdx?$/.test(file))) {
    if (/^index\.(j|t)sx?$/.test(file) && !pages.some((page) => /^index\.mdx?$/.test(page.relPath))) continue;
    if (/\.(j|t)sx?$/.test(file)) notes.push({ kind: 'not-carried', file: `src/pages/${file}`, message: 'a React page; write it as a markdown page in content/<locale>/pages/' });
  }

  let sidebars: SidebarsRead = { firstDocs: new Map() };
  const sidebarFile = typeof docsOptions.sidebarPath === 'string' ? docsOptions.sidebarPath.replace(/^\.\//, '') : ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs'].find((name) => fs.existsSync(path.join(from, name)));
  if (sidebarFile && fs.existsSync(path.join(from, sidebarFile))) {
    sidebars = readSidebars(path.join(from, sidebarFile), sidebarFile, docs, notes);
  }

  const sections = carrySections({ from, config, defaultLocale, otherLocales, files, notes, sidebarLabels });

  const staticFiles = listFiles(path.join(from, 'static'));
  for (const file of staticFiles) files.push({ path: `static/${file}`, copyOf: path.join(from, 'static', file) });

  const customCss = carryCustomCss(from, preset, files, notes);
  const mapped = mapConfig({ config, configFile: configName, docs, sidebarFirstDocs: sidebars.firstDocs, staticFiles: new Set(staticFiles), customCss, translations, sections: new Map(sections.map((section) => [section.pluginId, section])) });
  notes.push(...mapped.notes);
  const sidebar = sidebarFile ? sidebarForConfig(sidebars, sidebarFile, docs, notes, sidebarLabels) : undefined;
  translateCategoryFiles(from, docsPath, sidebarLabels, files);
  if (sidebar) mapped.config.docs = { ...(isRecord(mapped.config.docs) ? mapped.config.docs : {}), sidebar };
  if (sections.length > 0) mapped.config.docs = { ...(isRecord(mapped.config.docs) ? mapped.config.docs : {}), sections: sections.map((section) => section.config) };

  const hasHome = files.some((file) => file.path === `content/${defaultLocale}/pages/index.md`) || docs.some((doc) => doc.route === '/');
  if (!hasHome) {
    const firstId = sidebars.firstDocs.values().next().value;
    const first = docs.find((doc) => doc.id === firstId) ?? docs[0];
    files.push({ path: `content/${defaultLocale}/pages/index.md`, text: homePage(mapped.config, first?.route ?? routeBase) });
    const react = listFiles(path.join(from, 'src/pages')).find((file) => /^index\.(j|t)sx?$/.test(file));
    notes.push({ kind: 'converted', file: react ? `src/pages/${react}` : 'src/pages/', target: `content/${defaultLocale}/pages/index.md`, message: `a home page with the site's title, tagline and a button to the docs${react ? ' in place of the React page' : ''}` });
  }

  for (const file of listFiles(path.join(from, 'src/components'))) {
    const what = /\.(j|t)sx?$/.test(file) ? 'a React component' : 'a file of the React components';
    notes.push({ kind: 'not-carried', file: `src/components/${file}`, message: `${what}: pages that use them stay .mdx (see above)` });
  }
  for (const file of listFiles(path.join(from, 'src/theme'))) notes.push({ kind: 'not-carried', file: `src/theme/${file}`, message: 'a swizzled theme component: the default theme is used' });
  const blogPosts = listFiles(path.join(from, 'blog')).filter((file) => /\.mdx?$/.test(file)).length;
  if (blogPosts > 0) notes.push({ kind: 'not-carried', file: 'blog/', message: `${blogPosts} post${blogPosts === 1 ? '' : 's'}: laguna-docs has no blog` });
  if (fs.existsSync(path.join(from, 'versions.json')) || fs.existsSync(path.join(from, 'versioned_docs'))) {
    notes.push({ kind: 'not-carried', file: 'versioned_docs/', message: 'versioned docs: only the current docs are carried' });
  }

  rewriteMdxLinks(files);
  const locales = [defaultLocale, ...otherLocales];
  files.push(
    { path: 'laguna-docs.config.ts', text: configSource(mapped.config) },
    { path: 'package.json', text: packageJson({ packageName: packageName(options.siteName), version: options.version }) },
    { path: 'tsconfig.json', text: TSCONFIG },
    { path: '.gitignore', text: GITIGNORE },
  );
  return { files, notes, locales, docCounts, staticCount: staticFiles.length, mapped };
}

function readConfig(file: string, name: string, notes: MigrationNote[]): { [key: string]: StaticValue } {
  let value: StaticValue;
  try {
    value = readConfigModule(file).value;
  } catch (error) {
    const { message, line } = syntaxError(error);
    throw new UserError({ severity: 'error', code: 'migrate/config-syntax', message: `${name} could not be parsed: ${message}`, file: name, ...(line ? { line } : {}), hint: 'fix the syntax error (Docusaurus would not start either), then run migrate again' });
  }
  if (isRecord(value)) return value;
  notes.push({ kind: 'not-carried', file: name, message: 'the exported config could not be read without running it: the title, url and the rest are defaults to fill in' });
  return {};
}

function syntaxError(error: unknown): { message: string; line?: number } {
  // esbuild's errors list their messages with locations; acorn's carry `loc`.
  const esbuildError = error as { errors?: Array<{ text: string; location?: { line: number } }> };
  const first = esbuildError.errors?.[0];
  if (first) return { message: first.text, ...(first.location ? { line: first.location.line } : {}) };
  const acornError = error as { message?: string; loc?: { line: number } };
  return { message: (acornError.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, ''), ...(acornError.loc ? { line: acornError.loc.line } : {}) };
}

interface CarriedDoc {
  relPath: string;
  text: string;
}

interface CarryOptions {
  from: string;
  sourceDir: string;
  targetDir: string;
  files: MigratedFile[];
  notes: MigrationNote[];
  pages?: boolean;
}

/** Copies a folder of markdown and MDX into the content tree, converting MDX; returns the docs it wrote as markdown. */
function carryMarkdownTree(options: CarryOptions): CarriedDoc[] {
  const { from, sourceDir, targetDir, files, notes } = options;
  const carried: CarriedDoc[] = [];
  for (const rel of listFiles(path.join(from, sourceDir))) {
    const source = path.join(from, sourceDir, rel);
    const shown = `${sourceDir}/${rel}`;
    if (!/\.mdx?$/.test(rel)) {
      if (!options.pages) files.push({ path: `${targetDir}/${rel}`, copyOf: source });
      continue;
    }
    const text = fs.readFileSync(source, 'utf8');
    const isMdx = rel.endsWith('.mdx');
    // Docusaurus reads .md as MDX too; a .md file with imports or components needs the same treatment.
    if (!isMdx && !/^(import|export)\s/m.test(text)) {
      files.push({ path: `${targetDir}/${rel}`, text });
      carried.push({ relPath: rel, text });
      continue;
    }
    const result = convertMdx(text);
    const mdPath = rel.replace(/\.mdx$/, '.md');
    if (result.ok) {
      files.push({ path: `${targetDir}/${mdPath}`, text: result.markdown });
      carried.push({ relPath: mdPath, text: result.markdown });
      notes.push({ kind: 'converted', file: shown, target: `${targetDir}/${mdPath}`, message: result.changes.length > 0 ? result.changes.join('; ') : 'plain markdown already' });
    } else {
      files.push({ path: `${targetDir}/${rel}`, copyOf: source });
      notes.push({ kind: 'not-carried', file: shown, ...(result.line ? { line: result.line } : {}), message: `not converted, ${result.reason}; copied as ${targetDir}/${rel}, which the build leaves out until it is rewritten as markdown` });
    }
  }
  return carried;
}

/** A relative link to an `.mdx` file that became `.md` follows it. */
function rewriteMdxLinks(files: MigratedFile[]): void {
  const written = new Set(files.map((file) => file.path));
  for (const file of files) {
    if (!('text' in file) || !file.path.endsWith('.md')) continue;
    file.text = file.text.replace(/(\]\()([^)\s#]+)\.mdx((?:#[^)\s]*)?\))/g, (whole, open: string, target: string, rest: string) => {
      if (/^[a-z]+:|^\//i.test(target)) return whole;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), `${target}.md`));
      // A translation may link to a page only the default locale has; laguna-docs shows that one.
      const inAnyLocale = [...written].some((other) => other.replace(/^content\/[^/]+\//, '') === resolved.replace(/^content\/[^/]+\//, ''));
      return inAnyLocale ? `${open}${target}.md${rest}` : whole;
    });
  }
}

/** The stylesheets of the preset's `theme.customCss`, copied to the same paths; the new config's `customCss`. */
function carryCustomCss(from: string, preset: { [key: string]: StaticValue }, files: MigratedFile[], notes: MigrationNote[]): string[] {
  const theme = isRecord(preset.theme) ? preset.theme.customCss : undefined;
  const given = (Array.isArray(theme) ? theme : [theme]).filter((entry): entry is string => typeof entry === 'string');
  const carried: string[] = [];
  for (const entry of given) {
    const rel = path.posix.normalize(entry.replace(/^\.\//, ''));
    const source = path.join(from, rel);
    if (rel.startsWith('..') || !fs.existsSync(source)) {
      notes.push({ kind: 'not-carried', file: rel, message: 'custom CSS not found' });
      continue;
    }
    let text = fs.readFileSync(source, 'utf8');
    if (/--ifm-color-primary\s*:/.test(text)) {
      text += "\n/* Added by laguna-docs migrate: the theme's primary colour from Docusaurus's, in light and dark mode. */\n:root,\n[data-theme='dark'] {\n  --primary: var(--ifm-color-primary);\n}\n";
      notes.push({ kind: 'converted', file: rel, target: rel, message: `--ifm-color-primary now sets the theme's --primary; other --ifm-* variables and Infima classes have no effect` });
    }
    files.push({ path: rel, text });
    carried.push(`./${rel}`);
  }
  return carried;
}

/** `key → text` of `navbar.json` and `footer.json`, each key led by its file's name. */
function themeTranslations(dir: string): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const name of ['navbar', 'footer']) {
    const file = path.join(dir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    try {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
      for (const [key, entry] of Object.entries(json)) if (typeof entry?.message === 'string') strings[`${name}\u0000${key}`] = entry.message;
    } catch {
      // A translation file that is not JSON leaves the labels in the default locale.
    }
  }
  return strings;
}

function homePage(config: { [key: string]: StaticValue }, firstRoute: string): string {
  const title = typeof config.title === 'string' ? config.title : 'Docs';
  const tagline = typeof config.tagline === 'string' ? config.tagline : '';
  return `---
layout: home
title: ${JSON.stringify(title)}
hero:
  title: ${JSON.stringify(title)}
  tagline: ${JSON.stringify(tagline || 'Documentation')}
  actions:
    - text: Get started
      link: ${firstRoute}
---
`;
}

/** `key → message` of a Docusaurus translation file (`{ "key": { "message": "…" } }`); undefined when there is none. */
function readMessages(file: string): Record<string, string> | undefined {
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
function translateCategoryFiles(from: string, docsPath: string, labels: SidebarTranslations, files: MigratedFile[]): void {
  for (const rel of listFiles(path.join(from, docsPath)).filter((file) => /(^|\/)_category_\.(json|ya?ml)$/.test(file))) {
    let meta: unknown;
    try {
      const text = fs.readFileSync(path.join(from, docsPath, rel), 'utf8');
      meta = rel.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
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

interface SectionPlan extends CarriedSection {
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
}

/**
 * Each further instance of the docs plugin (`plugins: [['@docusaurus/plugin-content-docs', { id, path,
 * routeBasePath, sidebarPath }]]`) becomes a docs section: its folder and translations under
 * `content/<locale>/<id>/`, its route, and its sidebar.
 */
function carrySections(options: CarrySectionsOptions): SectionPlan[] {
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
    const carried = carryMarkdownTree({ from, sourceDir, targetDir: `content/${options.defaultLocale}/${folder}`, files, notes });
    for (const code of options.otherLocales) {
      carryMarkdownTree({ from, sourceDir: `i18n/${code}/docusaurus-plugin-content-docs-${pluginId}/current`, targetDir: `content/${code}/${folder}`, files, notes });
    }
    const docs = carried.map((doc) => docInfo(doc.relPath, doc.text, routeBase));
    const sidebarFile = typeof settings.sidebarPath === 'string' ? settings.sidebarPath.replace(/^\.\//, '') : undefined;
    let sidebars: SidebarsRead = { firstDocs: new Map() };
    if (sidebarFile && fs.existsSync(path.join(from, sidebarFile))) sidebars = readSidebars(path.join(from, sidebarFile), sidebarFile, docs, notes);
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
