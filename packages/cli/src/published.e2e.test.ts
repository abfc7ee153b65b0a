import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published path, as a new user takes it before any registry release, following the README word for
// word: the package packed, then in an empty folder outside the workspace `npx --package <tarball> laguna-docs
// init`, `npm install` in the new site (laguna-docs from the tarball, its few dependencies and TypeScript from
// the npm registry), `npm run build`, `npm run dev` and `npm run typecheck`. Nothing here may come from the
// workspace but the tarball.
const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const INSTALL_BUDGET_MB = 40;

let root: string;
let dir: string;
let tarball: string;
let site: string;
let made: { stdout: string; stderr: string };
const bin = () => path.join(site, 'node_modules', '.bin', 'laguna-docs');
// npm's cache inside the test's folder, so the run leaves nothing behind; npm's own update check off.
// The first install fills the cache from the registry; the later ones take what it holds without asking
// the registry again (`prefer-offline`), so the package's dependencies are downloaded once per run.
const npmEnv = () => ({ ...process.env, npm_config_cache: path.join(root, 'npm-cache'), npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' });
/** `npm run <script>` in the new site, as the README writes it. */
const npmRun = (script: string) => run('npm', ['run', script], { cwd: site, env: npmEnv(), timeout: 300_000 });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-published-'));
  dir = path.join(root, 'user');
  fs.mkdirSync(dir);
  const staged = path.join(root, 'package');
  await run(process.execPath, [path.join(repoRoot, 'scripts', 'bundle-cli.mjs'), '--stage', staged], { cwd: repoRoot });
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', root], { cwd: staged, env: npmEnv() });
  tarball = path.join(root, (JSON.parse(packed.stdout) as Array<{ filename: string }>)[0]!.filename);
  made = await run('npx', ['--yes', '--package', tarball, 'laguna-docs', 'init', 'mysite', '--locales', 'en,sl'], { cwd: dir, env: npmEnv(), timeout: 300_000 });
  site = path.join(dir, 'mysite');
  await run('npm', ['install'], { cwd: site, env: npmEnv(), timeout: 300_000 });
}, 600_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
});

/** Files of dependencies the code reads at run time, which the package carries inside. */
const VENDORED = ['dist/vendor/highlight.js/lib/languages/kotlin.js', 'dist/vendor/katex/dist/katex.min.css', 'dist/vendor/katex/dist/fonts/KaTeX_Main-Regular.woff2', 'dist/vendor/mermaid/dist/mermaid.esm.min.mjs', 'dist/vendor/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dist/vendor/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'];

/** A page with what reads dependencies' files at run time: a rare grammar, math and a diagram. */
/** An .mdx page with tabs, a server-only site component and an island, as a new site would write them. */
const COMPONENTS_PAGE = ['---', 'title: Components', '---', '', "import Note from '@site/src/components/Note';", "import Counter from '@site/src/components/Counter';", '', '# Components', '', '<Tabs>', '  <TabItem value="a" label="A">First</TabItem>', '  <TabItem value="b" label="B">Second</TabItem>', '</Tabs>', '', '<Note>Served as HTML</Note>', '', '<Counter client:load start={2} />', ''].join('\n');
const NOTE = "export default function Note({ children }: { children?: unknown }) {\n  return <p className=\"note\">{children as string}</p>;\n}\n";
const COUNTER = "import { useState } from 'react';\nexport default function Counter({ start }: { start: number }) {\n  const [count, setCount] = useState(start);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>Clicked {count}</button>;\n}\n";
const FEATURES_PAGE = ['---', 'title: Features', '---', '', '# Features', '', '```kotlin', 'fun main() = println("hi")', '```', '', 'Inline math: $x^2$.', '', '```mermaid', 'graph TD', '  A --> B', '```', ''].join('\n');

/** Total size of the files under `folder`, in bytes, each file once (esbuild hard-links its binary), links not followed. */
function sizeOf(folder: string, seen = new Set<string>()): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) total += sizeOf(file, seen);
    else if (entry.isFile()) {
      const stat = fs.statSync(file);
      if (!seen.has(`${stat.dev}:${stat.ino}`)) total += stat.size;
      seen.add(`${stat.dev}:${stat.ino}`);
    }
  }
  return total;
}

describe('the published package', () => {
  it('holds the built code, declarations, README and LICENSE, and no sources, tests or maps', async () => {
    const listed = await run('tar', ['-tzf', tarball]);
    const files = listed.stdout.trim().split('\n').map((line) => line.replace(/^package\//, ''));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'bin/laguna-docs.js', 'dist/index.js', 'dist/index.d.ts', 'dist/localeWorker.js', 'dist/parseWorker.js', 'dist/linkCheckWorker.js', 'dist/theme-default/index.js', 'dist/theme-default/theme.css', 'dist/theme-default/tabs.css', 'dist/browser/client-bundle.json', 'dist/browser/diagrams.js', 'dist/browser/samples.js', 'dist/types/shared/theme.d.ts', ...VENDORED]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /(^|\/)(src|test|fixtures?)\/|\.test\.|\.map$|^dist\/internal\//.test(file))).toEqual([]);
    // The cards' fonts trimmed to Latin text, made ahead so that a build need not trim them (cardFonts.ts).
    for (const name of ['DejaVuSans', 'DejaVuSans-Bold']) expect(files.some((file) => new RegExp(`^dist/vendor/dejavu-fonts-ttf/ttf/trimmed/${name}-[0-9a-f]{12}\\.ttf$`).test(file)), name).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'node_modules', 'laguna-docs', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@resvg/resvg-js', 'esbuild', 'htmlparser2', 'react', 'react-dom']);
    // Their files ride inside the package; the packages themselves (Mermaid is some 120 MB) are not installed.
    for (const name of ['mermaid', 'katex', 'highlight.js', 'dejavu-fonts-ttf']) expect(fs.existsSync(path.join(site, 'node_modules', name)), name).toBe(false);
  });

  it(`installs in at most ${INSTALL_BUDGET_MB} MB of node_modules`, () => {
    // The site's node_modules holds TypeScript too, for its typecheck script: not part of laguna-docs.
    const modules = path.join(site, 'node_modules');
    const megabytes = (sizeOf(modules) - sizeOf(path.join(modules, 'typescript'))) / 1e6;
    expect(megabytes).toBeLessThanOrEqual(INSTALL_BUDGET_MB);
  });

  it('makes a site with init whose package.json installs laguna-docs from the same tarball, with TypeScript', () => {
    expect(made.stdout).toContain('Created a laguna-docs site in mysite');
    expect(made.stdout).toContain('\nNext steps:\n  cd mysite\n  npm install ');
    for (const script of ['dev', 'build', 'typecheck']) expect(made.stdout).toContain(`\n  npm run ${script} `);
    const manifest = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(manifest.dependencies['laguna-docs']).toBe(`file:../../${path.basename(tarball)}`);
    expect(made.stdout).toContain(`package.json installs laguna-docs from ../../${path.basename(tarball)}, the tarball this laguna-docs came from`);
    expect(Object.keys(manifest.devDependencies)).toEqual(['typescript']);
    expect(fs.existsSync(path.join(site, 'node_modules', 'typescript', 'package.json'))).toBe(true);
  });

  it('builds the site with npm run build, its links checked, using the client bundle made ahead', async () => {
    const config = path.join(site, 'laguna-docs.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("basePath: '/',", "basePath: '/',\n  socialCards: true,"));
    expect(fs.readFileSync(config, 'utf8')).toContain('socialCards: true');
    fs.writeFileSync(path.join(site, 'content', 'en', 'docs', 'features.md'), FEATURES_PAGE);
    fs.writeFileSync(path.join(site, 'content', 'en', 'docs', 'components.mdx'), COMPONENTS_PAGE);
    fs.mkdirSync(path.join(site, 'src', 'components'), { recursive: true });
    fs.writeFileSync(path.join(site, 'src', 'components', 'Note.tsx'), NOTE);
    fs.writeFileSync(path.join(site, 'src', 'components', 'Counter.tsx'), COUNTER);
    const built = await npmRun('build');
    expect(built.stdout).toMatch(/Built \d+ pages into .*build in \d+ ms/);
    for (const file of ['index.html', 'docs/intro.html', 'api/list-items.html', 'sl/docs/intro.html', '.nojekyll']) expect(fs.existsSync(path.join(site, 'build', file)), file).toBe(true);
    // A build that had to run esbuild for the browser script keeps the result in this folder.
    expect(fs.existsSync(path.join(site, 'node_modules', '.cache', 'laguna-docs', 'client'))).toBe(false);
  }, 300_000);

  it('highlights a rare language, renders math, publishes Mermaid and draws social cards', () => {
    const html = fs.readFileSync(path.join(site, 'build', 'docs', 'features.html'), 'utf8');
    // kotlin is a grammar loaded on demand from the package's own copy of highlight.js.
    expect(html).toContain('<span class="hljs-keyword">fun</span>');
    expect(html).toContain('<span class="katex">');
    const assets = fs.readdirSync(path.join(site, 'build', 'assets'));
    const katex = assets.find((name) => /^katex-\d/.test(name));
    expect(katex).toBeDefined();
    expect(html).toContain(`/assets/${katex}/katex.min.css`);
    expect(fs.readFileSync(path.join(site, 'build', 'assets', katex!, 'katex.min.css'), 'utf8')).toContain('fonts/KaTeX_Main-Regular.woff2');
    expect(fs.existsSync(path.join(site, 'build', 'assets', katex!, 'fonts', 'KaTeX_Main-Regular.woff2'))).toBe(true);
    const mermaid = assets.find((name) => /^mermaid-\d/.test(name));
    expect(mermaid).toBeDefined();
    expect(html).toContain(`/assets/${mermaid}/mermaid.esm.min.mjs`);
    expect(fs.existsSync(path.join(site, 'build', 'assets', mermaid!, 'mermaid.esm.min.mjs'))).toBe(true);
    expect(fs.readdirSync(path.join(site, 'build', 'assets', mermaid!, 'chunks', 'mermaid.esm.min')).filter((name) => name.endsWith('.mjs')).length).toBeGreaterThan(10);
    expect(assets.some((name) => /^diagrams\.[\w-]+\.js$/.test(name))).toBe(true);
    // The request sample script and the locale's UI strings, which the browser loads.
    expect(assets.some((name) => /^samples\.[\w-]+\.js$/.test(name))).toBe(true);
    expect(assets.some((name) => /^strings\.en\.[0-9a-f]{10}\.json$/.test(name))).toBe(true);
    const card = /<meta property="og:image" content="https:\/\/example\.org\/([^"]+\.png)"/.exec(html)?.[1];
    expect(card).toBeDefined();
    const png = fs.readFileSync(path.join(site, 'build', card!));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(1000);
  });

  it('renders an .mdx page with tabs, a site component and an island from the installed package', () => {
    const html = fs.readFileSync(path.join(site, 'build', 'docs', 'components.html'), 'utf8');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/\/assets\/tabs\.[\w-]+\.css/);
    expect(html).toContain('<p class="note">Served as HTML</p>');
    expect(html).toContain('Clicked <!-- -->2');
    expect(html).toContain('<laguna-island');
    // Pages without an island load no island code.
    expect(fs.readFileSync(path.join(site, 'build', 'docs', 'intro.html'), 'utf8')).not.toContain('laguna-island');
  });

  it('serves the built site: a docs page, an API page and Mermaid', async () => {
    const server = spawn(bin(), ['serve', '--port', '0'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let printed = '';
        server.stdout.on('data', (chunk: Buffer) => {
          printed += String(chunk);
          const match = /Serving the site at (\S+)/.exec(printed);
          if (match) resolve(match[1]!);
        });
        server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${printed}`)));
      });
      const docs = await fetch(new URL('docs/intro', url));
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('<h1');
      const api = await fetch(new URL('api/list-items', url));
      expect(api.status).toBe(200);
      expect(await api.text()).toContain('List items');
      const features = await fetch(new URL('docs/features', url));
      const mermaid = /\/(assets\/mermaid-[^"]+\.mjs)"/.exec(await features.text())?.[1];
      expect(mermaid).toBeDefined();
      const module = await fetch(new URL(mermaid!, url));
      expect(module.status).toBe(200);
      expect((await module.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    } finally {
      server.kill('SIGINT');
    }
  }, 120_000);

  it('serves the site as it is written with npm run dev', async () => {
    // npm starts laguna-docs in a shell: the whole process group is stopped at the end.
    const dev = spawn('npm', ['run', 'dev'], { cwd: site, env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const exited = new Promise((resolve) => dev.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let printed = '';
        const read = (chunk: Buffer) => {
          printed += String(chunk);
          const match = /Serving and watching the site at (\S+)/.exec(printed);
          if (match) resolve(match[1]!);
        };
        dev.stdout.on('data', read);
        dev.stderr.on('data', read);
        dev.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}: ${printed}`)));
      });
      const page = await fetch(new URL('docs/intro', url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
    } finally {
      process.kill(-dev.pid!, 'SIGINT');
      await exited;
    }
  }, 120_000);

  it('types the config: npm run typecheck passes the one init wrote and catches a misspelled key', async () => {
    await npmRun('typecheck');
    const config = path.join(site, 'laguna-docs.config.ts');
    const text = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, text.replace('basePath:', 'basePth:'));
    const failed = await npmRun('typecheck').catch((error: { code: number; stdout: string }) => error);
    fs.writeFileSync(config, text);
    expect('code' in failed ? failed.code : 0).not.toBe(0);
    expect(failed.stdout).toContain("'basePth' does not exist in type 'SiteConfigInput'. Did you mean to write 'basePath'?");
  }, 120_000);

  it("makes a site from a release tarball's address whose npm install takes laguna-docs from that address", async () => {
    // The tarball served on 127.0.0.1, as a GitHub release serves it.
    const server = http.createServer((request, response) => {
      if (request.url !== `/${path.basename(tarball)}`) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      fs.createReadStream(tarball).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${path.basename(tarball)}`;
      const fromUrl = path.join(dir, 'fromurl');
      const made = await run('npx', ['--yes', '--package', url, 'laguna-docs', 'init', 'fromurl', '--no-openapi'], { cwd: dir, env: npmEnv(), timeout: 300_000 });
      expect(made.stdout).toContain(`package.json installs laguna-docs from ${url}, as this laguna-docs was installed.`);
      expect((JSON.parse(fs.readFileSync(path.join(fromUrl, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies).toEqual({ 'laguna-docs': url });
      // What npm install takes, and from where, is what it writes in the lock, fetching the tarball from the
      // address to read it; the files it then unpacks are those the first site's install unpacked.
      await run('npm', ['install', '--package-lock-only'], { cwd: fromUrl, env: npmEnv(), timeout: 300_000 });
      const lock = JSON.parse(fs.readFileSync(path.join(fromUrl, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; resolved?: string }> };
      const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages', 'cli', 'package.json'), 'utf8')) as { version: string };
      expect(lock.packages['node_modules/laguna-docs']).toMatchObject({ version, resolved: url });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 300_000);
});
