import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, holdRequests, openPage } from './browser.js';
import { firstLoadFiles } from './weight.js';

// A page loads a small boot script first; the runtime (React, the Layout, the router) comes at idle time
// or on the reader's first intent, and what the reader did before it is live is done once it is.
const site = inject('siteUrl');
const outDir = inject('outDir');
const basePath = inject('basePath');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;
const RUNTIME = /\/assets\/runtime\.[^/]+\.js$/;

afterAll(closeBrowser);

describe('boot script', () => {
  it('is all the JavaScript a docs page fetches before it is interactive, at most 25 KB gzip', () => {
    const js = firstLoadFiles(outDir, basePath, 'docs/intro.html').filter((file) => file.endsWith('.js'));
    expect(js.map((file) => path.basename(file))).toEqual([expect.stringMatching(/^app\.[0-9a-f]{10}\.js$/)]);
    expect(zlib.gzipSync(fs.readFileSync(js[0]!)).length).toBeLessThanOrEqual(25_000);
    expect(fs.readFileSync(js[0]!, 'utf8')).toMatch(/import\(new URL\("\.\/runtime\.[0-9a-f]{10}\.js",import\.meta\.url\)\.href\)/);
  });

  it('loads the runtime after the page has loaded, and the page goes live', async () => {
    const { context, page, errors } = await openPage();
    const runtimeRequests: string[] = [];
    page.on('request', (request) => {
      if (RUNTIME.test(request.url())) runtimeRequests.push(request.url());
    });
    await page.goto(url('/docs/intro'));
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(runtimeRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does a click on the colour toggle made before the page is live once it is', async () => {
    const { context, page } = await openPage();
    const held = await holdRequests(page, RUNTIME);
    await page.goto(url('/docs/intro'));
    await held.requested;
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('.color-toggle').click();
    expect(await page.getAttribute('html', 'data-hydrated')).toBeNull();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    held.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });

  it('opens search for Ctrl+K pressed before the page is live', async () => {
    const { context, page } = await openPage();
    const held = await holdRequests(page, RUNTIME);
    await page.goto(url('/docs/intro'));
    await held.requested;
    await page.keyboard.press('Control+k');
    expect(await page.getByRole('dialog').count()).toBe(0);
    held.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await context.close();
  });

  it('follows a link clicked before the page is live as a plain link', async () => {
    const { context, page } = await openPage();
    const held = await holdRequests(page, RUNTIME);
    await page.goto(url('/docs/intro'));
    await held.requested;
    await Promise.all([page.waitForURL(/\/docs\/overview/), page.locator('main a[href*="/docs/overview"]').first().click()]);
    held.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await context.close();
  });
});
