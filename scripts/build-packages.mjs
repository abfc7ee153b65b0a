// Compiles every workspace package from TypeScript to `dist/` with esbuild, so that
// `node bin/laguna-docs.js` runs right after `pnpm install` (this runs as the root `prepare`).
// Each package keeps its dependencies external: packages import each other by name.
// Type checking is separate (`pnpm typecheck`); this step only transpiles and takes well under a second.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function workspaceDirs() {
  return ['packages', 'themes'].flatMap((group) =>
    fs
      .readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, group, entry.name))
      .filter((dir) => fs.existsSync(path.join(dir, 'package.json'))),
  );
}

/** The `source` → `default` pairs of a package's `exports`. */
function entryPairs(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.values(manifest.exports ?? {})
    .filter((target) => typeof target === 'object' && target.source && target.default)
    .map((target) => ({ input: path.join(dir, target.source), output: path.join(dir, target.default) }))
    .filter((pair) => fs.existsSync(pair.input));
}

async function buildPackage(dir) {
  await Promise.all(
    entryPairs(dir).map(({ input, output }) =>
      build({
        entryPoints: [input],
        outfile: output,
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        jsx: 'automatic',
        minify: input.endsWith('.css'),
        sourcemap: input.endsWith('.css') ? false : 'linked',
        loader: { '.svg': 'text' },
        logLevel: 'warning',
      }),
    ),
  );
}

const started = performance.now();
const dirs = workspaceDirs().filter((dir) => only.length === 0 || only.some((name) => dir.endsWith(name)));
await Promise.all(dirs.map(buildPackage));
console.log(`laguna-docs: compiled ${dirs.length} packages in ${Math.round(performance.now() - started)} ms`);
