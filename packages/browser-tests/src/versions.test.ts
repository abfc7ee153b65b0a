import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cutVersion } from '@laguna-docs/content';
import { loadConfig } from '@laguna-docs/config';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';
import { configFile, serveSite, type ServedSite } from './servedSite.js';

// The reader's side of versions on a real versioned site, made the way a user makes one: a small
// two-locale site with a docs folder and an API spec cuts 0.9, then 1.0 (the latest); after the release
// the current sources (Next) get a page and a sentence 1.0 lacks and the spec an operation; then the site
// is built and served like a static host.
const NEXT_ONLY_SENTENCE = 'The quokkaflux switch arrives in the next release.';

let site: ServedSite | undefined;
let base = '';

const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

const SPEC = [
  'openapi: 3.1.0',
  'info:',
  '  title: Tracker API',
  '  version: 0.1.0',
  'tags:',
  '  - name: meta',
  'paths:',
  '  /misc/healthcheck:',
  '    get:',
  '      tags: [meta]',
  '      operationId: healthcheck',
  '      summary: Check that the backend is up',
  '      security: []',
  '      responses:',
  "        '200':",
  '          description: The backend is up.',
  '',
].join('\n');

/** The site before its first release: both locales, a docs home with sections, an overview page, an API. */
const SITE_FILES: Record<string, string> = {
  'laguna-docs.config.mjs': configFile({
    title: 'Tracker docs',
    url: 'https://example.org',
    basePath: '/tracker/',
    locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
    openapi: { spec: 'openapi/tracker.yaml', route: '/api' },
    navbar: [
      { type: 'link', label: 'API', to: '/api', position: 'left' },
      { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro', position: 'left' },
      { type: 'locales', position: 'right' },
    ],
    docsVersionLabel: 'Next',
  }),
  'openapi/tracker.yaml': SPEC,
  'content/en/pages/index.md': '# Tracker\n\nThe documentation of the tracker.\n',
  'content/sl/pages/index.md': '# Sledilnik\n\nDokumentacija sledilnika.\n',
  'content/en/docs/intro.md': '# Introduction\n\nWhat the tracker does.\n\n## The parts\n\nA backend and a frontend.\n\n## Where to go next\n\nRead about users.\n',
  'content/sl/docs/intro.md': '# Uvod\n\nKaj sledilnik počne.\n\n## Deli\n\nZaledje in pročelje.\n\n## Kam naprej\n\nPreberite o uporabnikih.\n',
  'content/en/docs/overview/users.md': '# Users\n\nAccounts and their roles.\n',
  'content/sl/docs/overview/users.md': '# Uporabniki\n\nRačuni in njihove vloge.\n',
};

/** Cuts 0.9 and 1.0 of the site in `root`, then changes the current sources after the release. */
async function makeVersionedSite(root: string): Promise<void> {
  await cutVersion(await loadConfig({ cwd: root }), '0.9');
  await cutVersion(await loadConfig({ cwd: root }), '1.0');
  edit(path.join(root, 'content/en/docs/intro.md'), (text) => `${text}\n${NEXT_ONLY_SENTENCE}\n`);
  fs.writeFileSync(path.join(root, 'content/en/docs/whats-new.md'), "# What's new\n\nSwarm health reports arrive in the next release.\n");
  fs.writeFileSync(path.join(root, 'content/sl/docs/whats-new.md'), '# Novosti\n\nPoročila o zdravju roja prihajajo v naslednji izdaji.\n');
  edit(path.join(root, 'openapi/tracker.yaml'), (text) => text.replace('  /misc/healthcheck:\n', [
    '  /misc/uptime:',
    '    get:',
    '      tags: [meta]',
    '      operationId: uptime',
    '      summary: Report how long the backend has run',
    '      security: []',
    '      responses:',
    "        '200':",
    '          description: The seconds since the backend started.',
    '  /misc/healthcheck:',
    '',
  ].join('\n')));
}

beforeAll(async () => {
  site = await serveSite({ name: 'versions', files: SITE_FILES, prepare: makeVersionedSite });
  base = site.config.config.basePath.replace(/\/$/, '');
});

afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

const at = (route: string) => site!.url(route);
const navbarLink = (page: Page, label: string) => page.locator('.navbar-left a', { hasText: label }).first().getAttribute('href');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('laguna-docs:docs-version'));
const menuEntries = (page: Page) => page.locator('#version-menu a').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.locator('.version-dropdown button').click();
  await page.locator('#version-menu').getByRole('link', { name: label, exact: true }).click();
}

async function searchFor(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole('combobox');
  if (!(await input.isVisible())) await page.locator('[data-laguna-search]').first().click();
  await input.fill(query);
  const status = page.getByRole('dialog').getByRole('status');
  await expect.poll(() => status.innerText()).toMatch(/result|No results/);
  return page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
}

describe('a versioned site in the browser', () => {
  it('lists every version in the dropdown, and switching keeps the reader on the same page', async () => {
    const { context, page, messages, errors } = await openPage();
    await visit(page, at('/docs/intro'));
    expect(await page.locator('.version-dropdown button').innerText()).toBe('1.0');
    expect(await menuEntries(page)).toEqual([
      ['Next', `${base}/docs/next/intro`],
      ['1.0', `${base}/docs/intro`],
      ['0.9', `${base}/docs/0.9/intro`],
    ]);
    expect(await page.locator('[data-version-banner]').count()).toBe(0);
    await markDocument(page);
    await chooseVersion(page, 'Next');
    await page.waitForURL(at('/docs/next/intro'));
    expect(await isSameDocument(page)).toBe(true);
    expect(await stored(page)).toBe('current');
    expect(await page.locator('article').innerText()).toContain(NEXT_ONLY_SENTENCE);
    expect(await page.locator('.version-dropdown button').innerText()).toBe('Next');
    expect(messages.filter((message) => /hydrat/i.test(message.text())).map((message) => message.text())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leads to 1.0's docs home from a page only Next has, and the stored choice steers the navbar's Docs and API links", async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/'));
    expect(await navbarLink(page, 'Docs')).toBe(`${base}/docs/intro`);
    expect(await navbarLink(page, 'API')).toBe(`${base}/api`);
    await visit(page, at('/docs/next/whats-new'));
    expect(await page.locator('#version-menu a', { hasText: '1.0' }).getAttribute('href')).toBe(`${base}/docs/intro`);
    await chooseVersion(page, '1.0');
    await page.waitForURL(at('/docs/intro'));
    expect(await stored(page)).toBe('1.0');
    await chooseVersion(page, 'Next');
    await page.waitForURL(at('/docs/next/intro'));
    expect(await stored(page)).toBe('current');
    // A full load of a page outside the versions: served with the latest's links, then the reader's choice.
    await visit(page, at('/'));
    await expect.poll(() => navbarLink(page, 'Docs')).toBe(`${base}/docs/next/intro`);
    expect(await navbarLink(page, 'API')).toBe(`${base}/api/next`);
    expect(await page.locator('.version-dropdown button').innerText()).toBe('Next');
    // Without the page script, the served links to the latest stay.
    await page.route(/\/assets\/app\.[^/]+\.js$/, (route) => route.abort());
    await page.goto(at('/'));
    expect(await navbarLink(page, 'Docs')).toBe(`${base}/docs/intro`);
    expect(await navbarLink(page, 'API')).toBe(`${base}/api`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the unreleased banner on Next and the old-version banner on 0.9, each linking to the same page in 1.0', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/docs/next/overview/users'));
    const banner = page.locator('[data-version-banner]');
    expect(await banner.innerText()).toBe('This is unreleased documentation for Next. See the latest version (1.0).');
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`${base}/docs/overview/users`);
    await visit(page, at('/docs/0.9/overview/users'));
    expect(await banner.innerText()).toBe('This is documentation for 0.9, which is no longer actively maintained. See the latest version (1.0).');
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`${base}/docs/overview/users`);
    await banner.getByRole('link').click();
    await page.waitForURL(at('/docs/overview/users'));
    expect(await stored(page)).toBe('1.0');
    await expect.poll(() => banner.count()).toBe(0);
    // The Next-only page has no counterpart in 1.0: its banner leads to where 1.0 starts.
    await visit(page, at('/docs/next/whats-new'));
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`${base}/docs/intro`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works the same under /sl/, with the banner in Slovenian', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/sl/docs/intro'));
    expect(await menuEntries(page)).toEqual([
      ['Next', `${base}/sl/docs/next/intro`],
      ['1.0', `${base}/sl/docs/intro`],
      ['0.9', `${base}/sl/docs/0.9/intro`],
    ]);
    await chooseVersion(page, 'Next');
    await page.waitForURL(at('/sl/docs/next/intro'));
    const banner = page.locator('[data-version-banner]');
    expect(await banner.innerText()).toBe('To je dokumentacija za še neizdano različico Next. Oglejte si najnovejšo različico (1.0).');
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`${base}/sl/docs/intro`);
    await visit(page, at('/sl/docs/0.9/intro'));
    expect(await banner.innerText()).toBe('To je dokumentacija za različico 0.9, ki se ne vzdržuje več aktivno. Oglejte si najnovejšo različico (1.0).');
    await visit(page, at('/sl/docs/next/whats-new'));
    expect(await page.locator('article').innerText()).toContain('zdravju roja');
    await chooseVersion(page, '1.0');
    await page.waitForURL(at('/sl/docs/intro'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the version being read: the Next-only sentence is found from Next, not from 1.0', async () => {
    const { context, page } = await openPage();
    await visit(page, at('/docs/next/intro'));
    // The sentence closes the page's last section: the result leads to that heading.
    expect(await searchFor(page, 'quokkaflux')).toEqual([`${base}/docs/next/intro#where-to-go-next`]);
    await page.keyboard.press('Escape');
    await visit(page, at('/docs/intro'));
    expect(await searchFor(page, 'quokkaflux')).toEqual([]);
    await context.close();
  });

  it('shows the operation added after the release in the API reference of Next only', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/api/next'));
    expect(await page.locator('.version-dropdown button').innerText()).toBe('Next');
    await expect.poll(() => page.getByRole('link', { name: 'Report how long the backend has run' }).count()).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).toContain('Report how long the backend has run');
    await visit(page, at('/api'));
    expect(await page.locator('body').innerText()).not.toContain('Report how long the backend has run');
    expect(await page.locator('body').innerText()).toContain('Check that the backend is up');
    expect(errors).toEqual([]);
    await context.close();
  });
});
