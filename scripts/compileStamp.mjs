// Whether the compiled packages are up to date with their sources, so `pnpm install` (the root `prepare`)
// compiles and `npm test` right after it does not compile again. The stamp is a hash of the contents of
// everything a compile reads: each workspace package's files (tests, `dist/` and `node_modules/` left
// out), the compile and bundle scripts, the manifests and the lockfile (the versions of the dependencies
// bundled inside). Contents rather than times, so a checkout or a copy that touches every file still matches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files of the repository root a compile reads, besides the packages. */
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json', 'patches', 'scripts/build-packages.mjs', 'scripts/bundle-cli.mjs', 'scripts/undiciOnDemand.mjs', 'scripts/cli-types.mjs', 'scripts/configSchemaTypes.mjs', 'scripts/compileStamp.mjs'];

/** Folders never read by a compile (its own output, installed dependencies, hidden and staging folders). */
const SKIPPED_FOLDER = /^(dist|node_modules|\..*)$/;
/** Test files, which no package entry imports. */
const TEST_FILE = /\.test\.(ts|tsx|mts)$/;

/** The workspace's packages under `root`: the folders of `packages/` and `themes/` with a manifest. */
export function workspaceDirs(root) {
  return ['packages', 'themes'].flatMap((group) =>
    fs
      .readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, group, entry.name))
      .filter((dir) => fs.existsSync(path.join(dir, 'package.json'))),
  );
}

/** The hash of a compile's inputs under `root`, for the packages in `dirs` (absolute folders). */
export function sourcesHash(root, dirs) {
  const hash = createHash('sha256');
  const add = (file) => {
    hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  };
  const walk = (entryPath) => {
    const stat = fs.statSync(entryPath, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) return add(entryPath);
    for (const entry of fs.readdirSync(entryPath, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory() ? SKIPPED_FOLDER.test(entry.name) : TEST_FILE.test(entry.name)) continue;
      if (entry.isDirectory() || entry.isFile()) walk(path.join(entryPath, entry.name));
    }
  };
  for (const input of ROOT_INPUTS) walk(path.join(root, input));
  for (const dir of [...dirs].sort()) walk(dir);
  return hash.digest('hex');
}

/** Where the stamp of the last whole compile is kept: beside other caches, out of the repository. */
export function stampFile(root) {
  return path.join(root, 'node_modules', '.cache', 'laguna-docs-compile', 'stamp.json');
}

/** Whether the last whole compile was of these inputs (`hash`) and every output it made (`outputs`) is still there. */
export function compiledFrom(root, hash, outputs) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(root), 'utf8'));
    return stamp.hash === hash && outputs.every((file) => fs.existsSync(file));
  } catch {
    return false;
  }
}

/** Notes that a whole compile of `hash` finished. */
export function writeStamp(root, hash) {
  const file = stampFile(root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ hash })}\n`);
}
