import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';

// UI strings: pages leave them to one file per locale, which the runtime loads once before hydrating.
const site = inject('siteUrl');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;
const STRINGS_FILE = /\/assets\/strings\.sl\.[0-9a-f]{10}\.json$/;

afterAll(closeBrowser);

describe('UI strings', () => {
  it('are loaded once per locale from its strings file and used by what the browser renders', async () => {
    const { context, page, errors } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page, url('/sl/docs/intro'));
    const data = JSON.parse((await page.locator('body > script#__laguna_data').textContent()) ?? '') as { site: Record<string, unknown> & { assets: { strings?: string } } };
    expect(data.site).not.toHaveProperty('strings');
    expect(data.site.assets.strings).toMatch(STRINGS_FILE);
    expect(requested.filter((href) => STRINGS_FILE.test(href))).toHaveLength(1);
    await markDocument(page);
    await page.locator('nav.pagination a').last().click();
    await page.waitForURL((target) => !target.pathname.endsWith('/docs/intro'));
    expect(await isSameDocument(page)).toBe(true);
    // Made by the browser from the loaded strings, not in the server HTML.
    await page.keyboard.press('Control+k');
    expect(await page.getByRole('combobox').getAttribute('placeholder')).toBe('Iščite po dokumentaciji');
    expect(requested.filter((href) => STRINGS_FILE.test(href))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('leave the page as served when the file cannot be loaded', async () => {
    const { context, page, messages } = await openPage();
    await page.route(STRINGS_FILE, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(url('/sl/docs/intro'));
    await page.mouse.move(200, 200);
    await expect.poll(() => messages.some((message) => message.type() === 'warning' && message.text().includes('the UI strings or sidebars could not be loaded; the page stays as served'))).toBe(true);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    await context.close();
  }, 60_000);
});
