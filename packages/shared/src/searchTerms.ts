/*
 * How search reads text and weighs a match, written once for the build (which writes a large site's index
 * in fragments, with each word's scores worked out ahead) and the browser (which ranks with them).
 */

/** Lower case without diacritics, so `cest` finds `čest` and `Žeton` finds `zeton`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** What separates words: anything but letters, digits and `_`. */
export const WORD_SEPARATOR = /[^\p{L}\p{N}_]+/u;

/**
 * A field's words as the index reads them: folded whole, then split (one `normalize` per text instead of
 * one per word). The list may hold empty strings at the ends; they count towards the field's length, as
 * they always have, and are never indexed.
 */
export function fieldTokens(text: string): string[] {
  // ASCII text has nothing to decompose or take off: only lower case (most of a site's text, and `normalize` would copy it).
  if (ASCII.test(text)) return text.toLowerCase().split(ASCII_WORD_SEPARATOR);
  const folded = fold(text);
  // Folded text is mostly ASCII (accented Latin letters lose their marks), where the two separators are
  // the same and the one without Unicode properties splits several times faster.
  return ASCII.test(folded) ? folded.split(ASCII_WORD_SEPARATOR) : folded.split(WORD_SEPARATOR);
}

const ASCII = /^[\0-\x7f]*$/;
/** `WORD_SEPARATOR` for ASCII text, whose letters and digits are `A-Z`, `a-z` and `0-9`. */
const ASCII_WORD_SEPARATOR = /[^A-Za-z0-9_]+/;

/** The fields of a section and their weights: a title match outranks a heading match, which outranks the text. */
export const SEARCH_FIELDS = ['title', 'heading', 'text'] as const;

/**
 * Weights of the fields. With BM25 a rare word in a short field already scores high; the boosts make the
 * order hold for common words too.
 */
export const SEARCH_BOOST = { title: 6, heading: 3, text: 1 } as const;

/**
 * What a match that is not exact counts for. MiniSearch's defaults (0.375 for a prefix) let "Upload a
 * torrent" outrank the page titled "Torrents" for `torrent`; a plural or a longer form of the word is
 * nearly as good a match as the word itself.
 */
export const MATCH_WEIGHTS = { prefix: 0.8, fuzzy: 0.5 } as const;

/** MiniSearch's BM25+ parameters, which the whole index uses and the fragments' scores are worked out with. */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/** A word's BM25+ score in one field of one section, as MiniSearch computes it. */
export function bm25(termFrequency: number, matchingSections: number, sections: number, fieldLength: number, averageFieldLength: number): number {
  const { k, b, d } = BM25;
  const inverseFrequency = Math.log(1 + (sections - matchingSections + 0.5) / (matchingSections + 0.5));
  return inverseFrequency * (d + (termFrequency * (k + 1)) / (termFrequency + k * (1 - b + (b * fieldLength) / averageFieldLength)));
}

/**
 * Typos: one edit in words of 4 or 5 letters, two from 6 letters on (`annouce`, `torrnt` → "Torrents",
 * `authentcation`); none in shorter words, where one edit finds too many others. A match weighs less the
 * more edits it needs, so exact words still come first.
 */
export function fuzziness(term: string): number | false {
  return term.length >= 6 ? 2 : term.length >= 4 ? 1 : false;
}

/** Words of two letters or more also find the longer words they start. */
export function matchesPrefixes(term: string): boolean {
  return term.length >= 2;
}
