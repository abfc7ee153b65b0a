import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toHtml } from 'hast-util-to-html';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@laguna-docs/builder';
import type { ResolvedConfig } from '@laguna-docs/config';
import { parseMarkdown } from '@laguna-docs/markdown';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { serveSite, writeFiles, type ServedSite } from './servedSite.js';

// Hostile pages (test/hostile/html) in Chromium: no script of theirs may run, on load, after a client-side
// navigation or on a click. Every payload sets `window.__pwned`; alerts are caught too.
const hostile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/hostile/html');
const PAYLOAD = 'window.__pwned = (window.__pwned || 0) + 1; alert(1)';

let site: ServedSite | undefined;
let siteUrl: string;

/**
 * A site whose page `docs/clobber` carries, in an element of its own with the hydration data's id, a copy
 * of its real page data with an announcement whose HTML and text run the payload: what an author would
 * write to take over the client, had it read the first element with that id.
 */
async function buildWithFakeData(config: ResolvedConfig): Promise<void> {
  await buildSite({ config });
  const built = fs.readFileSync(path.join(config.outDir, 'docs/clobber.html'), 'utf8');
  const data = JSON.parse(/<script type="application\/json" id="__laguna_data">(.*?)<\/script>/s.exec(built)![1]!) as { site: Record<string, unknown> };
  // A title unlike the page's own makes React render the page afresh from the data it was given.
  data.site.title = 'Taken over';
  data.site.announcement = { id: 'fake', html: `<img src="x" onerror="${PAYLOAD}">`, text: `<img src="x" onerror="${PAYLOAD}">`, link: { label: 'go', href: `javascript:${PAYLOAD}` } };
  const escaped = JSON.stringify(data).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  writeFiles(config.root, { 'content/en/docs/clobber.md': fs.readFileSync(path.join(hostile, 'clobber.md'), 'utf8').replace(/<div id="__laguna_data" hidden>.*<\/div>/, `<div id="__laguna_data" hidden>${escaped}</div>`) });
  await buildSite({ config });
}

beforeAll(async () => {
  site = await serveSite({
    name: 'hostile-browser',
    files: {
      'laguna-docs.config.mjs': `export default { title: 'Hostile', url: 'https://example.org', basePath: '/h/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] }, announcement: { id: 'real', text: 'A real announcement', link: { label: 'Read', to: '/docs/intro' } } };\n`,
      'content/en/pages/index.md': '# Home\n',
      'content/en/docs/intro.md': '# Intro\n\n[To the clobbering page](./clobber.md)\n',
      'content/en/docs/clobber.md': fs.readFileSync(path.join(hostile, 'clobber.md'), 'utf8'),
    },
    build: buildWithFakeData,
  });
  siteUrl = site.url('/');
});

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

/**
 * Whether a payload ran: the flag it sets, or a dialog it opened. Asked once the page has settled: no
 * request left (a broken image's `onerror` fires when its request ends) and a frame drawn.
 */
async function watch(page: Page): Promise<() => Promise<boolean>> {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    return dialogs > 0 || (await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned !== undefined));
  };
}

describe('hostile pages in the browser', () => {
  it('a page of the author holding fake hydration data runs nothing on load, and the real data is used', async () => {
    const { context, page, errors } = await openPage();
    const pwned = await watch(page);
    await visit(page, `${siteUrl}docs/clobber`);
    expect(await pwned()).toBe(false);
    expect(await page.locator('.announcement').innerText()).toContain('A real announcement');
    expect(await page.locator('.announcement img').count()).toBe(0);
    expect(await page.locator('#content-__laguna_data').count()).toBe(1);
    expect(await page.evaluate(() => document.querySelectorAll('[id="__laguna_data"]').length)).toBe(1);
    expect(await pwned()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs nothing after a client-side navigation to that page, nor on a click of its links', async () => {
    const { context, page } = await openPage();
    const pwned = await watch(page);
    await visit(page, `${siteUrl}docs/intro`);
    await markDocument(page);
    await page.locator('[data-content] a[href$="/docs/clobber"]').click();
    await page.waitForURL(/\/docs\/clobber$/);
    await page.waitForSelector('#main-1', { state: 'attached' });
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator('.announcement img').count()).toBe(0);
    await page.locator('[data-content] a[href="#main-1"]').click();
    await page.locator('.announcement a').click();
    await page.waitForURL(/\/docs\/intro$/);
    expect(await pwned()).toBe(false);
    await context.close();
  });

  it('the SVG animation payloads run script when left in, and nothing once the HTML policy has removed them', async () => {
    const markdown = fs.readFileSync(path.join(hostile, 'svg-animate.md'), 'utf8').replaceAll('window.__pwned=1', PAYLOAD.replaceAll(' ', ''));
    const parsed = parseMarkdown({ markdown, file: 'svg-animate.md' });
    expect(parsed.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toHaveLength(3);
    const clickAll = async (html: string) => {
      const { context, page } = await openPage();
      const pwned = await watch(page);
      await page.setContent(`<!doctype html><body>${html}</body>`);
      const links = page.locator('svg a');
      for (let index = 0; index < (await links.count()); index++) await links.nth(index).click();
      const ran = await pwned();
      await context.close();
      return ran;
    };
    // The harness sees the payload run: the raw HTML as written.
    expect(await clickAll(markdown.replace(/^# .*$/m, ''))).toBe(true);
    expect(await clickAll(toHtml(parsed.hast))).toBe(false);
  });
});
