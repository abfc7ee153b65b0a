import type { HomeData, LastUpdated, PageData } from '@laguna-docs/shared';
import type { DocEntry } from './docsModel.js';
import { docIdOf } from './manualSidebar.js';
import type { LastUpdate } from './pageMeta/gitDates.js';
import type { LocaleSources, PlannedSource } from './plannedSources.js';

/*
 * What a page's front matter (and the rest of its planned source) makes of its page data: the docs model's
 * entry, the flags, the source fields and a home page's hero. The build puts them in the page data beside
 * what the docs model and the parse give.
 */

/** A planned page of one locale, with whether it is shown untranslated or its translation is outdated. */
export type LocalePage = LocaleSources['pages'][number];

/** What the docs model needs of a docs page: its place in the sidebar and in prev/next, from its front matter. */
export function docEntry(planned: PlannedSource, title: string, docsRoute: string): DocEntry {
  const fm = planned.frontMatter;
  return {
    relPath: planned.source.relPath,
    route: planned.route,
    title,
    // An unlisted page is built but not shown in the sidebar (nor, so, in prev/next).
    inSidebar: fm.sidebar !== false && fm.unlisted !== true && planned.route !== docsRoute,
    ...(headSaysNoindex(planned.body) ? { noindex: true } : {}),
    docId: docIdOf(planned.source.relPath, fm.id),
    file: planned.source.file,
    ...(fm.sidebar_label ? { sidebarLabel: fm.sidebar_label } : {}),
    ...(fm.sidebar_position !== undefined ? { position: fm.sidebar_position } : {}),
    ...(fm.description ? { description: fm.description } : {}),
    ...(fm.sidebar_class_name ? { className: fm.sidebar_class_name } : {}),
    ...(fm.sidebar_custom_props ? { customProps: fm.sidebar_custom_props } : {}),
    ...(fm.pagination_label ? { paginationLabel: fm.pagination_label } : {}),
    ...(fm.pagination_prev !== undefined ? { paginationPrev: fm.pagination_prev } : {}),
    ...(fm.pagination_next !== undefined ? { paginationNext: fm.pagination_next } : {}),
    ...(fm.pagination_prev || fm.pagination_next ? { lines: { pagination_prev: keyLine(planned, 'pagination_prev'), pagination_next: keyLine(planned, 'pagination_next') } } : {}),
  };
}

/** The file line of a top-level front matter key (the front matter comes before `bodyLine`). */
function keyLine(planned: PlannedSource, key: string): number | undefined {
  const index = planned.source.text.split('\n', planned.bodyLine).findIndex((line) => line.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : undefined;
}

/** The page data a page's translation state and front matter flags give, in the order the page data lists them. */
export function pageFlags(planned: LocalePage): Partial<PageData> {
  const fm = planned.frontMatter;
  return {
    ...(planned.untranslated ? { untranslated: true } : {}),
    ...(planned.outdated ? { outdatedTranslation: true } : {}),
    ...(fm.hide_table_of_contents ? { hideToc: true } : {}),
    ...(fm.hide_title ? { hideTitle: true } : {}),
    ...(fm.keywords && fm.keywords.length > 0 ? { keywords: fm.keywords } : {}),
    ...(fm.unlisted ? { noindex: true } : {}),
    ...(Object.keys(planned.customFrontMatter).length > 0 ? { frontMatter: planned.customFrontMatter } : {}),
  };
}

/** The page data of where a page comes from: its file, its "Edit this page" URL and its last update, the date in `lang`. */
export function sourceFields(planned: PlannedSource, lang: string): Pick<PageData, 'source' | 'editUrl' | 'lastUpdated'> {
  return {
    source: planned.source.file,
    ...(planned.editUrl ? { editUrl: planned.editUrl } : {}),
    ...(planned.lastUpdate ? { lastUpdated: lastUpdated(planned.lastUpdate, lang) } : {}),
  };
}

/** What a page with `layout: home` shows: its front matter's hero and features, the page's title and description where it has none. */
export function homeData(planned: PlannedSource, title: string): HomeData {
  const fm = planned.frontMatter;
  return {
    title: fm.hero?.title ?? title,
    tagline: fm.hero?.tagline ?? fm.description ?? '',
    actions: (fm.hero?.actions ?? []).map((action) => ({ text: action.text, route: action.link, variant: action.variant })),
    features: (fm.features ?? []).map((feature) => ({ title: feature.title, details: feature.details, ...(feature.icon ? { icon: feature.icon } : {}), ...(feature.link ? { route: feature.link } : {}) })),
  };
}

/**
 * Whether a page's markdown has a `<head>` block with a robots `<meta>` that says `noindex`, read from its
 * text before it is parsed (where it is parsed, the build reads its head elements the same way), so that
 * the generated index pages made beside it, which are searched and in llms-full.txt, leave the page out as
 * they do an unlisted one. A block quoted in a code block counts too: the page is then left out of them, no more.
 */
export function headSaysNoindex(body: string): boolean {
  if (!/<head>/i.test(body)) return false;
  for (const [, block = ''] of body.matchAll(/<head>([\s\S]*?)<\/head>/gi)) {
    for (const [tag] of block.matchAll(/<meta\b[^>]*>/gi)) {
      if (/\bname\s*=\s*["']?robots\b/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\b(noindex|none)\b/i.test(tag)) return true;
    }
  }
  return false;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A last update as a page shows it, the date written in the page's language. In UTC, so the same commit
 * gives the same text on every machine that builds the site.
 */
export function lastUpdated(update: LastUpdate, lang: string): LastUpdated {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return { datetime: update.date, text: format.format(new Date(update.date)), ...(update.author ? { author: update.author } : {}) };
}
