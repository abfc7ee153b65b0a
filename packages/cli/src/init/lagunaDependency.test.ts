import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lagunaDependency } from './lagunaDependency.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project with laguna-docs installed in it, its package.json and npm's hidden lockfile as given; returns the project and the package's folder. */
function installed(manifest: object | undefined, lock: object | undefined, packagePath = 'node_modules/laguna-docs'): { project: string; packageDir: string } {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dependency-'));
  folders.push(project);
  const packageDir = path.join(project, ...packagePath.split('/'));
  fs.mkdirSync(packageDir, { recursive: true });
  if (manifest) fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify(manifest));
  if (lock) fs.writeFileSync(path.join(project, 'node_modules', '.package-lock.json'), JSON.stringify(lock));
  return { project, packageDir };
}

const spec = (manifest: object | undefined, lock: object | undefined, site = 'my-docs', packagePath?: string) => {
  const { project, packageDir } = installed(manifest, lock, packagePath);
  return lagunaDependency({ siteDir: path.join(project, site), packageDir, version: '0.3.1' });
};

describe('lagunaDependency', () => {
  it('names the registry range when laguna-docs came from the registry', () => {
    expect(spec({ dependencies: { 'laguna-docs': '^0.3.0' } }, undefined)).toEqual({ spec: '^0.3.1', source: 'registry', workspace: false, guessed: false });
    const registryTarball = { packages: { 'node_modules/laguna-docs': { resolved: 'https://registry.example.org/laguna-docs/-/laguna-docs-0.3.1.tgz' } } };
    expect(spec(undefined, registryTarball).spec).toBe('^0.3.1');
    // Nothing recorded (a global install): the registry, as a guess.
    expect(spec(undefined, undefined)).toEqual({ spec: '^0.3.1', source: 'registry', workspace: false, guessed: true });
  });

  it('names the tarball it was installed from, relative to the new site, as npx --package and npm install --no-save record it', () => {
    // npx keeps its install in a folder of its own, with the tarball relative to it in package.json.
    const { project, packageDir } = installed({ dependencies: { 'laguna-docs': 'file:../../laguna-docs-0.3.1.tgz' } }, undefined);
    const tarball = path.resolve(project, '../../laguna-docs-0.3.1.tgz');
    const site = path.join(os.tmpdir(), 'elsewhere', 'my-docs');
    expect(lagunaDependency({ siteDir: site, packageDir, version: '0.3.1' })).toEqual({ spec: `file:${path.relative(site, tarball)}`, source: 'file', workspace: false, guessed: false });
    // Only in the hidden lockfile, a site made beside the install.
    expect(spec({ name: 'x' }, { packages: { 'node_modules/laguna-docs': { resolved: 'file:laguna-docs-0.3.1.tgz' } } })).toMatchObject({ spec: 'file:../laguna-docs-0.3.1.tgz', source: 'file' });
    // Made in the project's own folder.
    expect(spec(undefined, { packages: { 'node_modules/laguna-docs': { resolved: 'file:laguna-docs-0.3.1.tgz' } } }, '.').spec).toBe('file:./laguna-docs-0.3.1.tgz');
  });

  it('names the tarball URL or git URL it was installed from as they are', () => {
    const url = 'https://github.com/org/laguna-docs/releases/download/v0.3.1/laguna-docs-0.3.1.tgz';
    expect(spec({ dependencies: { 'laguna-docs': url } }, undefined)).toEqual({ spec: url, source: 'url', workspace: false, guessed: false });
    expect(spec({ devDependencies: { 'laguna-docs': 'git+https://github.com/org/laguna-docs-dist.git#v0.3.1' } }, undefined)).toMatchObject({ spec: 'git+https://github.com/org/laguna-docs-dist.git#v0.3.1', source: 'git' });
    expect(spec({ dependencies: { 'laguna-docs': 'github:org/laguna-docs-dist' } }, undefined).source).toBe('git');
  });

  it('finds the project that installed it through pnpm, whose real folder lies in node_modules/.pnpm', () => {
    const url = 'https://example.org/laguna-docs-0.3.1.tgz';
    expect(spec({ dependencies: { 'laguna-docs': url } }, undefined, 'my-docs', 'node_modules/.pnpm/laguna-docs@0.3.1/node_modules/laguna-docs').spec).toBe(url);
  });

  it('says when laguna-docs runs from its source folder, which no site can install', () => {
    expect(lagunaDependency({ siteDir: '/tmp/my-docs', packageDir: path.join(os.tmpdir(), 'clone', 'packages', 'cli'), version: '0.3.1' })).toEqual({ spec: '^0.3.1', source: 'registry', workspace: true, guessed: true });
  });
});
