import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, visit } from './browser.js';
import { firstLoadFiles } from './weight.js';

// A docs page loads one small page script, and nothing else until the reader searches: its controls,
// client navigation and search's trigger are plain scripts on the server's markup, and React comes only
// to pages with islands (see `islands.test.ts`; sites that override theme components: `themeSite.test.ts`).
const site = inject('siteUrl');
const outDir = inject('outDir');
const basePath = inject('basePath');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;

/** The page script's gzip bytes, pinned: a change that adds to it shows here (the design's budget is 25 KB in all). */
const PAGE_SCRIPT_GZIP = 12_500;

afterAll(closeBrowser);

describe('the page script', () => {
  it(`is all the JavaScript a docs page loads before search, at most ${PAGE_SCRIPT_GZIP} bytes gzip`, () => {
    const js = firstLoadFiles(outDir, basePath, 'docs/intro.html').filter((file) => file.endsWith('.js'));
    expect(js.map((file) => path.basename(file))).toEqual([expect.stringMatching(/^app\.[0-9a-f]{10}\.js$/)]);
    expect(zlib.gzipSync(fs.readFileSync(js[0]!)).length).toBeLessThanOrEqual(PAGE_SCRIPT_GZIP);
    // React is a chunk of its own, for the islands of the pages that have them.
    expect(fs.readFileSync(js[0]!, 'utf8')).toMatch(/import\(new URL\("\.\/react\.[0-9a-f]{10}\.js",import\.meta\.url\)\.href\)/);
  });

  it('makes a docs page live without loading another script, on a full load and after client navigation', async () => {
    const { context, page, errors } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.posix.basename(new URL(request.url()).pathname));
    });
    await visit(page, url('/docs/intro'));
    await page.locator('a[href$="/docs/contributing"]').first().click();
    await page.waitForURL(/\/docs\/contributing$/);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([expect.stringMatching(/^app\.[0-9a-f]{10}\.js$/)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens search for Ctrl+K pressed as soon as the page is shown', async () => {
    const { context, page } = await openPage();
    await page.goto(url('/docs/intro'), { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await context.close();
  });
});
