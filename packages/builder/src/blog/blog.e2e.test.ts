import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { buildSite, type BuildSiteResult } from '../buildSite.js';
import { BLOG_CONFIG, BLOG_SITE } from '../testing/blogSite.js';
import { hydrationData } from '../testing/hydrationData.js';
import { writeFiles } from '../testing/siteFiles.js';

// The blog fixture site built once, links checked: its lists paginate, tag and author pages list the
// right posts, posts missing in a locale are not made up, the feeds parse, and the draft is nowhere.

let root = '';
let built: BuildSiteResult;
const file = (name: string): string => {
  const found = built.files.find((entry) => entry.path === name);
  if (!found) throw new Error(`no ${name} among ${built.files.map((entry) => entry.path).filter((p) => p.includes('blog')).join(', ')}`);
  return String(found.contents);
};
const has = (name: string) => built.files.some((entry) => entry.path === name);
/** The routes of the posts a list page links by their titles, in order. */
const listed = (name: string): string[] => [...file(name).matchAll(/<h2 class="blog-entry-title"><a href="([^"]+)"/g)].map((match) => match[1]!);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-blog-'));
  writeFiles(root, BLOG_SITE);
  const config = resolveConfig(BLOG_CONFIG, root, 'laguna-docs.config.ts');
  built = await buildSite({ config, write: false, linkCheck: 'error', parallel: false });
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a blog', () => {
  it('lists the posts newest first, two a page, with excerpts and "Read more" where a post goes on', () => {
    expect(listed('blog.html')).toEqual(['/site/blog/mdx-post', '/site/blog/folder-post']);
    expect(listed('blog/page/2.html')).toEqual(['/site/blog/first-release', '/site/blog/old']);
    expect(has('blog/page/3.html')).toBe(false);
    const first = file('blog.html');
    expect(first).toContain('Above the marker with <strong>MDX</strong>');
    // Below the marker is the post's alone.
    expect(first).not.toContain('One tab.');
    expect(first).toContain('class="blog-read-more"');
    expect(first).toContain('href="/site/blog/page/2" rel="next"');
    const second = file('blog/page/2.html');
    expect(second).toContain('Version 1.0 is out.');
    expect(second).not.toContain('What is in it');
    expect(second).toContain('href="/site/blog" rel="prev"');
  });

  it('builds each post at its date-free name, with its meta, neighbours, sidebar and everything a docs page can hold', () => {
    const post = hydrationData(file('blog/mdx-post.html'));
    expect(post.page.kind).toBe('post');
    expect(post.page.post).toMatchObject({ date: '2024-03-05', authors: [{ name: 'Guest Writer', url: 'https://guest.example.org' }], tags: [{ label: 'Releases', route: '/blog/tags/releases' }], readingMinutes: 1 });
    expect(post.page.next).toEqual({ label: 'A folder post', route: '/blog/folder-post' });
    expect(post.page.prev).toBeUndefined();
    expect(post.site.sidebars.blog?.items[0]).toMatchObject({ type: 'category', items: [{ route: '/blog/mdx-post' }, { route: '/blog/folder-post' }, { route: '/blog/first-release' }] });
    const html = file('blog/mdx-post.html');
    expect(html).toContain('One tab.');
    expect(html).toContain('class="katex"');
    expect(html).toContain('admonition');
    // The folder post's image is published beside it.
    const image = /<img src="\/site\/(assets\/media\/cover\.[0-9a-f]+\.png)"/.exec(file('blog/folder-post.html'))?.[1];
    expect(image && has(image)).toBe(true);
    // Front matter date and slug.
    expect(hydrationData(file('blog/old.html')).page.post?.date).toBe('2023-12-20');
    // Dated by its folders, its author written the old way.
    expect(hydrationData(file('blog/2022/06/01/legacy.html')).page.post).toMatchObject({ date: '2022-06-01', authors: [{ name: 'Old Timer', url: 'https://old.example.org' }] });
    const first = hydrationData(file('blog/first-release.html'));
    expect(first.page.post?.authors).toEqual([{ name: 'Ana Novak', title: 'Maintainer', url: 'https://ana.example.org', socials: { github: 'https://github.com/ananovak' }, route: '/blog/authors/ana' }]);
  });

  it('gives each tag and author a page of their posts, and lists the tags and the years', () => {
    expect(listed('blog/tags/releases.html')).toEqual(['/site/blog/mdx-post', '/site/blog/first-release']);
    expect(file('blog/tags/releases.html')).toContain('Every release of the project.');
    // Three listed posts tagged news (not the unlisted one): two pages.
    expect(listed('blog/tags/news.html')).toEqual(['/site/blog/folder-post', '/site/blog/first-release']);
    expect(listed('blog/tags/news/page/2.html')).toEqual(['/site/blog/old']);
    expect(listed('blog/authors/ana.html')).toEqual(['/site/blog/first-release', '/site/blog/old']);
    expect(listed('blog/authors/bo.html')).toEqual(['/site/blog/folder-post']);
    const tags = file('blog/tags.html');
    expect([...tags.matchAll(/class="tag" href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/site/blog/tags/news', '/site/blog/tags/releases']);
    const archive = file('blog/archive.html');
    expect(archive.indexOf('2024')).toBeLessThan(archive.indexOf('2023'));
  });

  it('shows a locale only the posts translated into it', () => {
    expect(listed('sl/blog.html')).toEqual(['/site/sl/blog/folder-post', '/site/sl/blog/first-release']);
    expect(file('sl/blog.html')).toContain('Različica 1.0 je izšla.');
    expect(has('sl/blog/mdx-post.html')).toBe(false);
    expect(has('sl/blog/old.html')).toBe(false);
    expect(hydrationData(file('sl/blog/first-release.html')).page.title).toBe('Prva izdaja');
    expect(listed('sl/blog/tags/releases.html')).toEqual(['/site/sl/blog/first-release']);
  });

  it('writes RSS, Atom and JSON feeds per locale with absolute URLs, linked from every page', () => {
    const rss = parseDocument(file('blog/rss.xml'), { xmlMode: true });
    const links = [...file('blog/rss.xml').matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(['https://example.org/site/blog', 'https://example.org/site/blog/mdx-post', 'https://example.org/site/blog/folder-post', 'https://example.org/site/blog/first-release', 'https://example.org/site/blog/old']);
    expect(rss.children.length).toBeGreaterThan(0);
    // Full content, its links made absolute.
    expect(file('blog/rss.xml')).toContain('href="https://example.org/site/docs/intro"');
    const atom = file('blog/atom.xml');
    expect(atom).toContain('<id>https://example.org/site/blog/mdx-post</id>');
    expect(atom).toContain('<title type="text">News</title>');
    const json = JSON.parse(file('sl/blog/feed.json')) as { title: string; language: string; items: Array<{ url: string }> };
    expect(json.title).toBe('Novice');
    expect(json.language).toBe('sl');
    expect(json.items.map((item) => item.url)).toEqual(['https://example.org/site/sl/blog/folder-post', 'https://example.org/site/sl/blog/first-release']);
    for (const page of ['index.html', 'docs/intro.html', 'sl/blog/first-release.html']) {
      expect(file(page)).toContain('<link rel="alternate" type="application/rss+xml" title="');
    }
    expect(file('sl/docs/intro.html')).toContain('href="https://example.org/site/sl/blog/atom.xml"');
  });

  it('leaves the draft out of every output, and the unlisted post out of everything but its own page', () => {
    for (const entry of built.files) {
      const text = String(entry.contents);
      expect(entry.path).not.toContain('secret-draft');
      if (/\.(html|md|txt|xml|json)$/.test(entry.path)) {
        expect(text, entry.path).not.toContain('Secret draft post');
        expect(text, entry.path).not.toContain('hidden-draft-tag');
      }
    }
    expect(hydrationData(file('blog/quiet.html')).page.noindex).toBe(true);
    for (const name of ['blog.html', 'blog/page/2.html', 'blog/tags/news.html', 'blog/archive.html', 'blog/rss.xml', 'blog/feed.json', 'sitemap.xml', 'llms.txt', 'search-index/en.json', 'blog/mdx-post.html']) {
      expect(file(name), name).not.toContain('blog/quiet');
    }
  });

  it('searches and lists posts for language models, not the lists that repeat them', () => {
    const search = JSON.parse(file('search-index/en.json')) as Array<{ r: string }>;
    expect(search.map((entry) => entry.r).filter((route) => route.startsWith('/blog'))).toEqual(['/blog/first-release', '/blog/folder-post', '/blog/mdx-post', '/blog/old']);
    expect(file('llms.txt')).toContain('https://example.org/site/blog/mdx-post.md');
    expect(file('blog/mdx-post.md')).toContain('Above the marker');
    expect(file('blog.md')).toContain('[An MDX post](https://example.org/site/blog/mdx-post.md)');
    expect(file('sitemap.xml')).toContain('https://example.org/site/blog/tags/releases');
  });
});

describe('a blog, configured or mistaken', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const buildWith = async (files: Record<string, string>, settings: Record<string, unknown> = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-blog-errors-'));
    folders.push(dir);
    writeFiles(dir, { 'content/en/pages/index.md': '# Home\n', ...files });
    return buildSite({ config: resolveConfig({ title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] }, ...settings }, dir, 'laguna-docs.config.ts'), write: false, linkCheck: 'off', parallel: false });
  };
  const messages = async (files: Record<string, string>) => {
    try {
      await buildWith(files);
    } catch (error) {
      return (error as { diagnostics: Array<{ file?: string; message: string; hint?: string }> }).diagnostics.map((d) => `${d.file}: ${d.message} | ${d.hint}`);
    }
    throw new Error('the build did not fail');
  };

  it('is off with blog: false: the folder is not read', async () => {
    const built = await buildWith({ 'content/en/blog/2024-01-01-a.md': '# A\n' }, { blog: false });
    expect(built.files.filter((file) => file.path.startsWith('blog'))).toEqual([]);
  });

  it('writes the feeds the config asks for, with summaries instead of whole posts when it says so', async () => {
    const built = await buildWith({ 'content/en/blog/2024-01-01-a.md': '---\ntitle: A\ndescription: All about A.\n---\n\nThe start.\n\n<!-- truncate -->\n\nThe rest.\n' }, { blog: { routeBasePath: '/news', feed: { types: ['json'], fullContent: false, limit: 1 } } });
    const paths = built.files.map((entry) => entry.path);
    expect(paths.filter((name) => /\.(xml|json)$/.test(name) && name.startsWith('news'))).toEqual(['news/feed.json']);
    const feed = JSON.parse(String(built.files.find((entry) => entry.path === 'news/feed.json')!.contents)) as { items: Array<{ content_html: string; summary: string; url: string }> };
    expect(feed.items).toEqual([expect.objectContaining({ url: 'https://example.org/news/a', summary: 'All about A.', content_html: '<p>The start.</p>' })]);
  });

  it('names the post without a date and the author authors.yml does not have', async () => {
    expect(await messages({ 'content/en/blog/undated.md': '# Undated\n' })).toEqual([
      'content/en/blog/undated.md: blog post "content/en/blog/undated.md" has no date | start its file or folder name with the date (2024-01-02-hello.md) or give it one in its front matter (date: 2024-01-02)',
    ]);
    expect(await messages({ 'content/en/blog/authors.yml': 'ana:\n  name: Ana\n', 'content/en/blog/2024-01-01-a.md': '---\nauthors: [anna]\n---\n# A\n' })).toEqual([
      'content/en/blog/2024-01-01-a.md: author "anna" of "content/en/blog/2024-01-01-a.md" is not in the blog\'s authors.yml | known authors: ana',
    ]);
  });
});
