import { displayPath, type ResolvedConfig, type SiteConfig } from '@laguna-docs/config';
import type { Diagnostic, LocaleInfo, Theme } from '@laguna-docs/shared';
import { postProblems, withBlogMeta, withBlogRoutes } from '../blog/blogSources.js';
import { claimedRouteProblems } from '../claimedRoutes.js';
import { collectSources, type CollectSourcesResult } from '@laguna-docs/content';
import { assetRoutes, type ContentAsset } from '../contentAssets.js';
import { timed, type BuildLogger } from '../logger.js';
import { addPageMeta } from '@laguna-docs/content';
import { localeInfos } from '../siteData.js';
import { readSiteStrings, unknownStringKeys, withSiteStrings } from '../siteStrings.js';
import type { SourceSteps } from '../steps/buildSteps.js';
import { staleTranslationErrors, translationReport, translationSummary, type LocaleTranslations } from '@laguna-docs/content';
import { checkDocsSidebar } from '../docsSidebar.js';
import { docsLayout, type DocsLayout } from '../versions/docsLayout.js';

/** What the build knows once it has read its sources, before it loads the code that renders them. */
export interface SiteSources {
  locales: LocaleInfo[];
  /** The theme, with the site's own UI strings over its own. */
  theme: Theme;
  /** The docs sections built, of every version built (see `DocsLayout`). */
  layout: DocsLayout;
  collected: CollectSourcesResult;
  /** Routes of the markdown files, and of the files beside them (see `assetRoutes`). */
  routesByPath: ReadonlyMap<string, string>;
  contentAssets: ContentAsset[];
  /** Problems of the site's UI strings, front matter, categories and translations. */
  diagnostics: Diagnostic[];
}

/**
 * What discovery gave: the sources, or the problems that stop the build before anything is rendered; with
 * either, once the pages are known, how up to date each translated locale is (see `translationLines`).
 */
export type ReadSourcesResult = { ok: true; sources: SiteSources; translations: LocaleTranslations[] } | { ok: false; diagnostics: Diagnostic[]; translations?: LocaleTranslations[] };

export interface ReadSourcesInput {
  resolved: ResolvedConfig;
  /** Keep draft pages. */
  drafts: boolean;
  /** The build is written (stale translations fail it, where the config says so). */
  written: boolean;
  logger: BuildLogger;
}

/**
 * Stage "discover": the theme, the site's UI strings, the markdown and the files beside it, with their
 * routes. Pages at routes the build makes itself, a manual sidebar naming what is not there and stale
 * translations (of a written build, where the config says so) are problems that stop the build: then it
 * gives those alone.
 */
export async function readSources({ resolved, drafts, written, logger }: ReadSourcesInput, steps: SourceSteps): Promise<ReadSourcesResult> {
  const { config } = resolved;
  const locales = localeInfos(config);
  const codes = locales.map((info) => info.code);
  // git answers while the theme loads and the sources are read.
  const lastUpdates = config.lastUpdated ? timed(logger, 'read git dates', () => steps.readLastUpdates(resolved.root, resolved.contentDir), (r) => `${r.size} files`) : Promise.resolve(new Map());
  const loaded = await timed(logger, 'load theme', () => steps.loadTheme(config.theme, resolved.root));
  // The site's own UI strings (`i18n/<locale>.json`) go over the theme's.
  const siteStrings = await readSiteStrings(resolved.root, codes);
  const stringProblems = unknownStringKeys(siteStrings, Object.keys(loaded.strings[config.locales.default] ?? loaded.strings.en ?? {}));
  const theme = withSiteStrings(loaded, siteStrings);
  const layout = docsLayout(resolved);
  const discovered = await timed(logger, 'discover sources', () => steps.discover(resolved, layout, codes), (r) => `${r.files.length} files`);
  const [main, ...others] = layout.sections;
  const gathered = collectSources({ discovered, locales: codes, defaultLocale: config.locales.default, strictFrontMatter: config.frontMatter.strict, drafts, docsRoute: main!.route, sectionRoutes: new Map(others.map((section) => [section.id, section.route])), ...(config.blog !== false ? { blogRoute: config.blog.routeBasePath } : {}) });
  const withMeta = discovered.blogMeta ? { ...gathered, locales: withBlogMeta(gathered.locales, discovered.blogMeta, config.locales.default) } : gathered;
  const withBlog = config.blog !== false ? { ...withMeta, locales: withBlogRoutes(withMeta.locales, config, config.blog) } : withMeta;
  const defaults = withBlog.locales.find((locale) => locale.locale === config.locales.default);
  const blogProblems = [...(config.blog !== false ? postProblems(withBlog.locales, config.blog.routeBasePath) : []), ...(defaults ? claimedRouteProblems(defaults, config) : [])];
  if (blogProblems.length > 0) return { ok: false, diagnostics: blogProblems };
  const { collected, problems: metaProblems } = addPageMeta(withBlog, { config, lastUpdates: await lastUpdates, configFile: displayPath(resolved.configFile, resolved.root) });
  if (metaProblems.length > 0) return { ok: false, diagnostics: metaProblems };
  const sidebarProblems = checkDocsSidebar(resolved, layout, collected, displayPath(resolved.configFile, resolved.root));
  if (sidebarProblems.length > 0) return { ok: false, diagnostics: sidebarProblems };
  const contentAssets = await steps.readContentAssets(discovered.assets);
  const routesByPath = new Map([...collected.routesByPath, ...assetRoutes(contentAssets, codes, config.locales.default)]);
  const translations = translationReport(collected.locales, config.locales.default);
  const stale = staleTranslationProblems(translations, config, written);
  if (!stale.ok) return { ok: false, diagnostics: stale.diagnostics, translations };
  return { ok: true, sources: { locales, theme, layout, collected, routesByPath, contentAssets, diagnostics: [...stringProblems, ...collected.diagnostics, ...stale.diagnostics] }, translations };
}

/**
 * A site whose config says so fails a written build on stale translations, before anything is rendered; a
 * build in memory (`serve --watch`) only warns, so editing an original does not stop the preview.
 */
function staleTranslationProblems(reports: readonly LocaleTranslations[], config: SiteConfig, written: boolean): { ok: boolean; diagnostics: Diagnostic[] } {
  if (!config.i18n.failOnStaleTranslations) return { ok: true, diagnostics: [] };
  const errors = staleTranslationErrors(reports);
  if (errors.length > 0 && written) return { ok: false, diagnostics: errors };
  return { ok: true, diagnostics: errors.map((error) => ({ ...error, severity: 'warning' })) };
}

/**
 * One line per translated locale, for the build's log: how many of its pages are up to date, stale, missing
 * or untracked. Progress, not a warning: a site may well publish while translations catch up.
 */
export function translationLines(reports: readonly LocaleTranslations[]): string[] {
  return reports.map((report) => `translations ${translationSummary(report)}${report.counts.stale + report.counts.missing > 0 ? ' (laguna-docs translations lists them)' : ''}`);
}
