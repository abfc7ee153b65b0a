import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteFolder } from './testing/siteFolder.js';

// What the compiled command line loads for a command, read from a module hook that lists every file of
// the bundle Node loads. A command loads the code it needs: `--help` none of the readers of `migrate`, and
// `serve` of a built folder neither the build nor the markdown stage, and a build of a site without an
// OpenAPI description not its loader.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(repoRoot, 'bin/laguna-docs.js');

/** A hook that lists each file Node loads as an ES module (the bundle's and its imports') in `$LOADED_LIST`. */
function loadHook(folder: string): string {
  fs.writeFileSync(
    path.join(folder, 'hooks.mjs'),
    `import fs from 'node:fs';\nexport async function load(url, context, next) {\n  if (url.startsWith('file:')) fs.appendFileSync(process.env.LOADED_LIST, url + '\\n');\n  return next(url, context);\n}\n`,
  );
  fs.writeFileSync(path.join(folder, 'register.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`);
  return path.join(folder, 'register.mjs');
}

/** The URLs the hook listed. */
function loadedFiles(list: string): string[] {
  return fs.existsSync(list) ? fs.readFileSync(list, 'utf8').trim().split('\n') : [];
}

/** The compiled files of our packages that the loaded files of the bundle hold (esbuild marks each bundled file with its path): `openapi/dist/index.js`. */
function compiledIn(list: string): string[] {
  const names = new Set<string>();
  for (const file of loadedFiles(list).filter((url) => url.includes('/dist/'))) {
    for (const match of fs.readFileSync(fileURLToPath(file), 'utf8').matchAll(/^\/\/ (?:\.\.\/)*packages\/([a-z-]+\/dist\/[^\s]+)/gm)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The packages whose compiled code the loaded files of the bundle hold. */
function packagesIn(list: string): string[] {
  return [...new Set(compiledIn(list).map((file) => file.slice(0, file.indexOf('/'))))];
}

describe('the command line at start', () => {
  it('loads for --help none of the build, markdown or migration code', () => {
    const site = siteFolder('startup');
    const register = loadHook(site.root);
    const list = path.join(site.root, 'help.txt');
    const result = spawnSync(process.execPath, ['--import', register, cli, '--help'], { cwd: site.root, encoding: 'utf8', env: { ...process.env, LOADED_LIST: list } });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('serve');
    expect(packagesIn(list).filter((name) => ['builder', 'api-reference', 'markdown', 'openapi', 'render', 'link-check', 'config'].includes(name))).toEqual([]);
  });

  it('serves a built folder without loading the build or the markdown stage', async () => {
    const site = siteFolder('startup', { 'laguna-docs.config.mjs': `export default { title: 'T', url: 'https://example.org' };\n`, 'build/index.html': '<p>built</p>' });
    const register = loadHook(site.root);
    const list = path.join(site.root, 'serve.txt');
    const child = spawn(process.execPath, ['--import', register, cli, 'serve', '--port', '0'], { cwd: site.root, env: { ...process.env, LOADED_LIST: list } });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        // Printed last, once the server listens, just before the command waits for a signal to stop.
        if (out.includes('Press Ctrl+C')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`serve ended with ${code}: ${out}`)));
    });
    const ended = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await ended).toBe(0);
    const loaded = packagesIn(list);
    expect(loaded).toContain('server');
    expect(loaded.filter((name) => ['builder', 'api-reference', 'markdown', 'openapi', 'render', 'link-check'].includes(name))).toEqual([]);
  });

  it('builds a site without an OpenAPI description without loading its loader nor undici, and takes React and esbuild with require', () => {
    const site = siteFolder('startup', { 'laguna-docs.config.mjs': `export default { title: 'T', url: 'https://example.org' };\n`, 'content/en/docs/intro.md': '# Intro\n' });
    const register = loadHook(site.root);
    const list = path.join(site.root, 'build.txt');
    const result = spawnSync(process.execPath, ['--import', register, cli, 'build'], { cwd: site.root, encoding: 'utf8', env: { ...process.env, LOADED_LIST: list } });
    expect(result.status, result.stderr).toBe(0);
    const compiled = compiledIn(list);
    // The API pages' helpers (examples, request samples) are the package's `model` entry, loaded with the render stage.
    expect(compiled).toEqual(expect.arrayContaining(['markdown/dist/index.js', 'render/dist/index.js', 'openapi/dist/model.js']));
    expect(compiled).not.toContain('openapi/dist/index.js');
    // CommonJS packages imported as ES modules are read twice by Node, once by its lexer for their exports.
    expect(loadedFiles(list).filter((url) => /\/node_modules\/(react|react-dom|esbuild)\//.test(url))).toEqual([]);
    // The link check of a small site runs linkinator, which needs undici only behind a proxy (see linkCheckProxy.e2e.test.ts).
    const holdsUndici = (url: string) => url.includes('/dist/') && fs.readFileSync(fileURLToPath(url), 'utf8').includes('node_modules/undici/index.js');
    expect(loadedFiles(list).filter(holdsUndici)).toEqual([]);
  });
});
