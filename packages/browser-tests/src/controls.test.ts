import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClickTiming } from './browser.js';
import { clickDelay, closeBrowser, openPage, timeClicks } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// Every control of the default theme acts from first paint, without React: a click made as soon as the
// control is shown, with the CPU slowed four times (as Lighthouse's mobile profile does), is answered
// without waiting for anything to download (no response arrives between the click and the answer), so
// how soon it acts depends on the page's own script alone. How long each took is measured and printed
// (the design's budget is 100 ms; `bench/RESULTS.md` records the figures of a quiet machine): this
// machine is shared, so the test asserts what does not depend on its load. A docs page never loads React.
const site = inject('siteUrl');
const url = (route: string) => new URL(route.replace(/^\//, ''), site).href;

/** The control acted waiting on no download; its delay is printed for the record. */
function actedAtOnce(name: string, timing: ClickTiming): void {
  console.info(`${name}: acted ${timing.ms.toFixed(1)} ms after the click (CPU slowed 4×)`);
  expect(timing.arrived, `${name} waited for a download`).toEqual([]);
}

let tabsSite: ServedSite | undefined;

beforeAll(async () => {
  tabsSite = await serveSite({
    name: 'controls',
    files: {
      'content/en/docs/install.md': '# Install\n\n::::tabs{groupId="os"}\n:::tab{label="macOS" value="mac"}\nBrew it.\n:::\n:::tab{label="Linux" value="linux"}\nApt it.\n:::\n::::\n',
      'laguna-docs.config.mjs': configFile({ title: 'Controls', url: 'https://example.org', basePath: '/' }),
    },
  });
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await tabsSite?.close();
});

/** A page opened with the CPU slowed 4×, timing clicks, and the scripts it requested. */
async function slowPage(options: { width?: number } = {}): Promise<{ page: Page; scripts: string[]; errors: Error[]; close(): Promise<void> }> {
  const { context, page, errors } = await openPage({ viewport: { width: options.width ?? 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await timeClicks(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts, errors, close: () => context.close() };
}

/** Opens `address` and clicks `selector` as soon as it is shown; how long until `condition` held. */
async function firstClick(page: Page, address: string, selector: string, condition: string): Promise<ClickTiming> {
  await page.goto(address, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible' });
  return clickDelay(page, selector, condition);
}

describe('the controls of a docs page, with the CPU slowed 4×', () => {
  const cases: Array<[string, string, string, number?]> = [
    ['the colour toggle', '.color-toggle', `document.documentElement.dataset.theme === 'dark'`],
    ['the language menu', '.locale-dropdown > button', `document.querySelector('.locale-dropdown[data-open]') !== null`],
    ['the version menu', '.version-dropdown > button', `document.querySelector('.version-dropdown[data-open]') !== null`],
    ['the copy button of a code block', '.code-block button[data-copy]', `document.querySelector('.code-block button[data-copied]') !== null`],
    ['the search button', '.search-button', `document.querySelector('[role="dialog"]') !== null`],
    ['the menu button of a narrow screen', '.menu-button', `document.querySelector('.sidebar[data-open]') !== null`, 390],
  ];
  for (const [name, selector, condition, width] of cases) {
    it(`${name} acts on a click from first paint without waiting for a download`, async () => {
      const { page, scripts, errors, close } = await slowPage({ width });
      actedAtOnce(name, await firstClick(page, url('/docs/overview/peers'), selector, condition));
      expect(scripts.filter((script) => /\/(react|runtime)\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it(`a closed sidebar category opens on a click from first paint without waiting for a download`, async () => {
    const { page, errors, close } = await slowPage();
    await page.goto(url('/docs/overview/peers'), { waitUntil: 'commit' });
    const toggle = '.sidebar-nav [aria-expanded="false"]';
    await page.locator(toggle).first().waitFor({ state: 'visible' });
    const open = await page.locator('.sidebar-nav li.sidebar-category[data-open]').count();
    // Its entries follow, from the page's data or from the locale's sidebars file when the page left them out.
    actedAtOnce('a sidebar category', await clickDelay(page, toggle, `document.querySelectorAll('.sidebar-nav li.sidebar-category[data-open]').length > ${open}`));
    expect(errors).toEqual([]);
    await close();
  });

  it(`a tab acts on a click from first paint without waiting for a download`, async () => {
    const { page, errors, close } = await slowPage();
    actedAtOnce('a tab', await firstClick(page, tabsSite!.url('/docs/install'), '.tabs [role="tab"]:has-text("Linux")', `document.querySelector('.tabs [role="tab"][aria-selected="true"]')?.textContent === 'Linux'`));
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the controls of an API page, with the CPU slowed 4×', () => {
  // The sample tabs are radio buttons: the panel of the tab chosen is shown at once, with its sample
  // written by then or as soon as the sample script has loaded (see `samples.test.ts`).
  const cases: Array<[string, string, string, string]> = [
    ['a request sample language tab', '/api/torrent-put', '#request-samples ~ .api-tabs label.api-tab:has-text("Python")', `getComputedStyle(document.querySelectorAll('#request-samples ~ .api-tabs > .api-tab-panel')[2]).display !== 'none'`],
    ['the copy button of a request sample', '/api/torrent-put', '#request-samples ~ .api-tabs .code-block button[data-copy]', `document.querySelector('#request-samples ~ .api-tabs button[data-copied]') !== null`],
    ['an expander of a nested schema', '/api/peer-announce', 'details.api-nested > summary', `document.querySelector('details.api-nested[open]') !== null`],
  ];
  for (const [name, route, selector, condition] of cases) {
    it(`${name} acts on a click from first paint without waiting for a download`, async () => {
      const { page, scripts, errors, close } = await slowPage();
      actedAtOnce(name, await firstClick(page, url(route), selector, condition));
      expect(scripts.filter((script) => /\/(react|runtime)\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }, 30_000);
  }
});
