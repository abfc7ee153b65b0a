import { isUserError, type Diagnostic } from '@laguna-docs/shared';
import type { RenderedFiles } from '../pipeline.js';
import { putFile, type SiteOutput } from '../siteOutput.js';

export interface WriteFilesInput {
  /** The files render makes, in order (see `RenderedFile`): pulled one at a time, so render waits while the writes fall behind. */
  files: RenderedFiles;
  output: SiteOutput;
}

/** What the write stage did. */
export interface WrittenFiles {
  /** How many files it took. */
  files: number;
  /** The problems in the input that stopped the render midway, when one did (the output is discarded then). */
  diagnostics: Diagnostic[];
}

/**
 * Stage "write": takes each file render makes into the output as it comes (see `putFile`): one with its
 * contents written, one a helper thread wrote into the staging folder recorded, one of another folder
 * copied in. When the files stop coming because render failed, or a write fails, the output is discarded,
 * so the previous one stays as it was; the render's problems come back as diagnostics, any other failure
 * is thrown. Committing is the orchestrator's, once the rest of the build holds.
 */
export async function writeFiles({ files, output }: WriteFilesInput): Promise<WrittenFiles> {
  let count = 0;
  try {
    for await (const file of files) {
      await putFile(output, file);
      count += 1;
    }
  } catch (error) {
    await output.discard();
    if (isUserError(error)) return { files: count, diagnostics: error.diagnostics };
    throw error;
  }
  return { files: count, diagnostics: [] };
}
