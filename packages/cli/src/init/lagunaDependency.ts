import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR, VERSION } from '../version.js';

/** How a new site's `package.json` names laguna-docs, and where that comes from. */
export interface LagunaDependency {
  /** The dependency's spec: `^0.1.0`, `file:../laguna-docs-0.1.0.tgz`, a tarball URL or a git URL. */
  spec: string;
  /**
   * `registry`: installed from the npm registry (or run from the workspace, which has no other source to name);
   * `file`: from a tarball or folder on this machine; `url`: from a tarball's address; `git`: from a repository.
   */
  source: 'registry' | 'file' | 'url' | 'git';
  /** Whether laguna-docs runs from its own source folder (a clone of its repository), not from an install. */
  workspace: boolean;
  /** Whether nothing recorded where it came from (a global install), so the registry range is a guess. */
  guessed: boolean;
}

export interface LagunaDependencyOptions {
  /** Absolute path of the new site's folder: a `file:` spec is written relative to it. */
  siteDir: string;
  /** The running package's folder; the installed one by default. */
  packageDir?: string;
  /** The running package's version. */
  version?: string;
}

const NAME = 'laguna-docs';

/**
 * The dependency that installs the same laguna-docs as the one running: the registry range when it came
 * from the registry, else the tarball path or URL or the git URL it was installed from (as `npx --package
 * <tarball>` or `npm install <tarball>` recorded it), so `npm install` in the new site works before any
 * release reaches the registry.
 */
export function lagunaDependency(options: LagunaDependencyOptions): LagunaDependency {
  const version = options.version ?? VERSION;
  const registry: LagunaDependency = { spec: `^${version}`, source: 'registry', workspace: false, guessed: false };
  const packageDir = options.packageDir ?? PACKAGE_DIR;
  const parts = packageDir.split(path.sep);
  // The project that installed it holds the first node_modules on its path (pnpm keeps the real folder deeper, in node_modules/.pnpm/).
  const modules = parts.indexOf('node_modules');
  if (modules < 0) return { ...registry, workspace: true, guessed: true };
  const project = parts.slice(0, modules).join(path.sep) || path.sep;
  const recorded = declaredSpec(project) ?? lockedSpec(project);
  if (!recorded) return { ...registry, guessed: true };
  const fromFile = /^file:(.*)$/.exec(recorded)?.[1] ?? (/^(\.{0,2}\/|~\/|[A-Za-z]:\\)|\.(tgz|tar\.gz|tar)$/.test(recorded) && !/^[a-z+]{2,}:/.test(recorded) ? recorded : undefined);
  if (fromFile !== undefined) {
    const target = path.resolve(project, fromFile.replace(/^~(?=\/)/, process.env.HOME ?? '~'));
    const relative = path.relative(options.siteDir, target).split(path.sep).join('/');
    return { spec: `file:${relative.startsWith('.') ? relative : `./${relative}`}`, source: 'file', workspace: false, guessed: false };
  }
  if (/^(git\+|git:|github:|gitlab:|bitbucket:)|^[\w.-]+\/[\w.-]+(#.*)?$|\.git(#.*)?$/.test(recorded)) return { spec: recorded, source: 'git', workspace: false, guessed: false };
  // A registry's own tarball address is the registry: the range lets npm choose as it always does.
  if (/^https?:\/\//.test(recorded) && !new RegExp(`/${NAME}/-/${NAME}-[^/]+\\.tgz$`).test(recorded)) return { spec: recorded, source: 'url', workspace: false, guessed: false };
  return registry;
}

/** The spec the project's own `package.json` gives laguna-docs (as `npx --package` and `npm install --save` write it). */
function declaredSpec(project: string): string | undefined {
  const manifest = readJson(path.join(project, 'package.json'));
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const spec = (manifest?.[field] as Record<string, unknown> | undefined)?.[NAME];
    if (typeof spec === 'string') return spec;
  }
  return undefined;
}

/** Where npm's lockfile says laguna-docs came from (after `npm install --no-save <tarball>` too, in npm's hidden lockfile). */
function lockedSpec(project: string): string | undefined {
  for (const lockfile of [path.join(project, 'node_modules', '.package-lock.json'), path.join(project, 'package-lock.json')]) {
    const packages = readJson(lockfile)?.packages as Record<string, { resolved?: unknown }> | undefined;
    const resolved = packages?.[`node_modules/${NAME}`]?.resolved;
    if (typeof resolved === 'string') return resolved;
  }
  return undefined;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
