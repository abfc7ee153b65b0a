import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { GITIGNORE, packageJson, TSCONFIG } from '../init/templates.js';
import { packageName } from '../init/initOptions.js';
import { carryBlog } from './carryBlog.js';
import { carryCustomCss, carryMarkdownTree, homePage, listFiles, rewriteMdxLinks, themeTranslations } from './carryFiles.js';
import { carrySections, readMessages, translateCategoryFiles } from './carrySections.js';
import { carryReactPages, carrySwizzled, islandsInMdx } from './carryTheme.js';
import { docInfo, type DocInfo } from './docIndex.js';
import { configSource } from './configSource.js';
import { mapConfig, presetOptions, routeOf, type MappedConfig, type ThemeTranslations } from './mapConfig.js';
import { missingRoute, type SiteRoutes } from './siteRoutes.js';
import { carryOpenApi } from './openapiPlugins.js';
import { notePackagesOf, type PageImportsContext } from './pageImports.js';
import { reportUnreadValues } from './unreadValues.js';
import { readConfigModule } from './readConfigModule.js';
import { readSidebars, sidebarForConfig, sidebarsFile, type SidebarsRead, type SidebarTranslations } from './readSidebars.js';
import { isRecord, lineOfKey, type StaticValue } from './staticValue.js';
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
  /** npm packages the pages import, added to the new package.json. */
  packages: string[];
}

export interface PlanMigrationOptions {
  /** Absolute path of the Docusaurus site. */
  from: string;
  /** How `from` is named in messages. */
  shownFrom: string;
  /** Name of the new site's folder, for its package.json. */
  siteName: string;
  /** How the new package.json names laguna-docs: the spec that installs the running one (see `lagunaDependency`). */
  dependency: string;
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
  for (const link of symbolicLinks(from)) notes.push({ kind: 'not-carried', file: link, message: 'a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it' });
  const imports: PageImportsContext = { siteConfig: config, dependencies: oldDependencies(from), used: new Map(), modules: new Map(), refused: new Map() };
  const openapi = carryOpenApi({ from, config, configFile: configName, docsPath, docsRoute: routeBase, files, notes });
  const generated = (rel: string) => openapi.generatedDocs.some((dir) => rel.startsWith(`${dir}/`));

  // Docs, the default locale's and each translation's.
  const docs: DocInfo[] = [];
  const defaultDocs = carryMarkdownTree({ from, sourceDir: docsPath, targetDir: `content/${defaultLocale}/docs`, files, notes, imports, exclude: generated });
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
    docCounts[code] = carryMarkdownTree({ from, sourceDir: `${i18n}/docusaurus-plugin-content-docs/current`, targetDir: `content/${code}/docs`, files, notes, imports }).length;
    carryMarkdownTree({ from, sourceDir: `${i18n}/docusaurus-plugin-content-pages`, targetDir: `content/${code}/pages`, files, notes, imports, pages: true });
    translations.set(code, themeTranslations(path.join(from, i18n, 'docusaurus-theme-classic')));
    for (const [file, why] of [
      [`${i18n}/code.json`, 'the theme strings of Docusaurus: laguna-docs takes its own in i18n/<locale>.json (laguna-docs write-translations)'],
    ] as const) {
      if (fs.existsSync(path.join(from, file))) notes.push({ kind: 'not-carried', file, message: why });
    }
  }

  // Pages: markdown ones carried, React ones too where they can be (see carryTheme.ts); the home page made when it was React.
  const pages = carryMarkdownTree({ from, sourceDir: 'src/pages', targetDir: `content/${defaultLocale}/pages`, files, notes, imports, pages: true });
  const reactHome = listFiles(from, 'src/pages').find((file) => /^index\.(j|t)sx?$/.test(file));
  if (reactHome && pages.some((page) => /^index\.mdx?$/.test(page.relPath))) notes.push({ kind: 'not-carried', file: `src/pages/${reactHome}`, message: 'a React home page beside a markdown one, which is kept' });
  const reactCarry = carryReactPages({ from, files, notes });
  const reactPages = new Map(reactCarry.left.map((file) => [pageRoute(file), `the React page src/pages/${file}`]));

  let sidebars: SidebarsRead = { firstDocs: new Map() };
  const sidebarFile = sidebarsFile(from, configName, docsOptions.sidebarPath, notes, lineOfKey(docsOptions, 'sidebarPath'));
  if (sidebarFile) sidebars = readSidebars(path.join(from, sidebarFile), sidebarFile, docs, notes);

  const sections = carrySections({ from, config, configFile: configName, imports, defaultLocale, otherLocales, files, notes, sidebarLabels });

  const staticFiles = listFiles(from, 'static', (rel) => notes.push({ kind: 'not-carried', file: `static/${rel}`, message: 'a hidden file (its name starts with a dot): not copied; copy it into static/ if the site must publish it' }));
  for (const file of staticFiles) files.push({ path: `static/${file}`, copyOf: path.join(from, 'static', file) });

  const customCss = carryCustomCss(from, preset, files, notes);
  const blog = carryBlog({ from, preset, configFile: configName, defaultLocale, otherLocales, files, notes });
  const blogBase = blog ? (typeof blog.config.routeBasePath === 'string' ? blog.config.routeBasePath : '/blog') : undefined;
  const site: SiteRoutes = {
    routes: new Set(['/', ...docs.map((doc) => doc.route), ...sections.flatMap((section) => section.docs.map((doc) => doc.route)), ...pages.map((page) => pageRoute(page.relPath)), ...reactCarry.carried.map(pageRoute), ...staticFiles.map((file) => `/${file}`), ...(openapi.config ? [openapi.config.route] : [])]),
    // The reference's operation pages, the blog's pages, and released versions' docs (which migrate lists only later), are not listed one by one.
    prefixes: [...(openapi.config ? [openapi.config.route] : []), ...(blogBase ? [blogBase] : []), ...(fs.existsSync(path.join(from, 'versions.json')) ? [routeBase] : [])],
    notCarried: reactPages,
    moved: openapi.moved,
  };
  const mapped = mapConfig({ ...(blog ? { blogCarried: true } : {}), config, configFile: configName, docs, sidebarFirstDocs: sidebars.firstDocs, staticFiles: new Set(staticFiles), customCss, translations, sections: new Map(sections.map((section) => [section.pluginId, section])), site, carriedPlugins: openapi.carried, pagesUsing: (plugin) => pagesUsing(files, plugin) });
  notes.push(...mapped.notes);
  if (openapi.config) mapped.config.openapi = openapi.config;
  const sidebar = sidebarFile ? sidebarForConfig(sidebars, sidebarFile, docs, notes, sidebarLabels, (route) => missingRoute(site, route, mapped.blogRoute)) : undefined;
  translateCategoryFiles(from, docsPath, sidebarLabels, files);
  if (sidebar && sidebarFile && !notes.some((note) => note.file === sidebarFile && note.kind === 'converted')) notes.push({ kind: 'converted', file: sidebarFile, target: 'laguna-docs.config.ts', message: 'the sidebar, as docs.sidebar' });
  if (sidebar) mapped.config.docs = { ...(isRecord(mapped.config.docs) ? mapped.config.docs : {}), sidebar };
  if (sections.length > 0) mapped.config.docs = { ...(isRecord(mapped.config.docs) ? mapped.config.docs : {}), sections: sections.map((section) => section.config) };

  const embeds = embedHosts(files);
  if (embeds.hosts.length > 0) {
    mapped.config.markdown = { ...(isRecord(mapped.config.markdown) ? mapped.config.markdown : {}), embeds: embeds.hosts };
    notes.push({ kind: 'converted', file: configName, target: 'laguna-docs.config.ts', message: `the pages' <iframe> embeds (the first in ${embeds.firstFile}) come from ${embeds.hosts.join(', ')}: listed in markdown.embeds` });
  }

  const hasHome = files.some((file) => /^index\.mdx?$/.test(file.path.slice(`content/${defaultLocale}/pages/`.length)) && file.path.startsWith(`content/${defaultLocale}/pages/`)) || docs.some((doc) => doc.route === '/');
  if (!hasHome) {
    const firstId = sidebars.firstDocs.values().next().value;
    const first = docs.find((doc) => doc.id === firstId) ?? docs[0];
    files.push({ path: `content/${defaultLocale}/pages/index.md`, text: homePage(mapped.config, first?.route ?? routeBase) });
    const react = listFiles(from, 'src/pages').find((file) => /^index\.(j|t)sx?$/.test(file));
    notes.push({ kind: 'converted', file: react ? `src/pages/${react}` : 'src/pages/', target: `content/${defaultLocale}/pages/index.md`, message: `a home page with the site's title, tagline and a button to the docs${react ? ' in place of the React page' : ''}` });
  }

  // The site's components, which `.mdx` pages import as `@site/src/components/…`, are rendered by laguna-docs too.
  for (const file of listFiles(from, 'src/components')) {
    files.push({ path: `src/components/${file}`, copyOf: path.join(from, 'src/components', file) });
    if (/\.(c|m)?[jt]sx?$/.test(file)) notePackagesOf(fs.readFileSync(path.join(from, 'src/components', file), 'utf8'), imports);
  }
  const components = listFiles(from, 'src/components').length;
  if (components > 0) notes.push({ kind: 'converted', file: 'src/components/', target: 'src/components/', message: `${components} file${components === 1 ? '' : 's'} of React components, copied: .mdx pages import them as @site/src/components/…` });
  carrySwizzled({ from, files, notes });
  if (blog && Object.keys(blog.config).length > 0) mapped.config.blog = blog.config;
  const versions = carryVersions({ from, configFile: configName, docsOptions, routeBase, defaultLocale, otherLocales, sectionFolders: sections.map((section) => ({ folder: String(section.config.path), sidebar: section.config.sidebar })), files, notes, imports });
  if (versions) mapped.config.versions = versions;

  for (const [file, text] of imports.modules) files.push({ path: file, text });
  for (const [name, why] of imports.refused) notes.push({ kind: 'not-carried', file: 'package.json', message: `the package "${name.replace(/[\u0000-\u001f]/g, '').slice(0, 60)}" the pages import: ${why}; add it to package.json by hand if the new site needs it` });
  if (imports.used.size > 0) notes.push({ kind: 'converted', file: 'package.json', target: 'package.json', message: `the packages the pages and components import: ${[...imports.used].map(([name, range]) => `${name} ${range}`).join(', ')}` });
  islandsInMdx({ from, files, notes });
  rewriteMdxLinks(files);
  reportUnreadValues(config, configName, notes);
  const locales = [defaultLocale, ...otherLocales];
  files.push(
    { path: 'laguna-docs.config.ts', text: configSource(mapped.config) },
    { path: 'package.json', text: withDependencies(packageJson({ packageName: packageName(options.siteName), dependency: options.dependency }), imports.used) },
    { path: 'tsconfig.json', text: TSCONFIG },
    { path: '.gitignore', text: GITIGNORE },
  );
  return { files, notes, locales, docCounts, staticCount: staticFiles.length, mapped, packages: [...imports.used.keys()].sort() };
}

function readConfig(file: string, name: string, notes: MigrationNote[]): { [key: string]: StaticValue } {
  let value: StaticValue;
  try {
    const imported: string[] = [];
    value = readConfigModule(file, name, new Set(), imported).value;
    for (const module of [...new Set(imported)].sort()) notes.push({ kind: 'converted', file: module, target: 'laguna-docs.config.ts', message: `a module ${name} imports, read without running it: its values are carried where the config uses them` });
  } catch (error) {
    const { message, line } = syntaxError(error);
    throw new UserError({ severity: 'error', code: 'migrate/config-syntax', message: `${name} could not be parsed: ${message}`, file: name, ...(line ? { line } : {}), hint: 'fix the syntax error (Docusaurus would not start either), then run migrate again' });
  }
  if (isRecord(value)) return value;
  notes.push({ kind: 'not-carried', file: name, message: 'the exported config could not be read without running it: the title, url and the rest are defaults to fill in' });
  return {};
}

/** The old site's dependencies and devDependencies, name → version range; empty without a readable package.json. */
function oldDependencies(from: string): Map<string, string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(from, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    return new Map(Object.entries({ ...manifest.devDependencies, ...manifest.dependencies }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

/** The new package.json with the packages the pages import among its dependencies. */
function withDependencies(text: string, used: ReadonlyMap<string, string>): string {
  if (used.size === 0) return text;
  const manifest = JSON.parse(text) as { dependencies: Record<string, string> };
  manifest.dependencies = Object.fromEntries(Object.entries({ ...manifest.dependencies, ...Object.fromEntries(used) }).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** How pages use remark plugins whose syntax does not name them. */
const KNOWN_PLUGIN_SYNTAX: Record<string, RegExp> = {
  'remark-code-import': /^\s*(`{3,}|~{3,}).*\bfile=/m,
  'remark-code-snippets': /^\s*(`{3,}|~{3,}).*\bsnippet=/m,
};

/**
 * The carried pages whose text names a remark plugin the way such plugins are used: in a code fence's info
 * string or as a directive (`remark-code-import` → ```` ```js code-import ````, `:::code-import`).
 */
function pagesUsing(files: readonly MigratedFile[], plugin: string): string[] {
  const short = plugin.replace(/^@[^/]+\//, '').replace(/^(docusaurus-)?(remark|rehype)-(plugin-)?/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (short.length < 3) return [];
  const used = KNOWN_PLUGIN_SYNTAX[plugin] ?? new RegExp(`^\\s*((\`{3,}|~{3,}).*\\b${short}\\b|:{2,}${short}\\b)`, 'm');
  return files.filter((file) => 'text' in file && /\.mdx?$/.test(file.path) && used.test(file.text)).map((file) => file.path);
}

/** The route of a page of `src/pages` (`help.js`, `about/index.md`). */
function pageRoute(file: string): string {
  return `/${file.replace(/\.(mdx?|[jt]sx?)$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

/** Symbolic links in the old site (outside node_modules, dot folders and the build), which migrate neither follows nor copies. */
function symbolicLinks(from: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(from, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) found.push(child);
      else if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.') && !(rel === '' && entry.name === 'build')) walk(child);
    }
  };
  walk('');
  return found.sort();
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
