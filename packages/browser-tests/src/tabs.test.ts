import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// An .mdx page with two tab sets of one group and one of its own: they switch in the browser, the
// group's choice holds for both sets and survives a reload. A .md page has the same group as a directive
// and a code group; a page without tabs does not link the tab styles, and navigating from it loads them.
let site: ServedSite | undefined;
let origin = '';

const PAGE = `# Install

<Tabs groupId="os">
  <TabItem value="mac" label="macOS">Run brew.</TabItem>
  <TabItem value="linux" label="Linux">Run apt.</TabItem>
</Tabs>

<Tabs groupId="os">
  <TabItem value="mac" label="macOS">Open the app.</TabItem>
  <TabItem value="linux" label="Linux">Start the service.</TabItem>
</Tabs>

<Tabs>
  <TabItem value="one">First.</TabItem>
  <TabItem value="two">Second.</TabItem>
</Tabs>
`;

const MD_PAGE = `# Setup

::::tabs{groupId="os"}
:::tab{label="macOS" value="mac"}
Brew it.
:::
:::tab{label="Linux" value="linux"}
Apt it.
:::
::::

::: code-group
\`\`\`sh [npm]
npm install laguna
\`\`\`
\`\`\`sh [pnpm]
pnpm add laguna
\`\`\`
:::
`;

beforeAll(async () => {
  site = await serveSite({
    name: 'tabs',
    files: {
      'content/en/pages/index.md': '# Home\n',
      'content/en/docs/install.mdx': PAGE,
      'content/en/docs/setup.md': MD_PAGE,
      'content/en/docs/plain.md': '# Plain\n\nNo tabs here; see [setup](./setup.md).\n',
      'laguna-docs.config.mjs': configFile({ title: 'Tabs', url: 'https://example.org', basePath: '/' }),
    },
  });
  origin = site.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

/** The text of the visible panels of every tab set, in page order. */
const visiblePanels = (page: import('playwright-core').Page) => page.$$eval('.tabs > [role="tabpanel"]:not([hidden])', (panels) => panels.map((panel) => (panel as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe('tabs of an .mdx page', () => {
  it('switch, keep a group in step, follow the arrow keys and remember the choice across a reload', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/install`);
    await page.waitForSelector('.tabs[data-ready]', { state: 'attached' });
    expect(await visiblePanels(page)).toEqual(['Run brew.', 'Open the app.', 'First.']);
    await page.locator('.tabs').first().getByRole('tab', { name: 'Linux' }).click();
    expect(await visiblePanels(page)).toEqual(['Run apt.', 'Start the service.', 'First.']);
    expect(await page.locator('.tabs').nth(1).getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected')).toBe('true');
    // The set without a group switches alone, by keyboard too.
    await page.locator('.tabs').nth(2).getByRole('tab', { name: 'one' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page)).toEqual(['Run apt.', 'Start the service.', 'Second.']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('two');
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForSelector('.tabs[data-ready]', { state: 'attached' });
    expect(await visiblePanels(page)).toEqual(['Run apt.', 'Start the service.', 'First.']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show every panel, each led by its label, without JavaScript', async () => {
    const { context, page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${origin}/docs/install`);
    expect(await visiblePanels(page)).toEqual(['macOS Run brew.', 'Linux Run apt.', 'macOS Open the app.', 'Linux Start the service.', 'one First.', 'two Second.']);
    expect(await page.locator('.tabs-list').first().isVisible()).toBe(false);
    expect(await page.locator('.tabs-panel-label').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('tabs of a .md page', () => {
  it('switch like MDX tabs, share the group with them, and a code group switches its code', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/install`);
    await page.waitForSelector('.tabs[data-ready]', { state: 'attached' });
    await page.locator('.tabs').first().getByRole('tab', { name: 'Linux' }).click();
    await visit(page, `${origin}/docs/setup`);
    await page.waitForSelector('.tabs[data-ready]', { state: 'attached' });
    expect(await visiblePanels(page)).toEqual(['Apt it.', 'npm install laguna']);
    await page.locator('.tabs').nth(1).getByRole('tab', { name: 'pnpm' }).click();
    expect(await visiblePanels(page)).toEqual(['Apt it.', 'pnpm add laguna']);
    expect(await page.locator('.tabs').nth(1).getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.tabs-list').first().evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('link the tab styles only where there are tabs; navigating in the client loads them before the page shows', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/docs/plain`);
    expect(await page.locator('link[href*="/assets/tabs."]').count()).toBe(0);
    await markDocument(page);
    // Whether the tab styles were in force when the tab sets first entered the document.
    await page.evaluate(() => {
      const state = window as unknown as { styledAtShow?: boolean };
      new MutationObserver(() => {
        if (state.styledAtShow === undefined && document.querySelector('.tabs')) state.styledAtShow = [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/tabs.') ?? false);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('main').getByRole('link', { name: 'setup', exact: true }).click();
    await page.waitForSelector('.tabs[data-ready]', { state: 'attached' });
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { styledAtShow?: boolean }).styledAtShow)).toBe(true);
    expect(await page.locator('link[data-page-style][href*="/assets/tabs."]').count()).toBe(1);
    expect(await page.locator('.tabs-list').first().evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(errors).toEqual([]);
    await context.close();
  });
});
