import fs from 'node:fs';
import path from 'node:path';
import { inside } from '@laguna-docs/content';

/*
 * The files an `.mdx` page imports (partials, the site's components), read from the site's folder and
 * from nowhere else: a file that is a symbolic link leading out of the folder is not read, as the content
 * listing refuses such links (see `listFiles`). The import pass names it at the import's line (see
 * `ParseMarkdownOptions.linkOutside`).
 */

/** `file`'s real path (links resolved), or the path itself when there is nothing there. */
export function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

const realRoots = new Map<string, string>();

/** The site folder's real path, kept: every import check asks for it. */
export function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = realPath(root);
    realRoots.set(root, real);
  }
  return real;
}

/** Where the site file `file` (relative to `root`, posix) really is when that is outside the site; undefined when it is inside or not there. */
export function linkOutsideSite(root: string, file: string): string | undefined {
  let real: string;
  try {
    real = fs.realpathSync(path.join(root, ...file.split('/')));
  } catch {
    return undefined;
  }
  return inside(real, realRoot(root)) ? undefined : real;
}

/** Reads a file an `.mdx` page imports, by its path relative to the site's folder; `undefined` when it is not there or leads outside the site. */
export function siteFileReader(root: string): (file: string) => string | undefined {
  return (file) => {
    let text: string;
    try {
      text = fs.readFileSync(path.join(root, ...file.split('/')), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR' || code === 'ELOOP') return undefined;
      throw error;
    }
    return linkOutsideSite(root, file) === undefined ? text : undefined;
  };
}
