import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { displayPath, readVersionsFile, type ResolvedConfig } from '@laguna-docs/config';
import { takeProcessLock } from '../processLock.js';
import { outputPath } from '../outputPath.js';
import { siteTranslations } from '../siteTranslations.js';
import { siteImportsIn } from './siteImports.js';
import { CURRENT_VERSION, UserError, VERSIONED_FOLDER, VERSIONS_FILE, VERSION_NAME_PATTERN, VERSION_SNAPSHOT, type Diagnostic, type DiagnosticCode } from '@laguna-docs/shared';

/** What `cutVersion` made. */
export interface CutVersionResult {
  /** The snapshot folder, absolute: `<root>/versioned/1.0`. */
  folder: string;
  /** Docs section folders copied, as `<locale>/<folder>`: `en/docs`, `sl/docs`. */
  copied: string[];
  sidebars: boolean;
  openapi: boolean;
  /** `versions.json` as written, newest first. */
  versions: string[];
  /** Relative imports of `.mdx` files that led out of the docs folders, made `@site/` imports in the snapshot. */
  siteImports: number;
}

/** Refuses a name that cannot be a released version's, before anything is read. */
export function checkVersionName(name: string): void {
  if (!VERSION_NAME_PATTERN.test(name)) {
    throw refusal('version/invalid-name', `"${name}" is not a valid version name`, 'a version name is letters, digits, ".", "_" and "-", up to 32 characters, starting with a letter or digit, such as "1.0"');
  }
}

/**
 * `laguna-docs version <name>`: snapshots the current docs of every locale (every docs section folder as it
 * is), the config's manual sidebars and the OpenAPI description bundled into one file into
 * `versioned/<name>/`, then lists the name first in `versions.json`. The snapshot is written to a staging
 * folder and renamed into place at the end, so an interrupted run leaves no half-written version; a refused
 * one writes nothing.
 */
export async function cutVersion(resolved: ResolvedConfig, name: string): Promise<CutVersionResult> {
  checkVersionName(name);
  const { config, root } = resolved;
  if (name === CURRENT_VERSION || name === config.versions.current.path) {
    throw refusal('version/reserved-name', `"${name}" names the unreleased version, built from the current sources`, 'choose the released version\'s name, such as "1.0"');
  }
  // Under a lock, and with versions.json read again under it: two cuts at once would otherwise each write
  // the list as it was before the other, and one version would be left out of it.
  const lock = path.join(root, `.${VERSIONS_FILE}.lock`);
  await takeProcessLock(lock, (holder) => refusal('version/locked', `another "laguna-docs version"${holder === undefined ? '' : ` (process ${holder})`} is cutting a version of this site`, `wait for it to finish, then run this again; if none is running, delete ${path.basename(lock)}`));
  try {
    return await cutUnderLock(resolved, name);
  } finally {
    await fs.rm(lock, { force: true });
  }
}

async function cutUnderLock(resolved: ResolvedConfig, name: string): Promise<CutVersionResult> {
  const { root } = resolved;
  const released = readVersionsFile(root, resolved.config.versions.current.path) ?? [];
  if (released.includes(name)) throw refusal('version/exists', `version "${name}" exists already (${VERSIONS_FILE} lists it)`, `choose another name, or remove ${VERSIONED_FOLDER}/${name}/ and its entry in ${VERSIONS_FILE} to cut it again`);
  const versionedDir = path.join(root, VERSIONED_FOLDER);
  const folder = outputPath(versionedDir, name);
  if (await exists(folder)) throw refusal('version/unlisted-folder', `${VERSIONED_FOLDER}/${name}/ exists but ${VERSIONS_FILE} does not list it`, `remove the folder, or add "${name}" to ${VERSIONS_FILE} if it is a finished snapshot`);
  const copies = await docsFolders(resolved);
  if (copies.length === 0) throw refusal('version/no-docs', `there are no docs to snapshot: no docs section folder under ${displayPath(resolved.contentDir, root)}/<locale>/`, 'a version snapshots content/<locale>/docs and the other docs sections\' folders');
  // The current sources are read as a build reads them (front matter, category files, routes): a problem
  // there refuses the version, naming the file and line, rather than freezing it into the snapshot.
  await siteTranslations(resolved);
  // The spec is read before anything is written: one that does not parse refuses the version.
  // The OpenAPI reader loads only for a site that has a spec.
  const openapi = resolved.specFile ? await (await import('@laguna-docs/openapi')).bundleSpecFile(resolved.specFile, displayPath(resolved.specFile, root), { root, maxBytes: resolved.config.limits.specFileBytes }) : undefined;
  const sidebars = manualSidebars(resolved);

  await fs.mkdir(versionedDir, { recursive: true });
  // Every path written goes through the output gate, inside the versions folder.
  const staging = outputPath(versionedDir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  const into = (...parts: string[]) => outputPath(staging, parts.join('/'));
  let siteImports = 0;
  try {
    for (const copy of copies) await fs.cp(copy.from, into(VERSION_SNAPSHOT.content, copy.locale, copy.folder), { recursive: true });
    for (const copy of copies) {
      siteImports += await siteImportsIn(into(VERSION_SNAPSHOT.content, copy.locale, copy.folder), copy.from, copies.map((other) => other.from), root);
    }
    if (sidebars) await fs.writeFile(into(VERSION_SNAPSHOT.sidebars), `${JSON.stringify(sidebars, null, 2)}\n`);
    if (openapi !== undefined) await fs.writeFile(into(VERSION_SNAPSHOT.openapi), `${JSON.stringify(openapi, null, 2)}\n`);
    await fs.rename(staging, folder);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  const versions = [name, ...released];
  const listFile = path.join(root, VERSIONS_FILE);
  const temp = `${listFile}.${randomBytes(4).toString('hex')}.partial`;
  await fs.writeFile(temp, `${JSON.stringify(versions, null, 2)}\n`);
  await fs.rename(temp, listFile);
  return { folder, copied: copies.map((copy) => `${copy.locale}/${copy.folder}`), sidebars: sidebars !== undefined, openapi: openapi !== undefined, versions, siteImports };
}

interface FolderCopy {
  locale: string;
  folder: string;
  from: string;
}

/** Every docs section folder (`docs`, then each `docs.sections[].path`) of every locale that has it. */
async function docsFolders(resolved: ResolvedConfig): Promise<FolderCopy[]> {
  const folders = ['docs', ...resolved.config.docs.sections.map((section) => section.path)];
  const copies: FolderCopy[] = [];
  for (const { code } of resolved.config.locales.items) {
    for (const folder of folders) {
      const from = path.join(resolved.contentDir, code, folder);
      if (await isFolder(from)) copies.push({ locale: code, folder, from });
    }
  }
  return copies;
}

/** The config's manual sidebars by docs folder, or `undefined` when no section has one. */
function manualSidebars(resolved: ResolvedConfig): Record<string, unknown> | undefined {
  const { docs } = resolved.config;
  const sidebars: Record<string, unknown> = {};
  if (docs.sidebar) sidebars.docs = docs.sidebar;
  for (const section of docs.sections) if (section.sidebar) sidebars[section.path] = section.sidebar;
  return Object.keys(sidebars).length > 0 ? sidebars : undefined;
}

function refusal(code: DiagnosticCode, message: string, hint?: string, file?: string): UserError {
  const diagnostic: Diagnostic = { severity: 'error', code, message, ...(hint ? { hint } : {}), ...(file ? { file } : {}) };
  return new UserError(diagnostic);
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function isFolder(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}
