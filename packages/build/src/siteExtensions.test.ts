import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

// A site's own stylesheets and unified plugins, from the config.

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-ext-'));
  writeFiles(root, { 'content/en/docs/intro.md': '# Intro\n\nHello *world*.\n', ...files });
  return root;
}

const base = { title: 'T', url: 'https://example.org', basePath: '/b/' };

async function build(root: string, config: Record<string, unknown>, options: { diskCache?: boolean } = {}) {
  const { files } = await buildSite({ config: resolveConfig({ ...base, ...config }, root, 'laguna-docs.config.ts'), write: false, linkCheck: 'off', ...options });
  return (file: string) => files.find((entry) => entry.path === file)?.contents.toString();
}

function configError(root: string, config: Record<string, unknown>): string[] {
  try {
    resolveConfig({ ...base, ...config }, root, 'laguna-docs.config.ts');
  } catch (error) {
    if (isUserError(error)) return error.diagnostics.map((d) => `${d.file}: ${d.message}`);
    throw error;
  }
  return [];
}

describe('customCss', () => {
  it('publishes each stylesheet hashed and links it after the theme stylesheet on every page', async () => {
    const root = site({ 'src/custom.css': '.doc-title { color: teal; }\n', 'src/print styles.css': '@media print { nav { display: none; } }\n', 'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n' });
    const file = await build(root, { customCss: ['./src/custom.css', 'src/print styles.css'] });
    for (const page of ['docs/intro.html', 'index.html', '404.html']) {
      const links = [...file(page)!.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
      expect(links, page).toEqual([expect.stringMatching(/^\/b\/assets\/theme\.[0-9a-f]{10}\.css$/), expect.stringMatching(/^\/b\/assets\/custom\.[0-9a-f]{10}\.css$/), expect.stringMatching(/^\/b\/assets\/print-styles\.[0-9a-f]{10}\.css$/)]);
    }
    const href = /href="\/b\/(assets\/custom\.[0-9a-f]{10}\.css)"/.exec(file('docs/intro.html')!)![1]!;
    expect(file(href)).toBe('.doc-title { color: teal; }\n');
  }, 60_000);

  it('names the missing file', () => {
    expect(configError(site({}), { customCss: ['./src/custom.css'] })).toEqual(['laguna-docs.config.ts: customCss[0]: no file at "./src/custom.css"']);
  });
});

describe('markdown plugins from the config', () => {
  const remarkUpper = () => (tree: { children: Array<{ type: string; children?: Array<{ type: string; value?: string }> }> }) => {
    for (const node of tree.children) for (const child of node.children ?? []) if (child.type === 'text') child.value = child.value!.toUpperCase();
  };
  const rehypeMark = (options: { attribute: string }) => (tree: { children: Array<{ type: string; properties?: Record<string, unknown> }> }) => {
    for (const node of tree.children) if (node.type === 'element') node.properties = { ...node.properties, [options.attribute]: 'yes' };
  };

  it('run remark plugins and [plugin, options] rehype plugins after the built-in ones', async () => {
    const file = await build(site({}), { markdown: { remarkPlugins: [remarkUpper], rehypePlugins: [[rehypeMark, { attribute: 'dataMarked' }]] } });
    expect(file('docs/intro.html')).toContain('<p data-marked="yes">HELLO <em>world</em>.</p>');
  }, 60_000);

  it('keep pages out of the disk cache, whose keys cannot describe a plugin', async () => {
    const root = site({});
    await build(root, { markdown: { remarkPlugins: [remarkUpper] } }, { diskCache: true });
    expect(fs.existsSync(path.join(root, 'node_modules/.cache/laguna-docs/markdown'))).toBe(false);
    const file = await build(root, {}, { diskCache: true });
    expect(file('docs/intro.html')).toContain('<p>Hello <em>world</em>.</p>');
    expect(fs.existsSync(path.join(root, 'node_modules/.cache/laguna-docs/markdown'))).toBe(true);
  }, 60_000);

  it('refuse what is not a plugin', () => {
    expect(configError(site({}), { markdown: { remarkPlugins: ['remark-emoji'] } })).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.ts: markdown.remarkPlugins.0: must be a unified plugin (a function) or [plugin, options]; import the plugin in the config and give it, not its name; got "remark-emoji"",
      ]
    `);
  });
});
