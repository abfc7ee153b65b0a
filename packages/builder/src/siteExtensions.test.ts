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
  });

  it('names the missing file', () => {
    expect(configError(site({}), { customCss: ['./src/custom.css'] })).toEqual(['laguna-docs.config.ts: customCss[0]: no file at "./src/custom.css"']);
  });
});

describe('head elements from the config', () => {
  const head = [
    { tag: 'script', attributes: { src: 'https://plausible.io/js/script.js', defer: true, async: false, 'data-domain': 'docs.example.org' } },
    { tag: 'meta', attributes: { name: 'google-site-verification', content: 'a"b<c' } },
    { tag: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } },
    { tag: 'script', content: 'window.dataLayer = window.dataLayer || [];' },
  ];

  it('go into the head of every page after the stylesheets, before the page runtime, and not into its hydration data', async () => {
    const root = site({ 'src/custom.css': 'p { color: teal; }\n', 'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n' });
    const file = await build(root, { customCss: ['./src/custom.css'], head });
    const written = '<script src="https://plausible.io/js/script.js" defer data-domain="docs.example.org"></script><meta name="google-site-verification" content="a&quot;b&lt;c"><link rel="preconnect" href="https://fonts.example.org"><script>window.dataLayer = window.dataLayer || [];</script>';
    for (const page of ['docs/intro.html', 'index.html', '404.html']) {
      const html = file(page)!;
      const headHtml = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(headHtml.replace(/\n/g, ''), page).toMatch(new RegExp(`custom\\.[0-9a-f]{10}\\.css">${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<script type="module"`));
      expect(html.split('plausible.io').length, page).toBe(2);
    }
  });

  it('refuse what a page makes itself, content on an empty element, an early end and names that are no attributes', () => {
    expect(
      configError(site({}), {
        head: [
          { tag: 'meta', attributes: { name: 'description', content: 'x' } },
          { tag: 'meta', attributes: { property: 'og:image', content: 'x' } },
          { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.org' } },
          { tag: 'meta', attributes: { charset: 'utf-8' }, content: 'x' },
          { tag: 'script', content: 'let a = "</script><b>";' },
          { tag: 'script', attributes: { 'on click': 'x' } },
          { tag: 'iframe', attributes: {} },
        ],
      }).map((line) => line.replace(/; got .*$/, '')),
    ).toEqual([
      "laguna-docs.config.ts: head[0]: every page makes this element itself (description, keywords, robots, canonical and alternate links, og: and twitter: tags): set it in front matter or a page's <head> block; the tagline is the description of pages without one",
      "laguna-docs.config.ts: head[1]: every page makes this element itself (description, keywords, robots, canonical and alternate links, og: and twitter: tags): set it in front matter or a page's <head> block; the tagline is the description of pages without one",
      "laguna-docs.config.ts: head[2]: every page makes this element itself (description, keywords, robots, canonical and alternate links, og: and twitter: tags): set it in front matter or a page's <head> block; the tagline is the description of pages without one",
      'laguna-docs.config.ts: head[3].content: a <meta> element has no content',
      'laguna-docs.config.ts: head[4].content: may not hold "</script", which would end the element early',
      'laguna-docs.config.ts: head[5].attributes.on click: "on click" is not an attribute name, such as "data-domain"',
      'laguna-docs.config.ts: head[6].tag: invalid option: expected one of "script"|"meta"|"link"|"style"|"noscript" (allowed: "script", "meta", "link", "style", "noscript")',
    ]);
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
  });

  it('keep pages out of the disk cache, whose keys cannot describe a plugin', async () => {
    const root = site({});
    await build(root, { markdown: { remarkPlugins: [remarkUpper] } }, { diskCache: true });
    expect(fs.existsSync(path.join(root, 'node_modules/.cache/laguna-docs/markdown'))).toBe(false);
    const file = await build(root, {}, { diskCache: true });
    expect(file('docs/intro.html')).toContain('<p>Hello <em>world</em>.</p>');
    expect(fs.existsSync(path.join(root, 'node_modules/.cache/laguna-docs/markdown'))).toBe(true);
  });

  it('refuse what is not a plugin', () => {
    expect(configError(site({}), { markdown: { remarkPlugins: ['remark-emoji'] } })).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.ts: markdown.remarkPlugins[0]: must be a unified plugin (a function) or [plugin, options]; import the plugin in the config and give it, not its name; got "remark-emoji"",
      ]
    `);
  });
});
