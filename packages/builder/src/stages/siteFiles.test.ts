import { describe, expect, it } from 'vitest';
import type { Theme } from '@laguna-docs/shared';
import { memoryOutput } from '../siteOutput.js';
import { silentLogger } from '../logger.js';
import { localeInfos } from '../siteData.js';
import { fakeSiteSteps, inlineConfig } from '../testing/stageFixtures.js';
import { siteFiles } from './siteFiles.js';

const resolved = inlineConfig();
const theme = { name: 'inline', strings: { en: {} } } as unknown as Theme; // Only its UI strings are read, for the redirect pages.
const page = { locale: 'en', route: '/docs/intro', file: 'docs/intro.html', headingIds: [], links: [] };

describe('the files beside the pages stage', () => {
  it('writes the sitemap, robots.txt and the static files, after the pages', async () => {
    const output = memoryOutput();
    await output.add({ path: 'docs/intro.html', contents: '<html></html>' });
    const result = await siteFiles(
      {
        resolved,
        locales: localeInfos(resolved.config),
        theme,
        pages: [page],
        sitemap: [{ href: 'https://example.org/docs/intro', alternates: [] }],
        contentAssets: [],
        staticFiles: [{ path: 'favicon.ico', contents: 'icon' }],
        output,
        logger: silentLogger,
      },
      fakeSiteSteps(),
    );
    expect(output.files.map((file) => file.path)).toEqual(['docs/intro.html', 'favicon.ico', 'robots.txt', 'sitemap.xml']);
    expect(String(output.files.find((file) => file.path === 'sitemap.xml')?.contents)).toContain('https://example.org/docs/intro');
    expect(result).toEqual({ pages: [], scanned: new Map(), diagnostics: [] });
  });

  it('gives a static file at the path of a page back as a problem, and does not copy it', async () => {
    const output = memoryOutput();
    await output.add({ path: 'docs/intro.html', contents: '<html></html>' });
    const result = await siteFiles({ resolved, locales: localeInfos(resolved.config), theme, pages: [page], sitemap: [], contentAssets: [], staticFiles: [{ path: 'docs/intro.html', contents: 'mine' }], output, logger: silentLogger }, fakeSiteSteps());
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['error']);
    expect(String(output.files.find((file) => file.path === 'docs/intro.html')?.contents)).toBe('<html></html>');
  });
});
