import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, visit } from './browser.js';

// The spec's interface states on the built site (spec §2, §4), in both languages.
const site = inject('siteUrl');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;

afterAll(closeBrowser);

const locales = [
  { code: 'en', prefix: '', close: 'Close', copy: 'Copy', copied: 'Copied', toc: 'On this page' },
  { code: 'sl', prefix: '/sl', close: 'Zapri', copy: 'Kopiraj', copied: 'Kopirano', toc: 'Na tej strani' },
] as const;

for (const locale of locales) {
  const page = (route: string) => url(`${locale.prefix}${route}`);

  describe(`interface states (${locale.code})`, () => {
    it('starts light even when the system prefers dark, switches, and keeps the choice across loads', async () => {
      const { context, page: tab } = await openPage({ colorScheme: 'dark' });
      await visit(tab, page('/docs/intro'));
      expect(await tab.getAttribute('html', 'data-theme')).toBe('light');
      await tab.locator('.color-toggle').click();
      expect(await tab.getAttribute('html', 'data-theme')).toBe('dark');
      // Without the client bundle, only the inline head script can apply the stored mode.
      await tab.route(/\/assets\/app\.[^/]+\.js$/, (route) => route.abort());
      await tab.goto(page('/docs/contributing'));
      expect(await tab.getAttribute('html', 'data-theme')).toBe('dark');
      await context.close();
    });

    it('remembers that the announcement was dismissed', async () => {
      const { context, page: tab } = await openPage();
      await visit(tab, page('/'));
      const bar = tab.getByRole('region', { name: /announcement|obvestilo/i });
      await bar.waitFor();
      await bar.getByRole('button', { name: locale.close }).click();
      await expect.poll(() => bar.isVisible()).toBe(false);
      await tab.goto(page('/docs/intro'));
      expect(await tab.locator('.announcement').isVisible()).toBe(false);
      await context.close();
    });

    it('opens and closes the mobile sidebar (menu button, Escape, backdrop) and returns focus', async () => {
      const { context, page: tab } = await openPage({ viewport: { width: 390, height: 844 } });
      await visit(tab, page('/docs/overview/users'));
      const menu = tab.locator('.menu-button');
      const panel = tab.locator('#nav-panel');
      expect(await panel.isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await tab.evaluate(() => document.getElementById('nav-panel')?.contains(document.activeElement))).toBe(true);
      await tab.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await tab.evaluate(() => document.activeElement?.classList.contains('menu-button'))).toBe(true);
      await menu.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await tab.mouse.click(380, 420);
      await expect.poll(() => panel.isVisible()).toBe(false);
      await context.close();
    });

    it('keeps the sidebar visible on desktop and toggles categories without closing others', async () => {
      const { context, page: tab } = await openPage();
      await visit(tab, page('/docs/overview/users'));
      expect(await tab.locator('#nav-panel').isVisible()).toBe(true);
      expect(await tab.locator('.menu-button').isVisible()).toBe(false);
      const toggles = tab.locator('.sidebar-toggle');
      const overview = toggles.nth(0);
      const contributing = toggles.nth(1);
      expect(await overview.getAttribute('aria-expanded')).toBe('true');
      await contributing.click();
      expect(await contributing.getAttribute('aria-expanded')).toBe('true');
      expect(await overview.getAttribute('aria-expanded')).toBe('true');
      await overview.click();
      expect(await overview.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });

    it('offers the other language from the dropdown, by keyboard, and keeps the chosen docs version in local storage', async () => {
      const { context, page: tab } = await openPage();
      await visit(tab, page('/docs/intro'));
      const button = tab.locator('button[aria-controls="locale-menu"]');
      await button.focus();
      await tab.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const other = locale.code === 'en' ? 'Slovenščina' : 'English';
      const link = tab.locator('#locale-menu a', { hasText: other });
      expect(await link.getAttribute('href')).toBe(locale.code === 'en' ? '/laguna-docs/sl/docs/intro' : '/laguna-docs/docs/intro');
      await tab.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      // The same page, read only so far, then a version chosen from its other menu.
      expect(await tab.evaluate(() => localStorage.getItem('laguna-docs:docs-version'))).toBe(null);
      await tab.locator('button[aria-controls="version-menu"]').click();
      await tab.locator('#version-menu a').first().click();
      await expect.poll(() => tab.evaluate(() => localStorage.getItem('laguna-docs:docs-version'))).toBe('Next');
      await context.close();
    });

    it('copies a code block and says so', async () => {
      const { context, page: tab } = await openPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await visit(tab, page('/docs/contributing/backend/setup_and_run'));
      const button = tab.locator('.copy-button').first();
      expect(await button.getAttribute('aria-label')).toBe(locale.copy);
      await button.click();
      await expect.poll(() => button.getAttribute('aria-label')).toBe(locale.copied);
      const code = await tab.locator('.code-block').first().locator('code').innerText();
      expect((await tab.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
      await context.close();
    });

    it('lists h2 and h3 in the table of contents and marks the section being read', async () => {
      const { context, page: tab } = await openPage();
      await visit(tab, page('/docs/overview/authentication'));
      const toc = tab.getByRole('navigation', { name: locale.toc });
      const entries = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      const headings = await tab.locator('main [data-content] :is(h2, h3)').evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(entries).toEqual(headings);
      const last = entries.at(-1)!;
      await tab.evaluate((id) => document.getElementById(id)?.scrollIntoView(), last);
      await expect.poll(() => toc.locator('[aria-current="true"], .active').first().getAttribute('href')).toMatch(/^#/);
      await context.close();
    });
  });
}
