import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { inTurns } from '@laguna-docs/shared';
import { discoverSources } from './discoverSources.js';

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-discover-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('discoverSources', () => {
  const root = site({
    'content/en/docs/intro.md': '# Intro\n',
    'content/en/docs/01-overview/_category_.yml': 'label: Overview\n',
    'content/en/docs/01-overview/users.md': '# Users\n',
    'content/en/docs/01-overview/flow.svg': '<svg/>',
    'content/en/docs/01-overview/Thumbs.db': 'x',
    'content/en/docs/.drafts/draft.md': '# Draft\n',
    'content/en/docs/.hidden.png': 'x',
    'content/en/pages/index.md': '# Home\n',
    'content/en/pages/_category_.yml': 'label: Not a category\n',
    'content/sl/docs/intro.md': '# Uvod\n',
    'content/sl/docs/01-overview/flow.svg': '<svg>sl</svg>',
    'content/sl/docs/tabs.mdx': '# Tabs\n',
    'content/de/docs/intro.md': '# Einleitung\n',
    'content/en/README.md': 'outside the docs and pages folders',
  });
  const discovered = discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en', 'sl'] });

  it('reads the markdown of docs and pages in every configured locale', async () => {
    const { files } = await discovered;
    expect(files.map(({ locale, section, relPath, file, text }) => ({ locale, section, relPath, file, text }))).toEqual([
      { locale: 'en', section: 'docs', relPath: '01-overview/users.md', file: 'content/en/docs/01-overview/users.md', text: '# Users\n' },
      { locale: 'en', section: 'docs', relPath: 'intro.md', file: 'content/en/docs/intro.md', text: '# Intro\n' },
      { locale: 'en', section: 'pages', relPath: 'index.md', file: 'content/en/pages/index.md', text: '# Home\n' },
      { locale: 'sl', section: 'docs', relPath: 'intro.md', file: 'content/sl/docs/intro.md', text: '# Uvod\n' },
      { locale: 'sl', section: 'docs', relPath: 'tabs.mdx', file: 'content/sl/docs/tabs.mdx', text: '# Tabs\n' },
    ]);
  });

  it('reads category metadata of docs folders', async () => {
    expect((await discovered).categories).toEqual([{ locale: 'en', section: 'docs', dir: '01-overview', file: 'content/en/docs/01-overview/_category_.yml', meta: { label: 'Overview', collapsible: true, collapsed: true } }]);
  });

  it('lists the other files as assets, without dotfiles and system files', async () => {
    expect((await discovered).assets.map(({ locale, key, file, path: absolute }) => [locale, key, file, absolute === path.join(root, file)])).toEqual([
      ['en', 'docs/01-overview/flow.svg', 'content/en/docs/01-overview/flow.svg', true],
      ['en', 'pages/_category_.yml', 'content/en/pages/_category_.yml', true],
      ['sl', 'docs/01-overview/flow.svg', 'content/sl/docs/01-overview/flow.svg', true],
    ]);
  });

  it('warns about a folder that is no configured locale', async () => {
    expect((await discovered).diagnostics.map((d) => `${d.file} ${d.severity} ${d.message} [${d.code}] ${d.hint}`)).toEqual([
      'content/de warning folder "content/de" is not a configured locale and is ignored [content/unknown-locale] configured locales: en, sl',
    ]);
  });

  it('leaves out a file deleted after the folder was listed', async () => {
    const root = site({ 'content/en/docs/a.md': '# A\n', 'content/en/docs/b.md': '# B\n' });
    const read = fsPromises.readFile;
    // The deletion lands between listing and reading, as when watch mode builds while the author works.
    const spy = vi.spyOn(fsPromises, 'readFile').mockImplementation(((file: string, options: unknown) =>
      String(file).endsWith('b.md') ? Promise.reject(Object.assign(new Error('gone'), { code: 'ENOENT' })) : read(file, options as BufferEncoding)) as typeof fsPromises.readFile);
    try {
      const { files } = await discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] });
      expect(files.map((file) => file.relPath)).toEqual(['a.md']);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('symbolic links', () => {
  // A site with links out of it (to a file and a folder that stand for /etc), and links inside it.
  function linkedSite() {
    const root = site({
      'content/en/docs/intro.md': '# Intro\n',
      'content/en/docs/shared/guide.md': '# Guide\n',
      'shared/notes.md': '# Notes\n',
      'shared/pic.png': 'png',
    });
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-outside-'));
    fs.writeFileSync(path.join(outside, 'passwd'), 'root:x:0:0');
    fs.mkdirSync(path.join(outside, 'etc'));
    fs.writeFileSync(path.join(outside, 'etc/hostname'), 'runner');
    fs.symlinkSync(path.join(outside, 'passwd'), path.join(root, 'content/en/docs/passwd.md'));
    fs.symlinkSync(path.join(outside, 'etc'), path.join(root, 'content/en/docs/etcdir'));
    fs.symlinkSync(path.join(outside, 'etc/hostname'), path.join(root, 'content/en/docs/host.png'));
    fs.symlinkSync('../../../shared/notes.md', path.join(root, 'content/en/docs/notes.md'));
    fs.symlinkSync(path.join(root, 'shared'), path.join(root, 'content/en/docs/linked'));
    fs.symlinkSync('..', path.join(root, 'content/en/docs/shared/loop'));
    fs.symlinkSync(path.join(outside, 'nothing'), path.join(root, 'content/en/docs/dangling.md'));
    return { root, outside: fs.realpathSync(outside) };
  }

  it('refuses links out of the site, naming the link and its target, and reads none of them', async () => {
    const { root, outside } = linkedSite();
    const discovered = await discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] });
    expect(discovered.diagnostics.map((d) => ({ ...d, message: d.message.replace(outside, '<outside>') }))).toEqual([
      { severity: 'error', code: 'content/link-outside-site', message: '"content/en/docs/etcdir" is a symbolic link to "<outside>/etc", outside the site\'s folder; it is not read', hint: "copy the file into the site's folder, or remove the link", file: 'content/en/docs/etcdir' },
      { severity: 'error', code: 'content/link-outside-site', message: '"content/en/docs/host.png" is a symbolic link to "<outside>/etc/hostname", outside the site\'s folder; it is not read', hint: "copy the file into the site's folder, or remove the link", file: 'content/en/docs/host.png' },
      { severity: 'error', code: 'content/link-outside-site', message: '"content/en/docs/passwd.md" is a symbolic link to "<outside>/passwd", outside the site\'s folder; it is not read', hint: "copy the file into the site's folder, or remove the link", file: 'content/en/docs/passwd.md' },
    ]);
    const texts = [...discovered.files.map((file) => file.text), ...discovered.assets.map((asset) => fs.readFileSync(asset.path, 'utf8'))].join('\n');
    expect(texts).not.toContain('root:x');
    expect(texts).not.toContain('runner');
  });

  it('follows links that stay inside the site, once per folder even when they loop', async () => {
    const { root } = linkedSite();
    const discovered = await discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] });
    expect(discovered.files.map((file) => file.relPath)).toEqual(['intro.md', 'linked/notes.md', 'notes.md', 'shared/guide.md']);
    expect(discovered.assets.map((asset) => asset.key)).toEqual(['docs/linked/pic.png']);
  });

  it('refuses a content folder that is itself a link out of the site', async () => {
    const { root, outside } = linkedSite();
    fs.symlinkSync(path.join(outside, 'etc'), path.join(root, 'docs-link'));
    const discovered = await discoverSources({ contentDir: path.join(root, 'docs-link'), root, locales: ['en'] });
    expect(discovered.files).toEqual([]);
    expect(discovered.diagnostics.map((d) => d.message.replace(outside, '<outside>'))).toEqual(['"docs-link" is a symbolic link to "<outside>/etc", outside the site\'s folder; it is not read']);
  });

  it('reads no markdown under a name starting with "_", but keeps other files there as assets', async () => {
    const root = site({
      'content/en/docs/intro.md': '# Intro\n',
      'content/en/docs/_snippet.md': 'shared text\n',
      'content/en/docs/guides/_partials/step.md': 'a step\n',
      'content/en/docs/guides/_img/flow.png': 'png',
      'content/en/docs/guides/_category_.yml': 'label: Guides\n',
      'content/en/pages/_draft.md': '# Draft\n',
    });
    const found = await discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] });
    expect(found.files.map((file) => file.relPath)).toEqual(['intro.md']);
    expect(found.categories.map((category) => category.dir)).toEqual(['guides']);
    expect(found.assets.map((asset) => asset.key)).toEqual(['docs/guides/_img/flow.png']);
  });

  it('reports every problem of every category file at once', async () => {
    const root = site({
      'content/en/docs/a/_category_.yml': 'lable: A\ncollapsible: sometimes\n',
      'content/en/docs/b/_category_.json': '{"label": "B", "link": {"type": "doc"}}',
      'content/en/docs/c/_category_.yml': 'label: [C\n',
      'content/en/docs/a/x.md': '# X\n',
    });
    const problems = await discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] }).then(
      () => [],
      (error: { diagnostics: Array<{ file?: string; line?: number; message: string }> }) => error.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`),
    );
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/en/docs/a/_category_.yml:1 unknown category key "lable"",
        "content/en/docs/a/_category_.yml:2 category "collapsible": invalid input: expected boolean, received string",
        "content/en/docs/b/_category_.json:1 category "link.id" is missing: expected string",
        "content/en/docs/c/_category_.yml:2 invalid category metadata: Flow sequence in block collection must be sufficiently indented and end with a ]",
      ]
    `);
  });

  it('fails on a missing content folder', async () => {
    const root = site({ 'laguna-docs.config.ts': '' });
    await expect(discoverSources({ contentDir: path.join(root, 'content'), root, locales: ['en'] })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [UserError: content error the content folder "content" does not exist [content/missing-folder]
        hint: create it with a folder per locale (content/en/docs/intro.md), or set contentDir in the config]
    `);
  });
});

describe('reading many files', () => {
  it('reads at most the limit at once, and gives the results in the order of the files', async () => {
    let open = 0;
    let most = 0;
    const items = Array.from({ length: 50 }, (_, index) => index);
    const results = await inTurns(items, 4, async (item) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise<void>((resolve) => setImmediate(resolve));
      open -= 1;
      return item * 2;
    });
    expect(most).toBe(4);
    expect(results).toEqual(items.map((item) => item * 2));
  });
});
