import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import type { PageData, SearchDocument, SiteData } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { hydrationData } from '../testing/hydrationData.js';
import { writeFile } from '../testing/siteFiles.js';

/** A site with two released versions (1.0, 0.9) and the current docs, each with its own intro. */
function makeSite(versions: string, editUrl = "'https://git.example/edit/main'"): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-version-options-'));
  const write = (file: string, text: string) => writeFile(root, file, text);
  write('laguna-docs.config.mjs', `export default { title: 'Site', url: 'https://example.org', editUrl: ${editUrl}, versions: ${versions} };\n`);
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\nCurrent intro. [Setup](./setup.md), [root-relative](/docs/intro).\n');
  write('content/en/docs/setup.md', '# Setup\n\nCurrent setup.\n');
  for (const name of ['1.0', '0.9']) {
    write(`versioned/${name}/content/en/docs/intro.md`, `# Intro\n\nIntro of ${name}. [Setup](./setup.md), [root-relative](/docs/intro).\n`);
    write(`versioned/${name}/content/en/docs/setup.md`, `# Setup\n\nSetup of ${name}.\n`);
  }
  write('versions.json', '["1.0", "0.9"]\n');
  return root;
}

async function build(root: string) {
  const result = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
  const files = new Map(result.files.map((file) => [file.path, String(file.contents)]));
  const data = (file: string) => hydrationData(files.get(file) ?? '');
  return { files, data, search: JSON.parse(files.get('search-index/en.json')!) as SearchDocument[] };
}

describe('the versions config', () => {
  it('gives versions their labels and paths, and keeps old ones out of search engines but not out of search', async () => {
    const built = await build(makeSite("{ noindex: true, current: { label: 'Unreleased', path: 'dev' }, released: { '0.9': { label: '0.9 (old)', path: 'old' } } }"));
    expect(built.data('docs/intro.html').site.versions).toEqual([
      { name: 'current', label: 'Unreleased', kind: 'current', docsHome: '/docs/dev/intro' },
      { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro' },
      { name: '0.9', label: '0.9 (old)', kind: 'old', docsHome: '/docs/old/intro' },
    ]);
    const old = built.files.get('docs/old/intro.html')!;
    expect(old).toContain('Intro of 0.9.');
    expect(old).toContain('<meta name="robots" content="noindex">');
    expect(old).toContain('<link rel="canonical" href="https://example.org/docs/intro">');
    // Relative and root-relative links stay in the version.
    expect(old).toContain('<a href="/docs/old/setup">Setup</a>, <a href="/docs/old/intro">root-relative</a>');
    expect(built.files.get('docs/dev/intro.html')).toContain('<a href="/docs/dev/setup">Setup</a>, <a href="/docs/dev/intro">root-relative</a>');
    expect(built.files.get('docs/intro.html')).toContain('<a href="/docs/setup">Setup</a>, <a href="/docs/intro">root-relative</a>');
    // The edit link leads to the snapshot's file.
    expect(old).toContain('href="https://git.example/edit/main/versioned/0.9/content/en/docs/intro.md"');
    // Next is not kept out by `noindex`, which is about old versions.
    expect(built.files.get('docs/dev/intro.html')).not.toContain('noindex');
    expect(built.search.find((document) => document.r === '/docs/old/intro')?.v).toBe('0.9');
    expect(built.files.get('sitemap.xml')).not.toContain('/docs/old/');
    expect(built.files.get('sitemap.xml')).not.toContain('/docs/dev/');
    expect(built.files.get('llms.txt')).toContain('https://example.org/docs/intro.md');
    expect(built.files.get('llms.txt')).not.toContain('/docs/old/');
    expect(built.files.get('llms.txt')).not.toContain('/docs/dev/');
  });

  it('builds only the versions named in build, and serves another latest at the docs route', async () => {
    const only = await build(makeSite("{ build: ['1.0'] }"));
    expect([...only.files.keys()].filter((file) => file.startsWith('docs/')).sort()).toEqual(['docs/intro.html', 'docs/intro.md', 'docs/setup.html', 'docs/setup.md']);
    expect(only.data('docs/intro.html').site.versions?.map((version) => version.name)).toEqual(['1.0']);

    // While writing: the unreleased version alone, under its path; the latest's routes have no pages.
    const writing = await build(makeSite("{ build: ['current'] }"));
    expect([...writing.files.keys()].filter((file) => file.startsWith('docs/') && file.endsWith('.html')).sort()).toEqual(['docs/next.html', 'docs/next/intro.html', 'docs/next/setup.html']);
    expect(writing.data('docs/next/intro.html').site.versions).toEqual([{ name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro' }]);

    const older = await build(makeSite("{ latest: '0.9', current: { noindex: true }, noindex: true, released: { '1.0': { noindex: false } } }"));
    expect(older.files.get('docs/next/intro.html')).toContain('<meta name="robots" content="noindex">');
    expect(older.files.get('docs/1.0/intro.html')).not.toContain('noindex');
    expect(older.files.get('docs/intro.html')).toContain('Intro of 0.9.');
    expect(older.files.get('docs/1.0/intro.html')).toContain('Intro of 1.0.');
    expect(older.files.get('docs/next/intro.html')).toContain('Current intro.');
    expect(older.data('docs/1.0/intro.html').page).toMatchObject({ version: '1.0', versionAlternates: { current: '/docs/next/intro', '0.9': '/docs/intro' } });
  });

  it("gives an editUrl function a released version's page's path inside its locale folder, and its snapshot file", async () => {
    const built = await build(makeSite("{ latest: '1.0' }", "({ docPath, file }) => `https://git.example/${docPath}?file=${file}`"));
    expect(built.files.get('docs/0.9/intro.html')).toContain('href="https://git.example/docs/intro.md?file=versioned/0.9/content/en/docs/intro.md"');
    expect(built.files.get('docs/next/intro.html')).toContain('href="https://git.example/docs/intro.md?file=content/en/docs/intro.md"');
  });

  it('builds a site without versions.json as before: no versions, no version on pages', async () => {
    const root = makeSite('{}');
    fs.rmSync(path.join(root, 'versions.json'));
    const built = await build(root);
    expect(built.data('docs/intro.html').site.versions).toBeUndefined();
    expect(built.data('docs/intro.html').page.version).toBeUndefined();
    expect(built.files.get('docs/intro.html')).toContain('Current intro.');
    expect(built.files.has('docs/next/intro.html')).toBe(false);
    expect(built.search.every((document) => document.v === undefined)).toBe(true);
  });
});
