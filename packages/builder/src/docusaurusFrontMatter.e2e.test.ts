import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite, type BuildSiteResult } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

// A docs folder written for Docusaurus, built as it is (test/fixtures/docusaurus-docs).
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/docusaurus-docs');

const text = (result: BuildSiteResult, file: string) => String(result.files.find((entry) => entry.path === file)?.contents ?? '');

describe('a site with Docusaurus front matter', () => {
  let result: BuildSiteResult;
  beforeAll(async () => {
    result = await buildSite({ config: await loadConfig({ cwd: fixture }), write: false });
  });

  it('routes pages by id and slug (absolute slugs from the docs route base) and leaves drafts out', () => {
    const routes = result.pages.map((page) => page.route);
    expect(routes).toEqual(expect.arrayContaining(['/docs/start', '/docs/install/now', '/docs/guides/run', '/docs/secret']));
    expect(routes).not.toContain('/docs/intro');
    expect(routes).not.toContain('/docs/wip');
  });

  it('keeps unknown keys for the theme and warns about them', () => {
    expect(result.diagnostics.filter((d) => d.code === 'front-matter/unknown-key').map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'content/en/docs/intro.md:7 unknown front matter key "my_component_prop" (kept for the theme and components)',
    ]);
    expect(text(result, 'docs/start.html')).toContain('"frontMatter":{"my_component_prop":3}');
  });

  it('writes keywords, hides the title but for screen readers, and widens the table of contents', () => {
    const html = text(result, 'docs/start.html');
    expect(html).toContain('<meta name="keywords" content="alpha, beta">');
    expect(html).toContain('<h1 class="doc-title sr-only">Intro</h1>');
    expect(html).toMatch(/<nav[^>]*class="toc"[\s\S]*href="#four"/);
  });

  it('puts sidebar_class_name on the sidebar item and follows the pagination keys', () => {
    const setup = text(result, 'docs/install/now.html');
    expect(setup).toMatch(/<li class="green"><a class="sidebar-link" href="\/docs\/install\/now"/);
    expect(result.pages.find((page) => page.route === '/docs/install/now')).toBeDefined();
    expect(setup).toContain('class="pagination-link pagination-prev" href="/docs/start"');
    expect(setup).not.toContain('pagination-next');
    const run = text(result, 'docs/guides/run.html');
    expect(run).toContain('class="pagination-link pagination-prev" href="/docs/start"');
    // The page before /docs/guides/run in the sidebar shows its pagination_label to the next page's readers.
    expect(text(result, 'docs/start.html')).toContain('Setting up');
  });

  it('builds an unlisted page but keeps it out of the sidebar, sitemap and search, marked noindex', () => {
    const secret = text(result, 'docs/secret.html');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    expect(text(result, 'docs/start.html')).not.toContain('href="/docs/secret"');
    expect(text(result, 'sitemap.xml')).not.toContain('/docs/secret');
    expect(text(result, 'search-index/en.json')).not.toContain('/docs/secret');
  });

  it('follows the Docusaurus category keys', () => {
    const html = text(result, 'docs/start.html');
    expect(html).toContain('<li class="sidebar-category ref-category" data-open=""><a class="sidebar-link sidebar-category-link" href="/docs/reference/all">Reference</a>');
    expect(text(result, 'docs/reference/all.html')).toContain('Every option');
    // The doc the category links to is its label, not listed again among its items.
    const sidebar = /"sidebars":(\{.*?\}),"docsHome"/.exec(text(result, 'docs/tutorial/advanced.html'))?.[1] ?? '';
    expect(sidebar).toContain('{"type":"category","label":"Tutorial","route":"/docs/tutorial/basics","collapsed":true,"customProps":{"level":1},"items":[{"type":"link","label":"Advanced","route":"/docs/tutorial/advanced"}]}');
  });

  it('makes README.md a folder index and "_" names no pages', () => {
    const routes = result.pages.map((page) => page.route);
    expect(routes).toContain('/docs/questions');
    expect(routes.filter((route) => /readme|_partials|snippet|_unused/i.test(route))).toEqual([]);
    const sidebar = /"sidebars":(\{.*?\}),"docsHome"/.exec(text(result, 'docs/questions.html'))?.[1] ?? '';
    expect(sidebar).toContain('{"type":"category","label":"Questions","collapsed":true,"items":[{"type":"link","label":"Questions","route":"/docs/questions"},{"type":"link","label":"More","route":"/docs/questions/more"}]}');
  });

  it('renders the built-in, VitePress-style and the site\'s own admonitions without warnings', () => {
    expect(result.diagnostics.filter((d) => d.file?.endsWith('callouts.md'))).toEqual([]);
    const html = text(result, 'docs/reference/callouts.html');
    expect(html).toContain('<div class="admonition admonition-important"><p class="admonition-title"><svg');
    expect(html).toMatch(/<div class="admonition admonition-success">.*?<span>Done<\/span>/s);
    expect(html).toMatch(/<div class="admonition admonition-own admonition-release" style="--admonition-color:#8250df"><p class="admonition-title"><svg[^>]*><path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6"><\/path><\/svg><span>Version 2<\/span>/);
    expect(html).toContain('<div class="admonition admonition-own admonition-spoiler"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true">🙈</span><span>Spoiler</span>');
  });

  it('builds drafts when asked, as serve --watch does', async () => {
    const withDrafts = await buildSite({ config: await loadConfig({ cwd: fixture }), write: false, drafts: true });
    expect(withDrafts.pages.map((page) => page.route)).toContain('/docs/wip');
  });
});

/** A site of a config and the given markdown files, in a folder of its own. */
function site(config: string, files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-compat-'));
  fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), `export default ${config};\n`);
  writeFiles(root, files);
  return root;
}

async function failures(root: string): Promise<string[]> {
  try {
    await buildSite({ config: await loadConfig({ cwd: root }), write: false });
  } catch (error) {
    if (isUserError(error)) return error.diagnostics.map((d) => `${d.file}:${d.line ?? ''} ${d.message}${d.hint ? ` | ${d.hint}` : ''}`);
    throw error;
  }
  throw new Error('expected the build to fail');
}

describe('the docs route base', () => {
  const docs = {
    'content/en/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nSee [the guide](guides/a.md) and [all guides](/category/guides).\n',
    'content/en/docs/guides/_category_.yml': 'label: Guides\nlink:\n  type: generated-index\n',
    'content/en/docs/guides/a.md': '---\nslug: /moved/a\n---\n# A\n',
  };

  it('puts the docs at the site root with routeBasePath "/", links, category pages and sitemap included', async () => {
    const root = site(`{ title: 'S', url: 'https://example.org', docs: { routeBasePath: '/' } }`, docs);
    const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    const routes = built.pages.map((page) => page.route).sort();
    expect(routes).toEqual(expect.arrayContaining(['/', '/category/guides', '/intro', '/moved/a']));
    expect(routes.some((route) => route.startsWith('/docs'))).toBe(false);
    expect(text(built, 'intro.html')).toContain('href="/moved/a"');
    expect(text(built, 'sitemap.xml')).toContain('<loc>https://example.org/moved/a</loc>');
  });

  it('puts them under /sdk, with the generated docs index and the home page button there', async () => {
    const root = site(`{ title: 'S', url: 'https://example.org', docs: { routeBasePath: 'sdk' } }`, { ...docs, 'content/en/docs/intro.md': docs['content/en/docs/intro.md'].replace('/category/guides', '/sdk/category/guides') });
    const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    expect(built.pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/', '/sdk', '/sdk/intro', '/sdk/moved/a', '/sdk/category/guides']));
    expect(text(built, 'index.html')).toContain('href="/sdk/intro">Read the docs</a>');
  });
});

describe('front matter problems', () => {
  it('refuses an admonition kind of the site\'s own that is built in, or a colour that is no colour', async () => {
    const root = site(`{ title: 'S', url: 'https://example.org', markdown: { admonitions: [{ kind: 'tip', label: 'Tip' }, { kind: 'x', label: 'X', color: 'red; background: url(x)' }] } }`, { 'content/en/docs/a.md': '# A\n' });
    const error = await loadConfig({ cwd: root }).catch((e: unknown) => e);
    expect(isUserError(error) && error.diagnostics.map((d) => `${d.line ?? ''} ${d.message}`)).toMatchInlineSnapshot(`
      [
        "1 markdown.admonitions[0].kind: "tip" is built in; choose another name; got "tip"",
        "1 markdown.admonitions[1].color: must be a CSS colour such as "#8250df", "teal" or "rgb(130 80 223)"; got "red; background: url(x)"",
      ]
    `);
  });

  it('makes unknown keys errors with frontMatter.strict', async () => {
    const root = site(`{ title: 'S', url: 'https://example.org', frontMatter: { strict: true } }`, { 'content/en/docs/a.md': '---\nsidebar_lable: A\n---\n# A\n' });
    expect(await failures(root)).toMatchInlineSnapshot(`
      [
        "content/en/docs/a.md:2 unknown front matter key "sidebar_lable" | did you mean "sidebar_label"? frontMatter.strict is on in the config; remove the key or turn strict off",
      ]
    `);
  });

  it('names every pagination target that is no doc', async () => {
    const root = site(`{ title: 'S', url: 'https://example.org' }`, { 'content/en/docs/a.md': '---\npagination_next: nowhere\npagination_prev: ./gone.md\n---\n# A\n', 'content/en/docs/b.md': '# B\n' });
    expect(await failures(root)).toMatchInlineSnapshot(`
      [
        "content/en/docs/a.md:3 pagination_prev "./gone.md" names no doc | use a doc id such as "guides/setup", a route such as "/docs/guides/setup", a file such as "./setup.md", or null for no link",
        "content/en/docs/a.md:2 pagination_next "nowhere" names no doc | use a doc id such as "guides/setup", a route such as "/docs/guides/setup", a file such as "./setup.md", or null for no link",
      ]
    `);
  });
});
