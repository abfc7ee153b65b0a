import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { buildSite } from './buildSite.js';
import { hydrationData } from './testing/hydrationData.js';
import { writeFiles } from './testing/siteFiles.js';

// What pages with math, diagrams or tabs load, and what the others do not.

async function build(files: Record<string, string>, settings: Record<string, unknown> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-features-'));
  writeFiles(root, { 'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n', 'content/en/docs/plain.md': '# Plain\n\nCosts $5 or $10.\n', ...files });
  const config = resolveConfig({ title: 'T', url: 'https://example.org', basePath: '/b/', ...settings }, root, 'laguna-docs.config.ts');
  const { files: out } = await buildSite({ config, write: false });
  return { file: (name: string) => out.find((entry) => entry.path === name)?.contents, paths: out.map((entry) => entry.path) };
}

describe('math', () => {
  it('links KaTeX CSS on pages with math alone and publishes it with its WOFF2 fonts', async () => {
    const { file, paths } = await build({ 'content/en/docs/math.md': '# Math\n\n$$\n\\sum_{i=1}^n i\n$$\n' });
    const css = /<link rel="stylesheet" href="\/b\/(assets\/katex-[\d.]+\/katex\.min\.css)" data-page-style="">/.exec(String(file('docs/math.html')))?.[1];
    expect(css).toBeDefined();
    expect(String(file('docs/plain.html'))).not.toContain('katex');
    const text = String(file(css!));
    const fonts = [...text.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(10);
    for (const font of fonts) {
      expect(font).toMatch(/^fonts\/KaTeX_[\w-]+\.woff2$/);
      expect(paths, font).toContain(path.posix.join(path.posix.dirname(css!), font));
    }
  });

  it('publishes nothing of KaTeX when no page has math', async () => {
    const { paths } = await build({});
    expect(paths.filter((name) => name.includes('katex'))).toEqual([]);
  });
});

describe('diagrams', () => {
  it('give pages with a mermaid block the diagram script and publish Mermaid for them', async () => {
    const { file, paths } = await build({ 'content/en/docs/flow.md': '# Flow\n\n```mermaid\ngraph LR\n  A --> B\n```\n' });
    const data = hydrationData<{ page: { diagrams?: { script: string; library: string } } }>(String(file('docs/flow.html')));
    expect(data.page.diagrams).toEqual({ script: expect.stringMatching(/^\/b\/assets\/diagrams\.[0-9a-f]{10}\.js$/), library: expect.stringMatching(/^\/b\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/) });
    for (const href of Object.values(data.page.diagrams!)) expect(paths).toContain(href.slice('/b/'.length));
    // Mermaid's module loads its chunks by relative paths, all published beside it.
    const library = String(file(data.page.diagrams!.library.slice('/b/'.length)));
    for (const [, chunk] of library.matchAll(/from"\.\/(chunks\/[^"]+)"/g)) expect(paths).toContain(path.posix.join(path.posix.dirname(data.page.diagrams!.library.slice('/b/'.length)), chunk!));
    expect(String(file('docs/plain.html'))).not.toMatch(/mermaid|"diagrams"/);
  });

  it('publish no Mermaid when no page has a diagram', async () => {
    const { paths } = await build({});
    expect(paths.filter((name) => name.includes('mermaid'))).toEqual([]);
  });
});

describe('tabs', () => {
  it('link the theme\'s tab styles on pages with tab sets or Details alone; the theme stylesheet has none of them', async () => {
    const { file } = await build({
      'content/en/docs/install.md': '# Install\n\n::: code-group\n```sh [npm]\nnpm i laguna\n```\n:::\n',
      'content/en/docs/more.mdx': '# More\n\n<Details summary="Why">Because.</Details>\n',
    });
    const link = /<link rel="stylesheet" href="\/b\/(assets\/tabs\.[0-9a-f]{10}\.css)" data-page-style="">/;
    const css = link.exec(String(file('docs/install.html')))?.[1];
    expect(css).toBeDefined();
    expect(link.exec(String(file('docs/more.html')))?.[1]).toBe(css);
    expect(String(file(css!))).toContain('.tabs-list');
    for (const page of ['docs/plain.html', 'index.html']) expect(String(file(page))).not.toMatch(/assets\/tabs\.|data-page-style/);
    const theme = /<link rel="stylesheet" href="\/b\/(assets\/theme\.[0-9a-f]{10}\.css)">/.exec(String(file('docs/plain.html')))![1]!;
    expect(String(file(theme))).not.toMatch(/tabs-list|\.details/);
  });
});

describe('the API reference', () => {
  it("gives API pages the theme's styles joined to the API reference's in one stylesheet; other pages link the theme's alone", async () => {
    const spec = { openapi: '3.1.0', info: { title: 'Pets', version: '1' }, paths: { '/pets': { get: { operationId: 'listPets', summary: 'List pets', responses: { '200': { description: 'The pets.' } } } } } };
    const { file } = await build({ 'openapi/spec.json': JSON.stringify(spec) }, { openapi: { spec: 'openapi/spec.json' } });
    const stylesheets = (page: string) => [...String(file(page)).matchAll(/<link rel="stylesheet" href="\/b\/([^"]+)"/g)].map((match) => match[1]);
    const [joined] = stylesheets('api/list-pets.html');
    expect(joined).toMatch(/^assets\/api\.[0-9a-f]{10}\.css$/);
    expect(stylesheets('api/list-pets.html')).toEqual([joined]);
    expect(stylesheets('api.html')).toEqual([joined]);
    const [theme] = stylesheets('docs/plain.html');
    expect(theme).toMatch(/^assets\/theme\.[0-9a-f]{10}\.css$/);
    expect(stylesheets('index.html')).toEqual([theme]);
    expect(String(file(theme!))).not.toContain('.api-method');
    expect(String(file(joined!))).toContain('.api-method');
    expect(String(file(joined!)).startsWith(String(file(theme!)))).toBe(true);
    // Kept out of the hydration data: only the page's <head> names it.
    expect(String(file('api/list-pets.html')).split('/assets/api.').length - 1).toBe(1);
  });
});
