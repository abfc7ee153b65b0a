import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, inBothModes, loadAxeInto, openPage, seriousViolations, startLight, untilHydrated, type ColorMode } from './browser.js';
import { firstLoadWeight } from './weight.js';

const site = inject('siteUrl');
const outDir = inject('outDir');
const basePath = inject('basePath');

/** Every page the build wrote, as routes with locale prefix: `docs/intro`, `sl/api/login`, `` for the home page. */
function writtenRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') routes.push(path.relative(outDir, full).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
    }
  };
  walk(outDir);
  return routes.sort();
}

afterAll(closeBrowser);

describe('every page', () => {
  it('hydrates without a console error, warning or page error, in both locales', async () => {
    const routes = writtenRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const { context, page, messages, errors } = await openPage();
    const problems: string[] = [];
    for (const route of routes) {
      messages.length = 0;
      errors.length = 0;
      await page.goto(new URL(route, site).href, { waitUntil: 'load' });
      // Once the runtime marks the page live, hydration is done and any problem it had reported.
      await untilHydrated(page);
      expect(await page.evaluate(() => document.getElementById('__laguna')?.querySelector('main') !== null), route).toBe(true);
      for (const message of messages) if (message.type() === 'error' || message.type() === 'warning') problems.push(`${route}: ${message.type()} ${message.text()}`);
      for (const error of errors) problems.push(`${route}: ${error.message}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});

// The two passes run at once, each in a context of its own: axe's checks run in the browser's processes.
// Each page is checked in light and dark mode from one load (`inBothModes`).
describe.concurrent('accessibility (axe-core)', () => {
  const samples = ['', 'docs/intro', 'docs/category/overview', 'docs/overview/authentication', 'api/torrent-put', 'api', 'markdown-page', 'docs/no-such-page'];
  for (const prefix of ['', 'sl/']) {
    it(`has no serious or critical violations in light or dark mode (${prefix ? 'sl' : 'en'})`, async ({ expect }) => {
      const { context, page } = await openPage();
      await loadAxeInto(context);
      await startLight(context);
      const found: string[] = [];
      const modes: ColorMode[] = [];
      for (const route of samples) {
        await page.goto(new URL(prefix + route, site).href);
        await untilHydrated(page);
        modes.push(...(await inBothModes(page, async (mode) => {
          found.push(...(await seriousViolations(page)).map((line) => `${prefix}${route || '(home)'} (${mode}) ${line}`));
        })));
      }
      // Every page in both modes, each mode from a load on half of them and from the toggle on the others.
      expect(modes).toEqual(samples.flatMap((_, index) => (index % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'])));
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});

describe('first-load weight', () => {
  // DESIGN.md budget: HTML + JS + CSS a first page load fetches, gzip.
  const BUDGET = 80 * 1024;
  for (const file of ['index.html', 'docs/intro.html', 'docs/contributing/backend/configuration.html', 'api/torrent-put.html', 'sl/index.html', 'sl/api/torrent-put.html']) {
    it(`stays within 80 KB gzip for ${file}`, () => {
      const { total, parts } = firstLoadWeight(outDir, basePath, file);
      expect(Object.keys(parts).some((part) => part.endsWith('.js'))).toBe(true);
      expect(Object.keys(parts).some((part) => part.endsWith('.css'))).toBe(true);
      expect(total, JSON.stringify(parts)).toBeLessThanOrEqual(BUDGET);
    });
  }
});
