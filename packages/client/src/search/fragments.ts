import {
  fieldTokens,
  fuzziness,
  MATCH_WEIGHTS,
  matchesPrefixes,
  SEARCH_IMPACT_SCALE,
  searchShardFile,
  searchShardKey,
  type SearchDocument,
  type SearchManifest,
  type SearchPack,
  type SearchPackedRef,
  type SearchPostings,
  type SearchPostingsRef,
  type SearchShard,
} from '@laguna-docs/shared';
import { queryTerms, rankPages, toResult, type SearchResult, type SectionHit } from './engine.js';

/** Fetches and parses one JSON file; rejects when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>;

/** A large site's index, read from its manifest; fragments are fetched as queries need them and kept. */
export interface FragmentIndex {
  manifest: SearchManifest;
  /** The folder of the fragments, ending in `/`. */
  base: string;
  fetchJson: FetchJson;
  /** Each section's page, and each page's first section. */
  pageOf: Int32Array;
  firstOf: Int32Array;
  files: Map<string, Promise<unknown>>;
}

/** Opens the fragments of the index whose manifest was fetched from `indexUrl`. */
export function openFragments(manifest: SearchManifest, indexUrl: string, fetchJson: FetchJson): FragmentIndex {
  const pageOf = new Int32Array(manifest.sections.reduce((sum, count) => sum + count, 0));
  const firstOf = new Int32Array(manifest.sections.length);
  let section = 0;
  manifest.sections.forEach((count, page) => {
    firstOf[page] = section;
    pageOf.fill(page, section, (section += count));
  });
  return { manifest, base: indexUrl.replace(/\.json$/, '/'), fetchJson, pageOf, firstOf, files: new Map() };
}

/** A fragment, fetched once; a failed fetch is forgotten so the next query asks again. */
function fragment<T>(index: FragmentIndex, path: string): Promise<T> {
  let request = index.files.get(path);
  if (!request) {
    request = index.fetchJson(index.base + path).catch((error: unknown) => {
      index.files.delete(path);
      throw error;
    });
    index.files.set(path, request);
  }
  return request as Promise<T>;
}

/** A word of the index that a query word finds, with what the match counts for. */
interface Expansion {
  term: string;
  weight: number;
  /** Where a common word's tiers are, or a less common word's pack; neither for a rare word, whose sections came with the shard. */
  tiers?: SearchPostingsRef;
  packed?: SearchPackedRef;
  /** The sections read so far, with the word's score in each; and how many tiers they came from. */
  scores: Map<number, number>;
  tiersRead: number;
}

/**
 * Ranks a query as the whole index does (see `search` in engine.ts), from the fragments: the shard of
 * each query word gives the words it finds exactly, as their start, or with typos, among the words of
 * the same first two letters; their sections' scores were worked out by the build, so a section's score
 * is their weighted sum, and pages are grouped and ordered the same way. A common word's sections come in
 * tiers, best first, read in rounds (see `readRound`) only while the query finds fewer than `limit`
 * pages: on a site of thousands of pages a common word is ranked among its best sections, and where
 * nothing is left unread the order is the whole index's. Then the pages shown are fetched, for their
 * titles and snippets.
 */
export async function searchFragments(index: FragmentIndex, query: string, limit = 20, version?: string): Promise<SearchResult[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const words = fieldTokens(terms.join(' ')).filter(Boolean);
  const expansions = await Promise.all(words.map((word) => expand(index, word)));
  const shown = (page: number) => version === undefined || inVersion(index.manifest, page, version);
  let hits: Map<number, Scored>;
  for (;;) {
    await Promise.all(expansions.map((found) => readRound(index, found)));
    const perWord = expansions.map((found, i) => scoreWord(found, words[i]!));
    hits = filter(perWord.reduce(both), (section) => shown(index.pageOf[section]!));
    const more = expansions.some((found) => found.some((expansion) => nextBound(expansion) !== undefined));
    if (!more || pageCount(index, hits) >= limit) {
      if (hits.size === 0 && terms.length > 1) hits = filter(perWord.reduce(either), (section) => shown(index.pageOf[section]!));
      break;
    }
  }
  const sorted = [...hits].map(([section, hit]) => ({ section, score: hit.score * hit.words.size, terms: hit.terms })).sort((a, b) => b.score - a.score);
  const ranked = rankPages(
    sorted.map((hit): SectionHit<number> => ({ page: index.pageOf[hit.section]!, section: hit.section, score: hit.score, terms: hit.terms })),
    limit,
  );
  const docs = new Map(await Promise.all([...new Set(ranked.map((hit) => hit.page))].map(async (page) => [page, await fragment<SearchDocument>(index, `d/${page}.json`)] as const)));
  return ranked.map((hit) => toResult(docs.get(hit.page)!, hit.section - index.firstOf[hit.page]!, hit.score, hit.terms));
}

/** The words of the index that `word` finds, with their weights as MiniSearch gives them. */
async function expand(index: FragmentIndex, word: string): Promise<Expansion[]> {
  const key = searchShardKey(word);
  const shard: SearchShard = index.manifest.shards.includes(key) ? await fragment<SearchShard>(index, `w/${searchShardFile(key)}.json`) : { inline: {}, packed: {}, tiered: {} };
  const prefix = matchesPrefixes(word);
  const maxEdits = fuzziness(word) || 0;
  const found: Expansion[] = [];
  const has = (words: object, term: string) => Object.prototype.hasOwnProperty.call(words, term);
  const add = (term: string, weight: number) => {
    const expansion: Expansion = { term, weight, scores: new Map(), tiersRead: 0 };
    // A rare word's sections come with its shard.
    if (has(shard.inline, term)) readPostings(expansion, shard.inline[term]!);
    else if (has(shard.packed, term)) expansion.packed = shard.packed[term]!;
    else expansion.tiers = shard.tiered[term]!;
    found.push(expansion);
  };
  if (has(shard.inline, word) || has(shard.packed, word) || has(shard.tiered, word)) add(word, 1);
  for (const term of [...Object.keys(shard.inline), ...Object.keys(shard.packed), ...Object.keys(shard.tiered)]) {
    if (term === word) continue;
    if (prefix && term.startsWith(word)) add(term, (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * (term.length - word.length)));
    else if (maxEdits > 0) {
      const edits = editDistance(word, term, maxEdits);
      if (edits <= maxEdits) add(term, (MATCH_WEIGHTS.fuzzy * term.length) / (term.length + edits));
    }
  }
  return found;
}

/** What the next unread tier of a common word can add at most to a section's score; undefined when there is none. */
function nextBound(expansion: Expansion): number | undefined {
  const { tiers, packed, tiersRead } = expansion;
  if (packed) return tiersRead === 0 ? expansion.weight * packed[2] : undefined;
  // `tiers` is [list, count, best score of each tier…].
  if (!tiers || tiersRead >= tiers.length - 2) return undefined;
  return expansion.weight * tiers[2 + tiersRead]!;
}

/**
 * One round of reading for a query word: the unread tiers of its words that can add the most, best first,
 * until about one tier's worth of sections is read (at least one tier, while any is left). So a query word
 * that starts a hundred rare identifiers reads those that can matter, not all of them.
 */
async function readRound(index: FragmentIndex, expansions: Expansion[]): Promise<void> {
  const reads: Array<Promise<void>> = [];
  let budget = index.manifest.tierSize;
  while (budget > 0) {
    let best: Expansion | undefined;
    let bound = -1;
    for (const expansion of expansions) {
      const next = nextBound(expansion);
      if (next !== undefined && next > bound) [best, bound] = [expansion, next];
    }
    if (!best) break;
    const reading = best;
    const tier = best.tiersRead++;
    if (best.packed) {
      budget -= best.packed[1];
      reads.push(fragment<SearchPack>(index, `k/${best.packed[0]}.json`).then((pack) => readPostings(reading, pack[reading.term]!)));
    } else {
      const [list, count] = best.tiers!;
      budget -= Math.min(index.manifest.tierSize, count - tier * index.manifest.tierSize);
      reads.push(fragment<SearchPostings>(index, `p/${list}-${tier}.json`).then((postings) => readPostings(reading, postings)));
    }
  }
  await Promise.all(reads);
}

function readPostings(expansion: Expansion, list: SearchPostings): void {
  let section = -1;
  for (let i = 0; i < list.length; i += 2) {
    section += list[i]!;
    expansion.scores.set(section, list[i + 1]! / SEARCH_IMPACT_SCALE);
  }
}

/** A section's score for some query words, the words of the index it matched, and which query words. */
interface Scored {
  score: number;
  terms: string[];
  /** The query words it matched (as MiniSearch counts them, a word repeated in the query once). */
  words: Set<string>;
}

/** The sections one query word finds, scored. */
function scoreWord(expansions: Expansion[], word: string): Map<number, Scored> {
  const hits = new Map<number, Scored>();
  for (const { term, weight, scores } of expansions) {
    for (const [section, score] of scores) {
      const hit = hits.get(section);
      if (!hit) hits.set(section, { score: weight * score, terms: [term], words: new Set([word]) });
      else {
        hit.score += weight * score;
        if (!hit.terms.includes(term)) hit.terms.push(term);
      }
    }
  }
  return hits;
}

function merged(a: Scored, b: Scored): Scored {
  return { score: a.score + b.score, terms: [...new Set([...a.terms, ...b.terms])], words: new Set([...a.words, ...b.words]) };
}

/** Sections that every word so far found. */
function both(a: Map<number, Scored>, b: Map<number, Scored>): Map<number, Scored> {
  const out = new Map<number, Scored>();
  for (const [section, hit] of b) {
    const earlier = a.get(section);
    if (earlier) out.set(section, merged(earlier, hit));
  }
  return out;
}

/** Sections that any word found. */
function either(a: Map<number, Scored>, b: Map<number, Scored>): Map<number, Scored> {
  const out = new Map(a);
  for (const [section, hit] of b) {
    const earlier = out.get(section);
    out.set(section, earlier ? merged(earlier, hit) : hit);
  }
  return out;
}

function filter(hits: Map<number, Scored>, keep: (section: number) => boolean): Map<number, Scored> {
  return new Map([...hits].filter(([section]) => keep(section)));
}

function pageCount(index: FragmentIndex, hits: Map<number, Scored>): number {
  return new Set([...hits.keys()].map((section) => index.pageOf[section])).size;
}

/** As `inVersion` of the whole index: pages of no version always, a versioned page only to its version's readers. */
function inVersion(manifest: SearchManifest, page: number, version: string): boolean {
  const at = manifest.pageVersions?.[page] ?? -1;
  return at === -1 || manifest.versions![at] === version;
}

/**
 * Levenshtein distance of `a` and `b` (insertions, deletions, substitutions, as MiniSearch counts typos),
 * or `max + 1` as soon as it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      smallest = Math.min(smallest, row[j]!);
    }
    if (smallest > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}
