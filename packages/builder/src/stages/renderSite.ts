import { localize, type SiteConfig } from '@laguna-docs/config';
import { blogFeedFiles } from '../blog/blogFeeds.js';
import { StringPool, type ScannedPage } from '@laguna-docs/link-check';
import type { Diagnostic, LocaleInfo, Theme } from '@laguna-docs/shared';
import { apiPageCount, type SiteApi } from '@laguna-docs/api-reference';
import type { FileSink, OutputFile } from '../output.js';
import { llmsFiles } from '../llms/llmsFiles.js';
import { searchIndexFiles } from '../searchFragments.js';
import type { BuildLogger } from '../logger.js';
import { renderedFiles, type RenderStream } from '../renderedFiles.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import type { BundledAssets } from './bundleAssets.js';
import { componentFiles } from '../siteComponents/bundleComponents.js';
import type { SiteSources } from './readSources.js';
import type { BuiltPage, LocaleRenderInput, RenderedPages } from './renderTypes.js';

export interface RenderSiteInput {
  config: SiteConfig;
  /** The site's folder, which `.mdx` pages import files from. */
  root?: string;
  sources: SiteSources;
  bundled: BundledAssets;
  siteApi: SiteApi;
  /** The staging folder of a written build, where helper threads may write their pages themselves (see `FileSink.folder`). */
  staging?: string;
  /** Scan each page for the link check as it is rendered, so pages need not be read back. */
  scan: boolean;
  logger: BuildLogger;
}

/** What the pages of every locale gave. */
export interface RenderedSite {
  pages: BuiltPage[];
  sitemap: RenderedPages['sitemap'];
  /** Problems of each locale's strings, markdown pages and API texts, locale by locale. */
  diagnostics: Diagnostic[];
  /** Pages that failed to render, each with its route: they stop the build. */
  renderErrors: Diagnostic[];
  /** Each page's scan for the link check, with the pool its strings share. */
  scan?: { pages: ReadonlyMap<string, ScannedPage>; strings: StringPool };
}

/**
 * Stage "render": the client's files, then every locale's pages, its search index and `llms.txt`, as a
 * stream of files the write stage pulls (see `renderedFiles`): each page is handed over as it is rendered,
 * and the render waits while the write falls behind. What the pages gave comes as the `result` once the
 * last file is taken; pages that failed to render are in its `renderErrors`.
 */
export function renderSite(input: RenderSiteInput, steps: SiteSteps): RenderStream<RenderedSite> {
  return renderedFiles((output) => renderInto(input, output, steps), input.staging);
}

async function renderInto({ config, root, sources, bundled, siteApi, scan, logger }: RenderSiteInput, output: FileSink, steps: SiteSteps): Promise<RenderedSite> {
  for (const file of clientFiles(bundled)) await output.add(file);
  const scanned = scan ? { pages: new Map<string, ScannedPage>(), strings: new StringPool() } : undefined;
  const locales = localeInputs({ config, ...(root !== undefined ? { root } : {}), sources, bundled, siteApi, output, logger }, scanned);
  const pagesPerLocale = (sources.collected.locales[0]?.pages.length ?? 0) + [siteApi, ...(siteApi.versions ?? [])].reduce((sum, reference) => sum + apiPageCount(reference), 0);
  const results = await steps.renderLocales({ locales, pages: sources.locales.length * pagesPerLocale });
  // Spec link problems found before rendering (see `loadModel`) are found again by the renderer: each is reported once.
  const reportedBefore = new Set(siteApi.diagnostics.map(diagnosticKey));
  const diagnostics: Diagnostic[] = [];
  const renderErrors: Diagnostic[] = [];
  for (const [index, result] of results.entries()) {
    const locale = sources.locales[index]!;
    // As in the stages' order: the locale's strings, then every page's markdown problems, then the API's.
    diagnostics.push(...result.diagnostics.strings, ...result.diagnostics.pages, ...result.diagnostics.api.filter((d) => !reportedBefore.has(diagnosticKey(d))));
    renderErrors.push(...result.renderErrors);
    if (config.search) for (const file of searchIndexFiles(locale.code, result.searchDocuments)) await output.add(file);
    if (config.llms) for (const file of llmsFiles(config, locale, result.llms)) await output.add(file);
    if (config.blog !== false && result.feed) {
      const about = { title: localize(config.blog.title, locale.code, config.locales.default), ...(config.blog.description !== undefined ? { description: localize(config.blog.description, locale.code, config.locales.default) } : {}), route: config.blog.routeBasePath };
      const items = [...result.feed].sort((a, b) => a.index - b.index).map((entry) => entry.item);
      for (const file of blogFeedFiles(config, config.blog, locale, about, items)) await output.add(file);
    }
  }
  return { pages: results.flatMap((result) => result.pages), sitemap: results.flatMap((result) => result.sitemap), diagnostics, renderErrors, ...(scanned ? { scan: scanned } : {}) };
}

/** The client's files every page loads: the bundle, the site's CSS and its components' island chunks. */
export function clientFiles(bundled: BundledAssets): OutputFile[] {
  const components = bundled.pageAssets.components ? componentFiles(bundled.pageAssets.components.bundle) : [];
  return [...bundled.client.files, ...bundled.customCss, ...components];
}

/** What rendering each locale takes, in locale order; with `scanned`, each page is scanned into it. */
export function localeInputs({ config, root, sources, bundled, siteApi, output, logger }: Omit<RenderSiteInput, 'scan' | 'staging'> & { output: FileSink }, scanned?: LocaleRenderInput['scan']): LocaleRenderInput[] {
  return sources.locales.map((locale) => ({
    config,
    ...(root !== undefined ? { root } : {}),
    locale,
    locales: sources.locales,
    theme: sources.theme,
    layout: sources.layout,
    sources: sources.collected.locales.find((entry) => entry.locale === locale.code)!,
    routesByPath: sources.routesByPath,
    siteApi,
    assets: bundled.assets,
    pageAssets: bundled.pageAssets,
    output,
    ...(scanned ? { scan: scanned } : {}),
    logger,
  }));
}

function diagnosticKey(diagnostic: Diagnostic): string {
  return [diagnostic.severity, diagnostic.code, diagnostic.file, diagnostic.line, diagnostic.message].join('\0');
}
