import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './devServer.js';

// The dev script in a real browser: Debian's Chromium, driven by playwright-core, against `serve --watch`
// on a temp site. Checks what only a browser can: a markdown edit shows in place, a reload keeps the scroll
// position, and the overlay
// shows a failed build's file and line and goes away once it is fixed.
const CHROMIUM = process.env.LAGUNA_CHROMIUM ?? '/usr/bin/chromium';

let site: string;
let dev: DevServer;
let browser: Browser;
/** The pages a test opened, closed after it however it ended. */
let opened: Page[] = [];

const longPage = (extra: string) => `# Intro\n\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long page.`).join('\n\n')}\n\n${extra}\n`;

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

/** Waits until the dev server counts this many pages listening for reloads. */
async function listening(pages: number): Promise<void> {
  while (dev.pages !== pages) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-browser-'));
  write('laguna-docs.config.mjs', `export default { title: 'Site', url: 'https://example.org', basePath: '/site/' };\n`);
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', longPage('First version.'));
  dev = await startDevServer({ config: { cwd: site }, port: 0, logger: { info() {}, warn() {}, error() {} } });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

// Each test starts from a settled server: no rebuild of an earlier test's edit still running or queued, and
// no page of an earlier test (left open by a failed assertion) still listening.
beforeEach(async () => {
  await dev.idle();
  await listening(0);
});

afterEach(async () => {
  await Promise.all(opened.map((page) => page.close()));
  opened = [];
  await listening(0);
  await dev.idle();
});

async function open(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  opened.push(page);
  await page.goto(`${dev.url}docs/intro`);
  await listening(1);
  return page;
}

it('shows a markdown edit in place, without a reload, keeping the scroll position', async () => {
  const page = await open();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate('window.__sameDocument = true; window.scrollTo(0, 1200)');
  let loads = 0;
  page.on('load', () => (loads += 1));
  // The page's new HTML comes with the reload message: the page fetches nothing.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  write('content/en/docs/intro.md', longPage('Second version.'));
  await page.getByText('Second version.').waitFor();
  expect(await page.evaluate('window.__sameDocument')).toBe(true);
  expect(loads).toBe(0);
  expect(fetched).toEqual([]);
  expect(await page.evaluate('Math.abs(window.scrollY - 1200) < 2')).toBe(true);
  expect(await page.getByText('First version.').count()).toBe(0);
});

it("shows an edit of the page's <head> block and table of contents in place, from the data sent, without fetching", async () => {
  const page = await open();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate('window.__sameDocument = true');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  write('content/en/docs/intro.md', longPage('<head>\n<title>Edited title</title>\n<meta name="author" content="Ana">\n</head>\n\n## A new section\n\nThird version.'));
  await page.getByText('Third version.').waitFor();
  expect(await page.title()).toBe('Edited title');
  expect(await page.getAttribute('meta[name="author"]', 'content')).toBe('Ana');
  expect(await page.locator('.toc a[href="#a-new-section"]').count()).toBe(1);
  // Back as it was: the tags of the block go with it.
  write('content/en/docs/intro.md', longPage('Second version.'));
  await page.getByText('Second version.').waitFor();
  expect(await page.title()).toBe('Intro | Site');
  expect(await page.locator('meta[name="author"]').count()).toBe(0);
  expect(await page.evaluate('window.__sameDocument')).toBe(true);
  expect(fetched).toEqual([]);
});

it('reloads an open page after a config change and keeps its scroll position', async () => {
  const page = await open();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate('window.scrollTo(0, 1200)');
  const reloaded = page.waitForEvent('load');
  write('laguna-docs.config.mjs', `export default { title: 'Site two', url: 'https://example.org', basePath: '/site/' };\n`);
  await reloaded;
  await page.waitForFunction('document.title.includes("Site two")');
  // The script restores the position once more at `load`, after layout has settled.
  await page.waitForFunction('Math.abs(window.scrollY - 1200) < 2');
});

it('shows a broken build over the page, naming file and line, and recovers when it is fixed', async () => {
  const page = await open();
  write('content/en/docs/intro.md', `---\ntitle: [broken\n---\n${longPage('Broken version.')}`);
  const overlay = page.locator('#laguna-docs-dev-overlay');
  await overlay.waitFor({ state: 'attached' });
  const text = String(await page.evaluate('document.getElementById("laguna-docs-dev-overlay").shadowRoot.textContent'));
  expect(text).toContain('laguna-docs: the last change broke the build');
  expect(text).toMatch(/content\/en\/docs\/intro\.md:3:\d+ error: invalid YAML in front matter/);
  // The last good page is still there underneath.
  expect(await page.getByText('Second version.').count()).toBe(1);

  write('content/en/docs/intro.md', longPage('Fixed version.'));
  await page.getByText('Fixed version.').waitFor();
  await expect.poll(() => overlay.count()).toBe(0);
});
