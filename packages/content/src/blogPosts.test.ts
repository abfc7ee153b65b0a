import { describe, expect, it } from 'vitest';
import { tagPermalink } from './blogFields.js';
import { parseBlogAuthors, parseBlogTags, planPost, postExcerpt, readingMinutes, wordCount } from './blogPosts.js';
import { failureLines } from './testing/failures.js';

describe('planPost', () => {
  it('dates a post by its file or folder name and routes it by the rest', () => {
    expect(planPost('2024-01-02-hello.md', {}, '/blog')).toEqual({ route: '/blog/hello', date: '2024-01-02' });
    expect(planPost('2024-01-02-hello/index.mdx', {}, '/blog')).toEqual({ route: '/blog/hello', date: '2024-01-02' });
    expect(planPost('releases/2024-01-02-v1.md', {}, '/news')).toEqual({ route: '/news/releases/v1', date: '2024-01-02' });
    expect(planPost('undated.md', {}, '/blog')).toEqual({ route: '/blog/undated' });
    expect(planPost('2023/12/24/christmas.md', {}, '/blog')).toEqual({ route: '/blog/2023/12/24/christmas', date: '2023-12-24' });
  });

  it('takes front matter date and slug over the name', () => {
    expect(planPost('2024-01-02-hello.md', { date: '2024-03-04T10:00:00Z', slug: '/hi' }, '/blog')).toEqual({ route: '/blog/hi', date: '2024-03-04T10:00:00Z' });
    // YAML reads an unquoted date as a Date.
    expect(planPost('hello.md', { date: new Date('2023-12-20T00:00:00Z'), slug: 'greetings/' }, '/')).toEqual({ route: '/greetings', date: '2023-12-20' });
  });
});

describe('posts', () => {
  it('cut at the truncate marker, in markdown and MDX', () => {
    expect(postExcerpt('One.\n\n<!-- truncate -->\n\nTwo.')).toBe('One.\n\n');
    expect(postExcerpt('One.\n\n{/* truncate */}\n\nTwo.')).toBe('One.\n\n');
    expect(postExcerpt('One.\n\nTwo.')).toBeUndefined();
    expect(postExcerpt('One.\n<!-- more -->\nTwo.', /<!-- more -->/)).toBe('One.\n');
  });

  it('take a minute per 200 words to read, code blocks aside', () => {
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes(`short\n\n\`\`\`\n${'code '.repeat(500)}\n\`\`\`\n`)).toBe(1);
  });

  it('give tags a route segment', () => {
    expect(tagPermalink('Release notes')).toBe('release-notes');
    expect(tagPermalink('C#/.NET')).toBe('c-.net');
  });
});

describe('authors.yml and tags.yml', () => {
  it('read authors by key, socials as links', () => {
    const authors = parseBlogAuthors('ana:\n  name: Ana\n  image_url: https://a.example/ana.png\n  socials:\n    github: ana\n    x: https://x.com/ana\n', 'blog/authors.yml');
    expect(authors.get('ana')).toEqual({ key: 'ana', name: 'Ana', imageUrl: 'https://a.example/ana.png', socials: { github: 'https://github.com/ana', x: 'https://x.com/ana' } });
  });

  it('read tags with their permalinks', () => {
    expect([...parseBlogTags('releases:\n  label: Releases\nnews:\n  label: News\n  permalink: /updates\n', 'blog/tags.yml').values()]).toEqual([
      { key: 'releases', label: 'Releases', permalink: 'releases' },
      { key: 'news', label: 'News', permalink: 'updates' },
    ]);
  });

  it('name the file and line of a mistake', () => {
    expect(failureLines(() => parseBlogAuthors('ana:\n  title: Maintainer\n', 'content/en/blog/authors.yml'))).toMatchInlineSnapshot(`
      [
        "content/en/blog/authors.yml:2 blog authors "ana.name" is missing: expected string",
      ]
    `);
    expect(failureLines(() => parseBlogTags('news:\n  label: News\n  colour: red\n', 'content/en/blog/tags.yml'))).toMatchInlineSnapshot(`
      [
        "content/en/blog/tags.yml:3 unknown blog tags key "news.colour" | allowed keys: label, description, permalink",
      ]
    `);
  });
});

describe('wordCount', () => {
  it('counts what the runs of letters and numbers pattern matches, in every script', () => {
    const texts = ['', 'one', 'one two  three', 'Žeton čez 10 km, 3.5 €', '漢字 かな カナ', '𝔸𝔹 x𝔸y', 'a\ud800b', '\udc00x', 'don’t stop-me now_ok', 'π≈3,14; ŋ ǅ', 'tab\tnew\nline'];
    for (const text of texts) expect(wordCount(text), text).toBe(text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
  });
});
