import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from '@laguna-docs/builder';
import { linkedFolder } from '../testing/linkedFolder.js';
import { runCli } from '../testing/runCli.js';
import { VERSION } from '../version.js';
import { TYPESCRIPT_RANGE } from '../init/templates.js';
import { initCommand } from './init.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** An empty folder in which `laguna-docs` can be imported, as after `npm install laguna-docs`. */
function workspace(): string {
  const dir = linkedFolder('init');
  folders.push(dir);
  return dir;
}

const run = (cwd: string, ...args: string[]) => runCli(cwd, ['init', ...args]);

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

describe('laguna-docs init', () => {
  it('makes a site that builds and passes its link check at once, and says what to do next', async () => {
    const cwd = workspace();
    const result = await run(cwd, 'mysite', '--title', 'Acme docs');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const site = path.join(cwd, 'mysite');
    expect(files(site)).toEqual([
      '.github/workflows/deploy.yml',
      '.gitignore',
      'content/en/docs/guides/01-writing.md',
      'content/en/docs/guides/02-deploy.md',
      'content/en/docs/guides/_category_.yml',
      'content/en/docs/intro.md',
      'content/en/pages/index.md',
      'laguna-docs.config.ts',
      'openapi/openapi.yaml',
      'package.json',
      'static/.nojekyll',
      'tsconfig.json',
    ]);
    expect(result.out).toMatchInlineSnapshot(`
      "Created a laguna-docs site in mysite (12 files):
        laguna-docs.config.ts         title, url, base path, locales, navbar, footer
        content/en/                   the pages: docs/ (the sidebar) and pages/index.md (the home page)
        openapi/openapi.yaml          the API description behind /api
        static/                       files published as they are
        .github/workflows/deploy.yml  builds the site and publishes it on GitHub Pages

      Next steps:
        cd mysite
        npm install        # installs laguna-docs and TypeScript
        npm run dev        # serves the site at http://127.0.0.1:3000/ and updates it as you edit
        npm run build      # writes the site into build/, links checked
        npm run typecheck  # checks laguna-docs.config.ts against the types of laguna-docs

      laguna-docs ran from its source folder, so package.json asks the npm registry for laguna-docs ^0.1.0.
      Until a release is there, install a packed tarball instead: npm install <path of laguna-docs-<version>.tgz> (CONTRIBUTING.md tells how to pack one).

      Before you publish, set url (and basePath, for a GitHub Pages project site) in laguna-docs.config.ts."
    `);
    const config = fs.readFileSync(path.join(site, 'laguna-docs.config.ts'), 'utf8');
    expect(config).toContain("import { defineConfig } from 'laguna-docs';\n");
    expect(config).toContain("  title: 'Acme docs',\n");
    expect(JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'mysite',
      private: true,
      type: 'module',
      scripts: { dev: 'laguna-docs serve --watch', build: 'laguna-docs build', serve: 'laguna-docs serve', typecheck: 'tsc --noEmit' },
      dependencies: { 'laguna-docs': `^${VERSION}` },
      devDependencies: { typescript: TYPESCRIPT_RANGE },
    });
    const workflow = fs.readFileSync(path.join(site, '.github/workflows/deploy.yml'), 'utf8');
    for (const step of ['actions/configure-pages@v5', 'actions/upload-pages-artifact@v3', 'actions/deploy-pages@v4', 'path: node_modules/.cache/laguna-docs', 'run: npm run build']) expect(workflow).toContain(step);

    const built = await buildSite({ config: await loadConfig({ cwd: site }), write: false });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const routes = built.pages.map((page) => page.route);
    for (const route of ['/', '/docs/intro', '/docs/category/guides', '/docs/guides/writing', '/docs/guides/deploy', '/api', '/api/list-items', '/api/create-item', '/api/get-item']) expect(routes).toContain(route);
  }, 120_000);

  it('takes the locales, base path and no OpenAPI from its flags', async () => {
    const cwd = workspace();
    const result = await run(cwd, 'docs', '--locales', 'en,sl', '--base-path', 'handbook', '--no-openapi');
    expect(result.code).toBe(0);
    const site = path.join(cwd, 'docs');
    expect(files(site)).toContain('content/sl/.gitkeep');
    expect(files(site).some((file) => file.startsWith('openapi/'))).toBe(false);
    const config = fs.readFileSync(path.join(site, 'laguna-docs.config.ts'), 'utf8');
    expect(config).toContain("  basePath: '/handbook/',\n");
    expect(config).toContain("items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }],");
    expect(config).not.toContain('openapi');
    const built = await buildSite({ config: await loadConfig({ cwd: site }), write: false });
    const routes = built.pages.map((page) => `${page.locale} ${page.route}`);
    expect(routes).toContain('sl /docs/intro');
    expect(routes.some((route) => route.includes('/api'))).toBe(false);
    expect(String(built.files.find((file) => file.path === 'index.html')?.contents)).toContain('href="/handbook/docs/intro"');
  }, 120_000);

  it('refuses a folder that holds files, and with --force writes into it, adding to its package.json', async () => {
    const cwd = workspace();
    fs.writeFileSync(path.join(cwd, 'package.json'), JSON.stringify({ name: 'mine', scripts: { build: 'make' }, dependencies: { leftpad: '1.0.0' } }));
    const refused = await run(cwd);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatchInlineSnapshot(`
      "error this folder is not empty (node_modules, package.json) [init/not-empty]
        hint: make the site in a folder of its own, such as "laguna-docs init my-docs", or pass --force to add it here: package.json keeps what it has and gets the scripts and the laguna-docs dependency, other files of the same name are replaced
      ✖ 1 error"
    `);
    expect(fs.existsSync(path.join(cwd, 'laguna-docs.config.ts'))).toBe(false);

    const forced = await run(cwd, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('package.json got the scripts and the laguna-docs dependency added');
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'))).toEqual({
      name: 'mine',
      scripts: { dev: 'laguna-docs serve --watch', build: 'make', serve: 'laguna-docs serve', typecheck: 'tsc --noEmit' },
      dependencies: { 'laguna-docs': `^${VERSION}`, leftpad: '1.0.0' },
      devDependencies: { typescript: TYPESCRIPT_RANGE },
    });
    expect(fs.existsSync(path.join(cwd, 'laguna-docs.config.ts'))).toBe(true);
  });

  it('takes a folder holding only .git (a fresh clone) as empty, and names another folder in use', async () => {
    const cwd = workspace();
    fs.mkdirSync(path.join(cwd, 'site/.git'), { recursive: true });
    expect((await run(cwd, 'site')).code).toBe(0);
    fs.mkdirSync(path.join(cwd, 'notes'));
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'd.txt']) fs.writeFileSync(path.join(cwd, 'notes', name), '');
    expect((await run(cwd, 'notes')).err).toMatchInlineSnapshot(`
      "error notes is not empty (a.txt, b.txt, c.txt, … (4 in all)) [init/not-empty]
        hint: choose a new or empty folder, such as "laguna-docs init my-docs", or pass --force to write the site's files into it, replacing files of the same name
      ✖ 1 error"
    `);
  });

  it('stops with a clear message on a bad locale code or base path, writing nothing', async () => {
    const cwd = workspace();
    const upper = await run(cwd, 'a', '--locales', 'EN,sl');
    const word = await run(cwd, 'a', '--locales', 'en,english');
    const twice = await run(cwd, 'a', '--locales', 'en,en');
    const url = await run(cwd, 'a', '--base-path', 'https://example.org/docs/');
    const spaces = await run(cwd, 'a', '--base-path', '/my docs/');
    expect([upper, word, twice, url, spaces].map((result) => result.code)).toEqual([1, 1, 1, 1, 1]);
    expect([upper, word, twice, url, spaces].map((result) => result.err).join('\n')).toMatchInlineSnapshot(`
      "error --locales: "EN" is not a locale code [init/bad-locales]
        hint: write it in lowercase: "en"
      ✖ 1 error
      error --locales: "english" is not a locale code [init/bad-locales]
        hint: give BCP 47 language codes separated by commas, the default first, such as "en,sl" or "en,pt-BR"
      ✖ 1 error
      error --locales names "en" twice [init/bad-locales]
        hint: give each locale once
      ✖ 1 error
      error --base-path: "https://example.org/docs/" is not a path [init/bad-base-path]
        hint: give the path the site is served under, such as "/" or "/my-project/" (letters, digits, ".", "_", "~" and "-" between slashes; no address, no spaces)
      ✖ 1 error
      error --base-path: "/my docs/" is not a path [init/bad-base-path]
        hint: give the path the site is served under, such as "/" or "/my-project/" (letters, digits, ".", "_", "~" and "-" between slashes; no address, no spaces)
      ✖ 1 error"
    `);
    expect(fs.existsSync(path.join(cwd, 'a'))).toBe(false);
  });

  it('refuses a title with a line break or control character, and quotes any other so the config parses', async () => {
    const cwd = workspace();
    const broken = await run(cwd, 'a', '--title', "Acme\nexport const x = 1; //");
    expect(broken.code).toBe(1);
    expect(broken.err).toMatchInlineSnapshot(`
      "error --title has a line break [init/bad-title]
        hint: give the title on one line, such as "Acme docs"
      ✖ 1 error"
    `);
    expect(fs.existsSync(path.join(cwd, 'a'))).toBe(false);
    const quoted = await run(cwd, 'b', '--title', "It's \\ \"odd\" ${x} </script>");
    expect(quoted.code).toBe(0);
    const config = await loadConfig({ cwd: path.join(cwd, 'b') });
    expect(config.config.title).toBe("It's \\ \"odd\" ${x} </script>");
  });

  it('asks for what its flags left open when prompts are given, taking the defaults on empty answers', async () => {
    const cwd = workspace();
    const asked: string[] = [];
    const answers: Record<string, string> = { 'Site title': 'Asked title', 'Locales, the default first': 'de,en', 'Add a sample OpenAPI reference at /api? y/n': 'n' };
    const ask = async (question: string, fallback: string) => {
      asked.push(`${question} (${fallback})`);
      return answers[question] ?? fallback;
    };
    const output = { out: () => {}, err: () => {} };
    const code = await initCommand('asked', { basePath: '/x/' }, { cwd, output }, { ask, open: { title: true, locales: true, openapi: true, basePath: false } });
    expect(code).toBe(0);
    expect(asked).toEqual(['Site title (asked)', 'Locales, the default first (en)', 'Add a sample OpenAPI reference at /api? y/n (y)']);
    const config = fs.readFileSync(path.join(cwd, 'asked/laguna-docs.config.ts'), 'utf8');
    expect(config).toContain("  title: 'Asked title',\n");
    expect(config).toContain("default: 'de',");
    expect(config).toContain("  basePath: '/x/',\n");
    expect(config).not.toContain('openapi');
    expect(files(path.join(cwd, 'asked'))).toContain('content/de/docs/intro.md');
  });

  it('asks again after a bad answer, saying what was wrong', async () => {
    const cwd = workspace();
    const answers = ['EN', 'en,sl', 'http://example.org/', '/guide/'];
    const errors: string[] = [];
    const ask = async () => answers.shift() ?? '';
    const code = await initCommand('again', {}, { cwd, output: { out: () => {}, err: (text) => errors.push(text) } }, { ask, open: { title: false, locales: true, openapi: false, basePath: true } });
    expect(code).toBe(0);
    expect(errors).toEqual([
      'locales: "EN" is not a locale code (write it in lowercase: "en")',
      'base path: "http://example.org/" is not a path (give the path the site is served under, such as "/" or "/my-project/" (letters, digits, ".", "_", "~" and "-" between slashes; no address, no spaces))',
    ]);
    const config = fs.readFileSync(path.join(cwd, 'again/laguna-docs.config.ts'), 'utf8');
    expect(config).toContain("  basePath: '/guide/',\n");
    expect(config).toContain("{ code: 'sl', label: 'Slovenščina' }");
  });
});
