import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { THEME_MODES, useThemeBrowser } from '../test/browser.js';
import { docPage, versionedDocPage, versionedSiteData } from '../test/fixtures.js';

// The reader's side of versions in Chromium: server markup made live by the theme's browser entry.
// Each case runs on a page hydrated by React (as on a site that overrides theme components) and on the
// server's markup with the theme's plain controls (as on other sites): the two must act the same.
describe.each(THEME_MODES)('%s', (mode) => {
  const theme = useThemeBrowser(mode);

  const about = (code: 'en' | 'sl') => docPage(code, { kind: 'page', route: '/about', sidebarId: undefined });
  const navbarLinks = (page: Page) => page.$$eval('.navbar-left a', (links) => links.map((link) => link.getAttribute('href')));
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('laguna-docs:docs-version'));
  /** Keeps the fixture server's pages from being left: the harness serves one path per page. */
  const stayOnPage = (page: Page) => page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));

  describe('choosing a docs version', () => {
    it('stores the version\'s name, shows it as the current one and leads the Docs and API links to it, also after a reload', async () => {
      const { page, errors } = await theme().open(versionedSiteData('en'), about('en'));
      expect(await navbarLinks(page)).toEqual(['/laguna-docs/api', '/laguna-docs/docs/intro']);
      await stayOnPage(page);
      await page.click('.version-dropdown button');
      await page.click('.version-dropdown a:text-is("Next")');
      expect(await stored(page)).toBe('current');
      expect(await page.textContent('.version-dropdown button')).toBe('Next');
      expect(await page.getAttribute('.version-dropdown a[aria-current]', 'href')).toBe('/laguna-docs/docs/next/intro');
      await expect.poll(() => navbarLinks(page)).toEqual(['/laguna-docs/api/next', '/laguna-docs/docs/next/intro']);
      expect(await page.$$eval('#nav-panel .panel-link', (links) => links.slice(0, 2).map((link) => link.getAttribute('href')))).toEqual(['/laguna-docs/api/next', '/laguna-docs/docs/next/intro']);

      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      await expect.poll(() => navbarLinks(page)).toEqual(['/laguna-docs/api/next', '/laguna-docs/docs/next/intro']);
      expect(await page.textContent('.version-dropdown button')).toBe('Next');
      expect(errors).toEqual([]);
    });

    it('lets the page\'s own version win over the stored choice, and understands a choice stored by label', async () => {
      const { page, errors } = await theme().open(versionedSiteData('sl'), versionedDocPage('sl', '0.9'));
      await page.evaluate(() => localStorage.setItem('laguna-docs:docs-version', 'Next'));
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      // On a 0.9 page the reader reads 0.9, whatever they chose before.
      expect(await page.textContent('.version-dropdown button')).toBe('0.9');
      await expect.poll(() => navbarLinks(page)).toEqual(['/laguna-docs/sl/api/0.9', '/laguna-docs/sl/docs/0.9/intro']);
      // Elsewhere the stored label "Next" (as a site with one version stored it) names the unreleased version.
      await page.evaluate(() => (window as unknown as { __show: (page: unknown) => void }).__show({ ...JSON.parse(document.getElementById('data')!.textContent!).page, kind: 'page', route: '/about', version: undefined, versionAlternates: undefined, sidebarId: undefined }));
      await expect.poll(() => page.textContent('.version-dropdown button')).toBe('Next');
      expect(await navbarLinks(page)).toEqual(['/laguna-docs/sl/api/next', '/laguna-docs/sl/docs/next/intro']);
      expect(errors).toEqual([]);
    });

    it('works from the keyboard like the other dropdowns', async () => {
      const { page } = await theme().open(versionedSiteData('en'), versionedDocPage('en', 'current'));
      await page.focus('.version-dropdown button');
      // The focused entry of the menu: the button itself also reads "Next", and the menu takes focus a frame later.
      const focusedEntry = () => page.evaluate(() => (document.activeElement?.closest('#version-menu') ? document.activeElement.textContent : null));
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedEntry).toBe('Next');
      await page.keyboard.press('End');
      await expect.poll(focusedEntry).toBe('0.9');
      expect(await page.getAttribute('.version-dropdown button', 'aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await page.getAttribute('.version-dropdown button', 'aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('version-menu');
    });

    it('makes the latest the reader\'s choice when they follow the banner\'s link', async () => {
      const { page } = await theme().open(versionedSiteData('en'), versionedDocPage('en', 'current'));
      await page.evaluate(() => localStorage.setItem('laguna-docs:docs-version', 'current'));
      await stayOnPage(page);
      await page.click('.version-banner a');
      expect(await stored(page)).toBe('1.0');
    });

    it('shows the versions in the phone\'s menu panel, and choosing one there is stored too', async () => {
      const { page } = await theme().open(versionedSiteData('en'), about('en'), { viewport: { width: 390, height: 844 } });
      expect(await page.isVisible('.version-dropdown')).toBe(false);
      await page.click('button.menu-button');
      await stayOnPage(page);
      await page.click('#nav-panel .panel-versions a:text-is("0.9")');
      expect(await stored(page)).toBe('0.9');
    });
  });
});
