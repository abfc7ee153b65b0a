import fs from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import type { SiteFile, SiteFiles } from './types.js';

/** A site still in memory: the build's output files before they are written. */
export function memoryFiles(files: readonly SiteFile[]): SiteFiles {
  const byPath = new Map(files.map((file) => [file.path, file.contents]));
  return {
    paths: new Set(byPath.keys()),
    read: async (file) => {
      const contents = byPath.get(file);
      if (contents === undefined) throw new Error(`no file "${file}" in the site`);
      return contents;
    },
  };
}

/**
 * A site written to `dir`. Lists every file up front (the checks need to know what exists) and
 * reads contents on demand. `displayDir` names the folder in messages.
 */
export async function diskFiles(dir: string, displayDir = dir): Promise<SiteFiles> {
  let entries: string[];
  try {
    const listed = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    entries = listed.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
    throw new UserError({
      severity: 'error',
      code: 'check-links/no-output',
      message: `there is no built site in "${displayDir}"`,
      hint: 'run `laguna-docs build` first, or give the output folder with --out',
    });
  }
  return {
    paths: new Set(entries.sort()),
    read: (file) => fs.readFile(path.join(dir, file)),
  };
}
