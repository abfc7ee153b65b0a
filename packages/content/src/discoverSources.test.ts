import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
    ]);
  });

  it('reads category metadata of docs folders', async () => {
    expect((await discovered).categories).toEqual([{ locale: 'en', dir: '01-overview', file: 'content/en/docs/01-overview/_category_.yml', meta: { label: 'Overview', collapsed: true } }]);
  });

  it('lists the other files as assets, without dotfiles and system files', async () => {
    expect((await discovered).assets.map(({ locale, key, file, path: absolute }) => [locale, key, file, absolute === path.join(root, file)])).toEqual([
      ['en', 'docs/01-overview/flow.svg', 'content/en/docs/01-overview/flow.svg', true],
      ['en', 'pages/_category_.yml', 'content/en/pages/_category_.yml', true],
      ['sl', 'docs/01-overview/flow.svg', 'content/sl/docs/01-overview/flow.svg', true],
      ['sl', 'docs/tabs.mdx', 'content/sl/docs/tabs.mdx', true],
    ]);
  });

  it('warns about a folder that is no configured locale and about MDX files', async () => {
    expect((await discovered).diagnostics.map((d) => `${d.file} ${d.severity} ${d.message} [${d.code}] ${d.hint}`)).toEqual([
      'content/de warning folder "content/de" is not a configured locale and is ignored [content/unknown-locale] configured locales: en, sl',
      'content/sl/docs/tabs.mdx warning MDX files are not pages here: the file is not read [content/mdx] rename it to .md; JSX and imports are not supported, admonitions and raw HTML are',
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
