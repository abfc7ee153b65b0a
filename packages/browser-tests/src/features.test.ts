import { afterAll, describe, expect, inject, it } from 'vitest';
import { clickNewLink, closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { firstLoadFiles } from './weight.js';

// Math and diagrams on the Laguna site's markdown page: what loads, what is drawn, and what the other pages skip.
const site = inject('siteUrl');
const outDir = inject('outDir');
const basePath = inject('basePath');

afterAll(closeBrowser);

describe('diagrams and math', () => {
  it('draws the diagram in the colour mode, again when it changes, with KaTeX styling the math', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, new URL('markdown-page', site).href);
    const diagram = page.locator('[data-diagram="mermaid"]');
    await expect.poll(() => diagram.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('light');
    expect(await diagram.locator('.diagram-drawing svg').count()).toBe(1);
    expect(await diagram.locator('.code-block').isVisible()).toBe(false);
    expect(await page.locator('.katex').first().evaluate((element) => getComputedStyle(element).fontFamily)).toContain('KaTeX_Main');
    await page.click('.color-toggle');
    await expect.poll(() => diagram.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('dark');
    expect(await diagram.locator('.diagram-drawing svg').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the diagram script and KaTeX CSS when navigating to the page in the client', async () => {
    const { context, page } = await openPage();
    await visit(page, new URL('docs/intro', site).href);
    expect(await page.locator('link[data-page-style]').count()).toBe(0);
    const introImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    await markDocument(page);
    await clickNewLink(page, `${basePath}markdown-page`);
    await expect.poll(() => page.locator('[data-diagram="mermaid"]').getAttribute('data-drawn'), { timeout: 20_000 }).toBe('light');
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator('link[data-page-style]').getAttribute('href')).toMatch(/\/assets\/katex-[\d.]+\/katex\.min\.css$/);
    // The page's own social image and card type replace the previous page's.
    expect(await page.locator('meta[property="og:image"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/assets\/cards\/[0-9a-f]{16}\.png$/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).not.toBe(introImage);
    expect(await page.locator('meta[name="twitter:card"]').count()).toBe(1);
    expect(await page.locator('.katex').first().evaluate((element) => getComputedStyle(element).fontFamily)).toContain('KaTeX_Main');
    await context.close();
  });

  it('shows the diagram as its code without JavaScript', async () => {
    const { context, page } = await openPage({ javaScriptEnabled: false });
    await page.goto(new URL('markdown-page', site).href);
    const code = page.locator('[data-diagram="mermaid"] .code-block');
    expect(await code.isVisible()).toBe(true);
    expect(await code.textContent()).toContain('sequenceDiagram');
    await context.close();
  });

  it('leave pages without them as light as before: no KaTeX, Mermaid or diagram script on a first load', () => {
    for (const file of ['docs/intro.html', 'index.html', 'api/torrent-put.html']) {
      expect(firstLoadFiles(outDir, basePath, file).filter((name) => /katex|mermaid|diagrams\./.test(name)), file).toEqual([]);
    }
  });
});
