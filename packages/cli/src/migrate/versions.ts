import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION, VERSIONED_FOLDER, VERSIONS_FILE, VERSION_NAME_PATTERN, VERSION_SNAPSHOT } from '@laguna-docs/shared';
import { carryMarkdownTree } from './carryFiles.js';
import type { PageImportsContext } from './pageImports.js';
import { readMessages } from './carrySections.js';
import { docInfo, type DocInfo } from './docIndex.js';
import { sidebarForConfig, type SidebarTranslations } from './readSidebars.js';
import { isRecord, readModuleValue, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

type Obj = { [key: string]: StaticValue };

export interface CarryVersionsOptions {
  /** Absolute path of the Docusaurus site. */
  from: string;
  /** The Docusaurus config file's name, for report lines about its options. */
  configFile: string;
  /** The classic preset's docs plugin options. */
  docsOptions: Obj;
  routeBase: string;
  defaultLocale: string;
  otherLocales: readonly string[];
  /** Folders of the new site's other docs sections (`community`), which Docusaurus does not version with the docs. */
  sectionFolders: ReadonlyArray<{ folder: string; sidebar?: StaticValue }>;
  /** The new site's files so far: the versions' files are added. */
  files: MigratedFile[];
  notes: MigrationNote[];
  /** What the pages' imports need of the new site (see `rewritePageImports`). */
  imports?: PageImportsContext;
}

/**
 * A versioned Docusaurus site's released versions: `versions.json` as it is, each
 * `versioned_docs/version-<name>/` (and its translations in `i18n/<locale>/docusaurus-plugin-content-docs/
 * version-<name>/`) converted like the current docs into `versioned/<name>/content/<locale>/docs/`, and
 * `versioned_sidebars/version-<name>-sidebars.json` converted like `sidebars.js` into
 * `versioned/<name>/sidebars.json`. Returns the new config's `versions` field (the docs plugin's version
 * options that have a counterpart), or undefined when it has nothing to say.
 */
export function carryVersions(options: CarryVersionsOptions): Obj | undefined {
  const { from, configFile, docsOptions, notes } = options;
  const listFile = path.join(from, VERSIONS_FILE);
  const hasVersionedDocs = fs.existsSync(path.join(from, 'versioned_docs'));
  if (!fs.existsSync(listFile)) {
    if (hasVersionedDocs) notes.push({ kind: 'not-carried', file: 'versioned_docs/', message: `no ${VERSIONS_FILE} lists its versions: only the current docs are carried` });
    return undefined;
  }
  if (docsOptions.disableVersioning === true) {
    notes.push({ kind: 'not-carried', file: 'versioned_docs/', message: 'versioning is disabled (disableVersioning): only the current docs are carried' });
    return undefined;
  }
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  } catch (error) {
    notes.push({ kind: 'not-carried', file: VERSIONS_FILE, message: `not valid JSON (${(error as Error).message}): only the current docs are carried` });
    return undefined;
  }
  if (!Array.isArray(listed)) {
    notes.push({ kind: 'not-carried', file: VERSIONS_FILE, message: 'not a JSON array of version names: only the current docs are carried' });
    return undefined;
  }
  const versionOptions = isRecord(docsOptions.versions) ? docsOptions.versions : {};
  const currentPath = isRecord(versionOptions.current) && typeof versionOptions.current.path === 'string' && VERSION_NAME_PATTERN.test(versionOptions.current.path) ? versionOptions.current.path : 'next';
  const names: string[] = [];
  for (const entry of listed) {
    const name = String(entry);
    if (typeof entry !== 'string' || !VERSION_NAME_PATTERN.test(name) || name === CURRENT_VERSION || name === currentPath) {
      notes.push({ kind: 'not-carried', file: VERSIONS_FILE, message: `version "${name}": not a name laguna-docs can give a version (letters, digits, ".", "_" and "-", up to 32 characters, not "${CURRENT_VERSION}" or "${currentPath}")` });
      continue;
    }
    if (names.includes(name)) {
      notes.push({ kind: 'not-carried', file: VERSIONS_FILE, message: `version "${name}": listed twice, carried once` });
      continue;
    }
    if (carryVersion(options, name)) names.push(name);
  }
  if (names.length === 0) return undefined;
  options.files.push({ path: VERSIONS_FILE, text: `${JSON.stringify(names, null, 2)}\n` });
  const locales = [options.defaultLocale, ...options.otherLocales.filter((code) => names.some((name) => fs.existsSync(path.join(from, translatedFolder(code, name)))))];
  const sidebars = names.filter((name) => fs.existsSync(path.join(from, sidebarsFile(name)))).length;
  notes.push({
    kind: 'converted',
    file: VERSIONS_FILE,
    target: `${VERSIONS_FILE}, ${VERSIONED_FOLDER}/`,
    message: `${names.length} released version${names.length === 1 ? '' : 's'} (${names.join(', ')}), each a snapshot in ${VERSIONED_FOLDER}/<name>/ with its docs (${locales.join(', ')})${sidebars > 0 ? ` and ${sidebars === names.length ? 'its sidebars' : `(for ${sidebars} of them) its sidebars`}` : ''}; no OpenAPI description: Docusaurus versions only the docs`,
  });
  return mapVersionOptions(docsOptions, names, configFile, notes, options);
}

const translatedFolder = (code: string, name: string) => `i18n/${code}/docusaurus-plugin-content-docs/version-${name}`;
const sidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

/** One released version's snapshot; false when its docs folder is missing. */
function carryVersion(options: CarryVersionsOptions, name: string): boolean {
  const { from, files, notes, defaultLocale, routeBase } = options;
  const sourceDir = `versioned_docs/version-${name}`;
  if (!fs.existsSync(path.join(from, sourceDir))) {
    notes.push({ kind: 'not-carried', file: VERSIONS_FILE, message: `version "${name}": ${sourceDir}/ is missing` });
    return false;
  }
  const target = `${VERSIONED_FOLDER}/${name}/${VERSION_SNAPSHOT.content}`;
  const docs: DocInfo[] = carryMarkdownTree({ from, sourceDir, targetDir: `${target}/${defaultLocale}/docs`, files, notes, ...(options.imports ? { imports: options.imports } : {}) }).map((doc) => docInfo(doc.relPath, doc.text, routeBase));
  const labels: SidebarTranslations = { defaultLocale, byLocale: new Map() };
  for (const code of options.otherLocales) {
    carryMarkdownTree({ from, sourceDir: translatedFolder(code, name), targetDir: `${target}/${code}/docs`, files, notes, ...(options.imports ? { imports: options.imports } : {}) });
    const messages = readMessages(path.join(from, `${translatedFolder(code, name)}.json`));
    if (messages) labels.byLocale.set(code, messages);
  }
  // Docusaurus versions only the docs plugin's docs; the other sections are the same in every version.
  const snapshotSidebars: Obj = {};
  for (const section of options.sectionFolders) {
    for (const file of files.filter((file) => new RegExp(`^content/[^/]+/${section.folder}/`).test(file.path))) {
      files.push({ ...file, path: `${VERSIONED_FOLDER}/${name}/${file.path}` });
    }
    if (section.sidebar !== undefined) snapshotSidebars[section.folder] = section.sidebar;
  }
  const sidebars = sidebarsFile(name);
  if (fs.existsSync(path.join(from, sidebars))) {
    const read = readVersionedSidebars(path.join(from, sidebars), sidebars, name, notes);
    const items = read ? sidebarForConfig({ firstDocs: new Map(), sidebars: read }, sidebars, docs, notes, labels) : undefined;
    if (items) snapshotSidebars.docs = items;
  }
  if (Object.keys(snapshotSidebars).length > 0) files.push({ path: `${VERSIONED_FOLDER}/${name}/${VERSION_SNAPSHOT.sidebars}`, text: `${JSON.stringify(snapshotSidebars, null, 2)}\n` });
  return true;
}

/** A versioned sidebars file; the ids older Docusaurus wrote there (`version-1.0/intro`) lose their prefix. */
function readVersionedSidebars(file: string, shown: string, name: string, notes: MigrationNote[]): Obj | undefined {
  const text = fs.readFileSync(file, 'utf8').replaceAll(`"version-${name}/`, '"');
  try {
    JSON.parse(text);
  } catch (error) {
    notes.push({ kind: 'not-carried', file: shown, message: `not valid JSON (${(error as Error).message}): the version's sidebar follows its folders` });
    return undefined;
  }
  // JSON is a JavaScript expression: read as one, its items keep their lines for the report.
  const { value } = readModuleValue(`module.exports = ${text}`);
  if (!isRecord(value)) {
    notes.push({ kind: 'not-carried', file: shown, message: "not an object of sidebars: the version's sidebar follows its folders" });
    return undefined;
  }
  return value;
}

/**
 * The docs plugin's `lastVersion`, `versions.<name>.label/path/noIndex`, `onlyIncludeVersions` and
 * `includeCurrentVersion` as the new config's `versions`; the rest (banners, badges, class names) reported.
 */
function mapVersionOptions(docsOptions: Obj, names: readonly string[], configFile: string, notes: MigrationNote[], options: CarryVersionsOptions): Obj | undefined {
  const versions: Obj = {};
  const leave = (message: string) => notes.push({ kind: 'not-carried', file: configFile, message });
  const lastVersion = docsOptions.lastVersion;
  if (typeof lastVersion === 'string') {
    if (lastVersion === CURRENT_VERSION) leave(`lastVersion "current": the latest version is a released one in laguna-docs, so ${names[0]} is served at ${options.routeBase} and the current docs at ${options.routeBase}/next`);
    else if (names.includes(lastVersion)) {
      if (lastVersion !== names[0]) versions.latest = lastVersion;
    } else leave(`lastVersion "${lastVersion}" is not among the carried versions`);
  }
  const perVersion = isRecord(docsOptions.versions) ? docsOptions.versions : {};
  const released: Obj = {};
  // A version without options of its own may still have its label translated.
  const settingsOf: Array<[string, StaticValue]> = [...Object.entries(perVersion), ...[CURRENT_VERSION, ...names].filter((name) => !(name in perVersion)).map((name): [string, StaticValue] => [name, {}])];
  for (const [name, settings] of settingsOf) {
    if (!isRecord(settings)) continue;
    if (name !== CURRENT_VERSION && !names.includes(name)) {
      leave(`versions["${name}"]: no such version among the carried ones`);
      continue;
    }
    const mapped: Obj = {};
    const label = translatedLabel(options, name, typeof settings.label === 'string' ? settings.label : name === CURRENT_VERSION ? 'Next' : name);
    if (typeof settings.label === 'string' || typeof label !== 'string') mapped.label = label;
    if (typeof settings.noIndex === 'boolean') mapped.noindex = settings.noIndex;
    if (typeof settings.path === 'string') {
      const isLatest = name === (typeof versions.latest === 'string' ? versions.latest : names[0]);
      if (isLatest) leave(`versions["${name}"].path: the latest version is served at the docs route itself`);
      else if (VERSION_NAME_PATTERN.test(settings.path)) mapped.path = settings.path;
      else leave(`versions["${name}"].path "${settings.path}": a version's path is one route segment such as "next" or "1.0"`);
    }
    for (const key of ['banner', 'badge', 'className']) {
      if (settings[key] !== undefined) leave(`versions["${name}"].${key}: ${key === 'banner' ? 'the unreleased version and older ones always show their banner, the latest none' : key === 'badge' ? 'pages show no version badge' : 'no counterpart'}`);
    }
    if (Object.keys(mapped).length === 0) continue;
    if (name === CURRENT_VERSION) versions.current = mapped;
    else released[name] = mapped;
  }
  if (Object.keys(released).length > 0) versions.released = released;
  const only = Array.isArray(docsOptions.onlyIncludeVersions) ? docsOptions.onlyIncludeVersions.filter((name): name is string => typeof name === 'string' && (name === CURRENT_VERSION || names.includes(name))) : undefined;
  const withoutCurrent = docsOptions.includeCurrentVersion === false;
  if (only || withoutCurrent) versions.build = (only ?? [CURRENT_VERSION, ...names]).filter((name) => !withoutCurrent || name !== CURRENT_VERSION);
  return Object.keys(versions).length > 0 ? versions : undefined;
}

/**
 * A version's label with its translations (`version.label` in `i18n/<locale>/docusaurus-plugin-content-docs/
 * current.json` or `version-<name>.json`): the label itself when no locale translates it.
 */
function translatedLabel(options: CarryVersionsOptions, name: string, label: string): StaticValue {
  const texts: Obj = {};
  for (const code of options.otherLocales) {
    const messages = readMessages(path.join(options.from, `i18n/${code}/docusaurus-plugin-content-docs/${name === CURRENT_VERSION ? 'current' : `version-${name}`}.json`));
    const translated = messages?.['version.label'];
    if (translated && translated !== label) texts[code] = translated;
  }
  return Object.keys(texts).length > 0 ? { [options.defaultLocale]: label, ...texts } : label;
}
