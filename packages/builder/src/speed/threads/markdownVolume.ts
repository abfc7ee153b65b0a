import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether the markdown and MDX files under `dir` (each smaller than `fileBytesBelow`) hold fewer than
 * `bytes` bytes in all: a look at the folder's sizes, made before the sources are read, that stops as soon
 * as it has seen `bytes`, so a large site costs it a few dozen file sizes. Anything it cannot tell (a
 * symbolic link, a folder it cannot read) counts as more.
 */
export function markdownBytesBelow(dir: string, bytes: number, fileBytesBelow: number): boolean {
  let seen = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      // A missing content folder is the discovery's error to report; it has no markdown.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && folder === dir) return true;
      return false;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return false;
      if (entry.isDirectory()) folders.push(file);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) {
        const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
        if (size < fileBytesBelow && (seen += size) >= bytes) return false;
      }
    }
  }
  return true;
}

/**
 * Whether the folders under `dir` hold at least `count` markdown and MDX files that can be pages (not
 * partials, whose names start with `_`): a look made before the sources are read, stopping at `count`.
 * Anything it cannot tell (a symbolic link, a folder it cannot read) counts as fewer.
 */
export function markdownFilesAtLeast(dir: string, count: number): boolean {
  let seen = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isSymbolicLink()) return false;
      if (entry.isDirectory()) folders.push(path.join(folder, entry.name));
      else if (entry.isFile() && !entry.name.startsWith('_') && /\.mdx?$/i.test(entry.name) && ++seen >= count) return true;
    }
  }
  return false;
}
