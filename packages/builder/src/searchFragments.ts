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

/** A word's sections with its score in each, ascending. */
interface Occurrences {
  sections: ArrayLike<number>;
  impacts: ArrayLike<number>;
}

/**
 * Indexes the documents as the browser's whole index does (one entry per section; the title only in a
 * page's first section; a field's length is its number of distinct words, empty ones included) and works
 * out each word's BM25+ score in each section it occurs in, so the browser only adds them up.
 */
export function searchFragments(docs: readonly SearchDocument[], tierSize = TIER_SIZE): { manifest: SearchManifest; shards: Map<string, SearchShard>; lists: SearchPostings[][]; packs: SearchPack[] } {
  const { ids, postings, lengths, average, total } = fieldPostings(docs);
  const shards = new Map<string, SearchShard>();
  const lists: SearchPostings[][] = [];
  const packs: SearchPack[] = [];
  let pack: { shard: string; words: SearchPack; size: number } | undefined;
  const scoring = wordScores(postings, lengths, average, total);
  for (const term of [...ids.keys()].sort()) {
    const count = scoring.score(ids.get(term)!);
    const key = searchShardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = { inline: {}, packed: {}, tiered: {} }));
    if (count < INLINE_LIMIT) shard.inline[term] = scoring.postings(count);
    else if (count <= tierSize) {
      if (!pack || pack.shard !== key || pack.size + count > PACK_SIZE) {
        pack = { shard: key, words: {}, size: 0 };
        packs.push(pack.words);
      }
      pack.words[term] = scoring.postings(count);
      pack.size += count;
      shard.packed[term] = [packs.length - 1, count, searchTop(scoring.best(count))];
    } else {
      const { tiers, tops } = inTiers(scoring.occurrences(count), tierSize);
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
 * Where each word occurs: one entry per word and field of a section it is in (the slot: section ×
 * fields + field), with how often it occurs there. Entries are grouped by word, each word's in slot order,
 * that is by section and, within one, in the fields' order. Flat typed arrays rather than lists per word:
 * a large site has millions of entries, and lists that grow as they are filled keep the collector busy.
 */
interface FieldPostings {
  /** Where each word's entries start, and after the last word's, where they end. */
  starts: Int32Array;
  slots: Int32Array;
  counts: Int32Array;
  /** In how many sections each word is in each field (word × fields + field). */
  sections: Int32Array;
}

/** Each section field's length (by slot), each field's mean length and the number of sections, as `searchFragments` scores with them. */
interface FieldLengths {
  lengths: number[];
  average: number[];
  total: number;
}

/** The words of the documents (by their number, in the order met) and their `FieldPostings`, with the fields' lengths. */
function fieldPostings(docs: readonly SearchDocument[]): FieldLengths & { ids: Map<string, number>; postings: FieldPostings } {
  const fieldCount = SEARCH_FIELDS.length;
  const average = new Array<number>(fieldCount).fill(0);
  const ids = new Map<string, number>();
  // Entries in the order they are made: each word's come in slot order, as sections come in order.
  let words = new Int32Array(1 << 16);
  let slots = new Int32Array(1 << 16);
  let counts = new Int32Array(1 << 16);
  let entries = 0;
  // Each word's latest entry: a word met again in the same slot counts there once more.
  let latest = new Int32Array(1 << 12);
  const lengths: number[] = [];
  let section = 0;
  for (const doc of docs) {
    for (let index = 0; index < doc.c.length; index++) {
      const [, heading, text] = doc.c[index]!;
      for (let field = 0; field < fieldCount; field++) {
        const value = field === 0 ? (index === 0 ? doc.t : '') : field === 1 ? heading : text;
        const slot = section * fieldCount + field;
        // The field's length is its number of distinct words, the empty one included (see `fieldTokens`):
        // a word is new to the field where it gets an entry in this slot.
        let length = 0;
        let empty = false;
        if (value === '') empty = true;
        else {
          for (const token of fieldTokens(value)) {
            if (!token) {
              empty = true;
              continue;
            }
            let id = ids.get(token);
            if (id === undefined) {
              ids.set(token, (id = ids.size));
              if (id === latest.length) latest = grown(latest);
              latest[id] = -1;
            }
            const at = latest[id]!;
            if (at >= 0 && slots[at] === slot) counts[at] = counts[at]! + 1;
            else {
              if (entries === slots.length) {
                words = grown(words);
                slots = grown(slots);
                counts = grown(counts);
              }
              words[entries] = id;
              slots[entries] = slot;
              counts[entries] = 1;
              latest[id] = entries++;
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
  // The entries grouped by word, in the order they were made (a counting sort).
  const starts = new Int32Array(ids.size + 1);
  const sections = new Int32Array(ids.size * fieldCount);
  for (let entry = 0; entry < entries; entry++) {
    const word = words[entry]!;
    const at = word * fieldCount + (slots[entry]! % fieldCount);
    starts[word + 1] = starts[word + 1]! + 1;
    sections[at] = sections[at]! + 1;
  }
  for (let term = 0; term < ids.size; term++) starts[term + 1] = starts[term + 1]! + starts[term]!;
  const next = starts.slice(0, ids.size);
  const byWordSlots = new Int32Array(entries);
  const byWordCounts = new Int32Array(entries);
  for (let entry = 0; entry < entries; entry++) {
    const word = words[entry]!;
    const to = next[word]!;
    next[word] = to + 1;
    byWordSlots[to] = slots[entry]!;
    byWordCounts[to] = counts[entry]!;
  }
  return { ids, postings: { starts, slots: byWordSlots, counts: byWordCounts, sections }, lengths, average, total: section };
}

/** A typed array twice as long, holding `array` at its start. */
function grown(array: Int32Array): Int32Array<ArrayBuffer> {
  const longer = new Int32Array(array.length * 2);
  longer.set(array);
  return longer;
}

/**
 * Scores words one at a time (`score`), then gives the sections and scores of the last one scored. A
 * word's score in a section is the sum over its fields of the boosted BM25+ score, added up in the fields'
 * order as MiniSearch adds them.
 */
function wordScores({ starts, slots, counts, sections: fieldSections }: FieldPostings, lengths: number[], average: number[], total: number) {
  const fieldCount = SEARCH_FIELDS.length;
  const boosts = SEARCH_FIELDS.map((field) => SEARCH_BOOST[field]);
  let sections = new Int32Array(1024);
  let impacts = new Float64Array(1024);
  return {
    /** Scores word `term`; gives the number of sections it is in. */
    score(term: number): number {
      const end = starts[term + 1]!;
      if (end - starts[term]! > sections.length) {
        sections = new Int32Array(end - starts[term]!);
        impacts = new Float64Array(sections.length);
      }
      let count = 0;
      let current = -1;
      let sum = 0;
      for (let entry = starts[term]!; entry < end; entry++) {
        const slot = slots[entry]!;
        const field = slot % fieldCount;
        const section = (slot - field) / fieldCount;
        if (section !== current) {
          if (current >= 0) {
            sections[count] = current;
            impacts[count++] = Math.round(sum * SEARCH_IMPACT_SCALE);
          }
          current = section;
          sum = 0;
        }
        sum += boosts[field]! * bm25(counts[entry]!, fieldSections[term * fieldCount + field]!, total, lengths[slot]!, average[field]!);
      }
      sections[count] = current;
      impacts[count++] = Math.round(sum * SEARCH_IMPACT_SCALE);
      return count;
    },
    /** The last word's sections, ascending, as gaps and scores (see `SearchPostings`). */
    postings(count: number): SearchPostings {
      const out = new Array<number>(count * 2);
      let previous = -1;
      for (let index = 0; index < count; index++) {
        out[index * 2] = sections[index]! - previous;
        out[index * 2 + 1] = impacts[index]!;
        previous = sections[index]!;
      }
      return out;
    },
    /** The last word's best score. */
    best(count: number): number {
      let best = 0;
      for (let index = 0; index < count; index++) best = Math.max(best, impacts[index]!);
      return best;
    },
    occurrences(count: number): Occurrences {
      return { sections: sections.subarray(0, count), impacts: impacts.subarray(0, count) };
    },
  };
}

/**
 * Tiers of `tierSize` sections, the best-scoring first (ties by section), each in section order; and each
 * tier's best score. The ranking sorts numbers in a typed array (score and place in one key) rather than
 * calling a comparison for each pair: the commonest words are in nearly every section.
 */
function inTiers({ sections, impacts }: Occurrences, tierSize: number): { tiers: SearchPostings[]; tops: number[] } {
  const count = sections.length;
  let best = 0;
  for (let index = 0; index < count; index++) best = Math.max(best, impacts[index]!);
  let ranked: Int32Array;
  if ((best + 1) * count <= Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(count);
    for (let index = 0; index < count; index++) keys[index] = (best - impacts[index]!) * count + index;
    keys.sort();
    ranked = new Int32Array(count);
    for (let index = 0; index < count; index++) ranked[index] = keys[index]! % count;
  } else ranked = new Int32Array(count).map((_, index) => index).sort((a, b) => impacts[b]! - impacts[a]! || a - b);
  const tiers: SearchPostings[] = [];
  const tops: number[] = [];
  for (let start = 0; start < count; start += tierSize) {
    tops.push(impacts[ranked[start]!]!);
    // Places ascending are sections ascending.
    const tier = ranked.slice(start, start + tierSize).sort();
    const out = new Array<number>(tier.length * 2);
    let previous = -1;
    for (let index = 0; index < tier.length; index++) {
      const section = sections[tier[index]!]!;
      out[index * 2] = section - previous;
      out[index * 2 + 1] = impacts[tier[index]!]!;
      previous = section;
    }
    tiers.push(out);
  }
  return { tiers, tops };
}
