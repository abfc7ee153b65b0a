import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileSite } from '../testing/hostileSite.js';

// The blog as a pull request could bring it: links in authors and tags, routes made from tag labels, author
// keys and file names, dates that are no day, and text that breaks feeds. Each is refused at its file and
// line, through the gates every other field passes (the URL policy, route validation, the XML text).
const site = hostileSite({ 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': '# Intro\n', 'README.md': "The site's own README.\n" });
const post = (frontMatter: string, body = 'Text.\n') => `---\n${frontMatter}\n---\n# Post\n\n${body}`;
const read = (file: string) => fs.readFileSync(path.join(site.outDir, file), 'utf8');

describe('links of blog authors pass the URL policy', () => {
  it('an author written out in front matter, and an older post\'s author keys', async () => {
    expect(
      await site.failure({
        'content/en/blog/2024-01-02-a.md': post('authors:\n  - name: X\n    url: "javascript:alert(1)"\n    image_url: "JaVaScript:alert(1)"\n    email: "x@y.z\\"><script>"'),
        'content/en/blog/2024-01-03-b.md': post('author: Y\nauthor_url: "java\\tscript:alert(1)"\nauthor_image_url: "data:text/html,x"'),
        'content/en/blog/2024-01-04-c.md': post('authors:\n  - name: Z\n    socials: { github: "ok", "x": "javascript:alert(1)", mastodon: "\\u0007" }'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/blog/2024-01-02-a.md:4 error front matter "authors.0.url": a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [front-matter/invalid]",
        "content/en/blog/2024-01-02-a.md:5 error front matter "authors.0.image_url": a javascript: URL is not allowed here: give an http(s) URL or a path such as "/img/card.png" [front-matter/invalid]",
        "content/en/blog/2024-01-02-a.md:6 error front matter "authors.0.email": must be an address such as "ana@example.org" [front-matter/invalid]",
        "content/en/blog/2024-01-03-b.md:3 error front matter "author_url": a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [front-matter/invalid]",
        "content/en/blog/2024-01-03-b.md:4 error front matter "author_image_url": a data: URL is not allowed here: give an http(s) URL or a path such as "/img/card.png" [front-matter/invalid]",
        "content/en/blog/2024-01-04-c.md:4 error front matter "authors.0.socials.mastodon": has a control character: give a full http(s), mailto or tel URL, such as "https://example.org" [front-matter/invalid]",
      ]
    `);
  });

  it('authors.yml', async () => {
    expect(
      await site.failure({
        'content/en/blog/authors.yml': 'ana:\n  name: A\n  url: "javascript:alert(1)"\n  image_url: "//evil.example/x.png"\n  email: "mailto:x@y.z"\n',
        'content/en/blog/2024-01-02-a.md': post('authors: [ana]'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/blog/authors.yml:3 error blog authors "ana.url": a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [blog-authors/invalid]",
        "content/en/blog/authors.yml:4 error blog authors "ana.image_url": an address starting with "//" leads to another site: write its scheme, "https://…" [blog-authors/invalid]",
      ]
    `);
  });

  it('a social handle becomes the profile\'s https address, whatever it holds', async () => {
    const { ok } = await site.build({ 'content/en/blog/2024-01-02-a.md': post('authors:\n  - name: X\n    socials: { github: "javascript:alert(1)" }') });
    expect(ok).toBe(true);
    expect(read('blog/a.html')).toContain('href="https://github.com/javascript:alert(1)"');
  });
});

describe('routes the blog makes are checked where they are made', () => {
  it('an author key, a tag key and a tag permalink of authors.yml and tags.yml that lead out of their folder', async () => {
    expect(
      await site.failure({
        'content/en/blog/authors.yml': '"..":\n  name: A\n',
        'content/en/blog/tags.yml': 'r:\n  label: R\n  permalink: ../../x\nh:\n  label: H\n  permalink: //evil.example\n"..":\n  label: Dots\n',
        'content/en/blog/2024-01-02-a.md': post('title: A'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/blog/authors.yml:2 error blog authors "..": the key must be a segment of the author's page: ".." has a ".." segment, which would lead out of its folder [blog-authors/invalid]",
        "content/en/blog/tags.yml:3 error blog tags "r.permalink": must be a route of the site: "../../x" has a ".." segment, which would lead out of its folder [blog-tags/invalid]",
        "content/en/blog/tags.yml:6 error blog tags "h.permalink": must be a route of the site: "//evil.example" has an empty segment ("//") [blog-tags/invalid]",
        "content/en/blog/tags.yml:8 error blog tags "..": the key must make a route segment of the tag's page: ".." has a ".." segment, which would lead out of its folder; give the tag another label or a permalink [blog-tags/invalid]",
      ]
    `);
  });

  it('a tag permalink and a tag label of a post that lead out of their folder', async () => {
    expect(await site.failure({ 'content/en/blog/2024-01-03-b.md': post('tags:\n  - label: X\n    permalink: /../../../x\n  - ".."\n  - "a\\u0001b"') })).toMatchInlineSnapshot(`
      [
        "content/en/blog/2024-01-03-b.md:4 error front matter "tags.0.permalink": must be a route of the site: "/../../../x" has a ".." segment, which would lead out of its folder [front-matter/invalid]",
        "content/en/blog/2024-01-03-b.md:5 error front matter "tags.1": must make a route segment of the tag's page: ".." has a ".." segment, which would lead out of its folder; give the tag another label or a permalink [front-matter/invalid]",
        "content/en/blog/2024-01-03-b.md:6 error front matter "tags.2": has the control character U+0001; remove it [front-matter/invalid]",
      ]
    `);
  });

  it('post file and folder names: "..", control characters, a date that is no day', async () => {
    expect(
      await site.failure({
        'content/en/blog/2024-01-02-...md': post('title: T'),
        'content/en/blog/2024-01-03-../index.md': post('title: T'),
        'content/en/blog/2024-01-04-a\u0001b.md': post('title: T'),
        'content/en/blog/2024-13-45-a.md': post('title: T'),
        'content/en/blog/2024-01-05-s.md': post('slug: /../../README'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/blog/2024-01-02-...md error the route "/blog/.." has a ".." segment, which would lead out of its folder, so the page cannot be written [content/unlinkable-route]",
        "content/en/blog/2024-01-03-../index.md error the route "/blog/.." has a ".." segment, which would lead out of its folder, so the page cannot be written [content/unlinkable-route]",
        "content/en/blog/2024-01-04-ab.md error the route "/blog/a�b" has control character U+0001, which means something else in a URL, so no link could reach the page [content/unlinkable-route]",
        "content/en/blog/2024-01-05-s.md:2 error front matter "slug": must be a route of the site: "/../../README" has a ".." segment, which would lead out of its folder [front-matter/invalid]",
        "content/en/blog/2024-13-45-a.md error blog post "content/en/blog/2024-13-45-a.md" is dated "2024-13-45", which is not a date [content/post-without-date]",
      ]
    `);
  });

  it('a very long post name builds', async () => {
    const name = 'x'.repeat(200);
    const { ok } = await site.build({ [`content/en/blog/2024-01-02-${name}.md`]: post('title: Long') });
    expect(ok).toBe(true);
    expect(read(`blog/${name}.html`)).toContain('Long');
  });
});

describe('feeds', () => {
  it('hold no character XML cannot, and close no section or element early', async () => {
    const { ok } = await site.build({
      'content/en/blog/2024-01-02-a.md': post('title: "a ]]> </title> <x> &amp;"\ndescription: "d ]]> \\uFFFE"', 'Body \u0001 \uFFFE \u0008 ]]> <b>bold</b> [x](https://example.org)\n'),
      'content/en/blog/2024-01-03-b.md': '# Heading \u0001 ]]> </title>\n\nBody.\n',
    });
    expect(ok).toBe(true);
    for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
      const text = read(feed);
      expect(text, feed).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
      expect(text, feed).not.toContain('</title> <x>');
      expect(text.match(/<title/g)?.length, feed).toBe(text.match(/<\/title>/g)?.length);
    }
    expect(read('blog/rss.xml')).toContain('<title>a ]]&gt; &lt;/title&gt; &lt;x&gt; &amp;amp;</title>');
    expect(JSON.parse(read('blog/feed.json')).items[0].title).toBe('Heading  ]]> </title>');
    expect(read('blog/feed.json')).not.toContain('\\u0001');
  });

  it('a javascript: link in a post is refused before it reaches a feed', async () => {
    expect(await site.failure({ 'content/en/blog/2024-01-02-a.md': post('title: T', '[x](javascript:alert(1)) <a href="JAVASCRIPT:alert(2)">y</a>\n') })).toMatchInlineSnapshot(`
      [
        "content/en/blog/2024-01-02-a.md:6:1 error a javascript: URL in "href" on <a> is not allowed in markdown [markdown/forbidden-html]",
        "content/en/blog/2024-01-02-a.md:6:26 error a javascript: URL in "href" on <a> is not allowed in markdown [markdown/forbidden-html]",
      ]
    `);
  });
});

describe('drafts and unlisted posts', () => {
  it('stay out of every list, feed, sitemap, search index and llms file; an unlisted post\'s own tag builds', async () => {
    const { ok, messages } = await site.build({
      'content/en/blog/2024-01-02-a.md': post('title: SECRET-UNLISTED\nunlisted: true\ntags: [hidden-tag]\nauthors: [{ name: HIDDEN-AUTHOR }]'),
      'content/en/blog/2024-01-03-d.md': post('title: SECRET-DRAFT\ndraft: true'),
      'content/en/blog/2024-01-04-p.md': post('title: Public'),
    });
    expect(ok, messages.join('\n')).toBe(true);
    for (const file of ['blog.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'blog/archive.html', 'blog/tags.html', 'sitemap.xml', 'llms.txt', 'llms-full.txt', 'search-index/en.json', 'blog/p.html']) {
      expect(read(file), file).not.toMatch(/SECRET|HIDDEN|hidden-tag/);
    }
    expect(fs.existsSync(path.join(site.outDir, 'blog/d.html'))).toBe(false);
    expect(fs.existsSync(path.join(site.outDir, 'blog/tags/hidden-tag.html'))).toBe(false);
  });

  it('pagination extremes: 0 and negative are config errors, a billion a page is one page', async () => {
    expect(await site.failure({ 'content/en/blog/2024-01-02-a.md': post('title: A') }, '  blog: { postsPerPage: 0, sidebarCount: -1 },\n')).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:4:11 error blog.postsPerPage: too small: expected number to be >=1; got 0 [config/invalid]",
        "laguna-docs.config.mjs:4:28 error blog.sidebarCount: too small: expected number to be >=0; got -1 [config/invalid]",
      ]
    `);
    const { ok } = await site.build({ 'content/en/blog/2024-01-02-a.md': post('title: A') }, '  blog: { postsPerPage: 1e9, sidebarCount: 1e9, feed: { limit: 1e9 } },\n');
    expect(ok).toBe(true);
    expect(fs.existsSync(path.join(site.outDir, 'blog/page/2.html'))).toBe(false);
  });
});
