import { afterAll, describe, expect, inject, it } from 'vitest';
import { breakPageData, closeBrowser, holdRequests, isSameDocument, markDocument, openPage, visit } from './browser.js';

/** How long a route change may take before the progress bar shows (the spec's 200 ms). */
const PROGRESS_DELAY_MS = 200;

const site = inject('siteUrl');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;

afterAll(closeBrowser);

describe('client-side navigation', () => {
  it('opens a docs page from the sidebar without a full load, with title, canonical and hreflang links, history and focus', async () => {
    const { context, page } = await openPage();
    await visit(page, url('/docs/intro'));
    await markDocument(page);
    const link = page.locator('a[href$="/docs/contributing"]').first();
    await link.click();
    await page.waitForURL(/\/docs\/contributing$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/laguna-docs\/docs\/contributing$/);
    expect(await page.getAttribute('link[rel="alternate"][hreflang="sl"]', 'href')).toMatch(/\/laguna-docs\/sl\/docs\/contributing$/);
    await expect.poll(() => page.title()).toMatch(/ \| Laguna docs$/);
    expect(await page.title()).not.toBe(await page.evaluate(() => 'stale'));
    const focused = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focused).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/docs\/intro$/);
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });

  it("styles an API page reached from a docs page, whose stylesheet the docs page did not link", async () => {
    const { context, page } = await openPage();
    await visit(page, url('/docs/intro'));
    await markDocument(page);
    expect(await page.locator('link[href*="/assets/api."]').count()).toBe(0);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.navbar a[href$="/api"]')?.click());
    await page.waitForURL(/\/api$/);
    await page.locator('a[href$="/api/torrent-put"]').first().click();
    await page.waitForURL(/\/api\/torrent-put$/);
    expect(await isSameDocument(page)).toBe(true);
    // The method badge above the path has its colour: the API styles arrived before the page showed.
    const badge = page.locator('main .api-method').first();
    await badge.waitFor();
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('loads the sidebar entries a page left out when a category opens, and keeps them open on the next page', async () => {
    const { context, page } = await openPage();
    await visit(page, url('/docs/overview/users'));
    await markDocument(page);
    // The page's markup and data hold the open categories only; Contributing's entries come from the sidebars file.
    const backend = page.locator('.sidebar-nav a[href$="/docs/category/backend"]');
    expect(await backend.count()).toBe(0);
    const contributing = page.locator('.sidebar-toggle').nth(1);
    await contributing.click();
    await expect.poll(() => backend.isVisible()).toBe(true);
    await page.locator('.sidebar-nav a[href$="/docs/overview/peers"]').click();
    await page.waitForURL(/\/docs\/overview\/peers$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await contributing.getAttribute('aria-expanded')).toBe('true');
    expect(await backend.isVisible()).toBe(true);
    await context.close();
  });

  it('restores the scroll position on back and scrolls to the top on a new page', async () => {
    const { context, page } = await openPage({ viewport: { width: 1280, height: 500 } });
    await visit(page, url('/docs/contributing/backend/configuration'));
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // Clicked from script: a pointer click would first scroll the link into view.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav a[href$="/docs/intro"]')?.click());
    await page.waitForURL(/\/docs\/intro$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/configuration$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(300);
    await context.close();
  });

  it('switches language with a full load to the same page in the other locale', async () => {
    const { context, page } = await openPage();
    await visit(page, url('/docs/intro'));
    await markDocument(page);
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href$="/laguna-docs/sl/docs/intro"]');
      link?.click();
    });
    await page.waitForURL(/\/sl\/docs\/intro$/);
    expect(await page.getAttribute('html', 'lang')).toBe('sl');
    expect(await isSameDocument(page)).toBe(false);
    await context.close();
  });

  it('shows the progress bar only when loading takes longer than 200 ms', async () => {
    const { context, page } = await openPage();
    await visit(page, url('/docs/intro'));
    await page.evaluate(() => {
      const seen = ((window as unknown as { __bars: number }).__bars = 0);
      void seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) (window as unknown as { __bars: number }).__bars++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // The page's clock stands still from here: only the test moves it, so a busy machine cannot make a
    // fast load take 200 ms.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    // Fast: the load ends before the page's clock has moved 200 ms, no bar.
    await page.locator('a[href$="/docs/contributing"]').first().click();
    await page.waitForURL(/\/docs\/contributing$/);
    await page.clock.runFor(PROGRESS_DELAY_MS);
    expect(await page.evaluate(() => (window as unknown as { __bars: number }).__bars)).toBe(0);
    // Slow: held back; no bar until 200 ms have passed, then the bar; let through, the bar goes away.
    const held = await holdRequests(page, /\/docs\/overview\/users$/);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href$="/docs/category/overview"]')?.click());
    await page.waitForURL(/\/docs\/category\/overview$/);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href$="/docs/overview/users"]')?.click());
    await held.requested;
    await page.clock.runFor(PROGRESS_DELAY_MS - 10);
    expect(await page.locator('[role="progressbar"]').count()).toBe(0);
    await page.clock.runFor(20);
    await page.waitForSelector('[role="progressbar"]');
    held.release();
    await page.waitForURL(/\/docs\/overview\/users$/);
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    await context.close();
  });

  it('renders the not-found page for an unknown path', async () => {
    const { context, page } = await openPage();
    const response = await page.goto(url('/docs/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toMatch(/link is broken/i);
    const sl = await page.goto(url('/sl/docs/no-such-page'));
    expect(sl?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('sl');
    await context.close();
  });
});

describe('prefetching', () => {
  const intro = () => url('/docs/intro');

  it('prefetches a link on hover', async () => {
    const { context, page } = await openPage();
    await visit(page, intro());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.locator('a[href$="/docs/contributing"]').first().hover();
    await expect.poll(() => requested.some((href) => href.endsWith('/docs/contributing'))).toBe(true);
    await context.close();
  });

  for (const [name, connection] of [
    ['data saving is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`does not prefetch when ${name}`, async () => {
      const { context, page } = await openPage();
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
      await visit(page, intro());
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.locator('a[href$="/docs/contributing"]').first().hover();
      // A prefetch starts its request in the hover's own event handler: once a request the page makes
      // after the hover is seen, one the hover made would have been seen before it.
      await Promise.all([page.waitForRequest(/\?after-hover$/), page.evaluate((probe) => void fetch(probe), `${intro()}?after-hover`)]);
      expect(requested.filter((href) => href.endsWith('/docs/contributing'))).toEqual([]);
      await context.close();
    });
  }
});

describe('failures', () => {
  it('warns and loads the page in full when the route load fails', async () => {
    const { context, page, messages } = await openPage();
    await visit(page, url('/docs/intro'));
    await markDocument(page);
    // Fail only requests made by the script; the full page load that follows goes through.
    await page.route(/\/docs\/contributing$/, (route) => (route.request().isNavigationRequest() ? route.continue() : route.fulfill({ status: 500, body: 'boom' })));
    await page.locator('a[href$="/docs/contributing"]').first().click();
    await page.waitForURL(/\/docs\/contributing$/);
    await page.waitForLoadState('load');
    expect(await isSameDocument(page)).toBe(false);
    expect(messages.some((message) => message.type() === 'warning' && message.text().includes('loading it in full'))).toBe(true);
    await context.close();
  });

  it('shows a page whose data no layout could render from its served markup (it is not rendered in the browser)', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, url('/docs/intro'));
    await markDocument(page);
    await page.route(/\/docs\/contributing$/, async (route) => {
      if (route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: breakPageData(await response.text()) });
    });
    await page.locator('a[href$="/docs/contributing"]').first().click();
    await page.waitForURL(/\/docs\/contributing$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Contributing');
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
