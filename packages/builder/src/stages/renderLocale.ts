import { parseFrontMatter } from '@laguna-docs/content';
import { apiPageRoutes } from '@laguna-docs/api-reference';
import { scanHtml } from '@laguna-docs/link-check';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { routeFile, routeHref, type Diagnostic, type PageUpdate } from '@laguna-docs/shared';
import type { EditedPage, LocalePlan, LocaleRangesOptions, LocaleRanges, LocaleRenderInput, LocaleRenderOptions, LocaleResult, PageGroupMaker, PageOutcome, PageRange, RenderedPages } from './renderTypes.js';
import { modelLocale } from './modelLocale.js';
import { withMarkdown, type SitePage } from '../assemblePages.js';
import { DEFAULT_CARD_COLORS, pageImage } from '../cards/pageImage.js';
import { pageMarkdown } from '../llms/pageMarkdown.js';
import { feedItem } from '../blog/blogFeeds.js';
import { samePostSummary } from '../blog/blogModel.js';
import { handedOutPieces, renderContent } from '@laguna-docs/render';
import { timed } from '../logger.js';
import { pageTitle, probedTitle } from '../parsePages.js';
import { pageUpdate } from '../renderPage.js';
import type { PlannedSource } from '@laguna-docs/content';
import type { SiteSteps } from '../steps/buildSteps.js';
import { siteTheme } from '../siteComponents/themeOverrides.js';

export type { BuiltPage, EditedPage, LocalePlan, LocaleRangesOptions, LocaleRanges, LocaleRenderInput, LocaleRenderOptions, LocaleResult, PageAssets, PageGroup, PageGroupMaker, PageOutcome, PageRange, RenderedPages } from './renderTypes.js';

/** What consecutive parts of a locale's pages gave, as one, in their order. */
export function concatResults(parts: readonly RenderedPages[]): RenderedPages {
  return {
    pages: parts.flatMap((part) => part.pages),
    sitemap: parts.flatMap((part) => part.sitemap),
    diagnostics: { pages: parts.flatMap((part) => part.diagnostics.pages), api: parts.flatMap((part) => part.diagnostics.api) },
    renderErrors: parts.flatMap((part) => part.renderErrors),
    searchDocuments: parts.flatMap((part) => part.searchDocuments),
    llms: parts.flatMap((part) => part.llms),
    ...(parts.some((part) => part.feed) ? { feed: parts.flatMap((part) => part.feed ?? []) } : {}),
  };
}

/** How many pages results hold, those that failed included. */
export const pagesIn = (parts: readonly RenderedPages[]): number => parts.reduce((sum, part) => sum + part.pages.length + part.renderErrors.length, 0);

/**
 * Renders one locale: its plan (see `planLocale`), its sidebars and strings files, then its pages (every
 * one, or the ranges `options.select` chooses, in that order), put back in page order.
 */
export async function renderLocale(input: LocaleRenderInput, steps: SiteSteps, options: LocaleRenderOptions = {}): Promise<LocaleResult> {
  const { parts, stringProblems } = await renderLocaleRanges(input, steps, options);
  const all = concatResults(parts.sort((a, b) => a.range.start - b.range.start).map((part) => part.result));
  return { ...all, diagnostics: { strings: stringProblems, ...all.diagnostics } };
}

/**
 * Renders ranges of one locale's pages, each handed to the output as it is done: those `options.select`
 * chooses from the locale's page counts, in its order (every page by default). Each range's result goes to
 * `options.rangeDone` as soon as it is rendered, or else comes back with the range, in the order rendered.
 */
export async function renderLocaleRanges<R extends PageRange>(input: LocaleRenderInput, steps: SiteSteps, options: LocaleRangesOptions<R> = {}): Promise<LocaleRanges<R>> {
  const plan = await planLocale(input, steps, options);
  options.planned?.(input.locale.code, plan);
  const chosen = options.select ? options.select(plan) : { ranges: [{ start: 0, end: plan.total } as R] };
  if (options.localeFiles !== false) {
    await input.output.add(plan.sidebarsFile);
    await input.output.add(plan.stringsFile);
  }
  const parts: Array<{ range: R; result: RenderedPages }> = [];
  let pages = 0;
  const run = chosen.run;
  await timed(
    input.logger,
    `[${input.locale.code}] render`,
    async () => {
      for (const range of chosen.ranges) {
        const result = await plan.renderRange(range);
        pages += pagesIn([result]);
        if (options.rangeDone) options.rangeDone(range, result);
        else parts.push({ range, result });
      }
    },
    () => `${plan.renderDetail(pages)}${run ? `, of pages ${run.start + 1}–${run.end} of ${plan.total}` : ''}`,
  );
  return { parts, stringProblems: plan.stringProblems, total: plan.total, ...(run ? { run } : {}) };
}

/**
 * A locale made ready to render (see `modelLocale`). Its pages are then parsed, rendered, scanned for the
 * link check and handed to the output one at a time, so no more than one page's parsed tree and HTML are held at once.
 */
async function planLocale(input: LocaleRenderInput, steps: SiteSteps, options: LocaleRenderOptions): Promise<LocalePlan> {
  const { config, locale, output } = input;
  // The theme given the site's overrides of its components, when it has some.
  const theme = siteTheme(input.theme, input.pageAssets.components?.bundle, input.root);
  const model = await modelLocale(input, steps);
  const { parse, early, site, between, sidebarOrder, markdownLinks, mathCss } = model;
  // Time spent writing the pages' markdown copies, reported with the render so its cost stays in sight.
  let markdownMs = 0;
  // A page as it is rendered: its markdown, the diagram script and its social card added.
  const pageEntry = (pending: SitePage, markdown: ParsedMarkdown | undefined) => {
    const components = input.pageAssets.components;
    let entry = markdown ? withMarkdown(pending, markdown, { ...input.pageAssets.stylesheets, math: mathCss, ...(components?.stylesheet ? { siteComponents: components.stylesheet } : {}) }) : pending;
    if (components && entry.page.features?.includes('islands')) entry = { ...entry, page: { ...entry.page, islands: components.islands } };
    // The theme's styles with the API reference's in one file, linked by API pages alone (see `Theme`).
    const apiCss = entry.page.kind === 'api' ? input.pageAssets.stylesheets.api : undefined;
    if (apiCss) entry = { ...entry, page: { ...entry.page, themeStylesheet: apiCss } };
    // The version banners' and menu's styles, on every page of a site with released versions.
    const versionsCss = site.versions ? input.pageAssets.stylesheets.versions : undefined;
    if (versionsCss) entry = { ...entry, page: { ...entry.page, stylesheets: [...(entry.page.stylesheets ?? []), versionsCss] } };
    if (entry.page.features?.includes('diagram')) entry = { ...entry, page: { ...entry.page, diagrams: input.pageAssets.diagrams } };
    if (entry.page.features?.includes('requestSamples')) entry = { ...entry, page: { ...entry.page, requestSamples: input.pageAssets.requestSamples } };
    const { image, card, link } = pageImage({ site, page: entry.page, ...(pending.source ? { source: pending.source } : {}), cards: config.socialCards, colors: theme.socialCard ?? DEFAULT_CARD_COLORS, routesByPath: input.routesByPath });
    if (card) options.cardPlanned?.(card);
    if (image) entry = { ...entry, page: { ...entry.page, image }, ...(link ? { links: [...entry.links, link] } : {}) };
    return { entry, card };
  };
  // A page made: parsed (now, unless its title needed it: the tree is dropped with the page after this
  // turn), rendered, scanned for the link check, its search entry and markdown copy made.
  const outcomeOf = (pending: SitePage, apiDiagnostics: Diagnostic[]): PageOutcome => {
    const planned = pending.source;
    const markdown = planned ? (early.get(planned) ?? parse(planned)) : undefined;
    if (planned) early.delete(planned);
    const diagnostics = markdown ? [...markdown.diagnostics] : [];
    const { entry, card } = pageEntry(pending, markdown);
    const page = entry.page;
    const file = routeFile(locale.prefix, page.route);
    let html: string;
    try {
      html = steps.renderPage(theme, site, entry);
    } catch (error) {
      return { diagnostics, apiDiagnostics, renderError: { severity: 'error', code: 'render/failed', message: `route "${page.route}" (${locale.code}) failed to render: ${(error as Error).message}`, ...(page.source ? { file: page.source } : {}) } };
    }
    const outcome: PageOutcome = { diagnostics, apiDiagnostics, html, page: { locale: locale.code, route: page.route, file, headingIds: entry.headingIds, links: entry.links, ...(page.source ? { source: page.source } : {}), ...(page.features ? { features: page.features } : {}), ...(card ? { card } : {}) } };
    if (input.scan) outcome.scan = scanHtml(html, input.scan.strings, handedOutPieces(site));
    if (page.kind !== 'notFound' && !page.noindex && !entry.otherVersion) outcome.sitemap = { href: routeHref(config.basePath, locale.prefix, page.route), alternates: page.alternates };
    if (config.search) {
      const document = steps.searchDocument(entry);
      if (document) outcome.search = document;
    }
    const feedAt = model.blog && page.kind === 'post' ? model.blog.inFeed.get(page.route) : undefined;
    if (feedAt !== undefined && model.blog && config.blog !== false) {
      const post = model.blog.model.posts[feedAt]!;
      const content = config.blog.feed.fullContent ? renderContent({ theme, site, page, content: entry.content }) : model.blog.excerpt(post).html;
      outcome.feed = { index: feedAt, item: feedItem(config, locale, post, content) };
    }
    if (config.llms) {
      const started = performance.now();
      const copy = pageMarkdown(entry, planned, markdownLinks);
      markdownMs += performance.now() - started;
      if (copy !== undefined) {
        outcome.markdown = copy;
        const position = sidebarOrder.get(page.route);
        if (!entry.duplicate && !page.noindex && !entry.otherVersion) outcome.llms = { route: page.route, kind: page.kind, title: page.title, ...(page.description ? { description: page.description } : {}), ...(position !== undefined ? { position } : {}), url: markdownLinks.link(page.route) };
      }
    }
    return outcome;
  };
  // What a page gave, handed to the output and added to the locale's results.
  const apply = async (outcome: PageOutcome, into: RenderedPages) => {
    into.diagnostics.pages.push(...outcome.diagnostics);
    into.diagnostics.api.push(...outcome.apiDiagnostics);
    if (outcome.renderError) into.renderErrors.push(outcome.renderError);
    const built = outcome.page;
    if (!built || outcome.html === undefined) return;
    if (input.scan && outcome.scan) input.scan.pages.set(built.file, outcome.scan);
    await output.add({ path: built.file, contents: outcome.html });
    into.pages.push(built);
    if (outcome.sitemap) into.sitemap.push(outcome.sitemap);
    if (outcome.search) into.searchDocuments.push(outcome.search);
    if (outcome.feed) (into.feed ??= []).push(outcome.feed);
    if (outcome.markdown !== undefined) {
      await output.add({ path: routeFile(locale.prefix, built.route, '.md'), contents: outcome.markdown });
      if (outcome.llms) into.llms.push({ ...outcome.llms, markdown: outcome.markdown });
    }
  };
  // Makes the pages from `start` to `end`, handing each to `done` in page order. An API page's text
  // problems are found as its entry is made, before it is rendered; each page is handed over once the next
  // entry is made, so that problems found after the last entry go with the last page.
  // With `measure`, each page gets what making its entry and outcome cost (see `BuiltPage.cost`).
  const makePages = async (start: number, end: number, done: (outcome: PageOutcome) => Promise<void>, measure = false) => {
    const apiDiagnostics: Diagnostic[] = [];
    const entries = between(start, end, apiDiagnostics)[Symbol.iterator]();
    let held: PageOutcome | undefined;
    for (;;) {
      const before = apiDiagnostics.length;
      const began = performance.now();
      const next = entries.next();
      const found = apiDiagnostics.slice(before);
      if (next.done) {
        if (held) held.apiDiagnostics.push(...found);
        if (held || found.length > 0) await done(held ?? { diagnostics: [], apiDiagnostics: found });
        return;
      }
      const entered = performance.now() - began;
      if (held) await done(held);
      const making = performance.now();
      held = outcomeOf(next.value, found);
      if (measure && held.page) held.page.cost = Math.round((entered + performance.now() - making) * 1000);
    }
  };

  return {
    docs: model.docs,
    total: model.total,
    markdownSizes: () => model.pages.map((entry) => entry.source?.body.length ?? 0),
    routes: () => [...model.pages.map((entry) => entry.page.route), ...[input.siteApi, ...(input.siteApi.versions ?? [])].flatMap(apiPageRoutes), '/404'],
    sidebarsFile: model.sidebarsFile,
    stringsFile: model.stringsFile,
    stringProblems: model.strings.diagnostics,
    async renderRange({ start, end, measure }) {
      const part: RenderedPages = { pages: [], sitemap: [], diagnostics: { pages: [], api: [] }, renderErrors: [], searchDocuments: [], llms: [] };
      const done = (outcome: PageOutcome) => apply(outcome, part);
      // A released version's pages go through the steps as a group, which may give what the same inputs gave before.
      for (const run of model.groups?.runs(start, end) ?? [{ start, end }]) {
        if (!run.group) {
          await makePages(run.start, run.end, done, measure);
          continue;
        }
        const { group, offset } = run.group;
        const range = { start: offset, end: offset + run.end - run.start };
        const make: PageGroupMaker = (asked, made) => makePages(run.start + asked.start - offset, run.start + asked.end - offset, made, measure);
        await (options.pageGroup ? options.pageGroup(group, range, make, done) : make(range, done));
      }
      return part;
    },
    renderDetail: (pages) => `${pages} pages${config.llms ? `, markdown copies ${Math.round(markdownMs)} ms` : ''}`,
    renderEdited(file, text) {
      // A page over the size limit is left to the full build, which refuses it before reading it.
      if (Buffer.byteLength(text) > config.limits.pageFileBytes) return undefined;
      const edited: EditedPage[] = [];
      for (const pending of model.pages) {
        const before = pending.source;
        if (!before || before.source.file !== file) continue;
        const planned = editedSource(before, text, config.frontMatter.strict === true);
        if (!planned) return undefined;
        // A post's excerpt and reading time show on the blog's lists too: those change with a whole build.
        if (config.blog !== false && before.source.section === 'blog' && !samePostSummary(before, planned, config.blog)) return undefined;
        // The title shows in every sidebar and the pagination of other pages.
        const titleOf = (source: PlannedSource) => pageTitle(source, () => probedTitle(source, () => parse(source)));
        if (titleOf(planned) !== titleOf(before)) return undefined;
        const markdown = parse(planned);
        if (markdown.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return undefined;
        const { entry } = pageEntry({ ...pending, source: planned }, markdown);
        let update: PageUpdate;
        try {
          update = pageUpdate(theme, site, entry);
        } catch {
          return undefined;
        }
        let html: string | undefined;
        const document = () => (html ??= steps.renderPage(theme, site, entry));
        edited.push({ locale: locale.code, route: entry.page.route, file: routeFile(locale.prefix, entry.page.route), href: routeHref(config.basePath, locale.prefix, entry.page.route), update, document });
      }
      return edited;
    },
  };
}

/**
 * `before` with its file's text replaced by `text`, when only the body changed: the same front matter
 * (custom keys included) and no new problems in it. Undefined otherwise.
 */
function editedSource<T extends PlannedSource>(before: T, text: string, strict: boolean): T | undefined {
  try {
    const { data, custom, diagnostics, body, bodyLine } = parseFrontMatter(text, before.source.file, { strict });
    if (diagnostics.length > 0 || JSON.stringify(data) !== JSON.stringify(before.frontMatter) || JSON.stringify(custom) !== JSON.stringify(before.customFrontMatter)) return undefined;
    return { ...before, source: { ...before.source, text }, body, bodyLine };
  } catch {
    return undefined;
  }
}
