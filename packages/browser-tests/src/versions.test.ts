import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildSite, loadTheme } from '@laguna-docs/build';
import { loadConfig } from '@laguna-docs/config';
import { renderDocument } from '@laguna-docs/render';
import { serveDirectory, siteLayout, type RunningServer } from '@laguna-docs/server';
import type { PageData, SearchDocument, SiteData, UiStrings, VersionInfo } from '@laguna-docs/shared';
import { closeBrowser, isSameDocument, markDocument, openPage, visit } from './browser.js';

// The reader's side of versions on a built site: a small site is built, then its docs pages are rendered
// again as two versions (1.0, the latest, at /docs; Next at /docs/next, with a page 1.0 lacks) with the
// render package and the version data the build gives a versioned site, and its search index gets each
// document's version. The real client runtime then drives the dropdown, the banners, the stored choice,
// the navbar link and search.
let server: RunningServer | undefined;
let dir: string | undefined;
let origin = '';

const VERSIONS: VersionInfo[] = [
  { name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro' },
  { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro' },
];

const DOCS = {
  intro: { title: 'Introduction', html: '<p>Start the tracker with one command.</p>' },
  guide: { title: 'Guide', html: '<p>The guide explains announces.</p>' },
};

function readData(outDir: string, file: string): { site: SiteData; page: Omit<PageData, 'contentHtml'> } {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  const json = /<script type="application\/json" id="__laguna_data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no page data in ${file}`);
  return JSON.parse(json) as { site: SiteData; page: Omit<PageData, 'contentHtml'> };
}

/** Writes a page of the versioned site where the static server finds its route. */
function writePage(outDir: string, site: SiteData, page: PageData, theme: Parameters<typeof renderDocument>[0]['theme']): void {
  const file = path.join(outDir, page.route === '/' ? 'index.html' : `${page.route.slice(1)}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderDocument({ theme, site, page }));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-versions-'));
  const outDir = path.join(dir, 'out');
  fs.mkdirSync(path.join(dir, 'content/en/docs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'content/en/pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content/en/pages/index.md'), '# Home\n\nWelcome.\n');
  fs.writeFileSync(path.join(dir, 'content/en/docs/intro.md'), '---\nsidebar_position: 1\n---\n# Introduction\n\nStart the tracker with one command.\n');
  fs.writeFileSync(path.join(dir, 'content/en/docs/guide.md'), '---\nsidebar_position: 2\n---\n# Guide\n\nThe guide explains announces.\n');
  const settings = { title: 'Versioned', url: 'https://example.org', basePath: '/', navbar: [{ type: 'link', label: 'Docs', to: '/docs/intro', position: 'left' }] };
  fs.writeFileSync(path.join(dir, 'laguna-docs.config.mjs'), `export default ${JSON.stringify(settings)};\n`);
  const config = await loadConfig({ cwd: dir, outDir });
  await buildSite({ config });

  const theme = await loadTheme(config.config.theme, config.root);
  const built = readData(outDir, 'docs/intro.html');
  const strings = JSON.parse(fs.readFileSync(path.join(outDir, built.site.assets.strings!.slice(1)), 'utf8')) as UiStrings;
  const latestSite: SiteData = { ...built.site, strings, versions: VERSIONS };
  // Next's sidebar is the same docs at Next's routes.
  const nextSidebars = JSON.stringify(latestSite.sidebars).replaceAll('"/docs/intro"', '"/docs/next/intro"').replaceAll('"/docs/guide"', '"/docs/next/guide"');
  const nextSite: SiteData = { ...latestSite, sidebars: JSON.parse(nextSidebars) as SiteData['sidebars'] };
  const index = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/en.json'), 'utf8')) as SearchDocument[];
  const versionedIndex: SearchDocument[] = index.filter((doc) => !doc.r.startsWith('/docs/'));
  for (const [slug, doc] of Object.entries(DOCS)) {
    const { page } = readData(outDir, `docs/${slug}.html`);
    writePage(outDir, latestSite, { ...page, contentHtml: doc.html, version: '1.0', versionAlternates: { current: `/docs/next/${slug}` } }, theme);
    writePage(outDir, nextSite, { ...page, route: `/docs/next/${slug}`, contentHtml: doc.html, version: 'current', versionAlternates: { '1.0': `/docs/${slug}` } }, theme);
    const text = doc.html.replace(/<[^>]+>/g, '');
    versionedIndex.push({ r: `/docs/${slug}`, t: doc.title, s: '', c: [['', '', text]], v: '1.0' }, { r: `/docs/next/${slug}`, t: doc.title, s: '', c: [['', '', text]], v: 'current' });
  }
  // A page only Next has.
  const guide = readData(outDir, 'docs/guide.html').page;
  writePage(outDir, nextSite, { ...guide, route: '/docs/next/swarm', title: 'Swarm health', contentHtml: '<p>How healthy a swarm is.</p>', toc: [], version: 'current', versionAlternates: {} }, theme);
  versionedIndex.push({ r: '/docs/next/swarm', t: 'Swarm health', s: '', c: [['', '', 'How healthy a swarm is.']], v: 'current' });
  const home = readData(outDir, 'index.html').page;
  writePage(outDir, latestSite, { ...home, contentHtml: '<p>Welcome.</p>' } as PageData, theme);
  fs.writeFileSync(path.join(outDir, 'search-index/en.json'), JSON.stringify(versionedIndex));

  server = await serveDirectory({ dir: outDir, layout: siteLayout(config.config), host: '127.0.0.1', port: 0 });
  origin = server.origin;
}, 120_000);

afterAll(async () => {
  await closeBrowser();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const docsLink = (page: Page) => page.locator('.navbar-left a', { hasText: 'Docs' }).getAttribute('href');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('laguna-docs:docs-version'));

async function searchFor(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole('combobox');
  if (!(await input.isVisible())) await page.locator('[data-laguna-search]').first().click();
  await input.fill(query);
  const status = page.getByRole('dialog').getByRole('status');
  await expect.poll(() => status.innerText()).toMatch(/result|No results/);
  return page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
}

describe('a versioned site in the browser', () => {
  it('shows the unreleased banner on Next, and the dropdown keeps the reader on the same page and stores the choice', async () => {
    const { context, page, messages, errors } = await openPage();
    await visit(page, `${origin}/docs/next/guide`);
    expect(await page.getByRole('note').innerText()).toBe('This is unreleased documentation for Next. See the latest version (1.0).');
    expect(await page.getByRole('note').getByRole('link').getAttribute('href')).toBe('/docs/guide');
    const button = page.getByRole('button', { name: 'Docs version: Next' });
    await markDocument(page);
    await button.click();
    await page.locator('#version-menu').getByRole('link', { name: '1.0' }).click();
    await page.waitForURL(`${origin}/docs/guide`);
    expect(await isSameDocument(page)).toBe(true);
    expect(await stored(page)).toBe('1.0');
    await expect.poll(() => page.getByRole('note').count()).toBe(0);
    expect(await page.locator('.version-dropdown button').innerText()).toBe('1.0');
    expect(messages.filter((message) => /hydrat/i.test(message.text())).map((message) => message.text())).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads to Next\'s docs home from a page Next lacks in 1.0, and the navbar\'s Docs link follows the stored choice', async () => {
    const { context, page, errors } = await openPage();
    await visit(page, `${origin}/`);
    expect(await docsLink(page)).toBe('/docs/intro');
    await visit(page, `${origin}/docs/next/swarm`);
    expect(await page.locator('#version-menu a', { hasText: '1.0' }).getAttribute('href')).toBe('/docs/intro');
    await page.locator('.version-dropdown button').click();
    await page.locator('#version-menu').getByRole('link', { name: 'Next' }).click();
    expect(await stored(page)).toBe('current');
    // A full load of a page outside the versions: served with the latest, then the reader's choice.
    await visit(page, `${origin}/`);
    await expect.poll(() => docsLink(page)).toBe('/docs/next/intro');
    expect(await page.locator('.version-dropdown button').innerText()).toBe('Next');
    // Without the runtime, the served link to the latest stays.
    await page.route(/\/assets\/runtime\.[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${origin}/`);
    expect(await docsLink(page)).toBe('/docs/intro');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the version being read: Next-only text only in Next', async () => {
    const { context, page } = await openPage();
    await visit(page, `${origin}/docs/next/intro`);
    expect(await searchFor(page, 'swarm')).toEqual(['/docs/next/swarm']);
    expect(await searchFor(page, 'tracker')).toEqual(['/docs/next/intro']);
    await page.keyboard.press('Escape');
    await visit(page, `${origin}/docs/intro`);
    expect(await searchFor(page, 'swarm')).toEqual([]);
    expect(await searchFor(page, 'tracker')).toEqual(['/docs/intro']);
    await context.close();
  });
});
