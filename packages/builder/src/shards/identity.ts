import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '@laguna-docs/config';

/** The file in a shard's folder that describes it (see `ShardManifest`). */
export const MANIFEST_FILE = 'laguna-shard.json';

/**
 * What a shard was built from: the site's files, its config and the laguna-docs that built it. Shards
 * join only when all three are the same, as they are in the jobs of one CI run.
 */
export interface ShardIdentity {
  /** A hash of every file of the site (see `siteFileHashes`). */
  sources: string;
  /** A hash of the loaded config, functions by their text. */
  config: string;
  /** The laguna-docs version. */
  version: string;
}

/**
 * Each file under the site's folder with a hash of its bytes, by its path there (`/`-separated), in path
 * order: everything a build can read (content, spec, static files, strings, components, versioned docs,
 * the config). Left out: `node_modules`, hidden files and folders, the output folder, `exclude`, and any
 * folder holding a shard (a merge job downloads them into the site's folder).
 */
export function siteFileHashes(resolved: ResolvedConfig, exclude: readonly string[] = []): Array<[string, string]> {
  const skipped = new Set([resolved.outDir, ...exclude].map((folder) => path.resolve(folder)));
  const found: Array<[string, string]> = [];
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (dir !== resolved.root && entries.some((entry) => entry.name === MANIFEST_FILE && entry.isFile())) return;
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (skipped.has(full)) continue;
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) found.push([path.relative(resolved.root, full).split(path.sep).join('/'), createHash('sha256').update(fs.readFileSync(full)).digest('base64url').slice(0, 22)]);
    }
  };
  visit(resolved.root);
  return found.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The identity of a build of `resolved` by laguna-docs `version`, with the file hashes it comes from. */
export function siteIdentity(resolved: ResolvedConfig, version: string, exclude: readonly string[] = []): { identity: ShardIdentity; files: Array<[string, string]> } {
  const files = siteFileHashes(resolved, exclude);
  const sources = createHash('sha256').update(JSON.stringify(files)).digest('base64url').slice(0, 32);
  const configText = JSON.stringify(resolved.config, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
  const config = createHash('sha256').update(configText).digest('base64url').slice(0, 32);
  return { identity: { sources, config, version }, files };
}

/** The files whose hashes differ between two lists (or that only one has), at most `limit` of them, in path order. */
export function differingFiles(a: ReadonlyArray<readonly [string, string]>, b: ReadonlyArray<readonly [string, string]>, limit = 3): string[] {
  const other = new Map(b);
  const names = new Set([...a.map(([file]) => file), ...b.map(([file]) => file)]);
  const own = new Map(a);
  return [...names].filter((file) => own.get(file) !== other.get(file)).sort().slice(0, limit);
}

/**
 * A hash of everything of the site a page's render may read beside its own markdown and the data the
 * render is given: the config, every site file but the markdown (`.md`) pages of the content folder, and
 * the laguna-docs version. A shard keeps each page it renders under it (see `VersionPageStore.every`).
 */
export function siteWideHash(resolved: ResolvedConfig, site: { identity: ShardIdentity; files: ReadonlyArray<readonly [string, string]> }): string {
  const content = path.relative(resolved.root, resolved.contentDir).split(path.sep).join('/');
  const inContent = (file: string) => content === '' || file.startsWith(`${content}/`);
  const wide = site.files.filter(([file]) => !(inContent(file) && file.endsWith('.md')));
  return createHash('sha256').update(JSON.stringify([site.identity.config, site.identity.version, wide])).digest('base64url').slice(0, 32);
}
