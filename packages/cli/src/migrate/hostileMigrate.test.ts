import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planMigration, type MigrationPlan } from './planMigration.js';

// A Docusaurus site as a pull request could shape it before it is migrated: folders and files that are
// symbolic links out of it, and package versions that point outside the registry. Nothing from outside
// the old site reaches the new one, and the new package.json installs registry packages only.
const CANARY = 'canary-3e1f9b-outside-the-site';
const parents: string[] = [];
afterEach(() => {
  for (const parent of parents.splice(0)) fs.rmSync(parent, { recursive: true, force: true });
});

/** An old site (`old/`) with `files`, `links` in it (path → target beside it), and `outside/` holding the canary. */
function oldSite(files: Record<string, string>, links: Record<string, string> = {}): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-migrate-hostile-'));
  parents.push(parent);
  const all: Record<string, string> = {
    'outside/secret.yaml': `openapi: 3.0.3\ninfo: { title: ${CANARY}, version: '1' }\npaths: {}\n`,
    'outside/Secret.js': `import Layout from '@theme/Layout';\nexport default function Secret() { return <Layout>${CANARY}</Layout>; }\n`,
    'outside/2024-01-02-post.md': `# ${CANARY}\n`,
    'old/docs/intro.md': '# Intro\n',
    ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`old/${file}`, text])),
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(parent, file)), { recursive: true });
    fs.writeFileSync(path.join(parent, file), text);
  }
  for (const [link, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(parent, 'old', link)), { recursive: true });
    fs.symlinkSync(path.join(parent, target), path.join(parent, 'old', link));
  }
  return path.join(parent, 'old');
}

const config = (plugins = '') => `module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]${plugins}] };\n`;
const plan = (from: string) => planMigration({ from, shownFrom: 'old', siteName: 'new', dependency: '^1' });

/** Every carried file's text, read as the migration would write it. */
function carried(made: MigrationPlan): Map<string, string> {
  return new Map(made.files.map((file) => [file.path, 'text' in file ? file.text : fs.readFileSync(file.copyOf, 'utf8')]));
}

const notCarried = (made: MigrationPlan) => made.notes.filter((note) => note.kind === 'not-carried').map((note) => `${note.file}: ${note.message}`);

describe('migrate given a hostile Docusaurus site', () => {
  it('copies nothing through a folder that is a symbolic link out of the site, and says so', () => {
    const from = oldSite({ 'docusaurus.config.js': config() }, { 'src/pages': 'outside', 'src/theme': 'outside', blog: 'outside', static: 'outside' });
    const made = plan(from);
    for (const [file, text] of carried(made)) expect(text, file).not.toContain(CANARY);
    expect([...carried(made).keys()].filter((file) => /^(src|static|content\/en\/blog)\//.test(file))).toEqual([]);
    expect(notCarried(made)).toMatchInlineSnapshot(`
      [
        "blog: a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it",
        "src/pages: a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it",
        "src/theme: a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it",
        "static: a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it",
      ]
    `);
  });

  it('copies no OpenAPI description that is a symbolic link, or is reached through one', () => {
    const redoc = (spec: string) => config(`, ['redocusaurus', { specs: [{ spec: '${spec}', route: '/api' }] }]`);
    for (const [spec, links] of [
      ['openapi/api.yaml', { 'openapi/api.yaml': 'outside/secret.yaml', 'openapi/other.yaml': 'outside/secret.yaml' }],
      ['openapi/secret.yaml', { openapi: 'outside' }],
    ] as const) {
      const made = plan(oldSite({ 'docusaurus.config.js': redoc(spec) }, links));
      for (const [file, text] of carried(made)) expect(text, file).not.toContain(CANARY);
      expect(made.mapped.config.openapi).toBeUndefined();
      expect(notCarried(made).filter((line) => line.includes('OpenAPI description'))).toHaveLength(1);
    }
  });

  it('writes only registry packages into the new package.json, naming each one left out', () => {
    const from = oldSite({
      'docusaurus.config.js': config(),
      'package.json': JSON.stringify({ dependencies: { clsx: 'file:../outside', 'react-player': 'git+https://evil.example/x.git', evil: '../outside', gh: 'user/repo', aliased: 'npm:evil@1', linked: 'link:../outside', ok: '^1.2.3 || >=2 <3' } }),
      'src/pages/a.mdx': ["import C from 'clsx';", "import P from 'react-player';", "import E from 'evil';", "import G from 'gh';", "import A from 'aliased';", "import L from 'linked';", "import O from 'ok';", "import U from 'git+ssh://x';", '', '# A', '', '<C /><P /><E /><G /><A /><L /><O /><U />', ''].join('\n'),
    });
    const made = plan(from);
    const manifest = JSON.parse(carried(made).get('package.json')!) as { dependencies: Record<string, string>; scripts: Record<string, string> };
    expect(manifest.dependencies).toEqual({ 'laguna-docs': '^1', ok: '^1.2.3 || >=2 <3' });
    expect(Object.keys(manifest.scripts)).toEqual(['dev', 'build', 'serve', 'typecheck']);
    expect(notCarried(made).filter((line) => line.startsWith('package.json'))).toMatchInlineSnapshot(`
      [
        "package.json: the package "clsx" the pages import: its version "file:../outside" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "react-player" the pages import: its version "git+https://evil.example/x.git" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "evil" the pages import: its version "../outside" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "gh" the pages import: its version "user/repo" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "aliased" the pages import: its version "npm:evil@1" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "linked" the pages import: its version "link:../outside" is not a version range of the registry (a file, link, git or URL version points outside the site); add it to package.json by hand if the new site needs it",
        "package.json: the package "git+ssh:" the pages import: not the name of an npm package; add it to package.json by hand if the new site needs it",
      ]
    `);
  });
});
