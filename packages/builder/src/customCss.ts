import fsp from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '@laguna-docs/config';
import { UserError } from '@laguna-docs/shared';
import { hashedName } from './bundleClient.js';
import type { OutputFile } from './output.js';

/**
 * The site's own stylesheets (`customCss`), each to publish as `assets/<name>.<hash>.css`, in the config's
 * order. Read on every build, so an edit in watch mode gives a new address and every page links it.
 */
export async function readCustomCss(files: readonly string[], root: string): Promise<OutputFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const text = await fsp.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new UserError({ severity: 'error', code: 'config/missing-custom-css', message: `customCss: cannot read "${displayPath(file, root)}" (${error.code ?? error.message})`, file: displayPath(file, root) });
      });
      const name = path.basename(file, path.extname(file)).replace(/[^A-Za-z0-9_-]+/g, '-') || 'custom';
      return { path: hashedName('assets', name, '.css', text), contents: text };
    }),
  );
}
