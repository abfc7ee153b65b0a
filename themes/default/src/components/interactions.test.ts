import { describe, expect, it } from 'vitest';
import { THEME_MODES, useThemeBrowser } from '../test/browser.js';
import { SIDEBARS_NEEDED_EVENT, sidebarForPage } from '@laguna-docs/shared';
import { docPage, siteData } from '../test/fixtures.js';
import { FEEDBACK_MS } from '../controls/copy.js';

// The shell's interactive parts in Chromium: server markup made live by the theme's browser entry.
// Each case runs on a page hydrated by React (as on a site that overrides theme components) and on the
// server's markup with the theme's plain controls (as on other sites): the two must act the same.
describe.each(THEME_MODES)('%s', (mode) => {
  const theme = useThemeBrowser(mode);

  const active = (page: import('playwright-core').Page) => page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}.${element.className}` : '';
  });

  describe('mobile menu panel', () => {
    const phone = { viewport: { width: 390, height: 844 } };

    it('opens from the menu button, keeps focus inside, and closes with Escape returning focus', async () => {
      const { page, errors } = await theme().open(siteData('en'), docPage('en'), phone);
      await page.click('button.menu-button');
      expect(await page.getAttribute('button.menu-button', 'aria-expanded')).toBe('true');
      expect(await active(page)).toBe('button.icon-button panel-close');
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
        expect(await page.evaluate(() => document.querySelector('#nav-panel')!.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await page.getAttribute('button.menu-button', 'aria-expanded')).toBe('false');
      expect(await active(page)).toBe('button.icon-button menu-button');
      await expect.poll(() => page.isVisible('#nav-panel a[href="/laguna-docs/docs/intro"]')).toBe(false);
      expect(errors).toEqual([]);
    });

    it('closes from its close button and from the backdrop', async () => {
      const { page } = await theme().open(siteData('sl'), docPage('sl'), phone);
      await page.click('button.menu-button');
      await page.click('button.panel-close');
      expect(await page.getAttribute('button.menu-button', 'aria-expanded')).toBe('false');
      await page.click('button.menu-button');
      await page.mouse.click(370, 400);
      expect(await page.getAttribute('button.menu-button', 'aria-expanded')).toBe('false');
      expect(await page.isVisible('.backdrop')).toBe(false);
    });

    it('is a plain column on wide screens, with no menu button', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      expect(await page.isVisible('button.menu-button')).toBe(false);
      expect(await page.isVisible('#nav-panel .sidebar-nav')).toBe(true);
      expect(await page.isVisible('#nav-panel .panel-nav')).toBe(false);
    });
  });

  describe('sidebar categories', () => {
    it('open and close on their own, never closing another', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      const overview = '.sidebar-nav .sidebar-category:nth-child(2) > .sidebar-category-row > .sidebar-toggle';
      const contributing = '.sidebar-nav button.sidebar-category-button';
      await page.click(contributing);
      expect(await page.getAttribute(contributing, 'aria-expanded')).toBe('true');
      expect(await page.isVisible('.sidebar-nav a[href="/laguna-docs/docs/contributing"]')).toBe(true);
      expect(await page.getAttribute(overview, 'aria-expanded')).toBe('true');
      await page.click(overview);
      expect(await page.getAttribute(overview, 'aria-expanded')).toBe('false');
      expect(await page.isVisible('.sidebar-nav a[href="/laguna-docs/docs/overview/users"]')).toBe(false);
      expect(await page.getAttribute(contributing, 'aria-expanded')).toBe('true');
    });

    it('ask the client runtime for entries the page data left out, once per opening', async () => {
      const site = siteData('en');
      const page = docPage('en');
      const pruned = { ...site, sidebars: { docs: sidebarForPage(site.sidebars.docs!, page.route) } };
      const { page: tab, errors } = await theme().open(pruned, page);
      await tab.evaluate((event) => {
        const counter = window as unknown as { __asked: number };
        counter.__asked = 0;
        document.addEventListener(event, () => (counter.__asked += 1));
      }, SIDEBARS_NEEDED_EVENT);
      const contributing = '.sidebar-nav button.sidebar-category-button';
      await tab.click(contributing);
      expect(await tab.getAttribute(contributing, 'aria-expanded')).toBe('true');
      expect(await tab.getAttribute('.sidebar-nav .sidebar-category:nth-child(3) > ul', 'aria-busy')).toBe('true');
      expect(await tab.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
      await tab.click(contributing);
      expect(await tab.isVisible('.sidebar-nav .sidebar-category:nth-child(3) > ul')).toBe(false);
      expect(errors).toEqual([]);
    });
  });

  describe('client-side navigation', () => {
    const show = (page: import('playwright-core').Page, data: unknown) =>
      page.evaluate((next) => (window as unknown as { __show(page: unknown): void }).__show(next), data);

    it('keeps open categories open and opens the new page\'s ones', async () => {
      const { page, errors } = await theme().open(siteData('en'), docPage('en'));
      await show(page, docPage('en', { route: '/docs/contributing/backend/setup', title: 'Setup', breadcrumbs: [] }));
      const open = () => page.$$eval('.sidebar-nav .sidebar-category', (items) => items.map((item) => item.hasAttribute('data-open')));
      await expect.poll(open).toEqual([true, true, true]);
      expect(await page.getAttribute('.sidebar-link[aria-current="page"]', 'href')).toBe('/laguna-docs/docs/contributing/backend/setup');
      // A category the reader closed opens again when the reader moves to a page inside it.
      await page.click('.sidebar-nav .sidebar-category:nth-child(2) .sidebar-toggle');
      await expect.poll(open).toEqual([false, true, true]);
      await show(page, docPage('en', { route: '/docs/overview/peers', title: 'Peers' }));
      await expect.poll(open).toEqual([true, true, true]);
      expect(errors).toEqual([]);
    });

    it('closes the menu panel when a page is shown from it', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'), { viewport: { width: 390, height: 844 } });
      await page.click('button.menu-button');
      await show(page, docPage('en', { route: '/docs/overview/peers', title: 'Peers' }));
      await expect.poll(() => page.getAttribute('button.menu-button', 'aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-panel-open'))).toBe(false);
    });
  });

  describe('language dropdown', () => {
    const button = '.locale-dropdown button';

    it('works with the keyboard: arrows move through the languages, Escape closes and returns focus', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      await page.focus(button);
      await page.keyboard.press('ArrowDown');
      expect(await page.getAttribute(button, 'aria-expanded')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/laguna-docs/docs/overview/users');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/laguna-docs/sl/docs/overview/users');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/laguna-docs/docs/overview/users');
      await page.keyboard.press('Escape');
      expect(await page.getAttribute(button, 'aria-expanded')).toBe('false');
      expect(await active(page)).toBe('button.navbar-button');
      expect(await page.isVisible('.locale-dropdown .dropdown-menu')).toBe(false);
    });

    it('works with the mouse: a click opens it, a click elsewhere closes it', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      await page.click(button);
      expect(await page.isVisible('.locale-dropdown a[lang="sl"]')).toBe(true);
      await page.mouse.click(640, 500);
      expect(await page.getAttribute(button, 'aria-expanded')).toBe('false');
    });
  });

  describe('remembered choices', () => {
    it('switches the colour mode and stores it', async () => {
      const { page } = await theme().open(siteData('sl'), docPage('sl'));
      await page.click('button.color-toggle');
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('laguna-docs:color-mode'))).toBe('dark');
      expect(await page.getAttribute('button.color-toggle', 'aria-label')).toBe('Preklopi na svetli način (trenutno temni način)');
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.getAttribute('button.color-toggle', 'aria-label')).toBe('Preklopi na svetli način (trenutno temni način)');
    });

    it('closes the announcement for good', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      await page.click('.announcement button');
      expect(await page.isVisible('.announcement')).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('laguna-docs:announcement-dismissed'))).toBe('rewrite');
      await page.reload();
      // Hidden before paint by the head script's mark, then removed by the bar itself.
      expect(await page.isVisible('.announcement')).toBe(false);
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      expect(await page.locator('.announcement').count()).toBe(0);
    });

    it('stores the chosen docs version', async () => {
      const { page } = await theme().open(siteData('en'), docPage('en'));
      await page.click('.version-dropdown button');
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
      await page.click('.version-dropdown a');
      expect(await page.evaluate(() => localStorage.getItem('laguna-docs:docs-version'))).toBe('Next');
    });
  });

  describe('content helpers', () => {
    const withCode = docPage('en', {
      contentHtml: '<div class="code-block"><div class="code-block-body"><pre tabindex="0"><code><span class="line">cargo build</span>\n<span class="line">  cargo run</span></code></pre><button type="button" class="copy-button" data-copy="" aria-label="Copy">c</button></div></div>'
        + '<h2 id="stored" style="margin-top:1500px">What is stored</h2><h3 id="columns" style="margin-bottom:1200px">Columns</h3><h2 id="api" style="margin-bottom:1500px">API</h2>',
    });

    it('copies a code block and says so', async () => {
      const { page } = await theme().open(siteData('sl'), withCode, { permissions: ['clipboard-read', 'clipboard-write'] });
      // The page's clock, moved on by the test: the label's return is not waited for in real time.
      await page.clock.install();
      await page.hover('.code-block');
      await page.click('.copy-button');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('cargo build\n  cargo run');
      expect(await page.getAttribute('.copy-button', 'aria-label')).toBe('Kopirano');
      expect(await page.textContent('[role="status"]')).toBe('Kopirano');
      await page.clock.runFor(FEEDBACK_MS);
      await expect.poll(() => page.getAttribute('.copy-button', 'aria-label')).toBe('Kopiraj');
    });

    it('marks the table-of-contents entry of the section being read', async () => {
      const { page } = await theme().open(siteData('en'), withCode);
      expect(await page.locator('nav.toc a[aria-current]').count()).toBe(0);
      await page.evaluate(() => document.getElementById('columns')!.scrollIntoView());
      await expect.poll(() => page.getAttribute('nav.toc a[aria-current]', 'href')).toBe('#columns');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.getAttribute('nav.toc a[aria-current]', 'href')).toBe('#api');
    });
  });
});
