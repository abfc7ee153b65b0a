import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Set to `true` by the bundler of the published package (`scripts/bundle-cli.mjs`); undeclared elsewhere. */
declare const __LAGUNA_DOCS_BUNDLED__: boolean | undefined;

const bundled = typeof __LAGUNA_DOCS_BUNDLED__ !== 'undefined' && __LAGUNA_DOCS_BUNDLED__ === true;

/**
 * Where the published package keeps the files of its dependencies that the code reads at run time
 * (highlight.js's grammars, KaTeX's CSS and fonts, Mermaid, the cards' fonts): `dist/vendor/<package>/`,
 * each file at its path inside the package, with a `package.json` giving the package's name and version.
 */
const VENDOR_FOLDER = 'dist/vendor';

/**
 * The absolute path of `file` (`dist/katex.min.css`) inside the dependency `name` (`katex`). The published
 * package carries such files inside (see `VENDOR_FOLDER`); in the workspace they are read from the
 * installed dependency, resolved from the first of `bases` (module URLs or paths) it resolves from.
 * A file that is in neither place is our bug.
 */
export function vendoredFile(name: string, file: string, bases: readonly string[]): string {
  const dir = bundled ? ownVendorFolder(name) : installedFolder(name, bases);
  const found = dir && path.join(dir, ...file.split('/'));
  if (!found || !fs.existsSync(found)) throw new Error(`laguna-docs bug: cannot find ${name}/${file}, which the build reads at run time`);
  return found;
}

/** The version of the dependency `name`, as its `package.json` gives it. */
export function vendoredVersion(name: string, bases: readonly string[]): string {
  return (JSON.parse(fs.readFileSync(vendoredFile(name, 'package.json', bases), 'utf8')) as { version: string }).version;
}

function ownVendorFolder(name: string): string | undefined {
  try {
    // The package finds itself by name: its `exports` list its manifest.
    const manifest = createRequire(import.meta.url).resolve('laguna-docs/package.json');
    return path.join(path.dirname(manifest), ...VENDOR_FOLDER.split('/'), name);
  } catch {
    return undefined;
  }
}

/** The folder of the installed package `name`, found from its manifest or, where its `exports` hide that, its entry. */
function installedFolder(name: string, bases: readonly string[]): string | undefined {
  for (const base of bases) {
    const require = createRequire(base);
    try {
      return path.dirname(require.resolve(`${name}/package.json`));
    } catch {
      // Not exported, or not installed: try the entry below.
    }
    try {
      for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
        const manifest = path.join(dir, 'package.json');
        if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
      }
    } catch {
      // Try the next base.
    }
  }
  return undefined;
}
