import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// A page with a Docusaurus-style <head> block and one without: client-side navigation between them swaps
// the title and the block's tags in and out of the document's head.
let site: ServedSite | undefined;
let origin = '';

const MOVED = `# Moved

<head>
  <meta name="robots" content="noindex" />
  <meta name="author" content="Ana" />
  <link rel="canonical" href="https://example.com/moved" />
  <link rel="license" href="https://example.com/license" />
  <title>Custom title</title>
</head>

Back to [the intro](./intro.md).
`;

beforeAll(async () => {
  site = await serveSite({
    name: 'head',
    files: {
      'content/en/pages/index.md': '# Home\n',
      'content/en/docs/intro.md': '# Intro\n\nOn to [the moved page](./moved.md).\n',
      'content/en/docs/moved.md': MOVED,
      'laguna-docs.config.mjs': configFile({ title: 'Heads', url: 'https://example.org', basePath: '/' }),
    },
  });
  origin = site.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

/** What of the document's head a page's block may change: title, robots, author, canonical and license links. */
const headState = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    title: document.title,
    robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((element) => element.getAttribute('content')),
    author: [...document.head.querySelectorAll('meta[name="author"]')].map((element) => element.getAttribute('content')),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((element) => element.getAttribute('href')),
    license: [...document.head.querySelectorAll('link[rel="license"]')].map((element) => element.getAttribute('href')),
  }));

const INTRO = { title: 'Intro | Heads', robots: [], author: [], canonical: ['https://example.org/docs/intro'], license: [] };
const MOVED_HEAD = { title: 'Custom title', robots: ['noindex'], author: ['Ana'], canonical: ['https://example.com/moved'], license: ['https://example.com/license'] };

describe("a page's own <head> elements", () => {
  it('come and go with client-side navigation to and from the page', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/intro`);
    expect(await headState(page)).toEqual(INTRO);
    await markDocument(page);
    await page.locator('[data-content] a[href$="/docs/moved"]').click();
    await page.waitForURL(/\/docs\/moved$/);
    await expect.poll(() => headState(page)).toEqual(MOVED_HEAD);
    await page.locator('[data-content] a[href$="/docs/intro"]').click();
    await page.waitForURL(/\/docs\/intro$/);
    await expect.poll(() => headState(page)).toEqual(INTRO);
    await page.goBack();
    await page.waitForURL(/\/docs\/moved$/);
    await expect.poll(() => headState(page)).toEqual(MOVED_HEAD);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are in the server HTML of the page', async () => {
    const { context, page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${origin}/docs/moved`);
    expect(await headState(page)).toEqual(MOVED_HEAD);
    await context.close();
  });
});
