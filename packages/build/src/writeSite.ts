import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './output.js';

export interface WriteSiteOptions {
  outDir: string;
  files: readonly OutputFile[];
}

/**
 * Writes the site atomically: everything goes to a fresh sibling folder, which then replaces `outDir`
 * by rename. A build that fails before this point, or while writing, leaves the previous output as it was.
 */
export async function writeSite({ outDir, files }: WriteSiteOptions): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  await fs.mkdir(parent, { recursive: true });
  const staging = await fs.mkdtemp(path.join(parent, `.${name}.next-`));
  try {
    const folders = new Set(files.map((file) => path.dirname(path.join(staging, file.path))));
    await Promise.all([...folders].map((folder) => fs.mkdir(folder, { recursive: true })));
    await Promise.all(files.map((file) => fs.writeFile(path.join(staging, file.path), file.contents)));
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  await swapInto(staging, outDir);
}

/** Replaces `outDir` with the finished folder `staging` by rename, putting the previous output back if that fails. */
export async function swapInto(staging: string, outDir: string): Promise<void> {
  const retired = `${staging}.old`;
  let hadPrevious = true;
  try {
    await fs.rename(outDir, retired);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await fs.rename(retired, outDir);
    throw error;
  }
  if (hadPrevious) await fs.rm(retired, { recursive: true, force: true });
}
