import { describe, expect, it } from 'vitest';
import { memoryOutput } from '../siteOutput.js';
import { inlineConfig, inlineLocale, renderingSteps } from '../testing/stageFixtures.js';
import { renderLocale, renderLocaleRanges } from './renderLocale.js';

const resolved = inlineConfig({ llms: false, blog: false });
const pages = { 'en/docs/intro.md': '# Intro\n\nSee [setup](./setup.md).\n', 'en/docs/setup.md': '# Setup\n\n## Install\n\nRun it.\n' };

describe('the render stage, per locale', () => {
  it("hands each page to the output as it is made, with the locale's sidebars and strings, and gives them in page order", async () => {
    const output = memoryOutput();
    const result = await renderLocale(inlineLocale(resolved, pages, output, true), renderingSteps());
    // The markdown pages, then those the model adds (the docs index, the home page), last the 404 page.
    expect(result.pages.map((page) => [page.route, page.file])).toEqual([
      ['/docs/intro', 'docs/intro.html'],
      ['/docs/setup', 'docs/setup.html'],
      ['/docs', 'docs.html'],
      ['/', 'index.html'],
      ['/404', '404.html'],
    ]);
    expect(result.pages[1]?.headingIds).toContain('install');
    expect(result.pages[0]?.links.map((link) => link.href)).toEqual(['/docs/setup']);
    expect(output.files.map((file) => file.path).filter((file) => !file.startsWith('assets/'))).toEqual(['docs/intro.html', 'docs/setup.html', 'docs.html', 'index.html', '404.html']);
    expect(output.files.filter((file) => file.path.startsWith('assets/')).map((file) => file.path.replace(/\.[0-9a-f]+\.json$/, ''))).toEqual(['assets/sidebars.en', 'assets/strings.en']);
    expect(result.searchDocuments.map((document) => document.r).slice(0, 2)).toEqual(['/docs/intro', '/docs/setup']);
    expect(result.renderErrors).toEqual([]);
  });

  it('renders the ranges a caller selects in its order, tells it the plan, and still gives the pages in page order', async () => {
    const planned: Array<[string, number]> = [];
    const rendered: string[] = [];
    const steps = renderingSteps({
      renderPage: (_theme, _site, entry) => {
        rendered.push(entry.page.route);
        return `<html><body>${entry.page.contentHtml}</body></html>`;
      },
    });
    const result = await renderLocale(inlineLocale(resolved, pages, memoryOutput()), steps, { select: (plan) => ({ ranges: [{ start: plan.docs, end: plan.total }, { start: 0, end: plan.docs }] }), planned: (locale, plan) => planned.push([locale, plan.total]) });
    expect(planned).toEqual([['en', 5]]);
    expect(rendered).toEqual(['/404', '/docs/intro', '/docs/setup', '/docs', '/']);
    expect(result.pages.map((page) => page.route)).toEqual(['/docs/intro', '/docs/setup', '/docs', '/', '/404']);
  });

  it('gives a page that failed to render as a problem naming its route, and renders the others', async () => {
    const steps = renderingSteps({
      renderPage: (_theme, _site, entry) => {
        if (entry.page.route === '/docs/setup') throw new Error('the layout broke');
        return '<html></html>';
      },
    });
    const result = await renderLocale(inlineLocale(resolved, pages, memoryOutput()), steps);
    expect(result.pages.map((page) => page.route)).toEqual(['/docs/intro', '/docs', '/', '/404']);
    expect(result.renderErrors).toHaveLength(1);
    expect(result.renderErrors[0]?.message).toContain('/docs/setup');
  });

  it('hands each range over as soon as it is rendered when asked, and writes the locale files only when told to', async () => {
    const output = memoryOutput();
    const handed: Array<[number, string[]]> = [];
    const ranges = await renderLocaleRanges(inlineLocale(resolved, pages, output), renderingSteps(), {
      select: () => ({ ranges: [{ start: 1, end: 3 }], run: { start: 1, end: 3 } }),
      localeFiles: false,
      rangeDone: (range, result) => handed.push([range.start, result.pages.map((page) => page.route)]),
    });
    expect(handed).toEqual([[1, ['/docs/setup', '/docs']]]);
    expect(ranges.parts).toEqual([]);
    expect(ranges.run).toEqual({ start: 1, end: 3 });
    expect(output.files.map((file) => file.path)).toEqual(['docs/setup.html', 'docs.html']);
  });
});
