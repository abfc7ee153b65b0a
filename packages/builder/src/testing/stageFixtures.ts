import { resolveConfig, type ResolvedConfig } from '@laguna-docs/config';
import type { DiscoveredSources, SourceFile } from '@laguna-docs/content';
import { type SiteApi } from '@laguna-docs/api-reference';
import { StringPool } from '@laguna-docs/link-check';
import type { Theme } from '@laguna-docs/shared';
import type { SiteSteps } from '../steps/buildSteps.js';
import type { LocaleRenderInput } from '../stages/renderTypes.js';
import { fileSink, type SiteOutput } from '../siteOutput.js';
import { silentLogger } from '../logger.js';
import type { RenderedFile } from '../output.js';
import type { RenderStream } from '../renderedFiles.js';
import { localeInfos } from '../siteData.js';
import { docsLayout } from '../versions/docsLayout.js';
import { createPageParser } from '../parsePages.js';
import { searchDocument } from '../searchIndex.js';
import { collectSources, type CollectSourcesResult } from '@laguna-docs/content';
import { specMarkdown } from '../api/specMarkdown.js';

/*
 * Inline data for the stages' unit tests: a config resolved under a folder that does not exist (no stage
 * under test reads it), steps that fail on any call a test did not give, and sources made from text.
 */

/** A folder no test writes or reads: the stages' unit tests work on data alone. */
export const NO_FOLDER = '/laguna-docs-stage-test/site';

/** The config `overrides` gives over a one-locale site's, resolved under `NO_FOLDER`. */
export function inlineConfig(overrides: Record<string, unknown> = {}): ResolvedConfig {
  return resolveConfig({ title: 'Inline', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] }, ...overrides }, NO_FOLDER, 'laguna-docs.config.ts');
}

/** Site steps doing only what `given` does: any other step a stage calls fails the test, naming it. */
export function fakeSiteSteps(given: Partial<SiteSteps> = {}): SiteSteps {
  return new Proxy(given, {
    get(target, name: string) {
      if (name in target) return target[name as keyof SiteSteps];
      return () => {
        throw new Error(`the stage called the step ${name}, which this test did not give`);
      };
    },
  }) as SiteSteps;
}

/** A site's API reference without a spec, as the load step gives it, `over` changed. */
export function inlineReference(over: Partial<SiteApi> = {}): SiteApi {
  return { route: '/api', label: () => 'API', markdown: specMarkdown, diagnostics: [], ...over };
}

/** Markdown files given as text by their path under the content folder (`en/docs/intro.md`), as discovery reads them. */
export function inlineDiscovered(pages: Record<string, string>): DiscoveredSources {
  const files: SourceFile[] = Object.entries(pages).map(([relPath, text]) => {
    const [locale, section, ...rest] = relPath.split('/');
    return { locale: locale!, section: section as SourceFile['section'], relPath: rest.join('/'), file: `content/${relPath}`, text };
  });
  return { files, categories: [], assets: [], diagnostics: [] };
}

/** The sources of markdown pages given as text by their path under the content folder (see `inlineDiscovered`). */
export function inlineSources(pages: Record<string, string>, locales: readonly string[] = ['en']): CollectSourcesResult {
  return collectSources({ discovered: inlineDiscovered(pages), locales, defaultLocale: locales[0]! });
}

/**
 * What rendering the one locale of `resolved` takes, its markdown pages given as text (see `inlineSources`),
 * written into `output`, with a theme that has UI strings alone: the fake render step draws no component.
 */
export function inlineLocale(resolved: ResolvedConfig, pages: Record<string, string>, output: SiteOutput, scan = false): LocaleRenderInput {
  const collected = inlineSources(pages);
  const locales = localeInfos(resolved.config);
  return {
    config: resolved.config,
    locale: locales[0]!,
    locales,
    theme: { name: 'inline', strings: { en: { 'home.docs': 'Read the docs', 'notFound.title': 'Page not found' } } } as unknown as Theme, // UI strings alone: rendering is the fake step's.
    layout: docsLayout(resolved),
    sources: collected.locales[0]!,
    routesByPath: collected.routesByPath,
    siteApi: inlineReference(),
    assets: { css: '/assets/app.css', js: '/assets/app.js' },
    pageAssets: { diagrams: { script: '/d.js', library: '/m.js' }, requestSamples: { script: '/s.js' }, stylesheets: {} },
    output: fileSink(output),
    ...(scan ? { scan: { pages: new Map(), strings: new StringPool() } } : {}),
    logger: silentLogger,
  };
}

/** Site steps that parse markdown for real, in memory, and render a page as its title and content in a minimal document. */
export function renderingSteps(given: Partial<SiteSteps> = {}): SiteSteps {
  return fakeSiteSteps({
    pageParser: (settings) => createPageParser(settings),
    apiPages: () => () => [],
    renderPage: (_theme, _site, entry) => `<!doctype html><html><head><title>${entry.page.title}</title></head><body>${entry.page.contentHtml}</body></html>`,
    searchDocument,
    ...given,
  });
}

/** Takes every file of a render's stream (see `renderedFiles`) in order, as the write stage would, then what the render gave. */
export async function takeRendered<T>(render: RenderStream<T>): Promise<{ files: RenderedFile[]; result: T }> {
  const files: RenderedFile[] = [];
  for await (const file of render.files) files.push(file);
  return { files, result: await render.result };
}
