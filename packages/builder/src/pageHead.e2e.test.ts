import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Builds in memory a one-locale site with these pages besides its home page, the links checked. */
async function build(pages: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-head-'));
  folders.push(root);
  writeFiles(root, { 'content/en/pages/index.md': '# Home\n', ...pages });
  const config = resolveConfig({ title: 'Tiny', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } }, root, 'laguna-docs.config.ts');
  const result = await buildSite({ config, write: false, parallel: false });
  const html = (file: string) => String(result.files.find((entry) => entry.path === file)?.contents ?? '');
  /** The document's `<head>`. */
  const head = (file: string) => /<head>(.*)<\/head>/s.exec(html(file))?.[1] ?? '';
  return { result, html, head };
}

const MARKDOWN = [
  '---',
  'description: From front matter',
  'keywords: [alpha, beta]',
  '---',
  '# Moved page',
  '',
  '<head>',
  '  <meta name="robots" content="noindex" />',
  '  <meta name="description" content="From the head block" />',
  '  <meta name="author" content="Ana &amp; Bo" />',
  '  <link rel="canonical" href="https://example.com/x" />',
  '  <title>Custom title</title>',
  '</head>',
  '',
  'Text.',
  '',
].join('\n');

describe("a page's <head> block", () => {
  it('reaches the page <head> in place of the generated tags, with its title, and not the content or hydration data', async () => {
    const { head, html } = await build({ 'content/en/docs/intro.md': MARKDOWN, 'content/en/docs/other.md': '# Other\n\nText.\n' });
    const intro = head('docs/intro.html');
    expect(intro).toContain('<title>Custom title</title>');
    expect(intro.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="From the head block">']);
    expect(intro.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex">']);
    expect(intro.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://example.com/x">']);
    expect(intro).toContain('<meta data-page-head="" name="author" content="Ana &amp; Bo">');
    // Front matter keywords stay, with no block tag of that name; og:title follows the document's title.
    expect(intro).toContain('<meta name="keywords" content="alpha, beta">');
    expect(intro).toContain('<meta property="og:title" content="Custom title">');
    expect(intro).toContain('<meta property="og:description" content="From front matter">');
    // The heading is the page's title still.
    expect(html('docs/intro.html')).toMatch(/<h1[^>]*>Moved page<\/h1>/);
    const body = html('docs/intro.html').split('</head>')[1] ?? '';
    expect(body).not.toContain('name="robots"');
    expect(body).not.toContain('Ana');
    // Other pages keep what the build writes.
    const other = head('docs/other.html');
    expect(other).toContain('<title>Other | Tiny</title>');
    expect(other).toContain('<link rel="canonical" href="https://example.org/docs/other">');
    expect(other).not.toContain('data-page-head');
    // Its robots noindex keeps it out of the sitemap and the search index, as `unlisted` does.
    expect(html('sitemap.xml')).not.toContain('/docs/intro');
    expect(html('sitemap.xml')).toContain('/docs/other');
    expect(html('search-index/en.json')).not.toContain('/docs/intro');
  });

  it('is read from an .mdx page too', async () => {
    const { head } = await build({ 'content/en/docs/intro.mdx': '# Intro\n\n<head>\n  <meta property="og:type" content="website" />\n  <title>{"MDX " + "title"}</title>\n</head>\n\nText.\n' });
    const intro = head('docs/intro.html');
    expect(intro).toContain('<title>MDX title</title>');
    expect(intro.match(/<meta property="og:type"[^>]*>/g)).toEqual(['<meta property="og:type" content="website">']);
  });

  it('fails the build at the file and line of what it may not hold', async () => {
    const failure = await build({ 'content/en/docs/intro.md': '---\ntitle: Intro\n---\n\n<head>\n  <script src="https://evil.example/x.js"></script>\n  <link rel="stylesheet" href="/x.css">\n</head>\n' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUserError(failure) && failure.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      "content/en/docs/intro.md:6 <script> is not allowed in a page's <head>",
      'content/en/docs/intro.md:7 <link rel="stylesheet"> is not allowed in a page\'s <head>',
    ]);
  });
});
