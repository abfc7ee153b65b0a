import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';
import { fieldTokens, fold, fuzziness, MATCH_WEIGHTS, matchesPrefixes, SEARCH_BOOST, SEARCH_FIELDS, WORD_SEPARATOR, type SearchDocument } from '@laguna-docs/shared';

export { fold };

/** One hit: the page, the heading to jump to when the match is in a section, and a snippet around the match. */
export interface SearchResult {
  route: string;
  hash?: string;
  title: string;
  section: string;
  /** The heading of the section that matched, for display. */
  heading?: string;
  snippet: string;
  score: number;
  /** The words of the page that matched (folded), typos and prefixes resolved, to highlight. */
  terms: string[];
}

/** The words of a query, folded; one-letter words are dropped unless they are the whole query. */
export function queryTerms(query: string): string[] {
  const words = fold(query).split(WORD_SEPARATOR).filter(Boolean);
  const long = words.filter((word) => word.length > 1);
  return long.length > 0 ? long : words;
}

/** A section of a page as MiniSearch indexes it; `id` is its place in `SearchIndex.sections`. */
interface IndexedSection {
  id: number;
  /** The page's title; only in the page's first section, so a title match opens the page at its top. */
  title: string;
  heading: string;
  text: string;
}

export interface SearchIndex {
  engine: MiniSearch<IndexedSection>;
  sections: Array<{ doc: SearchDocument; section: number }>;
}

/**
 * Builds the index of a locale's pages in the browser, one entry per section. It is made from the plain
 * index file when search first opens (about 30 ms for a hundred pages), which downloads less than
 * MiniSearch's own serialized index would (see bench/RESULTS.md).
 */
export function createIndex(docs: readonly SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<IndexedSection>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: fieldTokens,
    processTerm: (term) => term || null,
    searchOptions: { boost: SEARCH_BOOST, prefix: matchesPrefixes, fuzzy: fuzziness, weights: MATCH_WEIGHTS, combineWith: 'AND' },
  });
  const sections: SearchIndex['sections'] = [];
  const entries: IndexedSection[] = [];
  for (const doc of docs) {
    doc.c.forEach(([, heading, text], section) => {
      entries.push({ id: sections.length, title: section === 0 ? doc.t : '', heading, text });
      sections.push({ doc, section });
    });
  }
  engine.addAll(entries);
  return { engine, sections };
}

/**
 * Whether search shows a document to a reader of `version`: documents of no version (pages outside the
 * versioned docs and API) always, a versioned page only to readers of its version. On a site without
 * versions (`version` undefined) every document is shown.
 */
export function inVersion(doc: Pick<SearchDocument, 'v'>, version: string | undefined): boolean {
  return version === undefined || doc.v === undefined || doc.v === version;
}

/** At most this many sections of one page among the results, so one long page does not fill the list. */
const PER_PAGE = 3;

/** How much a page's other matching sections add to its best one: a page about the words beats a passing mention. */
const OTHER_SECTIONS = 0.25;

/** A section that matched a query: its page (any key that tells pages apart), its place in the page, its score and the words it matched. */
export interface SectionHit<Page> {
  page: Page;
  section: number;
  score: number;
  terms: string[];
}

/**
 * Orders matching sections (given best first) by page: a page ranks by its best section plus a quarter
 * of its others, and shows up to three sections, best first, together. Returns at most `limit`.
 */
export function rankPages<Page>(hits: Iterable<SectionHit<Page>>, limit: number): Array<SectionHit<Page>> {
  const pages = new Map<Page, { score: number; hits: Array<SectionHit<Page>> }>();
  for (const hit of hits) {
    const page = pages.get(hit.page);
    // Hits come best first: a page's first hit is its best section.
    if (!page) pages.set(hit.page, { score: hit.score, hits: [hit] });
    else {
      page.score += hit.score * OTHER_SECTIONS;
      if (page.hits.length < PER_PAGE) page.hits.push(hit);
    }
  }
  return [...pages.values()]
    .sort((a, b) => b.score - a.score)
    .flatMap((page) => page.hits)
    .slice(0, limit);
}

/**
 * Ranks pages for a query, and the sections of each. Every word must match (exactly, as a prefix or with
 * a typo) in one section, else any word may; titles weigh most, then headings, then text. Pages are
 * ordered as `rankPages` says. Returns at most `limit` results, only of pages shown to readers of
 * `version` (see `inVersion`).
 */
export function search(index: SearchIndex, query: string, limit = 20, version?: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const text = terms.join(' ');
  // Filtered inside MiniSearch, so a version's pages are ranked among themselves, and the any-word
  // fallback below also applies when only other versions' pages have every word.
  const filter = version === undefined ? undefined : (hit: MiniSearchResult) => inVersion(index.sections[hit.id as number]!.doc, version);
  let hits = index.engine.search(text, filter ? { filter } : {});
  if (hits.length === 0 && terms.length > 1) hits = index.engine.search(text, { combineWith: 'OR', ...(filter ? { filter } : {}) });
  const sectionHits = hits.map((hit) => {
    const { doc, section } = index.sections[hit.id as number]!;
    return { page: doc, section, score: hit.score, terms: hit.terms };
  });
  return rankPages(sectionHits, limit).map((hit) => toResult(hit.page, hit.section, hit.score, hit.terms));
}

/** What the dialog shows of a matching section. */
export function toResult(doc: SearchDocument, section: number, score: number, terms: string[]): SearchResult {
  const [id, heading, text] = doc.c[section]!;
  return {
    route: doc.r,
    ...(id ? { hash: id, heading } : {}),
    title: doc.t,
    section: doc.s,
    snippet: snippet(text, fold(text), terms),
    score,
    terms,
  };
}

/** About 160 characters of the text around the first matching word, with ellipses where cut. */
export function snippet(original: string, folded: string, terms: readonly string[], width = 160): string {
  const positions = terms.map((term) => wordStart(folded, term)).filter((index) => index >= 0);
  if (positions.length === 0) return original.slice(0, width) + (original.length > width ? '…' : '');
  const first = Math.min(...positions);
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(original.length, start + width);
  return `${start > 0 ? '…' : ''}${original.slice(start, end).trim()}${end < original.length ? '…' : ''}`;
}

/** Where `term` first starts a word of `text`, else where it first occurs, else -1. */
function wordStart(text: string, term: string): number {
  for (let index = text.indexOf(term); index !== -1; index = text.indexOf(term, index + 1)) {
    if (index === 0 || WORD_SEPARATOR.test(text[index - 1]!)) return index;
  }
  return text.indexOf(term);
}
