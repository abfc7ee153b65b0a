// Compiles every workspace package from TypeScript to `dist/` with esbuild, so that
// `node bin/laguna-docs.js` runs right after `pnpm install` (this runs as the root `prepare`).
// Packages import each other by name. Those that run only in Node carry their plain-JavaScript
// dependencies inside (see `inlinedDependencies`); the ones also bundled for the browser keep imports.
// Type checking is separate (`pnpm typecheck`); this step only transpiles and bundles, in one to two seconds.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledFrom, sourcesHash, workspaceDirs, writeStamp } from './compileStamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--publish` (the published package's `prepack` step) adds its declarations, README and LICENSE.
const publish = process.argv.includes('--publish');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** The `source` → `default` pairs of a package's `exports`. */
function entryPairs(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.values(manifest.exports ?? {})
    .filter((target) => typeof target === 'object' && target.source && target.default)
    .map((target) => ({ input: path.join(dir, target.source), output: path.join(dir, target.default) }))
    .filter((pair) => fs.existsSync(pair.input));
}

const openapiDir = path.join(root, 'packages', 'openapi');
/** The module of validators made ahead of time for the OpenAPI parser (see `inlinedDependencies`). */
const PRECOMPILED = 'laguna-docs-precompiled-validators';

/**
 * The packages that run in Node alone carry their plain-JavaScript dependencies inside (unified,
 * micromark and the mdast and hast utilities, yaml, commander, rehype-react and what they
 * import): Node would otherwise resolve and compile several hundred small modules one by one at start-up.
 * highlight.js's grammars stay files, which the markdown stage reads when a page names one. The client
 * runtime, the shared types and the theme are bundled again for the browser, so they keep plain imports.
 */
const NODE_PACKAGES = ['cli', 'builder', 'api-reference', 'config', 'content', 'markdown', 'render', 'link-check', 'server'];

/**
 * What stays an import everywhere: our own packages; React and React DOM, of which the theme and the
 * renderer must share one copy; esbuild and resvg (the social cards' renderer), native binaries; and what is loaded only when a command needs it
 * (linkinator, htmlparser2, chokidar). zod is inlined into the config package alone, which exports it to
 * the content package. yaml, which the shared, content and OpenAPI packages all read with, stays an import
 * too, so the published bundle holds one copy of it: inlined into each, a build loaded it (some 250 KB)
 * and warmed its parser up two or three times over.
 */
const SHARED_DEPENDENCIES = /^(@laguna-docs\/|(react|react-dom|esbuild|@resvg\/resvg-js|linkinator|htmlparser2|chokidar|yaml)(\/|$))/;

/** Bundles every bare import, from our code or a dependency's, but those matching `keep`. */
function inlineAllBut(keep) {
  const plugin = {
    name: 'inline-all-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (keep.test(args.path) ? { path: args.path, external: true } : undefined));
      // acorn-jsx (MDX's JSX) requires acorn as CommonJS where the rest of MDX imports its ES module: one
      // copy of the parser (220 KB) instead of two, for every thread that loads the markdown stage.
      build.onResolve({ filter: /^acorn$/ }, (args) => (args.kind === 'require-call' ? build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer }) : undefined));
      // zod's namespace (`z`) carries its error messages in some forty languages, 366 KB of the config
      // package that every command compiled; the config's messages are English (zod's default), the one kept.
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer) ? { path: path.join(path.dirname(args.importer), '..', 'locales', 'index.js'), namespace: 'zod-english' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'zod-english' }, (args) => ({ contents: 'export { default as en } from "./en.js";\n', resolveDir: path.dirname(args.path), loader: 'js' }));
    },
  };
  return { plugins: [plugin], banner: NODE_REQUIRE_BANNER };
}

/** CommonJS dependencies that `require` Node's modules need a `require` in an ES module. */
const NODE_REQUIRE_BANNER = { js: "import { createRequire as __lagunaCreateRequire } from 'node:module';\nconst require = __lagunaCreateRequire(import.meta.url);" };

/**
 * The OpenAPI loader's main entry inlines its dependencies (the parser, Ajv, the schemas: all plain
 * JavaScript; yaml, as in SHARED_DEPENDENCIES, excepted), so loading it resolves a handful of files instead of a hundred or so, and gives the parser
 * Ajv classes that compile each OpenAPI schema once per process (`src/parserAjv.ts`) instead of on every
 * call. Other workspace packages and Node's own modules stay imports.
 */
function inlinedDependencies(input) {
  if (NODE_PACKAGES.some((name) => input.startsWith(path.join(root, 'packages', name, 'src') + path.sep))) return inlineAllBut(SHARED_DEPENDENCIES);
  if (input !== path.join(openapiDir, 'src', 'index.ts')) return { packages: 'external' };
  const standIns = { 'ajv-draft-04': 'CachedAjvDraft04', 'ajv/dist/2020.js': 'CachedAjv2020' };
  const parserAjv = path.join(openapiDir, 'src', 'parserAjv.ts');
  const plugin = {
    name: 'openapi-inline',
    setup(build) {
      build.onResolve({ filter: /^(@laguna-docs\/|yaml$)/ }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: /^ajv(-draft-04|\/dist\/2020\.js)$/ }, (args) =>
        /[\\/]@readme[\\/]openapi-parser[\\/]/.test(args.importer) ? { path: args.path, namespace: 'parser-ajv' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'parser-ajv' }, (args) => ({
        contents: `import ${JSON.stringify(PRECOMPILED)};\nexport { ${standIns[args.path]} as default } from ${JSON.stringify(parserAjv)};`,
        resolveDir: path.dirname(parserAjv),
        loader: 'js',
      }));
      // The parser's OpenAPI schemas as validator code, made now rather than by every build at run time.
      build.onResolve({ filter: new RegExp(`^${PRECOMPILED}$`) }, (args) => ({ path: args.path, namespace: 'precompiled' }));
      build.onLoad({ filter: /.*/, namespace: 'precompiled' }, async () => {
        const { precompiledValidatorsModule } = await import(pathToFileURL(path.join(openapiDir, 'scripts', 'precompiledValidators.mjs')).href);
        return { contents: precompiledValidatorsModule(parserAjv), resolveDir: openapiDir, loader: 'js' };
      });
    },
  };
  return { plugins: [plugin], banner: NODE_REQUIRE_BANNER };
}

/**
 * Packages whose entries are bundled in one go, the code they share in chunks beside them, so that a
 * module the code imports with `import()` loads only then: a build sends its markdown to the parse
 * helper before it loads the stages that render it (packages/builder/src/buildSite.ts).
 */
const SPLIT_PACKAGES = ['builder'];

const COMMON_OPTIONS = { bundle: true, platform: 'node', format: 'esm', target: 'node20', jsx: 'automatic', loader: { '.svg': 'text' }, logLevel: 'warning' };

async function buildPackage(dir) {
  const pairs = entryPairs(dir);
  if (SPLIT_PACKAGES.includes(path.basename(dir)) && pairs.length > 0) {
    const outdir = path.dirname(pairs[0].output);
    if (pairs.some(({ input, output }) => path.dirname(output) !== outdir || input.endsWith('.css'))) throw new Error(`${dir}: split packages need their script entries in one folder`);
    // Chunks of an earlier compile would otherwise pile up.
    for (const name of fs.existsSync(outdir) ? fs.readdirSync(outdir) : []) if (name.startsWith('chunk-')) fs.rmSync(path.join(outdir, name));
    await build({
      ...COMMON_OPTIONS,
      entryPoints: pairs.map(({ input, output }) => ({ in: input, out: path.basename(output, '.js') })),
      outdir,
      splitting: true,
      chunkNames: 'chunk-[hash]',
      ...inlinedDependencies(pairs[0].input),
      sourcemap: 'linked',
    });
    return;
  }
  await Promise.all(
    pairs.map(({ input, output }) =>
      build({
        ...COMMON_OPTIONS,
        entryPoints: [input],
        outfile: output,
        ...inlinedDependencies(input),
        minify: input.endsWith('.css'),
        sourcemap: input.endsWith('.css') ? false : 'linked',
      }),
    ),
  );
}

/**
 * Bundles the default theme's browser script once, beside its client entry, where every build finds it
 * (`writePrebuiltClient`); builds run esbuild themselves only when a file it was made from has changed.
 * Optional: a build without it bundles as before, so a failure here is only reported.
 */
async function prebuildDefaultClient() {
  try {
    const { writePrebuiltClient } = await import(pathToFileURL(path.join(root, 'packages', 'builder', 'dist', 'index.js')).href);
    const { theme } = await import(pathToFileURL(path.join(root, 'themes', 'default', 'dist', 'index.js')).href);
    await writePrebuiltClient(theme, root);
  } catch (error) {
    console.warn(`laguna-docs: the default theme's client bundle was not made ahead (${error.message}); builds will bundle it`);
  }
}

const started = performance.now();
// The CLI is bundled last, from the others' `dist/`, into the published package's layout (scripts/bundle-cli.mjs).
const cliDir = path.join(root, 'packages', 'cli');
const dirs = workspaceDirs(root).filter((dir) => dir !== cliDir && (only.length === 0 || only.some((name) => dir.endsWith(name))));
// A whole compile is skipped when nothing it reads has changed since the last one (`--force` compiles anyway).
const whole = only.length === 0 && !publish;
const inputs = whole ? sourcesHash(root, workspaceDirs(root)) : undefined;
const outputs = [...workspaceDirs(root).flatMap((dir) => entryPairs(dir).map((pair) => pair.output)), path.join(cliDir, 'dist', 'index.js')];
if (inputs && !process.argv.includes('--force') && compiledFrom(root, inputs, outputs)) {
  console.log(`laguna-docs: packages up to date with their sources, not compiled again (checked in ${Math.round(performance.now() - started)} ms; --force compiles anyway)`);
  process.exit(0);
}
await Promise.all(dirs.map(buildPackage));
if (only.length === 0) await prebuildDefaultClient();
const { bundleCli, copyPackageDocs } = await import(pathToFileURL(path.join(root, 'scripts', 'bundle-cli.mjs')).href);
await bundleCli({ types: publish });
if (publish) copyPackageDocs(cliDir);
if (inputs) writeStamp(root, inputs);
console.log(`laguna-docs: compiled ${dirs.length + 1} packages in ${Math.round(performance.now() - started)} ms`);
