import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { serveDirectory, siteLayout, type RunningServer } from '@laguna-docs/server';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';

// A site whose navbar has a dropdown of two docs and a link to another site: it opens with a click and
// with the keyboard, its links navigate inside the site without a full load, and on a phone its links
// are a group in the menu panel.
let server: RunningServer | undefined;
let dir: string | undefined;
let origin = '';
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/laguna-docs.js');

const config = {
  title: 'Dropdowns',
  url: 'https://example.org',
  basePath: '/site/',
  navbar: [
    { type: 'link', label: 'Docs', to: '/docs/intro' },
    {
      type: 'dropdown',
      label: 'Guides',
      items: [
        { label: 'Setup', to: '/docs/guides/setup' },
        { label: 'Upgrade', to: '/docs/guides/upgrade' },
        { label: 'Forum', href: 'https://forum.example.org' },
      ],
    },
  ],
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dropdown-'));
  const files: Record<string, string> = {
    'content/en/pages/index.md': '# Home\n',
    'content/en/docs/intro.md': '# Intro\n\nStart here.\n',
    'content/en/docs/guides/setup.md': '# Setup\n\nSet it up.\n',
    'content/en/docs/guides/upgrade.md': '# Upgrade\n\nUpgrade it.\n',
    'laguna-docs.config.mjs': `export default ${JSON.stringify(config)};\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // Built by the compiled CLI, as a user builds: a build inside this test process would take the theme's
  // stylesheet from its sources (the `source` condition the tests resolve with), which only the package
  // compiler bundles, and the dropdowns' showing and hiding is CSS.
  const built = spawnSync(process.execPath, [bin, 'build', '--out', 'out'], { cwd: dir, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the site did not build:\n${built.stdout}${built.stderr}`);
  const loaded = await loadConfig({ cwd: dir, outDir: path.join(dir, 'out') });
  server = await serveDirectory({ dir: path.join(dir, 'out'), layout: siteLayout(loaded.config), host: '127.0.0.1', port: 0 });
  origin = server.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const at = (route: string) => `${origin}/site${route}`;
/** The dropdown's button (the sidebar has a category of the same name). */
const navbarButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Guides' });

describe('navbar dropdown', () => {
  it('opens with a click, follows an item without a full load and marks it as the page', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/docs/intro'));
    const button = navbarButton(page);
    const menu = page.locator('#navbar-dropdown-1');
    expect(await menu.isVisible()).toBe(false);
    await markDocument(page);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Setup', 'Upgrade', 'Forum\n(opens in a new tab)']);
    await menu.getByRole('link', { name: 'Setup' }).click();
    await page.waitForURL(/\/docs\/guides\/setup$/);
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Setup');
    expect(await isSameDocument(page)).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Setup', includeHidden: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.navbar-dropdown').getAttribute('class')).toBe('dropdown navbar-dropdown active');
    // A click outside closes it.
    await button.click();
    expect(await menu.isVisible()).toBe(true);
    await page.locator('main h1').click();
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens with the keyboard, moves between its links with the arrows and closes with Escape', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, at('/'));
    const button = navbarButton(page);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Setup');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Upgrade');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('navbar-dropdown-1');
    // Enter opens it; following a link from the keyboard navigates inside the site.
    await markDocument(page);
    await page.keyboard.press('Enter');
    expect(await page.locator('#navbar-dropdown-1').isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Setup');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Upgrade');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/guides\/upgrade$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on hover without JavaScript', async () => {
    const { context, page } = await openPage({ javaScriptEnabled: false });
    await page.goto(at('/docs/intro'));
    const menu = page.locator('#navbar-dropdown-1');
    expect(await menu.isVisible()).toBe(false);
    await page.locator('.navbar-dropdown').hover();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/site/docs/guides/upgrade');
    await context.close();
  });

  it('lists its links on a phone as a group under its label in the menu panel', async () => {
    const { context, page, errors } = await openPage({ viewport: { width: 390, height: 800 } });
    await visit(page, at('/docs/intro'));
    expect(await navbarButton(page).isVisible()).toBe(false);
    await page.locator('button.menu-button').click();
    const group = page.getByRole('group', { name: 'Guides' });
    expect(await group.isVisible()).toBe(true);
    expect(await group.getByRole('link').allInnerTexts()).toEqual(['Setup', 'Upgrade', 'Forum\n(opens in a new tab)']);
    await markDocument(page);
    await group.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/docs\/guides\/upgrade$/);
    expect(await isSameDocument(page)).toBe(true);
    await page.locator('button.menu-button').click();
    expect(await page.getByRole('group', { name: 'Guides' }).getByRole('link', { name: 'Upgrade' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  });
});
