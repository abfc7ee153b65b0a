import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// A two-locale site with a blog: the list, a post and a tag page open, hydrate without errors and
// navigate in place, in English and in Slovenian.
let site: ServedSite | undefined;

const post = (title: string, tags: string, body: string) => `---\ntitle: ${title}\nauthors: [ana]\ntags: [${tags}]\n---\n\n${body}\n\n<!-- truncate -->\n\n## More\n\nThe rest of ${title}.\n`;

beforeAll(async () => {
  site = await serveSite({
    name: 'blog-browser',
    files: {
      'laguna-docs.config.mjs': configFile({
        title: 'Blogged',
        url: 'https://example.org',
        basePath: '/b/',
        locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
        navbar: [{ type: 'link', label: 'Blog', to: '/blog' }, { type: 'locales', position: 'right' }],
        blog: { title: { en: 'News', sl: 'Novice' }, postsPerPage: 2 },
      }),
      'content/en/pages/index.md': '# Home\n',
      'content/en/blog/authors.yml': 'ana:\n  name: Ana Novak\n  title: Maintainer\n',
      'content/en/blog/2024-01-10-first.md': post('First post', 'releases', 'The first one.'),
      'content/en/blog/2024-02-10-second.md': post('Second post', 'releases, news', 'The second one.'),
      'content/en/blog/2024-03-10-third.md': post('Third post', 'news', 'The third one.'),
      'content/sl/blog/2024-01-10-first.md': post('Prva objava', 'releases', 'Prva.'),
      'content/sl/blog/2024-02-10-second.md': post('Druga objava', 'releases, news', 'Druga.'),
    },
  });
});

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

describe('the blog in Chromium', () => {
  for (const { prefix, list, first, second, tag, readMore } of [
    { prefix: '', list: 'News', first: 'Third post', second: 'Second post', tag: 'Posts tagged “releases”', readMore: 'Read more' },
    { prefix: '/sl', list: 'Novice', first: 'Druga objava', second: 'Prva objava', tag: 'Objave z oznako »releases«', readMore: 'Preberi več' },
  ]) {
    it(`opens the list, a post and a tag page${prefix ? ` in ${prefix.slice(1)}` : ''}, navigating in place`, async () => {
      const { context, page, errors } = await openPage();
      try {
        await visit(page, site!.url(`${prefix}/blog`));
        await expect(page.locator('h1').textContent()).resolves.toBe(list);
        await expect(page.locator('.blog-entry-title').allTextContents()).resolves.toEqual([first, second]);
        await expect(page.locator('.blog-read-more').first().textContent()).resolves.toBe(readMore);
        // The excerpt, not the rest.
        await expect(page.locator('main').textContent()).resolves.not.toContain('The rest of');

        await markDocument(page);
        await page.locator('.blog-entry-title a', { hasText: second }).click();
        await page.waitForURL(site!.url(`${prefix}/blog/${prefix ? 'first' : 'second'}`));
        await expect(page.locator('h1').textContent()).resolves.toBe(second);
        await expect(page.locator('.post-meta time').getAttribute('datetime')).resolves.toMatch(/^2024-0[12]-10$/);
        await expect(page.locator('.post-author-name').textContent()).resolves.toBe('Ana Novak');
        await expect(page.locator('main').textContent()).resolves.toContain('The rest of');
        await expect(page.locator('.sidebar-nav .sidebar-link').count()).resolves.toBe(prefix ? 2 : 3);
        expect(await isSameDocument(page)).toBe(true);

        await page.locator('.post-tags a', { hasText: 'releases' }).click();
        await page.waitForURL(site!.url(`${prefix}/blog/tags/releases`));
        await expect(page.locator('h1').textContent()).resolves.toBe(tag);
        await expect(page.locator('.blog-entry-title').count()).resolves.toBe(2);
        expect(await isSameDocument(page)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('pages through the list and links the feeds from the head', async () => {
    const { context, page, errors } = await openPage();
    try {
      await visit(page, site!.url('/blog'));
      await page.locator('.blog-pagination a[rel="next"]').click();
      await page.waitForURL(site!.url('/blog/page/2'));
      await expect(page.locator('.blog-entry-title').allTextContents()).resolves.toEqual(['First post']);
      await expect(page.locator('link[type="application/rss+xml"]').getAttribute('href')).resolves.toBe('https://example.org/b/blog/rss.xml');
      const feed = await page.request.get(site!.url('/blog/rss.xml'));
      expect(feed.ok()).toBe(true);
      expect(await feed.text()).toContain('<title>Third post</title>');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
