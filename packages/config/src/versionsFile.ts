import fs from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION, UserError, withoutBom, VERSIONED_FOLDER, VERSIONS_FILE, VERSION_NAME_PATTERN, type Diagnostic } from '@laguna-docs/shared';
import type { FieldLocator } from './locateField.js';
import type { SiteConfig } from './schema.js';

/**
 * Reads `versions.json` beside the config: the released versions, newest first, or `undefined` when the
 * file does not exist. A file that is not a JSON array of valid, distinct names, or that lists a version
 * whose `versioned/<name>/` folder is missing, is an error naming the file.
 */
export function readVersionsFile(root: string, currentPath: string): string[] | undefined {
  const file = path.join(root, VERSIONS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const problem = (message: string, hint?: string): Diagnostic => ({ severity: 'error', code: 'config/versions-file', message, ...(hint ? { hint } : {}), file: VERSIONS_FILE });
  let parsed: unknown;
  try {
    parsed = JSON.parse(withoutBom(text));
  } catch (error) {
    throw new UserError(problem(`not valid JSON: ${(error as Error).message}`, 'it lists released versions newest first: ["1.1", "1.0"]'));
  }
  if (!Array.isArray(parsed) || parsed.some((name) => typeof name !== 'string')) {
    throw new UserError(problem('must be a JSON array of version names, newest first, such as ["1.1", "1.0"]'));
  }
  const names = parsed as string[];
  const problems: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (!VERSION_NAME_PATTERN.test(name)) problems.push(problem(`"${name}" is not a valid version name`, 'a version name is letters, digits, ".", "_" and "-", up to 32 characters, such as "1.0"'));
    else if (name === CURRENT_VERSION || name === currentPath) problems.push(problem(`"${name}" names the unreleased version, not a released one`));
    else if (seen.has(name)) problems.push(problem(`"${name}" is listed twice`));
    else if (!isFolder(path.join(root, VERSIONED_FOLDER, name))) problems.push(problem(`"${name}" has no snapshot: ${VERSIONED_FOLDER}/${name}/ is missing`, `restore ${VERSIONED_FOLDER}/${name}/ (from version control), or remove "${name}" from ${VERSIONS_FILE}; then "laguna-docs version ${name}" can cut it again from the current docs`));
    seen.add(name);
  }
  if (problems.length > 0) throw new UserError(problems);
  return names;
}

/** The config's `versions` settings checked against the released versions: every name must be one of them. */
export function checkVersionSettings(config: SiteConfig, released: readonly string[], displayName: string, at: FieldLocator = () => ({})): void {
  const problems: Diagnostic[] = [];
  const listed = released.length > 0 ? `${VERSIONS_FILE} lists ${released.map((name) => `"${name}"`).join(', ')}` : `there is no ${VERSIONS_FILE}`;
  const problem = (key: string, message: string, field: readonly PropertyKey[]): Diagnostic => ({ severity: 'error', code: 'config/unknown-version', message: `${key}: ${message}`, hint: listed, file: displayName, ...at(field) });
  const { versions } = config;
  if (versions.latest !== undefined && !released.includes(versions.latest)) problems.push(problem('versions.latest', `"${versions.latest}" is not a released version`, ['versions', 'latest']));
  (versions.build ?? []).forEach((name, index) => {
    if (name !== CURRENT_VERSION && !released.includes(name)) problems.push(problem(`versions.build[${index}]`, `"${name}" is neither a released version nor "${CURRENT_VERSION}"`, ['versions', 'build', index]));
  });
  for (const name of Object.keys(versions.released)) {
    if (!released.includes(name)) problems.push(problem(`versions.released.${name}`, `"${name}" is not a released version`, ['versions', 'released', name]));
  }
  // Every version needs a route segment of its own.
  const paths = new Map<string, string>([[versions.current.path, 'versions.current.path']]);
  for (const name of released) {
    const own = versions.released[name]?.path;
    const segment = own ?? name;
    const key = own !== undefined ? `versions.released.${name}.path` : `versions.json "${name}"`;
    const other = paths.get(segment);
    if (other !== undefined) problems.push({ severity: 'error', code: 'config/version-path', message: `${key}: "${segment}" is already the route segment of ${other}`, hint: 'give each version a path of its own', file: displayName, ...(own !== undefined ? at(['versions', 'released', name, 'path']) : {}) });
    paths.set(segment, key);
  }
  if (problems.length > 0) throw new UserError(problems);
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}
