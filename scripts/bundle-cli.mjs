// Makes `packages/cli/dist/`, the code of the published `laguna-docs` package: the command line with every
// internal `@laguna-docs/*` package inside, the default theme and the browser runtime, and the prebuilt
// client bundle. The repository's own `node bin/laguna-docs.js` runs this same code, so what is published
// is what every end-to-end test runs. Run by `scripts/build-packages.mjs` after the packages compile
// (it bundles their `dist/`); `--types` also writes the declarations, and `--stage <dir>` writes the whole
// package into another folder, leaving the workspace as it is.
//
// Layout (the package's `exports` name the modules looked up at run time):
//   dist/index.js, buildSite.js, chunk-*.js        the CLI and the build, split so lazy imports stay lazy
//   dist/localeWorker.js, parseWorker.js           worker-thread entries, found beside the build's chunks
//   dist/linkCheckWorker.js                        the dev server's link-check child process
//   dist/theme-default/index.js, theme.css         the default theme as the renderer loads it
//   dist/browser/*.js, client-bundle.json          what the browser bundle is made from, and that bundle made ahead
//   dist/index.d.ts, dist/types/                   declarations of the public API (with --types)
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliDir = path.join(root, 'packages', 'cli');

/**
 * What stays an import of the installed package's `dependencies`: React and React DOM (the theme, the
 * renderer and the site's browser bundle share one copy), esbuild (a native binary per platform) and
 * htmlparser2 (the link check loads it with `require` on the rare page its fast reader is unsure of).
 */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'htmlparser2'];

/** CommonJS code (undici in the link checker) that `require`s Node's modules needs a `require` in an ES module. */
const REQUIRE_BANNER = "import { createRequire as __lagunaBundleCreateRequire } from 'node:module';\nconst require = __lagunaBundleCreateRequire(import.meta.url);";

const from = (...parts) => path.join(root, ...parts);

/** Bundles into `dir` (a staging folder); returns nothing, throws on an esbuild error. */
async function bundleInto(dir) {
  const common = { bundle: true, format: 'esm', splitting: true, chunkNames: 'chunk-[hash]', logLevel: 'warning', legalComments: 'inline' };
  await Promise.all([
    build({
      ...common,
      platform: 'node',
      target: 'node20',
      entryPoints: [
        { in: from('packages/cli/src/index.ts'), out: 'index' },
        { in: from('packages/build/dist/localeWorker.js'), out: 'localeWorker' },
        { in: from('packages/build/dist/parseWorker.js'), out: 'parseWorker' },
        { in: from('packages/server/dist/linkCheckWorker.js'), out: 'linkCheckWorker' },
        { in: from('themes/default/dist/index.js'), out: 'theme-default/index' },
        // Used below to make the client bundle ahead; left out of the package (see its `files`).
        { in: from('packages/build/dist/index.js'), out: 'internal/build' },
      ],
      outdir: dir,
      external: EXTERNAL,
      define: { __LAGUNA_DOCS_BUNDLED__: 'true' },
      banner: { js: REQUIRE_BANNER },
      jsx: 'automatic',
    }),
    // What a site's browser bundle is made from, bundled again (and minified) by a build only when the
    // bundle made ahead does not match; React stays an import, resolved from where the package is installed.
    build({
      ...common,
      platform: 'browser',
      target: 'es2020',
      entryPoints: [
        { in: from('packages/client/dist/index.js'), out: 'client' },
        { in: from('packages/client/dist/search.js'), out: 'search' },
        { in: from('packages/client/dist/boot.js'), out: 'boot' },
        { in: from('themes/default/dist/client.js'), out: 'theme-client' },
      ],
      outdir: path.join(dir, 'browser'),
      external: EXTERNAL,
    }),
  ]);
  fs.copyFileSync(from('themes/default/dist/theme.css'), path.join(dir, 'theme-default', 'theme.css'));
}

/** Writes the default theme's client bundle beside its browser entry, as the bundled code finds it. */
async function prebuildClient(dist, packageDir) {
  const internal = await import(pathToFileURL(path.join(dist, 'internal', 'build.js')).href);
  const { theme } = await import(pathToFileURL(path.join(dist, 'theme-default', 'index.js')).href);
  await internal.writePrebuiltClient(theme, packageDir);
}

/**
 * Bundles the CLI into `<packageDir>/dist/` (by default `packages/cli/dist/`), replacing what was there only
 * once everything succeeded. `packageDir` must hold the package's manifest: the bundle finds its own
 * modules through it.
 */
export async function bundleCli({ types = false, packageDir = cliDir } = {}) {
  const dist = path.join(packageDir, 'dist');
  const staging = path.join(packageDir, '.dist-staging');
  fs.rmSync(staging, { recursive: true, force: true });
  await bundleInto(staging);
  if (types) {
    const { writeTypes } = await import(pathToFileURL(path.join(root, 'scripts', 'cli-types.mjs')).href);
    writeTypes(staging);
  }
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(staging, dist);
  // Made in place: the bundle names its inputs relative to where it lies (see bundleClient.ts).
  await prebuildClient(dist, packageDir);
}

/** The published package's README and LICENSE are the repository's, copied beside its manifest. */
export function copyPackageDocs(packageDir) {
  for (const name of ['README.md', 'LICENSE']) fs.copyFileSync(path.join(root, name), path.join(packageDir, name));
}

/**
 * Writes the whole published package into `dir`, as packing `packages/cli` would, without touching the
 * workspace: its manifest (without what only the workspace uses), launcher, code, declarations, README
 * and LICENSE. The published-path test packs and installs this.
 */
export async function stagePackage(dir) {
  // Made inside packages/cli, where React resolves as it will once installed, then moved out whole.
  const work = fs.mkdtempSync(path.join(cliDir, '.stage-'));
  try {
    const { devDependencies: _workspaceOnly, scripts: _packSteps, ...manifest } = JSON.parse(fs.readFileSync(path.join(cliDir, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.cpSync(path.join(cliDir, 'bin'), path.join(work, 'bin'), { recursive: true });
    copyPackageDocs(work);
    await bundleCli({ types: true, packageDir: work });
    fs.rmSync(path.join(work, 'dist', 'internal'), { recursive: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.cpSync(work, dir, { recursive: true });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const args = process.argv.slice(2);
  const stage = args.indexOf('--stage');
  if (stage >= 0) await stagePackage(path.resolve(args[stage + 1] ?? ''));
  else await bundleCli({ types: args.includes('--types') });
  console.log(`laguna-docs: bundled the published package in ${Math.round(performance.now() - started)} ms`);
}
