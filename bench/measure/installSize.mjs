import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBytes } from '../lib/stats.mjs';

const BUDGET_BYTES = 40e6;

/**
 * Budget 5: the `node_modules` a user gets from `npm install laguna-docs`. The package is made as it is
 * published (`scripts/bundle-cli.mjs --stage`), packed with `npm pack`, and installed from the tarball
 * with npm into an empty folder outside the workspace, its dependencies coming from the npm registry
 * (npm's cache lives in that folder and goes with it). Every file under `node_modules` counts once: esbuild's
 * install step hard-links its native binary from the platform package into its own `bin/`, one file on
 * disk under two names, as `du` counts it. The details add disk usage (4 KB blocks), the tarball's size
 * and the largest packages (each counting its own files, links included).
 */
export function measureInstallSize({ root, log = () => {} }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-install-'));
  const env = { ...process.env, npm_config_cache: path.join(work, 'npm-cache'), npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  try {
    const staged = path.join(work, 'package');
    log('  making the package as it is published');
    execFileSync(process.execPath, [path.join(root, 'scripts', 'bundle-cli.mjs'), '--stage', staged], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: staged, env, encoding: 'utf8' }));
    const tarball = path.join(work, packed[0].filename);
    const user = path.join(work, 'user');
    fs.mkdirSync(user);
    log('  npm install of the tarball in an empty folder');
    execFileSync('npm', ['install', '--no-save', tarball], { cwd: user, env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
    const modules = path.join(user, 'node_modules');
    const packages = installedPackages(modules);
    const total = folderSize(modules, new Set());
    const largest = packages.sort((a, b) => b.bytes - a.bytes).slice(0, 10).map((entry) => ({ name: entry.name, bytes: entry.bytes }));
    return {
      name: 'install',
      title: 'Install size',
      rows: [
        {
          what: `npm install laguna-docs (the packed tarball, ${formatBytes(fs.statSync(tarball).size)}): ${packages.length} packages, ${total.files.toLocaleString('en')} files in node_modules`,
          measured: `${formatBytes(total.bytes)} (disk ${formatBytes(total.diskBytes)})`,
          budget: '≤ 40 MB',
          ok: total.bytes <= BUDGET_BYTES,
        },
      ],
      details: { bytes: total.bytes, diskBytes: total.diskBytes, files: total.files, tarballBytes: fs.statSync(tarball).size, packages: packages.length, largest, missing: [] },
    };
  } catch (error) {
    return {
      name: 'install',
      title: 'Install size',
      rows: [{ what: 'npm install laguna-docs', measured: `not measured: ${error.message.split('\n')[0]}`, budget: '≤ 40 MB', ok: null }],
      details: { largest: [], missing: [] },
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Every package folder directly under `modules` (scoped ones included), with its size. */
function installedPackages(modules) {
  const found = [];
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dirs = entry.name.startsWith('@') ? fs.readdirSync(path.join(modules, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name];
    for (const name of dirs) {
      const manifest = JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8'));
      found.push({ name: `${name}@${manifest.version}`, bytes: folderSize(path.join(modules, name), new Set()).bytes });
    }
  }
  return found;
}

/** The size of the files under `dir`, each file (inode) counted once across `seen`. */
function folderSize(dir, seen) {
  const total = { bytes: 0, diskBytes: 0, files: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const size = folderSize(target, seen);
      for (const key of Object.keys(total)) total[key] += size[key];
    } else if (entry.isFile()) {
      const stat = fs.statSync(target);
      const inode = `${stat.dev}:${stat.ino}`;
      if (seen.has(inode)) continue;
      seen.add(inode);
      total.bytes += stat.size;
      total.diskBytes += stat.blocks * 512;
      total.files += 1;
    }
  }
  return total;
}
