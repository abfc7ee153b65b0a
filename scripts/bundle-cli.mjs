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
//   dist/theme-default/index.js, theme.css and its parts, the default theme
//   dist/browser/*.js, client-bundle.json          what the browser bundle is made from, and that bundle made ahead
//   dist/vendor/<package>/                         dependencies' files read at run time (see VENDORED)
//   dist/index.d.ts, dist/types/                   declarations of the public API (with --types)
import { build, transformSync } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledFrom, sourcesHash, workspaceDirs } from './compileStamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliDir = path.join(root, 'packages', 'cli');

/**
 * What stays an import of the installed package's `dependencies`: React and React DOM (the theme, the
 * renderer and the site's browser bundle share one copy), esbuild and resvg (the social cards' renderer;
 * native binaries per platform) and htmlparser2 (the link check loads it with `require` on the rare page
 * its fast reader is unsure of).
 */
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', '@resvg/resvg-js', '@resvg/resvg-js/*', 'htmlparser2'];

/**
 * Files of dependencies that the code reads at run time rather than imports, carried inside the package
 * under `dist/vendor/<package>/` at their paths in the dependency (`vendoredFile` in packages/markdown
 * finds them there), so that the dependencies themselves are not installed: Mermaid alone is some 120 MB.
 * `from` is the workspace package that depends on it; `files` match paths inside the dependency.
 */
const VENDORED = [
  // The grammars, loaded the first time a code block names one (CommonJS, hence the manifest without "type").
  // Minified as they are copied: half the size, in a package that must stay within its install budget.
  { name: 'highlight.js', from: 'packages/markdown', files: /^lib\/languages\/[^/]+(?<!\.js)\.js$/, minify: true },
  // KaTeX's code, required by the first page with math, and the stylesheet and WOFF2 fonts published with such pages.
  { name: 'katex', from: 'packages/markdown', files: /^dist\/(katex\.min\.(css|js)|fonts\/[^/]+\.woff2)$/ },
  // The module and its chunks published with pages that have diagrams.
  { name: 'mermaid', from: 'packages/client', files: /^dist\/(mermaid\.esm\.min\.mjs|chunks\/mermaid\.esm\.min\/[^/]+\.mjs)$/ },
  // The two fonts the social cards are drawn in.
  { name: 'dejavu-fonts-ttf', from: 'packages/builder', files: /^ttf\/DejaVuSans(-Bold)?\.ttf$/ },
];

/** Copies the VENDORED files into `<dist>/vendor/`, each package's with a manifest of its name and version. */
function copyVendored(dist) {
  for (const { name, from: base, files, minify = false } of VENDORED) {
    const manifest = createRequire(from(base, 'package.json')).resolve(`${name}/package.json`);
    const source = path.dirname(manifest);
    const target = path.join(dist, 'vendor', name);
    const paths = fs.readdirSync(source, { recursive: true }).map((file) => String(file).split(path.sep).join('/')).filter((file) => files.test(file));
    if (paths.length === 0) throw new Error(`bundle-cli: no files of ${name} to carry`);
    for (const file of paths) {
      fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
      if (minify) fs.writeFileSync(path.join(target, file), transformSync(fs.readFileSync(path.join(source, file), 'utf8'), { loader: 'js', minify: true, legalComments: 'inline' }).code);
      else fs.copyFileSync(path.join(source, file), path.join(target, file));
    }
    const { version, license } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify({ name, version, license, private: true }, null, 2)}\n`);
    for (const legal of fs.readdirSync(source).filter((file) => /^(licen[sc]e|copying)/i.test(file))) fs.copyFileSync(path.join(source, legal), path.join(target, legal));
  }
}

/**
 * The external dependencies published as CommonJS that every build loads (React, React DOM's server
 * renderer, esbuild), taken with `require` instead of `import`. Node reads a CommonJS module that an ES
 * module imports once more with its CommonJS lexer, to find its named exports, and does so in the
 * interpreter at start: about 90 ms of CPU for these, a seventh of a cold build of a one-page site. With
 * `require` Node only runs them; esbuild's interop gives the importing code the same exports, from the
 * same copy of each module (Node's CommonJS cache) that a site's own components import.
 */
const REQUIRED_EXTERNAL = /^(react|react-dom|esbuild)(\/.*)?$/;

/**
 * Resolves each REQUIRED_EXTERNAL import to a small ES module that `require`s it and exports its default
 * and named exports (the names it has in the installed, pinned dependency), so static and dynamic imports
 * of it alike find them.
 */
const requireCommonJsExternals = {
  name: 'require-commonjs-externals',
  setup(build) {
    const namespace = 'required-external';
    const requireInCli = createRequire(path.join(cliDir, 'package.json'));
    build.onResolve({ filter: REQUIRED_EXTERNAL }, (args) => (args.namespace === namespace ? { path: args.path, external: true } : { path: args.path, namespace }));
    build.onLoad({ filter: /.*/, namespace }, (args) => {
      const names = Object.keys(requireInCli(args.path)).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
      const contents = `const exported = require(${JSON.stringify(args.path)});\nexport default exported;\nexport const { ${names.join(', ')} } = exported;\n`;
      return { contents, loader: 'js' };
    });
  },
};

/**
 * linkinator's `undici` import, in the bundle: `scripts/undiciOnDemand.mjs`, which loads undici (its own
 * chunk) the first time linkinator sends a request through it, rarely (see there). Its own import of undici
 * is resolved from linkinator's folder.
 */
const undiciOnDemand = {
  name: 'undici-on-demand',
  setup(build) {
    const shim = from('scripts', 'undiciOnDemand.mjs');
    let linkinatorDir;
    build.onResolve({ filter: /^undici$/ }, (args) => {
      if (/[\\/]linkinator[\\/]/.test(args.importer)) {
        linkinatorDir = args.resolveDir;
        return { path: shim };
      }
      if (args.importer === shim) return build.resolve(args.path, { kind: args.kind, resolveDir: linkinatorDir });
      return undefined;
    });
  },
};

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
        { in: from('packages/builder/dist/localeWorker.js'), out: 'localeWorker' },
        { in: from('packages/builder/dist/parseWorker.js'), out: 'parseWorker' },
        { in: from('packages/server/dist/linkCheckWorker.js'), out: 'linkCheckWorker' },
        { in: from('themes/default/dist/index.js'), out: 'theme-default/index' },
        // Used below to make the client bundle ahead; left out of the package (see its `files`).
        { in: from('packages/builder/dist/index.js'), out: 'internal/builder' },
      ],
      outdir: dir,
      external: EXTERNAL,
      define: { __LAGUNA_DOCS_BUNDLED__: 'true' },
      banner: { js: REQUIRE_BANNER },
      plugins: [requireCommonJsExternals, undiciOnDemand],
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
        { in: from('packages/client/dist/diagrams.js'), out: 'diagrams' },
        { in: from('packages/client/dist/samples.js'), out: 'samples' },
        { in: from('packages/client/dist/boot.js'), out: 'boot' },
        { in: from('packages/client/dist/islands.js'), out: 'islands' },
        { in: from('themes/default/dist/client.js'), out: 'theme-client' },
        { in: from('themes/default/dist/controls.js'), out: 'theme-controls' },
        { in: from('packages/client/dist/page.js'), out: 'page' },
        { in: from('packages/client/dist/reactIslands.js'), out: 'react-islands' },
      ],
      outdir: path.join(dir, 'browser'),
      external: EXTERNAL,
    }),
  ]);
  for (const css of ['theme.css', 'tabs.css', 'api.css', 'versions.css']) fs.copyFileSync(from(`themes/default/dist/${css}`), path.join(dir, 'theme-default', css));
  copyVendored(dir);
}

/** Writes the declarations of the public API into a bundle's `dist/` (scripts/cli-types.mjs). */
async function writeTypesInto(dist) {
  const { writeTypes } = await import(pathToFileURL(path.join(root, 'scripts', 'cli-types.mjs')).href);
  await writeTypes(dist);
}

/**
 * Writes the default theme's client bundle beside its browser entry, as the bundled code finds it, and the
 * social cards' fonts trimmed to the characters most titles use beside the fonts (see cardFonts.ts).
 */
async function makeAhead(dist, packageDir) {
  const internal = await import(pathToFileURL(path.join(dist, 'internal', 'builder.js')).href);
  const { theme } = await import(pathToFileURL(path.join(dist, 'theme-default', 'index.js')).href);
  await internal.writePrebuiltClient(theme, packageDir);
  internal.writeTrimmedCardFonts(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => path.join(dist, 'vendor', 'dejavu-fonts-ttf', 'ttf', name)));
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
  if (types) await writeTypesInto(staging);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(staging, dist);
  // Made in place: the bundle names its inputs relative to where it lies (see bundleClient.ts).
  await makeAhead(dist, packageDir);
}

/**
 * The README as the published package shows it: the package holds none of the repository's files its links
 * name, so a link to a page of the website (`website/content/en/docs/guides/01-writing.md`) leads to that page
 * on the published site (`…/manual/docs/guides/writing`), and one to any other file to it on GitHub.
 */
export function packageReadme(text) {
  const { homepage, repository } = JSON.parse(fs.readFileSync(path.join(cliDir, 'package.json'), 'utf8'));
  const github = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  const site = (target) => {
    const page = /^website\/content\/en\/(docs\/.+)\.md$/.exec(target);
    if (page) return `${homepage}${page[1].split('/').map((segment) => segment.replace(/^\d+-/, '')).join('/')}`;
    if (/^website\/content\/en\/blog\/?$/.test(target)) return `${homepage}blog`;
    return target === 'website/' ? homepage : `${github}/blob/main/${target}`;
  };
  return text.replace(/\]\((?![a-z][a-z0-9+.-]*:|#)([^)\s]+)\)/gi, (_, target) => `](${site(target)})`);
}

/** The published package's README and LICENSE are the repository's, copied beside its manifest. */
export function copyPackageDocs(packageDir) {
  fs.writeFileSync(path.join(packageDir, 'README.md'), packageReadme(fs.readFileSync(path.join(root, 'README.md'), 'utf8')));
  fs.copyFileSync(path.join(root, 'LICENSE'), path.join(packageDir, 'LICENSE'));
}

/** Whether `packages/cli/dist/` is the bundle of the sources as they are now (the last whole compile's stamp). */
function bundledFromCurrentSources() {
  return compiledFrom(root, sourcesHash(root, workspaceDirs(root)), [path.join(cliDir, 'dist', 'index.js')]);
}

/**
 * Writes the whole published package into `dir`, as packing `packages/cli` would, without touching the
 * workspace: its manifest (without what only the workspace uses), launcher, code, declarations, README
 * and LICENSE. The published-path test packs and installs this. The code is the workspace's bundle
 * (`packages/cli/dist/`, what `node bin/laguna-docs.js` runs) when the last compile was of the sources as
 * they are, so a test run right after `npm test` compiled does not bundle the CLI again; else it is
 * bundled here.
 */
export async function stagePackage(dir) {
  // Made inside packages/cli, where React resolves as it will once installed, then moved out whole.
  const work = fs.mkdtempSync(path.join(cliDir, '.stage-'));
  try {
    const { devDependencies: _workspaceOnly, scripts: _packSteps, ...manifest } = JSON.parse(fs.readFileSync(path.join(cliDir, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.cpSync(path.join(cliDir, 'bin'), path.join(work, 'bin'), { recursive: true });
    copyPackageDocs(work);
    if (bundledFromCurrentSources()) {
      // Without `dist/types/`: the type check (`tsc -b`) writes the command line's own declarations there, tests
      // included; the published declarations are written next, as the bundle writes them.
      const typeCheckOutput = path.join(cliDir, 'dist', 'types');
      fs.cpSync(path.join(cliDir, 'dist'), path.join(work, 'dist'), { recursive: true, filter: (source) => source !== typeCheckOutput && !source.startsWith(typeCheckOutput + path.sep) });
      await writeTypesInto(path.join(work, 'dist'));
    } else await bundleCli({ types: true, packageDir: work });
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
