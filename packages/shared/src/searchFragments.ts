/*
 * The search index of a large site, in fragments the browser fetches as a query needs them. The file at
 * `search-index/<locale>.json` is then this manifest instead of the whole list of documents; the
 * fragments sit in the folder of the same name:
 *
 * - `w/<key>.json`: the words that start with one shard key (`SearchShard`);
 * - `p/<list>-<tier>.json`: a common word's sections, best first, in tiers (`SearchPostings`);
 * - `k/<pack>.json`: the sections of words in fewer sections than a tier, several words to a file (`SearchPack`);
 * - `d/<page>.json`: one page's `SearchDocument`, fetched for the results shown.
 */

/** The first file of a locale's index in fragments. */
export interface SearchManifest {
  /** The format's version; the whole index is a plain array. */
  fragments: 1;
  /** How many sections each page has, pages in the order of their `d/<page>.json` files. */
  sections: number[];
  /** The shard keys that have a `w/` file, so a word without one is known to be absent without asking. */
  shards: string[];
  /** Sections in each full tier of a common word. */
  tierSize: number;
  /** On a site with versions: the versions, and each page's index among them (-1: a page of no version). */
  versions?: string[];
  pageVersions?: number[];
}

/**
 * A word's sections and what the word scores in each (its BM25+ score over the fields, boosts applied,
 * times `SEARCH_IMPACT_SCALE`): `[section gap, score, section gap, score, …]`, sections ascending, each
 * given as the gap from the one before (the first from -1).
 */
export type SearchPostings = number[];

/**
 * Where a common word's sections are: `p/<list>-<tier>.json` for each tier, tier 0 holding its best
 * sections; with how many sections it is in and each tier's best score (in tenths, as `searchTop` gives
 * it), so the browser reads first the tiers that can matter most.
 */
export type SearchPostingsRef = [list: number, count: number, ...tops: number[]];

/** Where a word of a pack is: the pack, how many sections it is in, and its best score in tenths. */
export type SearchPackedRef = [pack: number, count: number, top: number];

/** A pack: words, consecutive in their shard, and their sections. */
export type SearchPack = Record<string, SearchPostings>;

/** The words of one shard: the rarest with their sections inline, the others with where their sections are. */
export interface SearchShard {
  inline: Record<string, SearchPostings>;
  packed: Record<string, SearchPackedRef>;
  tiered: Record<string, SearchPostingsRef>;
}

/** A best score as the shard gives it, in tenths: only to choose what to read first, so a rough figure will do. */
export function searchTop(impact: number): number {
  return Math.ceil((impact / SEARCH_IMPACT_SCALE) * 10);
}

/** Scores are kept as whole numbers: this many parts of one. */
export const SEARCH_IMPACT_SCALE = 10_000;

/** The shard of a word: its first two characters (code points). */
export function searchShardKey(term: string): string {
  // Most words start with two characters of one UTF-16 unit each (a large site's index asks for every word's).
  if (!isSurrogate(term.charCodeAt(0)) && !isSurrogate(term.charCodeAt(1))) return term.slice(0, 2);
  return Array.from(term).slice(0, 2).join('');
}

function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff;
}

/** A shard key as a file name that any file system keeps apart: its code points in hexadecimal. */
export function searchShardFile(key: string): string {
  return Array.from(key, (char) => char.codePointAt(0)!.toString(16)).join('-');
}

/** Whether a fetched `search-index/<locale>.json` is a manifest rather than the whole index. */
export function isSearchManifest(value: unknown): value is SearchManifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { fragments?: unknown }).fragments === 1;
}
