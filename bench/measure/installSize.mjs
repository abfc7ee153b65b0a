import fs from 'node:fs';
import path from 'node:path';
import { formatBytes } from '../lib/stats.mjs';

const BUDGET_BYTES = 150e6;

/**
 * Budget 5: the node_modules a user of the published `laguna-docs` package gets. Starts at
 * `packages/cli` and follows `dependencies`, installed `optionalDependencies` and required
 * `peerDependencies` (npm installs those) — never `devDependencies` — resolving each one the way Node
 * does from the real folder of the package that needs it, which in pnpm's layout is the locked version
 * under `node_modules/.pnpm`. Workspace packages count with what they would publish (their `files`, or
 * `dist/` when they have none, plus package.json); every other package counts with its whole folder.
 * Each real folder counts once and every file in it counts, as an npm install would lay them out; the
 * details add disk usage (4 KB blocks) and the bytes of distinct inodes (hard links counted once).
 */
export function measureInstallSize({ root }) {
  const inodes = new Map();
  const start = fs.realpathSync(path.join(root, 'packages/cli'));
  const seen = new Map();
  const missing = [];
  const queue = [start];
  while (queue.length > 0) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const workspace = !dir.split(path.sep).includes('node_modules');
    const size = workspace ? publishedSize(dir, manifest, inodes) : folderSize(dir, inodes);
    seen.set(dir, { name: manifest.name, version: manifest.version, workspace, ...size });
    const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
    const optionalPeers = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta?.optional).map(([name]) => name));
    const wanted = [...Object.keys(manifest.dependencies ?? {}), ...optional, ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name))];
    for (const name of new Set(wanted)) {
      const found = resolvePackage(dir, name);
      if (found) queue.push(found);
      // An optional dependency for another platform is not installed here, nor would it be for the user.
      else if (!optional.has(name)) missing.push(`${name} (needed by ${manifest.name})`);
    }
  }

  const packages = [...seen.values()];
  // esbuild hard-links its binary from the platform package into its own bin/ on install (npm too), so
  // that file is on disk once; pnpm also links identical files of different packages to one store file.
  const uniqueBytes = [...inodes.values()].reduce((total, size) => total + size, 0);
  const sum = (key) => packages.reduce((total, entry) => total + entry[key], 0);
  const bytes = sum('bytes');
  const external = packages.filter((entry) => !entry.workspace);
  const largest = [...external].sort((a, b) => b.bytes - a.bytes).slice(0, 10).map((entry) => ({ name: `${entry.name}@${entry.version}`, bytes: entry.bytes }));
  return {
    name: 'install',
    title: 'Install size',
    rows: [
      { what: `install size of laguna-docs: ${external.length} packages + ${packages.length - external.length} of our own, ${sum('files').toLocaleString('en')} files`, measured: `${formatBytes(bytes)} (disk ${formatBytes(sum('diskBytes'))})`, budget: '≤ 150 MB', ok: bytes <= BUDGET_BYTES && missing.length === 0 },
    ],
    details: { bytes, uniqueInodeBytes: uniqueBytes, diskBytes: sum('diskBytes'), files: sum('files'), packages: external.length, workspacePackages: packages.length - external.length, largest, missing },
  };
}

/** Node's lookup: `node_modules/<name>` in the package's folder and each folder above it. */
function resolvePackage(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

function publishedSize(dir, manifest, inodes) {
  const entries = manifest.files ?? ['dist'];
  const total = { bytes: 0, diskBytes: 0, files: 0 };
  for (const entry of [...entries, 'package.json', 'README.md', 'LICENSE']) {
    const target = path.join(dir, entry);
    if (!fs.existsSync(target)) continue;
    const size = fs.statSync(target).isDirectory() ? folderSize(target, inodes) : fileSize(target, inodes);
    for (const key of Object.keys(total)) total[key] += size[key];
  }
  return total;
}

function folderSize(dir, inodes) {
  const total = { bytes: 0, diskBytes: 0, files: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // pnpm keeps a package's own dependencies beside it, never inside; a nested node_modules is not ours to count.
    if (entry.name === 'node_modules') continue;
    const target = path.join(dir, entry.name);
    const size = entry.isDirectory() ? folderSize(target, inodes) : entry.isFile() ? fileSize(target, inodes) : { bytes: 0, diskBytes: 0, files: 0 };
    for (const key of Object.keys(total)) total[key] += size[key];
  }
  return total;
}

/** A file's size; records its inode, to tell how much of the total is the same file linked twice. */
function fileSize(file, inodes) {
  const stat = fs.statSync(file);
  inodes.set(`${stat.dev}:${stat.ino}`, stat.size);
  return { bytes: stat.size, diskBytes: stat.blocks * 512, files: 1 };
}
