import fs from 'node:fs';
import path from 'node:path';

/**
 * How a walk over a content folder's markdown ended: `stopped` when `visit` asked it to, `whole` when it saw
 * every file (a missing folder has none), `unsure` when it met what it cannot tell about (a symbolic link, a
 * folder it cannot read).
 */
type WalkEnd = 'stopped' | 'whole' | 'unsure';

/**
 * Visits the markdown and MDX files under `dir` (hidden ones left out) until `visit` returns true: a look
 * made before the sources are read.
 */
function walkMarkdown(dir: string, visit: (file: string, name: string) => boolean): WalkEnd {
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      // A missing content folder is the discovery's error to report; it has no markdown.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && folder === dir) return 'whole';
      return 'unsure';
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return 'unsure';
      if (entry.isDirectory()) folders.push(file);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name) && visit(file, entry.name)) return 'stopped';
    }
  }
  return 'whole';
}

/**
 * Whether the markdown and MDX files under `dir` (each smaller than `fileBytesBelow`) hold fewer than
 * `bytes` bytes in all: a look at the folder's sizes that stops as soon as it has seen `bytes`, so a large
 * site costs it a few dozen file sizes. Anything it cannot tell counts as more.
 */
export function markdownBytesBelow(dir: string, bytes: number, fileBytesBelow: number): boolean {
  let seen = 0;
  return (
    walkMarkdown(dir, (file) => {
      const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      return size < fileBytesBelow && (seen += size) >= bytes;
    }) === 'whole'
  );
}

/**
 * Whether the folders under `dir` hold at least `count` markdown and MDX files that can be pages (not
 * partials, whose names start with `_`), stopping at `count`. Anything it cannot tell counts as fewer.
 */
export function markdownFilesAtLeast(dir: string, count: number): boolean {
  let seen = 0;
  return walkMarkdown(dir, (_file, name) => !name.startsWith('_') && ++seen >= count) === 'stopped';
}
