import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * Lists the files of a site's folder (content, static) without ever leaving the site. A symbolic link is
 * followed only when it resolves inside the site's folder: one that points elsewhere (`static/etc ->
 * /etc`, `docs/passwd.md -> /etc/passwd`) is refused, not read, and reported with its target, so a link
 * in a pull request cannot make a CI build publish the runner's files. A folder reached twice through
 * links is listed once, so a link to a folder above it ends instead of looping.
 */

export interface ListFilesOptions {
  /** Absolute path of the folder to list. */
  dir: string;
  /** Absolute path of the site's folder: links may point anywhere inside it. */
  root: string;
  /** List files and folders whose names start with a dot too. */
  dot: boolean;
  /** File names never listed (what operating systems leave: `.DS_Store`). */
  skipNames?: ReadonlySet<string>;
  /** Whether to look inside a folder (posix path relative to `dir`); all by default. */
  enter?(folder: string): boolean;
}

/** A symbolic link that points out of the site. */
export interface RefusedLink {
  /** Absolute path of the link. */
  link: string;
  /** Absolute path it resolves to. */
  target: string;
}

export interface ListedFiles {
  /** Posix paths relative to `dir`, sorted. */
  files: string[];
  refused: RefusedLink[];
  /** The folder does not exist. */
  missing: boolean;
}

/** Lists every file under `options.dir` (see the module comment). */
export async function listFiles(options: ListFilesOptions): Promise<ListedFiles> {
  const files: string[] = [];
  const refused: RefusedLink[] = [];
  const root = await realpathOrSelf(options.root);
  let top: string;
  try {
    top = await fs.realpath(options.dir);
  } catch (error) {
    if (isMissing(error)) return { files, refused, missing: true };
    throw error;
  }
  // A folder the config places outside the site is the author's choice; one inside it must stay inside.
  const allowed = inside(options.dir, options.root) ? [root] : [root, top];
  if (!allowed.some((folder) => inside(top, folder))) return { files, refused: [{ link: options.dir, target: top }], missing: false };
  const seen = new Set<string>([top]);

  const walk = async (real: string, relative: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(real, { withFileTypes: true });
    } catch (error) {
      // Removed while listed (watch mode builds while the author works): as if never there.
      if (isMissing(error)) return;
      throw error;
    }
    const below: Array<Promise<void>> = [];
    for (const entry of entries) {
      const name = entry.name;
      if (!options.dot && name.startsWith('.')) continue;
      const rel = relative ? `${relative}/${name}` : name;
      let kind: 'file' | 'folder' | undefined = entry.isFile() ? 'file' : entry.isDirectory() ? 'folder' : undefined;
      let target = path.join(real, name);
      if (entry.isSymbolicLink()) {
        const link = path.join(options.dir, ...rel.split('/'));
        let resolved: string;
        try {
          resolved = await fs.realpath(target);
        } catch (error) {
          // A link to nothing publishes nothing.
          if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ELOOP') continue;
          throw error;
        }
        if (!allowed.some((folder) => inside(resolved, folder))) {
          refused.push({ link, target: resolved });
          continue;
        }
        const stat = await fs.stat(resolved).catch(() => undefined);
        kind = stat?.isFile() ? 'file' : stat?.isDirectory() ? 'folder' : undefined;
        target = resolved;
      }
      if (kind === 'file' && !options.skipNames?.has(name)) files.push(rel);
      if (kind === 'folder' && (options.enter?.(rel) ?? true) && !seen.has(target)) {
        seen.add(target);
        below.push(walk(target, rel));
      }
    }
    await Promise.all(below);
  };
  await walk(top, '');
  files.sort();
  refused.sort((a, b) => (a.link < b.link ? -1 : a.link > b.link ? 1 : 0));
  return { files, refused, missing: false };
}

/** Whether `file` is `folder` or inside it. */
export function inside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

async function realpathOrSelf(file: string): Promise<string> {
  try {
    return await fs.realpath(file);
  } catch {
    return path.resolve(file);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
