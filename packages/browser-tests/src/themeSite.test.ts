import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakPageData, closeBrowser, holdRequests, inBothModes, isSameDocument, loadAxeInto, markDocument, openPage, seriousViolations, startLight, visit, type ColorMode } from './browser.js';
import { buildWithCli, configFile, serveSite, type ServedSite } from './servedSite.js';

// A site that makes the theme its own: a footer wrapping the theme's, an ejected navbar, a React page
// with an island, and an Arabic locale. Overrides hydrate with the page (the ejected navbar's menu
// button works), the island counts, and Arabic pages are laid out right to left and pass axe-core.
let site: ServedSite | undefined;

const FOOTER = `import Original from '@theme-original/Footer';

export default function Footer(props) {
  return (
    <>
      <p className="site-note">Made by the fixture team</p>
      <Original {...props} />
    </>
  );
}
`;

const NAVBAR = `import ColorModeToggle from '@theme/ColorModeToggle';

export default function Navbar({ site, menuOpen, onMenuOpen, menuButton, panelId }) {
  const home = site.basePath.replace(/\\/$/, '') + site.locale.prefix + '/';
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <button ref={menuButton} type="button" className="icon-button menu-button" aria-label="Open the menu" aria-expanded={menuOpen} aria-controls={panelId} onClick={onMenuOpen}>☰</button>
        <a className="icon-button menu-fallback" href={'#' + panelId} aria-label="Open the menu">☰</a>
        <a className="brand" href={home}><span className="brand-title">{site.title + ' (ours)'}</span></a>
        <div className="navbar-items navbar-right"><ColorModeToggle site={site} /></div>
      </nav>
    </header>
  );
}
`;

beforeAll(async () => {
  site = await serveSite({
    name: 'theme-site',
    files: {
      'laguna-docs.config.mjs': configFile({
        title: 'Fixture',
        url: 'https://example.org',
        basePath: '/',
        locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'ar', label: 'العربية' }] },
        navbar: [{ type: 'link', label: 'Showcase', to: '/showcase' }],
        footer: { columns: [{ title: 'More', items: [{ label: 'Showcase', to: '/showcase' }] }] },
      }),
      'content/en/pages/index.md': '# Home\n\nSee [the showcase](/showcase).\n',
      'content/en/docs/intro.md': '# Introduction\n\nHello.\n\n## Part\n\nText with `code`.\n\n```js\nconst answer = 42;\n```\n\n:::note\n\nA note.\n\n:::\n',
      'content/ar/pages/index.md': '# الرئيسية\n\nانظر [المعرض](/showcase).\n',
      'content/ar/docs/intro.md': '# مقدمة\n\nمرحبا.\n\n## جزء\n\nنص مع `code`.\n\n```js\nconst answer = 42;\n```\n\n:::note\n\nملاحظة.\n\n:::\n',
      'src/components/Counter.tsx': "import { useState } from 'react';\n\nexport default function Counter({ start = 0 }: { start?: number }) {\n  const [count, setCount] = useState(start);\n  return <button type=\"button\" className=\"counter\" style={{ color: 'inherit', background: 'none' }} onClick={() => setCount(count + 1)}>Count: {count}</button>;\n}\n",
      'src/pages/showcase.tsx': "import Layout from '@theme/Layout';\nimport Counter from '../components/Counter';\n\nexport default function Showcase() {\n  return (\n    <Layout title=\"Showcase\">\n      <h1>Showcase</h1>\n      <p>Start with <a href=\"/docs/intro\">the introduction</a>.</p>\n      <Counter client:load start={3} />\n    </Layout>\n  );\n}\n",
      'src/theme/Footer.jsx': FOOTER,
      'src/theme/Navbar.jsx': NAVBAR,
    },
    // The layout's direction is the theme's styles at work.
    build: buildWithCli,
  });
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

describe('a site with overrides, a React page and an Arabic locale', () => {
  it('shows the React page in the site layout with its island live, the overrides hydrated without a problem', async () => {
    const { context, page, messages, errors } = await openPage();
    await visit(page, site!.url('/showcase'));
    await expect(page.locator('.brand-title').textContent()).resolves.toBe('Fixture (ours)');
    await expect(page.locator('.site-note + footer.footer').count()).resolves.toBe(1);
    const counter = page.locator('laguna-island[data-hydrated] .counter');
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Count: 4');
    // Client-side navigation keeps the site's own pieces around the new page.
    await markDocument(page);
    await page.click('main a[href="/docs/intro"]');
    await page.waitForURL(site!.url('/docs/intro'));
    await page.waitForSelector('h1:text("Introduction")');
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator('.site-note').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    // The browser asks for /favicon.ico, which the site does not have.
    expect(messages.filter((message) => message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')).map((message) => message.text())).toEqual([]);
    await context.close();
  });

  it('shows "This page crashed." with "Try again" when a page the browser renders fails to (its whole page is hydrated)', async () => {
    const { context, page } = await openPage();
    await visit(page, site!.url('/showcase'));
    await page.route(/\/docs\/intro$/, async (route) => {
      if (route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: breakPageData(await response.text()) });
    });
    await page.click('main a[href="/docs/intro"]');
    await page.waitForSelector('text=This page crashed.');
    expect(await page.locator('button', { hasText: 'Try again' }).count()).toBe(1);
    await context.close();
  });

  it('does a click on the colour toggle made before the page is hydrated once it is', async () => {
    const { context, page } = await openPage();
    const held = await holdRequests(page, /\/assets\/runtime\.[^/]+\.js$/);
    await page.goto(site!.url('/docs/intro'));
    await held.requested;
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('.color-toggle').click();
    expect(await page.getAttribute('html', 'data-hydrated')).toBeNull();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    held.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });

  it("opens the menu panel from the ejected navbar's button on a narrow screen", async () => {
    const { context, page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await visit(page, site!.url('/docs/intro'));
    await page.click('.menu-button');
    await page.waitForSelector('#nav-panel[data-open]');
    await expect(page.getAttribute('.menu-button', 'aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays Arabic pages out right to left, code left to right, with no serious or critical axe-core violations in light or dark mode', async () => {
    const { context, page, messages } = await openPage();
    await loadAxeInto(context);
    await startLight(context);
    const found: string[] = [];
    const modes: ColorMode[] = [];
    const routes = ['/ar/', '/ar/docs/intro', '/ar/showcase'];
    for (const route of routes) {
      await visit(page, site!.url(route));
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      modes.push(...(await inBothModes(page, async (mode) => {
        found.push(...(await seriousViolations(page)).map((line) => `${route} (${mode}) ${line}`));
        if (route !== '/ar/docs/intro') return;
        // The sidebar is at the right, the content to its left; code reads left to right.
        const [sidebar, main] = await Promise.all([page.locator('.sidebar').boundingBox(), page.locator('main').boundingBox()]);
        expect(sidebar!.x).toBeGreaterThan(main!.x);
        await expect(page.locator('.code-block').evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
        await expect(page.locator('.admonition').evaluate((element) => getComputedStyle(element).borderRightWidth)).resolves.toBe('4px');
      })));
    }
    expect(modes).toEqual(['light', 'dark', 'dark', 'light', 'light', 'dark']);
    expect(found).toEqual([]);
    expect(messages.filter((message) => message.text().includes('hydration problem')).map((message) => message.text())).toEqual([]);
    await context.close();
  });
});
