import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { GENERATED_SAMPLE_LANGUAGES, writeRequestSample, type RequestPlan } from '@laguna-docs/shared';
import { clickNewLink, closeBrowser, holdRequests, isSameDocument, markDocument, openPage, visit } from './browser.js';

// Request samples: the server sends the first complete and the other languages as a note beside the
// request's plan; the sample script writes them in the browser with the build's own writers.
const site = inject('siteUrl');
const basePath = inject('basePath');

afterAll(closeBrowser);

const LABELS = GENERATED_SAMPLE_LANGUAGES.map(({ label }) => label);

describe('request samples', () => {
  it('switches to every language, each written from the request plan and highlighted, with a copy button', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, new URL('api/torrent-put', site).href);
    const tabs = page.locator('#request-samples ~ .api-tabs');
    expect(await tabs.locator('label.api-tab').allTextContents()).toEqual(LABELS);
    const plan = JSON.parse((await tabs.locator('script[data-request-plan]').textContent()) ?? '') as RequestPlan;
    for (const [index, { language, label }] of GENERATED_SAMPLE_LANGUAGES.entries()) {
      await tabs.locator('label.api-tab', { hasText: new RegExp(`^${label.replace('+', '\\+')}$`) }).click();
      const panel = tabs.locator('.api-tab-panel').nth(index);
      const code = panel.locator(`code.language-${language}`);
      await expect.poll(() => code.count(), { timeout: 20_000 }).toBe(1);
      expect(await panel.isVisible(), label).toBe(true);
      expect(await code.textContent(), label).toBe(writeRequestSample(language, plan)!.code);
      expect(await code.locator('[class^="hljs-"]').count(), label).toBeGreaterThan(0);
      expect(await panel.locator('.code-block button[data-copy]').count(), label).toBe(1);
      expect(await panel.locator('.api-sample-note').count(), label).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes the samples of a page reached by client navigation', async () => {
    const { context, page } = await openPage();
    await visit(page, new URL('docs/intro', site).href);
    await markDocument(page);
    await clickNewLink(page, `${basePath}api/torrent-get`);
    await expect.poll(() => page.locator('#request-samples ~ .api-tabs [data-request-sample][data-written]').count(), { timeout: 20_000 }).toBe(LABELS.length - 1);
    expect(await isSameDocument(page)).toBe(true);
    await page.locator('#request-samples ~ .api-tabs label.api-tab', { hasText: /^Python$/ }).click();
    expect(await page.locator('#request-samples ~ .api-tabs code.language-python').textContent()).toContain('import requests');
    await context.close();
  });

  it('remembers the language chosen across pages and reloads', async () => {
    const { context, page } = await openPage();
    await visit(page, new URL('api/torrent-put', site).href);
    const python = () => page.locator('#request-samples ~ .api-tabs .api-tab-panel').nth(2);
    await page.locator('#request-samples ~ .api-tabs label.api-tab', { hasText: /^Python$/ }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('laguna-docs:sample-language'))).toBe('Python');
    await markDocument(page);
    await clickNewLink(page, `${basePath}api/torrent-get`);
    await page.waitForURL((target) => target.pathname.endsWith('/api/torrent-get'));
    await expect.poll(() => python().isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await python().locator('code.language-python').textContent()).toContain('import requests');
    expect(await isSameDocument(page)).toBe(true);
    await page.reload();
    await expect.poll(() => python().isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('#request-samples ~ .api-tabs .api-tab-panel').first().isVisible()).toBe(false);
    await context.close();
  });

  const reached: Array<[string, RegExp, (page: Page) => Promise<void>, boolean]> = [
    // The page script is held: the choice is made as the parser reaches the tabs.
    ['from the first paint, before any script of the page has loaded', /\/assets\/app\.[0-9a-f]+\.js$/, (page) => page.goto(new URL('api/torrent-put', site).href, { waitUntil: 'commit' }).then(() => undefined), false],
    [
      'on a page reached by client navigation, before the sample script has loaded',
      /\/assets\/samples\.[0-9a-f]+\.js$/,
      async (page) => {
        await visit(page, new URL('docs/intro', site).href);
        await markDocument(page);
        await clickNewLink(page, `${basePath}api/torrent-put`);
      },
      true,
    ],
  ];
  for (const [when, script, reach, sameDocument] of reached) {
    it(`shows the language chosen last ${when}`, async () => {
      const { context, page, errors } = await openPage();
      await page.addInitScript(() => localStorage.setItem('laguna-docs:sample-language', 'Python'));
      const held = await holdRequests(page, script);
      await reach(page);
      await held.requested;
      const panels = page.locator('#request-samples ~ .api-tabs .api-tab-panel');
      // Until the stylesheet has loaded, every panel is visible: wait for the first to be hidden.
      await panels.first().waitFor({ state: 'hidden' });
      expect(await panels.nth(2).isVisible()).toBe(true);
      expect(await isSameDocument(page)).toBe(sameDocument);
      held.release();
      await expect.poll(() => panels.nth(2).locator('code.language-python').count(), { timeout: 20_000 }).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }

  it('writes the sample shown at once and the others one per idle task, or as soon as their tab is chosen', async () => {
    const { context, page, errors } = await openPage();
    // The page's idle callbacks wait for the test to run them, one at a time.
    await page.addInitScript(() => {
      const w = window as unknown as { __idle: Array<() => void> };
      w.__idle = [];
      window.requestIdleCallback = (callback: IdleRequestCallback) => w.__idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })) as number;
    });
    await visit(page, new URL('api/torrent-put', site).href);
    const written = () => page.locator('#request-samples ~ .api-tabs [data-request-sample][data-written]').count();
    const idle = () => page.evaluate(() => (window as unknown as { __idle: unknown[] }).__idle.length);
    // Ruby, the last, chosen before any idle task has run: written at once, and alone.
    await page.locator('#request-samples ~ .api-tabs label.api-tab', { hasText: /^Ruby$/ }).click();
    await expect.poll(() => page.locator('#request-samples ~ .api-tabs code.language-ruby').count(), { timeout: 20_000 }).toBe(1);
    const counts = [await written()];
    expect(counts[0]).toBe(1);
    while (counts.at(-1)! < LABELS.length - 1 && counts.length < 20) {
      await expect.poll(idle).toBeGreaterThan(0);
      await page.evaluate(() => (window as unknown as { __idle: Array<() => void> }).__idle.shift()!());
      counts.push(await written());
    }
    expect(counts.at(-1)).toBe(LABELS.length - 1);
    // One sample at most in each task.
    expect(counts.slice(1).every((count, index) => count - counts[index]! <= 1), counts.join(', ')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows the first sample complete and a note in the other tabs without JavaScript', async () => {
    const { context, page } = await openPage({ javaScriptEnabled: false });
    await page.goto(new URL('api/torrent-put', site).href);
    const tabs = page.locator('#request-samples ~ .api-tabs');
    expect(await tabs.locator('.api-tab-panel').first().locator('code.language-bash').textContent()).toMatch(/^curl -X PUT /);
    await tabs.locator('label.api-tab', { hasText: /^Go$/ }).click();
    const go = tabs.locator('.api-tab-panel').nth(3);
    expect(await go.isVisible()).toBe(true);
    expect(await go.textContent()).toBe("This sample is written by the page's script. Without JavaScript, the curl sample makes the same request.");
    await context.close();
  });
});
