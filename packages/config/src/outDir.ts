import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { displayPath, within } from './displayPath.js';

/** The paths `checkOutDir` reads: the site's own files and the output folder. */
export interface OutDirPaths {
  root: string;
  configFile: string;
  contentDir: string;
  staticDir: string;
  specFile?: string;
  outDir: string;
}

/** Where the output folder was given: the config's `outDir` (in `file`) or the `--out` flag. */
export type OutDirOrigin = { kind: 'config'; file: string; line?: number; column?: number } | { kind: 'flag' };

/**
 * Refuses an output folder a build cannot own. A build replaces its output folder whole (see the build's
 * staged output), so a folder that is or holds the site's sources (the site's folder, the content or
 * static folder, the spec, the config) would lose them. One inside the content or static folder would be
 * read back as input by the next build. A file is not a folder, nor can a folder be made inside one.
 */
export function checkOutDir(paths: OutDirPaths, origin: OutDirOrigin): void {
  const { root, outDir } = paths;
  const shown = (file: string) => displayPath(file, root);
  const fail = (message: string, hint: string): never => {
    const label = origin.kind === 'flag' ? `--out "${shown(outDir)}"` : `outDir: "${shown(outDir)}"`;
    throw new UserError({ severity: 'error', code: 'config/out-dir', message: `${label}: ${message}`, hint, ...(origin.kind === 'config' ? { file: origin.file, ...(origin.line ? { line: origin.line, column: origin.column } : {}) } : {}) });
  };
  const sources: Array<[string, string]> = [
    [root, "the site's folder"],
    [paths.configFile, 'the config file'],
    [paths.contentDir, 'the content folder'],
    [paths.staticDir, 'the static folder'],
    ...(paths.specFile ? [[paths.specFile, 'the OpenAPI description'] as [string, string]] : []),
  ];
  const held = sources.find(([file]) => within(file, outDir));
  if (held) {
    const [file, what] = held;
    fail(`the output folder would hold ${what} ("${shown(file)}"), and a build replaces its output folder whole`, 'choose a folder of its own, such as "build"');
  }
  for (const [folder, what] of [[paths.contentDir, 'content'], [paths.staticDir, 'static']] as const) {
    if (within(outDir, folder)) fail(`the output folder is inside the ${what} folder ("${shown(folder)}"), which the next build would read as input`, 'choose a folder outside it, such as "build"');
  }
  // The folder, or else the nearest folder above it that exists, must be a folder: the build makes the rest.
  for (let at = outDir; ; at = path.dirname(at)) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(at);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code === 'ENOENT' || code === 'ENOTDIR') && path.dirname(at) !== at) continue;
      // Anything else is for the build to report when it writes.
      return;
    }
    if (stat.isDirectory()) return;
    if (at === outDir) fail('there is a file of that name, not a folder', 'remove the file or choose another folder');
    fail(`"${shown(at)}" is a file, not a folder`, 'choose a folder whose path holds no file');
  }
}
