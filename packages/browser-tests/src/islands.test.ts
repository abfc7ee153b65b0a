import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, holdRequests, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// A site component with state and an event handler, used as an island (`client:load`) on one page:
// it works after a full load and after client-side navigation to and from its page; a page without
// islands loads no component script.
let site: ServedSite | undefined;
let origin = '';

const COUNTER = `import { useState } from 'react';

export default function Counter({ start, label, children }) {
  const [count, setCount] = useState(start);
  return (
    <div className="counter">
      <button type="button" onClick={() => setCount(count + 1)}>{label}: {count}</button>
      {children}
    </div>
  );
}
`;

const COUNTER_PAGE = `---
title: Counter
---
import Counter from '@site/src/components/Counter.jsx';

<Counter client:load start={2} label="Clicks">
  Back to [the plain page](./plain.md).
</Counter>
`;

beforeAll(async () => {
  site = await serveSite({
    name: 'islands',
    files: {
      'content/en/pages/index.md': '# Home\n',
      'content/en/docs/plain.md': '# Plain\n\nGo to [the counter](./counter.mdx).\n',
      'content/en/docs/counter.mdx': COUNTER_PAGE,
      // An island far below the fold, hydrated when it scrolls into view or the reader reaches into it.
      'content/en/docs/later.mdx': `import Counter from '@site/src/components/Counter.jsx';\n\n${Array.from({ length: 150 }, (_, index) => `Paragraph ${index + 1}.`).join('\n\n')}\n\n<Counter client:visible start={5} label="Later" />\n`,
      // An island whose component writes nothing: nothing to scroll into view, so it does not wait for that.
      'content/en/docs/unseen.mdx': "import Beacon from '@site/src/components/Beacon.jsx';\n\n# Unseen\n\n<Beacon client:visible />\n",
      'src/components/Counter.jsx': COUNTER,
      'src/components/Beacon.jsx': "import { useEffect } from 'react';\n\nexport default function Beacon() {\n  useEffect(() => {\n    document.documentElement.dataset.beacon = 'live';\n  }, []);\n  return null;\n}\n",
      'laguna-docs.config.mjs': configFile({ title: 'Islands', url: 'https://example.org', basePath: '/' }),
    },
  });
  origin = site.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

/** Clicks the counter once it is live and gives its text after the click. */
async function clickCounter(page: Page): Promise<string> {
  await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
  const button = page.locator('.counter button');
  const before = await button.textContent();
  await button.click();
  await page.waitForFunction((text) => document.querySelector('.counter button')?.textContent !== text, before);
  return (await button.textContent()) ?? '';
}

const counterText = (page: Page) => page.locator('.counter button').textContent();

describe('an interactive site component (island)', () => {
  it('counts clicks made before React is live, once the island is', async () => {
    const { context, page, errors } = await openPage();
    // A page with islands loads React for them alone; the rest of the page is live without it.
    const react = await holdRequests(page, /\/assets\/react\.[^/]+\.js$/);
    await page.goto(`${origin}/docs/counter`);
    await react.requested;
    await page.locator('.counter button').click();
    await page.locator('.counter button').click();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.locator('laguna-island[data-hydrated]').count()).toBe(0);
    expect(await counterText(page)).toBe('Clicks: 2');
    react.release();
    await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
    // Both clicks, in order, and none done twice.
    await expect.poll(() => counterText(page)).toBe('Clicks: 4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts a click made after the page is live but before the island\'s component has loaded', async () => {
    const { context, page, errors } = await openPage();
    const chunk = await holdRequests(page, /\/assets\/islands\/island\.[^/]+\.js$/);
    await visit(page, `${origin}/docs/counter`);
    await chunk.requested;
    await page.locator('.counter button').click();
    expect(await page.locator('laguna-island[data-hydrated]').count()).toBe(0);
    expect(await counterText(page)).toBe('Clicks: 2');
    chunk.release();
    await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
    await expect.poll(() => counterText(page)).toBe('Clicks: 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates an island that waits to be visible at once when the reader presses on it, out of view still', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/later`);
    await page.waitForFunction(() => customElements.get('laguna-island') !== undefined);
    const island = page.locator('laguna-island');
    // The island element itself has no box (`display: contents`): its button has.
    const belowTheFold = () => island.evaluate((element) => element.querySelector('button')!.getBoundingClientRect().top > window.innerHeight);
    expect(await belowTheFold()).toBe(true);
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await island.evaluate((element) => element.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
    expect(await belowTheFold()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates an island that waits to be visible when it scrolls into view, though the island element has no box', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/later`);
    await page.waitForFunction(() => customElements.get('laguna-island') !== undefined);
    const island = page.locator('laguna-island');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await page.locator('laguna-island button').scrollIntoViewIfNeeded();
    await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
    expect(await clickCounter(page)).toBe('Later: 6');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a client:visible island whose component writes nothing', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/unseen`);
    await page.waitForSelector('laguna-island[data-hydrated]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.beacon)).toBe('live');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts after a full load, keeping the page\'s children as served', async () => {
    const { context, page, errors, messages } = await openPage();
    await visit(page, `${origin}/docs/counter`);
    expect(await page.locator('.counter button').textContent()).toBe('Clicks: 2');
    expect(await clickCounter(page)).toBe('Clicks: 3');
    expect(await clickCounter(page)).toBe('Clicks: 4');
    expect(await page.locator('.counter a').getAttribute('href')).toBe('/docs/plain');
    // Hydrated without a mismatch: React reports none.
    expect(messages.filter((message) => message.type() === 'error' && /hydrat|laguna-docs/i.test(message.text())).map((message) => message.text())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads no component script on a page without islands, and works after client-side navigation to and from its page', async () => {
    const { context, page, errors } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/islands/')) scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, `${origin}/docs/plain`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await markDocument(page);
    await page.getByRole('link', { name: 'the counter' }).click();
    await page.waitForURL(`${origin}/docs/counter`);
    expect(await clickCounter(page)).toBe('Clicks: 3');
    expect(await isSameDocument(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    // Away and back: the island is unmounted with the old content and mounted afresh with the new.
    await page.getByRole('link', { name: 'the plain page' }).click();
    await page.waitForURL(`${origin}/docs/plain`);
    await page.getByRole('link', { name: 'the counter' }).click();
    await page.waitForURL(`${origin}/docs/counter`);
    expect(await clickCounter(page)).toBe('Clicks: 3');
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
