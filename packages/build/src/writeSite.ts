import type { OutputFile } from './output.js';
import { stagedOutput, type StagedOutputOptions } from './siteOutput.js';

export interface WriteSiteOptions extends StagedOutputOptions {
  outDir: string;
  files: readonly OutputFile[];
}

/**
 * Writes the site atomically: everything goes to a fresh sibling folder, which then replaces `outDir`
 * by rename. A build that fails before this point, or while writing, leaves the previous output as it was.
 */
export async function writeSite({ outDir, files, ...options }: WriteSiteOptions): Promise<void> {
  const output = await stagedOutput(outDir, options);
  try {
    for (const file of files) await output.add(file);
  } catch (error) {
    await output.discard();
    throw error;
  }
  await output.commit();
}
