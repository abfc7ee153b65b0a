import {
  bm25,
  fieldTokens,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  SEARCH_IMPACT_SCALE,
  searchShardFile,
  searchShardKey,
  searchTop,
  type SearchDocument,
  type SearchManifest,
  type SearchPack,
  type SearchPostings,
  type SearchShard,
  type SiteFile,
} from '@laguna-docs/shared';

/**
 * Up to this many characters, a locale's index is one file, as it always was: about 100 KB gzip, what a
 * first query may cost on a large site. Search then opens with one request, and the browser indexes it.
 */
export const WHOLE_INDEX_LIMIT = 400_000;

/** A word in more sections than this gets files of its own, in tiers of this many sections, best first. */
export const TIER_SIZE = 2_000;

/** A word in fewer sections than this keeps them in its shard's file. */
const INLINE_LIMIT = 4;

/** Sections in one pack of words that fit in a tier, about 3 KB gzip: a pack holds one shard's words. */
const PACK_SIZE = 1_000;

/**
 * The files of a locale's search index: `search-index/<locale>.json` holding every document when the
 * whole is small, else a manifest and the fragments beside it (see `SearchManifest`), so that a reader's
 * query on a site of thousands of pages fetches only the words it asks for and the pages it shows.
 */
export function searchIndexFiles(locale: string, docs: readonly SearchDocument[], { wholeLimit = WHOLE_INDEX_LIMIT, tierSize = TIER_SIZE }: SearchIndexOptions = {}): SiteFile[] {
  if (fitsWhole(docs, wholeLimit)) return [{ path: `search-index/${locale}.json`, contents: JSON.stringify(docs) }];
  const folder = `search-index/${locale}`;
  const { manifest, shards, lists, packs } = searchFragments(docs, tierSize);
  return [
    { path: `${folder}.json`, contents: JSON.stringify(manifest) },
    ...[...shards].map(([key, shard]) => ({ path: `${folder}/w/${searchShardFile(key)}.json`, contents: JSON.stringify(shard) })),
    ...packs.map((pack, index) => ({ path: `${folder}/k/${index}.json`, contents: JSON.stringify(pack) })),
    ...lists.flatMap((tiers, list) => tiers.map((tier, index) => ({ path: `${folder}/p/${list}-${index}.json`, contents: JSON.stringify(tier) }))),
    ...docs.map((doc, page) => ({ path: `${folder}/d/${page}.json`, contents: JSON.stringify(doc) })),
  ];
}

/** Whether the documents as one JSON array are at most `limit` characters; stops counting past it. */
function fitsWhole(docs: readonly SearchDocument[], limit: number): boolean {
  let size = 2 + Math.max(0, docs.length - 1);
  for (const doc of docs) {
    size += JSON.stringify(doc).length;
    if (size > limit) return false;
  }
  return size <= limit;
}

/** Limits a test may lower to try the fragments on a small site. */
export interface SearchIndexOptions {
  /** The largest index, in characters, written whole (`WHOLE_INDEX_LIMIT`). */
  wholeLimit?: number;
  /** Sections per tier of a common word (`TIER_SIZE`). */
  tierSize?: number;
}

/** The sections a word is in, in one field, ascending, and how often it occurs in each. */
interface FieldOccurrences {
  sections: number[];
  counts: number[];
}

/** A word's sections with its score in each, ascending. */
interface Occurrences {
  sections: number[];
  impacts: number[];
}

/**
 * Indexes the documents as the browser's whole index does (one entry per section; the title only in a
 * page's first section; a field's length is its number of distinct words, empty ones included) and works
 * out each word's BM25+ score in each section it occurs in, so the browser only adds them up.
 */
export function searchFragments(docs: readonly SearchDocument[], tierSize = TIER_SIZE): { manifest: SearchManifest; shards: Map<string, SearchShard>; lists: SearchPostings[][]; packs: SearchPack[] } {
  const fieldCount = SEARCH_FIELDS.length;
  const average = new Array<number>(fieldCount).fill(0);
  // Per word, per field: the sections it is in, ascending, and how often it occurs in each. Sections come
  // in order, so a word's lists only grow at their ends (arrays: a build of 10,000 pages makes millions).
  // A word gets a field's lists when it first occurs in that field: most words are in one field only.
  const frequencies = new Map<string, Array<FieldOccurrences | undefined>>();
  const lengths: number[] = [];
  let section = 0;
  for (const doc of docs) {
    for (let index = 0; index < doc.c.length; index++) {
      const [, heading, text] = doc.c[index]!;
      for (let field = 0; field < fieldCount; field++) {
        const value = field === 0 ? (index === 0 ? doc.t : '') : field === 1 ? heading : text;
        // The field's length is its number of distinct words, the empty one included (see `fieldTokens`):
        // a word is new to the field where this section first enters its list.
        let length = 0;
        let empty = false;
        if (value === '') empty = true;
        else {
          for (const token of fieldTokens(value)) {
            if (!token) {
              empty = true;
              continue;
            }
            let fields = frequencies.get(token);
            if (!fields) frequencies.set(token, (fields = new Array<FieldOccurrences | undefined>(fieldCount).fill(undefined)));
            const occurrences = (fields[field] ??= { sections: [], counts: [] });
            const { sections, counts } = occurrences;
            if (sections[sections.length - 1] === section) counts[counts.length - 1]! += 1;
            else {
              sections.push(section);
              counts.push(1);
              length += 1;
            }
          }
        }
        if (empty) length += 1;
        lengths.push(length);
        // MiniSearch keeps a running mean; the same sums in the same order give the same number.
        average[field] = (average[field]! * section + length) / (section + 1);
      }
      section += 1;
    }
  }
  const total = section;
  const shards = new Map<string, SearchShard>();
  const lists: SearchPostings[][] = [];
  const packs: SearchPack[] = [];
  let pack: { shard: string; words: SearchPack; size: number } | undefined;
  for (const term of [...frequencies.keys()].sort()) {
    const occurrences = scores(frequencies.get(term)!, lengths, average, total);
    const key = searchShardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { inline: {}, packed: {}, tiered: {} }));
    const count = occurrences.sections.length;
    const all = () => encode(occurrences, occurrences.sections.map((_, i) => i));
    if (count < INLINE_LIMIT) shard.inline[term] = all();
    else if (count <= tierSize) {
      if (!pack || pack.shard !== key || pack.size + count > PACK_SIZE) {
        pack = { shard: key, words: {}, size: 0 };
        packs.push(pack.words);
      }
      pack.words[term] = all();
      pack.size += count;
      shard.packed[term] = [packs.length - 1, count, searchTop(occurrences.impacts.reduce((best, impact) => Math.max(best, impact), 0))];
    } else {
      const { tiers, tops } = inTiers(occurrences, tierSize);
      shard.tiered[term] = [lists.length, count, ...tops.map(searchTop)];
      lists.push(tiers);
    }
  }
  const versions = [...new Set(docs.flatMap((doc) => (doc.v === undefined ? [] : [doc.v])))];
  const manifest: SearchManifest = {
    fragments: 1,
    sections: docs.map((doc) => doc.c.length),
    shards: [...shards.keys()],
    tierSize,
    ...(versions.length > 0 ? { versions, pageVersions: docs.map((doc) => (doc.v === undefined ? -1 : versions.indexOf(doc.v))) } : {}),
  };
  return { manifest, shards, lists, packs };
}

/**
 * The word's score in each section: the sum over the fields of the boosted BM25+ score, added up in the
 * fields' order as MiniSearch adds them. Each field's sections are ascending: they are merged, a section's
 * fields taken in their order.
 */
function scores(fields: ReadonlyArray<FieldOccurrences | undefined>, lengths: number[], average: number[], total: number): Occurrences {
  const fieldCount = SEARCH_FIELDS.length;
  const next = new Array<number>(fieldCount).fill(0);
  const out: Occurrences = { sections: [], impacts: [] };
  for (;;) {
    // The lowest section any field is at.
    let section = Infinity;
    for (let field = 0; field < fieldCount; field++) {
      const at = fields[field]?.sections[next[field]!];
      if (at !== undefined && at < section) section = at;
    }
    if (section === Infinity) return out;
    let sum = 0;
    let first = true;
    for (let field = 0; field < fieldCount; field++) {
      const occurrences = fields[field];
      if (!occurrences || occurrences.sections[next[field]!] !== section) continue;
      const { sections, counts } = occurrences;
      const score = SEARCH_BOOST[SEARCH_FIELDS[field]!] * bm25(counts[next[field]!]!, sections.length, total, lengths[section * fieldCount + field]!, average[field]!);
      sum = first ? score : sum + score;
      first = false;
      next[field] = next[field]! + 1;
    }
    out.sections.push(section);
    out.impacts.push(Math.round(sum * SEARCH_IMPACT_SCALE));
  }
}

/** The sections at `order` (indexes into `occurrences`), ascending, as gaps and scores. */
function encode(occurrences: Occurrences, order: number[]): SearchPostings {
  const out: number[] = [];
  let previous = -1;
  for (const index of order.sort((a, b) => occurrences.sections[a]! - occurrences.sections[b]!)) {
    out.push(occurrences.sections[index]! - previous, occurrences.impacts[index]!);
    previous = occurrences.sections[index]!;
  }
  return out;
}

/** Tiers of `tierSize` sections, the best-scoring first (ties by section), each in section order; and each tier's best score. */
function inTiers(occurrences: Occurrences, tierSize: number): { tiers: SearchPostings[]; tops: number[] } {
  const ranked = occurrences.sections.map((_, i) => i).sort((a, b) => occurrences.impacts[b]! - occurrences.impacts[a]! || a - b);
  const tiers: SearchPostings[] = [];
  const tops: number[] = [];
  for (let start = 0; start < ranked.length; start += tierSize) {
    tops.push(occurrences.impacts[ranked[start]!]!);
    tiers.push(encode(occurrences, ranked.slice(start, start + tierSize)));
  }
  return { tiers, tops };
}
