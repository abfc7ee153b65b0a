import { describe, expect, it } from 'vitest';
import type { Diagnostic, Theme } from '@laguna-docs/shared';
import type { LocaleResult } from './renderTypes.js';
import type { BundledAssets } from './bundleAssets.js';
import type { SiteSources } from './readSources.js';
import { silentLogger } from '../logger.js';
import { localeInfos } from '../siteData.js';
import { docsLayout } from '../versions/docsLayout.js';
import { fakeSiteSteps, inlineConfig, inlineReference, inlineSources, takeRendered } from '../testing/stageFixtures.js';
import { renderSite } from './renderSite.js';

const resolved = inlineConfig({ search: true });
const sources: SiteSources = {
  locales: localeInfos(resolved.config),
  theme: { name: 'inline', strings: {} } as unknown as Theme, // Rendering is the fake step's: no theme is used.
  layout: docsLayout(resolved),
  collected: inlineSources({ 'en/docs/intro.md': '# Intro\n' }),
  routesByPath: new Map([['docs/intro.md', '/docs/intro']]),
  contentAssets: [],
  diagnostics: [],
};
const bundled: BundledAssets = {
  client: { files: [{ path: 'assets/app.1.js', contents: 'app' }], js: 'assets/app.1.js', css: 'assets/app.1.css', search: 'assets/search.1.js', diagrams: 'd', samples: 's', featureCss: {} },
  customCss: [],
  staticFiles: [],
  assets: { css: '/assets/app.1.css', js: '/assets/app.1.js' },
  pageAssets: { diagrams: { script: 'd', library: 'l' }, requestSamples: { script: 's' }, stylesheets: {} },
  diagnostics: [],
};
const specProblem: Diagnostic = { severity: 'warning', code: 'openapi/broken-link', message: 'a link to nowhere', file: 'api.yaml', line: 3 };
const pageProblem: Diagnostic = { severity: 'warning', code: 'markdown/unknown-language', message: 'unknown language', file: 'content/en/docs/intro.md', line: 2 };
const failed: Diagnostic = { severity: 'error', code: 'render/failed', message: 'the page failed to render', file: 'content/en/docs/intro.md' };

function localeResult(over: Partial<LocaleResult> = {}): LocaleResult {
  return {
    pages: [{ locale: 'en', route: '/docs/intro', file: 'docs/intro.html', headingIds: [], links: [] }],
    sitemap: [{ href: 'https://example.org/docs/intro', alternates: [] }],
    diagnostics: { strings: [], pages: [pageProblem], api: [specProblem] },
    renderErrors: [],
    searchDocuments: [{ r: '/docs/intro', t: 'Intro', s: '', c: [] }],
    llms: [],
    ...over,
  };
}

describe('the render stage', () => {
  it("gives the client's files and each locale's search index as files, and the pages with their problems, a spec's problem found before once", async () => {
    const asked: number[] = [];
    const steps = fakeSiteSteps({
      renderLocales: async (input) => {
        asked.push(input.locales.length, input.pages);
        return [localeResult()];
      },
    });
    const { files, result: rendered } = await takeRendered(renderSite({ config: resolved.config, sources, bundled, siteApi: inlineReference({ diagnostics: [specProblem] }), scan: false, logger: silentLogger }, steps));
    expect(asked).toEqual([1, 1]);
    expect(rendered.pages.map((page) => page.file)).toEqual(['docs/intro.html']);
    expect(rendered.diagnostics).toEqual([pageProblem]);
    expect(rendered.renderErrors).toEqual([]);
    const written = files.map((file) => file.path);
    expect(written[0]).toBe('assets/app.1.js');
    expect(written).toContain('search-index/en.json');
  });

  it('gives the pages that failed to render back, and stops nothing itself', async () => {
    const steps = fakeSiteSteps({ renderLocales: async () => [localeResult({ renderErrors: [failed] })] });
    const { result: rendered } = await takeRendered(renderSite({ config: resolved.config, sources, bundled, siteApi: inlineReference(), scan: true, logger: silentLogger }, steps));
    expect(rendered.renderErrors).toEqual([failed]);
    expect(rendered.scan?.pages.size).toBe(0);
  });
});
