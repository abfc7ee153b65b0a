import type { BuildFailure, formatMessagesSync, Message, Plugin } from 'esbuild';
import path from 'node:path';
import { inside } from '@laguna-docs/content';
import type { Diagnostic } from '@laguna-docs/shared';
import { realPath, realRoot } from './siteFiles.js';

// What every esbuild run over a site's files shares: the site's folder checked at each import, and
// esbuild's errors as diagnostics at the site's files.

/**
 * `@site/…` is the site folder, as in Docusaurus. A file of the site (a relative or `@site/` import made
 * by a file of the site or by the bundle's entry, outside `node_modules`) must really be in the site's
 * folder: one that is a symbolic link out of it is refused at the import, as the content listing refuses
 * such links. Packages are the site's choice, and laguna-docs' own modules (the island loader and its
 * chunks, wherever laguna-docs is installed) are ours: their relative imports are not the site's.
 */
export function sitePlugin(root: string): Plugin {
  const checked = Symbol('laguna-site-checked');
  return {
    name: 'laguna-site',
    setup(build) {
      build.onResolve({ filter: /^(@site\/|\.\.?(\/|$))/ }, async (args) => {
        if (args.pluginData === checked || args.importer.split(path.sep).includes('node_modules') || !siteImporter(args.importer, root)) return undefined;
        const site = args.path.startsWith('@site/');
        const resolved = await build.resolve(site ? `./${args.path.slice('@site/'.length)}` : args.path, { kind: args.kind, resolveDir: site ? root : args.resolveDir, importer: args.importer, pluginData: checked });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return resolved;
        const real = realPath(resolved.path);
        if (!inside(real, realRoot(root))) {
          const written = site ? args.path.slice('@site/'.length) : path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/');
          return { errors: [{ text: `"${written}" leads through a symbolic link to "${real}", outside the site's folder; it is not read` }] };
        }
        return resolved;
      });
    },
  };
}

/** Whether `importer` is the bundle's entry (not a path) or a file inside the site's folder. */
function siteImporter(importer: string, root: string): boolean {
  if (!path.isAbsolute(importer)) return true;
  return inside(importer, root) || inside(realPath(importer), realRoot(root));
}

/** esbuild's errors as diagnostics naming each file (relative to the site), line and column, with esbuild's own view of the code for `--debug`. */
export function buildProblems(failure: BuildFailure, root: string, format: typeof formatMessagesSync): Diagnostic[] {
  if (!Array.isArray(failure.errors)) throw failure;
  return failure.errors.map((error: Message): Diagnostic => {
    const location = error.location;
    const inEntry = !location || location.file.startsWith('laguna-');
    return {
      severity: 'error',
      code: 'mdx/component-build',
      message: `a site component does not compile: ${error.text}`,
      hint: 'fix the component; it is bundled with esbuild (TypeScript, JSX, CSS and CSS modules, packages of the site)',
      ...(inEntry ? {} : { file: path.relative(root, path.resolve(root, location.file)).split(path.sep).join('/'), line: location.line, column: location.column + 1 }),
      stack: format([error], { kind: 'error', color: false }).join('').trimEnd(),
    };
  });
}
