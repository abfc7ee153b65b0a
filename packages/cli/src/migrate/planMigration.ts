import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { GITIGNORE, packageJson, TSCONFIG } from '../init/templates.js';
import { packageName } from '../init/initOptions.js';
import { carryCustomCss, carryMarkdownTree, homePage, listFiles, rewriteMdxLinks, themeTranslations } from './carryFiles.js';
import { carrySections, readMessages, translateCategoryFiles } from './carrySections.js';
import { carryReactPages, carrySwizzled, islandsInMdx } from './carryTheme.js';
import { docInfo, type DocInfo } from './docIndex.js';
import { configSource, mapConfig, presetOptions, routeOf, type MappedConfig, type ThemeTranslations } from './mapConfig.js';
import { readConfigModule } from './readConfigModule.js';
import { readSidebars, sidebarForConfig, type SidebarsRead, type SidebarTranslations } from './readSidebars.js';
import { isRecord, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';
import { carryVersions } from './versions.js';

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

  // Pages: markdown ones carried, React ones too where they can be (see carryTheme.ts); the home page made when it was React.
  const pages = carryMarkdownTree({ from, sourceDir: 'src/pages', targetDir: `content/${defaultLocale}/pages`, files, notes, pages: true });
  const reactHome = listFiles(path.join(from, 'src/pages')).find((file) => /^index\.(j|t)sx?$/.test(file));
  if (reactHome && pages.some((page) => /^index\.mdx?$/.test(page.relPath))) notes.push({ kind: 'not-carried', file: `src/pages/${reactHome}`, message: 'a React home page beside a markdown one, which is kept' });
  carryReactPages({ from, files, notes });

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

  const embeds = embedHosts(files);
  if (embeds.hosts.length > 0) {
    mapped.config.markdown = { ...(isRecord(mapped.config.markdown) ? mapped.config.markdown : {}), embeds: embeds.hosts };
    notes.push({ kind: 'converted', file: configName, target: 'laguna-docs.config.ts', message: `the pages' <iframe> embeds (the first in ${embeds.firstFile}) come from ${embeds.hosts.join(', ')}: listed in markdown.embeds; each needs a title` });
  }

  const hasHome = files.some((file) => file.path === `content/${defaultLocale}/pages/index.md`) || docs.some((doc) => doc.route === '/');
  if (!hasHome) {
    const firstId = sidebars.firstDocs.values().next().value;
    const first = docs.find((doc) => doc.id === firstId) ?? docs[0];
    files.push({ path: `content/${defaultLocale}/pages/index.md`, text: homePage(mapped.config, first?.route ?? routeBase) });
    const react = listFiles(path.join(from, 'src/pages')).find((file) => /^index\.(j|t)sx?$/.test(file));
    notes.push({ kind: 'converted', file: react ? `src/pages/${react}` : 'src/pages/', target: `content/${defaultLocale}/pages/index.md`, message: `a home page with the site's title, tagline and a button to the docs${react ? ' in place of the React page' : ''}` });
  }

  // The site's components, which `.mdx` pages import as `@site/src/components/…`, are rendered by laguna-docs too.
  for (const file of listFiles(path.join(from, 'src/components'))) files.push({ path: `src/components/${file}`, copyOf: path.join(from, 'src/components', file) });
  const components = listFiles(path.join(from, 'src/components')).length;
  if (components > 0) notes.push({ kind: 'converted', file: 'src/components/', target: 'src/components/', message: `${components} file${components === 1 ? '' : 's'} of React components, copied: .mdx pages import them as @site/src/components/…` });
  carrySwizzled({ from, files, notes });
  const blogPosts = listFiles(path.join(from, 'blog')).filter((file) => /\.mdx?$/.test(file)).length;
  if (blogPosts > 0) notes.push({ kind: 'not-carried', file: 'blog/', message: `${blogPosts} post${blogPosts === 1 ? '' : 's'}: laguna-docs has no blog` });
  const versions = carryVersions({ from, configFile: configName, docsOptions, routeBase, defaultLocale, otherLocales, sectionFolders: sections.map((section) => ({ folder: String(section.config.path), sidebar: section.config.sidebar })), files, notes });
  if (versions) mapped.config.versions = versions;

  islandsInMdx({ from, files, notes });
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

/**
 * The hosts the carried markdown embeds with `<iframe src="https://…">`, which the new site's config must
 * list (`markdown.embeds`) for those pages to build, and the first file (as the report names it) with one.
 */
function embedHosts(files: readonly MigratedFile[]): { hosts: string[]; firstFile: string } {
  const hosts = new Set<string>();
  let firstFile = '';
  for (const file of files) {
    if (!/\.mdx?$/.test(file.path)) continue;
    const text = 'text' in file ? file.text : fs.readFileSync(file.copyOf, 'utf8');
    for (const match of text.matchAll(/<iframe\b[^>]*?\ssrc=["'](https:\/\/[^"'\s]+)["']/gi)) {
      const host = URL.canParse(match[1]!) ? new URL(match[1]!).hostname : undefined;
      if (!host) continue;
      hosts.add(host);
      firstFile ||= file.path;
    }
  }
  return { hosts: [...hosts].sort(), firstFile };
}
