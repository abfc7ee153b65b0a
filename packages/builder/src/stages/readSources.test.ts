import { describe, expect, it } from 'vitest';
import type { Theme } from '@laguna-docs/shared';
import type { SourceSteps } from '../steps/buildSteps.js';
import { silentLogger } from '../logger.js';
import { inlineConfig, inlineDiscovered, NO_FOLDER } from '../testing/stageFixtures.js';
import { readSources, translationLines } from './readSources.js';

const theme = { name: 'inline', strings: { en: { 'home.docs': 'Read the docs' }, sl: { 'home.docs': 'Preberi' } } } as unknown as Theme; // The stage reads only its name and UI strings.

function sourceSteps(asked: string[], pages: Record<string, string> = {}): SourceSteps {
  return {
    discover: async (_resolved, layout, locales) => {
      asked.push(`discover ${layout.sections.map((section) => section.route).join(',')} ${locales.join(',')}`);
      return inlineDiscovered(pages);
    },
    readLastUpdates: async () => {
      asked.push('readLastUpdates');
      return new Map();
    },
    loadTheme: async (specifier, root) => {
      asked.push(`loadTheme ${specifier} ${root}`);
      return theme;
    },
    readContentAssets: async (files) => {
      asked.push(`readContentAssets ${files.length}`);
      return [];
    },
  };
}

describe('the discover stage', () => {
  it('reads the theme and the files through its steps, and gives every locale its pages with their routes', async () => {
    const asked: string[] = [];
    const resolved = inlineConfig({ locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } });
    const pages = { 'en/docs/intro.md': '# Intro\n\nStart here.\n', 'en/docs/guides/setup.md': '---\nslug: /install\n---\n# Setup\n', 'sl/docs/intro.md': '# Uvod\n' };
    const read = await readSources({ resolved, drafts: false, written: false, logger: silentLogger }, sourceSteps(asked, pages));
    if (!read.ok) throw new Error(`the sources gave problems: ${JSON.stringify(read.diagnostics)}`);
    const sources = read.sources;
    expect(asked).toEqual([`loadTheme ${resolved.config.theme} ${NO_FOLDER}`, 'discover /docs en,sl', 'readContentAssets 0']);
    expect(sources.locales.map((locale) => [locale.code, locale.prefix])).toEqual([
      ['en', ''],
      ['sl', '/sl'],
    ]);
    expect(sources.theme.strings).toEqual(theme.strings);
    expect(sources.layout.sections.map((section) => section.route)).toEqual(['/docs']);
    expect(sources.collected.locales.map((locale) => [locale.locale, locale.pages.map((page) => [page.route, page.untranslated])])).toEqual([
      ['en', [['/docs/intro', false], ['/docs/install', false]]],
      ['sl', [['/docs/intro', false], ['/docs/install', true]]],
    ]);
    expect(sources.routesByPath.get('docs/guides/setup.md')).toBe('/docs/install');
    expect(sources.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // How up to date the translations are is data for the build to report, not lines the stage logs.
    expect(read.translations.map((report) => [report.locale, report.counts])).toEqual([['sl', { upToDate: 0, stale: 0, missing: 1, untracked: 1 }]]);
    expect(translationLines(read.translations)).toHaveLength(1);
  });

  it('gives a page at a route the build makes itself as the problem that stops the build, and throws nothing', async () => {
    const read = await readSources({ resolved: inlineConfig({ docs: { routeBasePath: '/' } }), drafts: false, written: true, logger: silentLogger }, sourceSteps([], { 'en/docs/404.md': '# Missing\n' }));
    expect(read.ok ? [] : read.diagnostics.map((d) => [d.code, d.file])).toEqual([['content/duplicate-route', 'content/en/docs/404.md']]);
  });

  it('gives an editUrl function that throws or gives no URL as the problem that stops the build, naming the page', async () => {
    const pages = { 'en/docs/intro.md': '# Intro\n', 'en/docs/setup.md': '# Setup\n' };
    const read = async (editUrl: unknown) => {
      const result = await readSources({ resolved: inlineConfig({ editUrl }), drafts: false, written: true, logger: silentLogger }, sourceSteps([], pages));
      return result.ok ? [] : result.diagnostics.map((d) => [d.code, d.file, d.message]);
    };
    const failing = (params: { file: string }) => {
      if (params.file.endsWith('setup.md')) throw new Error('no repository');
      return `https://example.org/edit/${params.file}`;
    };
    expect(await read(failing)).toEqual([['config/edit-url-failed', 'laguna-docs.config.ts', 'editUrl failed for "content/en/docs/setup.md": no repository']]);
    // The same mistake on every page is one problem, not a line per page.
    expect(await read(() => 'edit me')).toEqual([['config/edit-url-invalid', 'laguna-docs.config.ts', 'editUrl returned "edit me" for "content/en/docs/intro.md", which is not a URL']]);
  });

  it('asks git for the pages’ dates only when the config shows them', async () => {
    const asked: string[] = [];
    await readSources({ resolved: inlineConfig({ lastUpdated: true }), drafts: false, written: false, logger: silentLogger }, sourceSteps(asked));
    expect(asked).toContain('readLastUpdates');
  });
});
