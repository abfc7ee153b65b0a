import path from 'node:path';
import { configFieldLocator, displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { scanHtml, type ScannedPage, type StringPool } from '@laguna-docs/link-check';
import { katexAssets } from '@laguna-docs/markdown';
import type { Diagnostic, LocaleInfo, Theme } from '@laguna-docs/shared';
import { linkedAssets, type ContentAsset } from '../contentAssets.js';
import { placeStaticFiles, renderRobots, renderSitemap } from '../extras.js';
import { timed, type BuildLogger } from '../logger.js';
import { mermaidFiles } from '../mermaidAssets.js';
import type { OutputFile } from '../output.js';
import { redirectFiles } from '../redirects.js';
import type { SiteOutput } from '../siteOutput.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import { resolveStrings } from '../strings.js';
import type { BuiltPage, RenderedPages } from './renderTypes.js';

export interface SiteFilesInput {
  resolved: ResolvedConfig;
  locales: readonly LocaleInfo[];
  theme: Theme;
  /** The rendered pages and their sitemap entries. */
  pages: readonly BuiltPage[];
  sitemap: RenderedPages['sitemap'];
  contentAssets: readonly ContentAsset[];
  staticFiles: readonly OutputFile[];
  output: SiteOutput;
  /** The pool the link check's scans share, when links are checked. */
  scanStrings?: StringPool;
  logger: BuildLogger;
}

/** The redirect pages, with their scans for the link check, and the problems of the files beside the pages. */
export interface SiteFilesResult {
  pages: BuiltPage[];
  scanned: Map<string, ScannedPage>;
  diagnostics: Diagnostic[];
  /** With social cards on: how many the pages have, and how many were drawn (the rest came from a cache). */
  cards?: { made: number; drawn: number };
}

/**
 * Stage "write the files beside the pages": redirects, the diagram and math code pages use, social cards,
 * the sitemap and robots.txt, the files the pages link to, and last the static folder.
 */
export async function siteFiles(input: SiteFilesInput, steps: SiteSteps): Promise<SiteFilesResult> {
  const { resolved, locales, theme, output } = input;
  const { config } = resolved;
  const scanned = new Map<string, ScannedPage>();
  // The redirects take routes no page has; their pages' one link is the config's (see `configLinks`).
  const redirects = redirectFiles({
    config,
    locales,
    strings: new Map(locales.map((locale) => [locale.code, resolveStrings(theme.strings, locale.code, config.locales.default, theme.name).strings])),
    taken: (await output.site()).paths,
    configFile: displayPath(resolved.configFile, resolved.root),
    locate: configFieldLocator(resolved.configFile),
  });
  for (const file of redirects.files) {
    if (input.scanStrings && file.path.endsWith('.html')) scanned.set(file.path, scanHtml(String(file.contents), input.scanStrings));
    await output.add(file);
  }
  const pages = [...input.pages, ...redirects.pages];
  if (pages.some((page) => page.features?.includes('diagram'))) for (const file of await mermaidFiles()) await output.add(file);
  let made: SiteFilesResult['cards'];
  if (config.socialCards) {
    const cards = await timed(input.logger, 'social cards', () => steps.drawCards(pages.flatMap((page) => (page.card ? [page.card] : []))), (r) => `${r.files.length} cards, ${r.drawn} drawn`);
    for (const file of cards.files) await output.add(file);
    made = { made: cards.files.length, drawn: cards.drawn };
  }
  // KaTeX's CSS and fonts, linked by the pages with math (see `pageStylesheets`), published if there are any.
  if (pages.some((page) => page.features?.includes('math'))) {
    const katex = katexAssets();
    for (const file of katex.files) await output.add({ path: `${katex.folder}/${file.path}`, contents: file.contents });
  }
  await output.add({ path: 'sitemap.xml', contents: renderSitemap(config.url, input.sitemap) });
  await output.add({ path: 'robots.txt', contents: renderRobots(config.url, config.basePath) });
  const media = await linkedAssets(input.contentAssets, pages.flatMap((page) => page.links.map((link) => link.href)), config.basePath);
  for (const file of media.files) await output.add(file);
  // Copied last, once every path the build writes is known (see `placeStaticFiles`).
  const displayStatic = (file: string) => displayPath(path.join(resolved.staticDir, file), resolved.root);
  const placed = placeStaticFiles(input.staticFiles, (await output.site()).paths, displayStatic);
  for (const file of placed.copy) await output.add(file);
  output.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { pages: redirects.pages, scanned, diagnostics: [...redirects.diagnostics, ...media.diagnostics, ...placed.diagnostics], ...(made ? { cards: made } : {}) };
}
