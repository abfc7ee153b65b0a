import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';

// UI strings: pages leave them to one file per locale, which the page script loads once, when something
// the browser makes needs them (a page navigated to, the search dialog).
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
    // The page as served is live without them.
    expect(requested.filter((href) => STRINGS_FILE.test(href))).toHaveLength(0);
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
  });

  it('leave the page as served and its controls working when the file cannot be loaded; search says it failed, with Retry', async () => {
    const { context, page, messages } = await openPage();
    await page.route(STRINGS_FILE, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await visit(page, url('/sl/docs/intro'));
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    await page.locator('.color-toggle').click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.keyboard.press('Control+k');
    await page.getByRole('alert').getByRole('button').first().waitFor();
    expect(messages.some((message) => message.type() === 'warning' && message.text().includes('the search chunk failed to load'))).toBe(true);
    await context.close();
  });
});
