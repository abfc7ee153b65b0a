import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// A reference whose sidebar is large (600 operations in three tags): its pages leave their share of the
// sidebar to the locale's sidebars file, and the page script makes the entries of a category opened from there.
let site: ServedSite | undefined;
let origin = '';

function spec() {
  const paths: Record<string, unknown> = {};
  for (let index = 0; index < 600; index++) {
    paths[`/things${index}`] = { get: { operationId: `op-${index}`, summary: `Operation ${index}`, tags: [`tag-${index % 3}`], responses: { '200': { description: 'OK' } } } };
  }
  return { openapi: '3.0.3', info: { title: 'Large', version: '1.0.0' }, tags: [{ name: 'tag-0' }, { name: 'tag-1' }, { name: 'tag-2' }], paths };
}

beforeAll(async () => {
  site = await serveSite({
    name: 'large-sidebar',
    files: {
      'content/en/pages/index.md': '# Home\n\nThe [API](/api).\n',
      'content/en/docs/index.md': '# Docs\n\nThe [API](/api).\n',
      'openapi/spec.json': JSON.stringify(spec()),
      'laguna-docs.config.mjs': configFile({ title: 'Large', url: 'https://example.org', basePath: '/', openapi: { spec: 'openapi/spec.json', route: '/api' } }),
    },
  });
  origin = site.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

describe('a page of a large sidebar', () => {
  it('hydrates from the sidebars file, opens other categories and navigates in place', async () => {
    const { context, page, messages, errors } = await openPage();
    await visit(page, `${origin}/api/op-3`);
    const data = await page.evaluate(() => JSON.parse(document.getElementById('__laguna_data')!.textContent!).site.sidebars.api);
    expect(data).toEqual({ id: 'api', items: [], inFile: true });
    expect(await page.getAttribute('.sidebar-nav a[aria-current="page"]', 'href')).toBe('/api/op-3');
    // Another tag, closed on this page: its entries (parts of about 25 operations) come from the file.
    const other = page.locator('.sidebar-nav li.sidebar-category', { has: page.locator('> button', { hasText: 'tag-1' }) });
    await other.locator('> button').click();
    expect(await other.locator('> button').getAttribute('aria-expanded')).toBe('true');
    await other.locator('> ul > li.sidebar-category > button').first().click();
    await page.locator('.sidebar-nav a[href="/api/op-4"]').waitFor();
    await markDocument(page);
    await page.click('.sidebar-nav a[href="/api/op-4"]');
    await page.waitForURL(`${origin}/api/op-4`);
    await expect.poll(() => page.getAttribute('.sidebar-nav a[aria-current="page"]', 'href')).toBe('/api/op-4');
    expect(await isSameDocument(page)).toBe(true);
    // React reports a page whose markup differs from the data it hydrates with (see `start`).
    expect(messages.filter((message) => /hydrat|sidebars/.test(message.text())).map((message) => message.text())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays as served when the sidebars file cannot be loaded: a category whose entries are in it stays closed', async () => {
    const { context, page, messages } = await openPage();
    await page.route(/\/assets\/sidebars\.[^/]+\.json$/, (route) => route.abort());
    await visit(page, `${origin}/api/op-3`);
    expect(await page.getAttribute('.sidebar-nav a[aria-current="page"]', 'href')).toBe('/api/op-3');
    const other = page.locator('.sidebar-nav li.sidebar-category', { has: page.locator('> button', { hasText: 'tag-1' }) });
    await other.locator('> button').click();
    await expect.poll(() => messages.some((message) => message.text().includes('the sidebar entries could not be loaded; the category stays closed'))).toBe(true);
    await expect.poll(() => other.locator('> button').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getAttribute('.sidebar-nav a[aria-current="page"]', 'href')).toBe('/api/op-3');
    await context.close();
  });
});
