import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

/** A site of a config and the given markdown files, in a folder of its own. */
function site(config: string, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-home-'));
  fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), `export default ${config};\n`);
  writeFiles(root, files);
  return root;
}

const text = (result: Awaited<ReturnType<typeof buildSite>>, file: string) => String(result.files.find((entry) => entry.path === file)?.contents ?? '');
const hero = (html: string) => /<section class="hero".*?<\/section>/s.exec(html)?.[0] ?? '';

const SPEC = 'openapi: 3.1.0\ninfo: { title: Pets, version: 1.0.0 }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses: { "200": { description: OK } }\n';

describe('a site without a home page', () => {
  it('gets one with its title, tagline and a button to the first docs page, and its links check', async () => {
    const root = site(`{ title: 'Mini', tagline: 'Small docs', url: 'https://example.org' }`, { 'content/en/docs/intro.md': '# Intro\n', 'content/en/docs/zeta.md': '# Zeta\n' });
    const result = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    expect(result.pages.map((page) => page.route)).toContain('/');
    expect(hero(text(result, 'index.html'))).toBe(
      '<section class="hero" aria-labelledby="hero-title"><div class="hero-inner"><h1 id="hero-title" class="hero-title">Mini</h1><p class="hero-tagline">Small docs</p><div class="hero-actions"><a class="button button-primary" href="/docs/intro">Read the docs</a></div></div></section>',
    );
  });

  it('links to the API reference too, in every locale’s words, under the base path', async () => {
    const root = site(
      `{ title: 'Pets', url: 'https://example.org', basePath: '/pets/', openapi: { spec: 'api.yaml' }, locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } }`,
      { 'content/en/docs/intro.md': '# Intro\n', 'api.yaml': SPEC },
    );
    const result = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    expect(hero(text(result, 'index.html'))).toContain('<a class="button button-primary" href="/pets/docs/intro">Read the docs</a><a class="button button-secondary" href="/pets/api">API reference</a>');
    expect(hero(text(result, 'sl/index.html'))).toContain('<a class="button button-primary" href="/pets/sl/docs/intro">Preberi dokumentacijo</a><a class="button button-secondary" href="/pets/sl/api">Referenca API</a>');
  });

  it('is not made when the site has its own', async () => {
    const root = site(`{ title: 'Mini', url: 'https://example.org' }`, { 'content/en/docs/intro.md': '# Intro\n', 'content/en/pages/index.md': '---\nlayout: home\nhero:\n  title: Own home\n  tagline: Ours\n---\n' });
    const result = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    expect(result.pages.filter((page) => page.route === '/')).toHaveLength(1);
    expect(hero(text(result, 'index.html'))).toContain('Own home');
    expect(hero(text(result, 'index.html'))).not.toContain('Read the docs');
  });
});
