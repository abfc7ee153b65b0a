import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { sourceSteps } from './steps/sourceSteps.js';
import { watchSourceSteps } from './speed/watch/watchSourceSteps.js';
import { createWatchSession, sessionState } from './speed/watch/watchSession.js';
import { readLastUpdates } from '@laguna-docs/content';
import { writeFiles } from './testing/siteFiles.js';

function git(cwd: string, ...args: string[]) {
  execFileSync('git', args, { cwd, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });
}

/** Commits `files` (written under `root`) as `author` on `date`. */
function commit(root: string, files: Record<string, string>, date: string, author = 'Ana Novak') {
  writeFiles(root, files);
  git(root, 'add', '-A');
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.org', 'commit', '-q', '-m', 'change'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-git-'));
  git(root, 'init', '-q', '-b', 'main');
  return root;
}

describe('last updates from git', () => {
  it('gives each file the date and author of its last commit, read in one log', async () => {
    const root = repo();
    commit(root, { 'site/content/en/docs/a.md': '# A', 'site/content/en/docs/b.md': '# B', 'other.md': 'x' }, '2024-03-01T10:00:00Z', 'Ana Novak');
    commit(root, { 'site/content/en/docs/b.md': '# B again' }, '2025-06-15T23:30:00+02:00', 'Bor Kralj');
    const updates = await readLastUpdates(path.join(root, 'site'), path.join(root, 'site/content'));
    expect(Object.fromEntries(updates)).toEqual({
      'content/en/docs/a.md': { date: '2024-03-01T10:00:00.000Z', author: 'Ana Novak' },
      'content/en/docs/b.md': { date: '2025-06-15T21:30:00.000Z', author: 'Bor Kralj' },
    });
  });

  it('gives none outside a repository, and none for files only the cut-off commit of a shallow clone knows', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-nogit-'));
    fs.mkdirSync(path.join(outside, 'content'));
    expect((await readLastUpdates(outside, path.join(outside, 'content'))).size).toBe(0);
    expect((await readLastUpdates(outside, path.join(outside, 'missing'))).size).toBe(0);

    const origin = repo();
    commit(origin, { 'content/old.md': 'old', 'content/new.md': 'v1' }, '2020-01-01T00:00:00Z');
    commit(origin, { 'content/other.md': 'x' }, '2021-01-01T00:00:00Z');
    commit(origin, { 'content/new.md': 'v2' }, '2022-01-01T00:00:00Z');
    const clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shallow-')), 'clone');
    git(os.tmpdir(), 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    // The clone's one commit stands for all history: it cannot tell when old.md changed.
    expect(Object.fromEntries(await readLastUpdates(clone, path.join(clone, 'content')))).toEqual({});
    git(clone, 'fetch', '-q', '--deepen', '1');
    expect(Object.fromEntries(await readLastUpdates(clone, path.join(clone, 'content')))).toEqual({ 'content/new.md': { date: '2022-01-01T00:00:00.000Z', author: 'Ana Novak' } });
  });
});

describe('last updates in watch mode', () => {
  it('wait for git on the first build only, then take the previous answer while asking again', async () => {
    const root = repo();
    commit(root, { 'content/a.md': 'a' }, '2024-01-01T00:00:00Z');
    const session = createWatchSession();
    const steps = watchSourceSteps(sourceSteps, session);
    const first = await steps.readLastUpdates(root, path.join(root, 'content'));
    expect([...first.keys()]).toEqual(['content/a.md']);
    commit(root, { 'content/b.md': 'b' }, '2024-02-01T00:00:00Z');
    // The rebuild right after the commit does not wait for git: it has the dates of the build before.
    expect(await steps.readLastUpdates(root, path.join(root, 'content'))).toBe(first);
    await sessionState(session).state.gitDates?.pending;
    expect([...(await steps.readLastUpdates(root, path.join(root, 'content'))).keys()].sort()).toEqual(['content/a.md', 'content/b.md']);
  });
});

/** A site of two locales in its own repository; `config` is merged into a minimal config. */
async function buildTinySite(config: Record<string, unknown>, files: Record<string, string> = {}) {
  const root = repo();
  commit(
    root,
    {
      'content/en/docs/intro.md': '# Intro\n\nText.\n',
      'content/en/docs/guide/setup.md': '# Setup\n',
      'content/sl/docs/intro.md': '# Uvod\n\nBesedilo.\n',
      ...files,
    },
    '2025-01-05T12:00:00Z',
    'Ana Novak',
  );
  commit(root, { 'content/sl/docs/intro.md': '# Uvod\n\nNovo besedilo.\n' }, '2026-03-09T08:00:00Z', 'Bor Kralj');
  const resolved = resolveConfig({ title: 'Tiny', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] }, ...config }, root, 'laguna-docs.config.ts');
  const { files: out } = await buildSite({ config: resolved, write: false, linkCheck: 'off', parallel: false });
  const html = (file: string) => out.find((entry) => entry.path === file)?.contents.toString() ?? '';
  return { html };
}

describe('edit links and last updates on pages', () => {
  it('link each page to the file it was built from, in its locale, and date it in its language', async () => {
    const { html } = await buildTinySite({ editUrl: 'https://github.com/org/repo/edit/main/', lastUpdated: { author: true } });
    expect(html('docs/intro.html')).toContain('<a class="page-edit" href="https://github.com/org/repo/edit/main/content/en/docs/intro.md" rel="noopener">');
    expect(html('sl/docs/intro.html')).toContain('href="https://github.com/org/repo/edit/main/content/sl/docs/intro.md"');
    // Not translated: the English file is the one to edit.
    expect(html('sl/docs/guide/setup.html')).toContain('href="https://github.com/org/repo/edit/main/content/en/docs/guide/setup.md"');
    expect(html('docs/intro.html')).toContain('<p class="page-updated">Last updated on <time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time> by Ana Novak</p>');
    expect(html('sl/docs/intro.html')).toContain('Uredi to stran');
    expect(html('sl/docs/intro.html')).toContain('<p class="page-updated">Zadnja sprememba: <time dateTime="2026-03-09T08:00:00.000Z">9. marec 2026</time>, Bor Kralj</p>');
    // Generated pages have no file to edit.
    expect(html('docs/category/guide.html')).not.toContain('page-edit');
    expect(html('docs/category/guide.html')).not.toContain('page-updated');
  });

  it('take a function of the locale and path, front matter custom_edit_url, and show no author unless asked', async () => {
    const { html } = await buildTinySite(
      { editUrl: ({ locale, docPath }: { locale: string; docPath: string }) => (locale === 'sl' ? undefined : `https://example.org/edit/${docPath}`), lastUpdated: true },
      { 'content/en/docs/custom.md': '---\ncustom_edit_url: https://cms.example.org/page/7\n---\n# Custom\n', 'content/en/docs/hidden.md': '---\ncustom_edit_url: null\n---\n# Hidden\n' },
    );
    expect(html('docs/intro.html')).toContain('href="https://example.org/edit/docs/intro.md"');
    expect(html('sl/docs/intro.html')).not.toContain('page-edit');
    expect(html('docs/custom.html')).toContain('href="https://cms.example.org/page/7"');
    expect(html('docs/hidden.html')).not.toContain('page-edit');
    expect(html('docs/intro.html')).toContain('Last updated on <time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time></p>');
  });

  it('take front matter last_update over git: its date, its author, or both', async () => {
    const { html } = await buildTinySite(
      { lastUpdated: { author: true } },
      {
        'content/en/docs/both.md': '---\nlast_update: { date: 2023-04-05, author: Cene }\n---\n# Both\n',
        'content/en/docs/author.md': '---\nlast_update: { author: Cene }\n---\n# Author\n',
      },
    );
    expect(html('docs/both.html')).toContain('Last updated on <time dateTime="2023-04-05T00:00:00.000Z">April 5, 2023</time> by Cene</p>');
    // The date from git, the author from the page.
    expect(html('docs/author.html')).toContain('Last updated on <time dateTime="2025-01-05T12:00:00.000Z">January 5, 2025</time> by Cene</p>');
  });

  it('show neither without editUrl and lastUpdated', async () => {
    const { html } = await buildTinySite({});
    expect(html('docs/intro.html')).not.toContain('page-meta');
  });

  it('stop the build with the file when an editUrl function fails or returns no URL', async () => {
    const fail = async (editUrl: unknown) => {
      try {
        await buildTinySite({ editUrl });
      } catch (error) {
        if (isUserError(error)) return error.diagnostics.map((d) => `${d.file}: ${d.message}`);
        throw error;
      }
      return [];
    };
    expect(await fail(() => 'edit me')).toEqual(['laguna-docs.config.ts: editUrl returned "edit me" for "content/en/docs/guide/setup.md", which is not a URL']);
    expect(await fail(() => 'JavaScript:alert(1)')).toEqual(['laguna-docs.config.ts: editUrl returned "JavaScript:alert(1)" for "content/en/docs/guide/setup.md": a javascript: URL is not allowed here: give a full http(s), mailto or tel URL, such as "https://example.org"']);
    expect(await fail(() => {
      throw new Error('no repository');
    })).toEqual(['laguna-docs.config.ts: editUrl failed for "content/en/docs/guide/setup.md": no repository']);
  });
});
