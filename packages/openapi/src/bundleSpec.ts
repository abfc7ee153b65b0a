import { bundle } from '@readme/openapi-parser';
import { UserError } from '@laguna-docs/shared';
import type { SpecFileLimits } from './bundleFiles.js';
import { readSpec } from './loadApi.js';

/**
 * A description written in one file or several, as one document with only internal `$ref`s (what a
 * docs version keeps of the spec). Read first with the build's own reader, so problems name the file and
 * line as a build's do; then bundled by the OpenAPI parser, which carries the other files' parts inside.
 */
export async function bundleSpecFile(file: string, displayName: string, limits: SpecFileLimits = {}): Promise<unknown> {
  const read = await readSpec(file, displayName, limits);
  if (read.diagnostics.length > 0) throw new UserError(read.diagnostics);
  try {
    return await bundle(file);
  } catch (error) {
    throw new UserError({ severity: 'error', code: 'openapi/bundle-failed', message: `the spec cannot be bundled into one file: ${(error as Error).message}`, file: displayName });
  }
}
