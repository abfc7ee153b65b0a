import type { Diagnostic } from '@laguna-docs/shared';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import type { SitePage } from './assemblePages.js';
import type { OutputFile, RenderedFile as RenderedSiteFile } from './output.js';
import type { PlannedSource } from '@laguna-docs/content';
import type { SiteSources } from './stages/readSources.js';
import type { LocaleModel } from './stages/modelLocale.js';
import type { BuiltPage, PageOutcome } from './stages/renderTypes.js';

/*
 * The data a build passes from stage to stage, by name, in the order it flows (see buildSite.ts for the
 * stages, stages/ for each):
 *
 *   sources ─▶ parsed page ─▶ page model ─▶ rendered page ─▶ written file ─▶ link report
 *
 * Each stage takes one params object of these (and the steps it does its expensive work through) and
 * returns them with its problems as diagnostics; the orchestrator reports the problems once. Render yields
 * its files to the write stage as an async iterable (`RenderedFiles`, see renderedFiles.ts), each page as
 * it is made; the write stage (stages/writeFiles.ts) pulls them into the output, and render waits while a
 * few files wait to be taken, so no more than a few pages' trees and HTML are held at a time. A page a
 * helper thread rendered is written by that thread into the staging folder and comes as a record of its
 * path, so its HTML never passes through the build's thread.
 */

/** What the build knows once it has read its sources: the theme, the docs layout, every locale's pages and the files beside them. */
export type Sources = SiteSources;

/** One markdown page as the source read it: its text, front matter, route and locale. */
export type SourcePage = PlannedSource;

/** One markdown page parsed: its tree, headings, links and problems. */
export type ParsedPage = ParsedMarkdown;

/** One locale's model: its pages in page order with their data, the sidebars and the site data they embed. */
export type LocalePageModel = LocaleModel;

/** One page ready to render: its page data and content. */
export type PageModel = SitePage;

/** What one page gave: its HTML document, markdown copy, link records and scan, search and sitemap entries, problems. */
export type RenderedPage = PageOutcome;

/** One file as render yields it to the write stage: with its contents, already staged by a helper thread (its path), or to copy in from another folder. */
export type RenderedFile = RenderedSiteFile;

/** What render yields, pulled by the write stage. */
export type RenderedFiles = AsyncIterable<RenderedFile>;

/** One file of the built site, as the write stage writes it. */
export type WrittenFile = OutputFile;

/** A written page as the link check and the dev server know it. */
export type WrittenPage = BuiltPage;

/** The link check's findings under the site's link policy: broken links and anchors, errors or warnings. */
export type LinkReport = Diagnostic[];
