import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundled } from '../../bundled.js';

const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'bun.lock', 'npm-shrinkwrap.json'];

/**
 * A hash of the code behind a package as this process loads it: the package's entry file, the entry files
 * of the `@laguna-docs/*` packages it depends on, the versions of its other dependencies, and the nearest
 * lockfile (which pins their own dependencies). Anything cached from that code's output is keyed on it,
 * so upgrading a dependency or rebuilding the package invalidates the cache. `from` is the file (a path)
 * to resolve `specifier` from. Resolution follows Node's default conditions, so this describes the
 * compiled packages, which is what the CLI runs.
 */
export function codeFingerprint(specifier: string, from: string): string {
  const hash = createHash('sha256');
  if (bundled) return bundleFingerprint(hash, from);
  const seen = new Set<string>();
  const visit = (name: string, base: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const entry = resolveEntry(name, base);
    const manifest = entry ? packageJsonOf(entry, name) : findPackageJson(name, path.dirname(base));
    if (!manifest) {
      hash.update(`${name}@unresolved\n`);
      return;
    }
    const data = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string; dependencies?: Record<string, string> };
    hash.update(`${name}@${data.version ?? ''}\n`);
    if (!name.startsWith('@laguna-docs/')) return;
    if (entry) hash.update(fs.readFileSync(entry));
    for (const dependency of Object.keys(data.dependencies ?? {})) visit(dependency, manifest);
  };
  visit(specifier, from);
  const lockfile = nearestLockfile(path.dirname(from));
  if (lockfile) hash.update(fs.readFileSync(lockfile));
  return hash.digest('base64url').slice(0, 32);
}

/**
 * In the published package every internal package is inside the bundle beside `from`: its version and its
 * files, named by their contents (esbuild's chunks) or sized, stand for the code. Dependencies that stay
 * outside are pinned to exact versions by its manifest.
 */
function bundleFingerprint(hash: ReturnType<typeof createHash>, from: string): string {
  const dir = path.dirname(from);
  const manifest = path.join(dir, '..', 'package.json');
  hash.update(fs.existsSync(manifest) ? fs.readFileSync(manifest) : 'no manifest');
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isFile() && entry.name.endsWith('.js')) hash.update(`${entry.name}:${fs.statSync(path.join(dir, entry.name)).size}\n`);
  }
  return hash.digest('base64url').slice(0, 32);
}

function resolveEntry(name: string, base: string): string | undefined {
  try {
    return createRequire(base).resolve(name);
  } catch {
    return undefined;
  }
}

/** The package.json of the package `name` that holds `file`. */
function packageJsonOf(file: string, name: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && (JSON.parse(fs.readFileSync(candidate, 'utf8')) as { name?: string }).name === name) return candidate;
  }
  return undefined;
}

/** `node_modules/<name>/package.json` looked up the way Node finds a package, for packages without a `require` entry. */
function findPackageJson(name: string, from: string): string | undefined {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function nearestLockfile(from: string): string | undefined {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    for (const name of LOCKFILES) {
      const candidate = path.join(dir, name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}
