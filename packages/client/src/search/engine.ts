import type { SearchDocument } from '@laguna-docs/shared';

/** One hit: the page, the heading to jump to when the match is there, and a snippet around the match. */
export interface SearchResult {
  route: string;
  hash?: string;
  title: string;
  section: string;
  /** The part of the title or heading that matched, for display. */
  heading?: string;
  snippet: string;
  score: number;
}

/** Lower case without diacritics, so `cest` finds `čest` and `Žeton` finds `zeton`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The words of a query, folded; one-letter words are dropped unless they are the whole query. */
export function queryTerms(query: string): string[] {
  const words = fold(query).split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  const long = words.filter((word) => word.length > 1);
  return long.length > 0 ? long : words;
}

interface PreparedDocument {
  doc: SearchDocument;
  title: string;
  headings: string[];
  text: string;
}

/** Folds every document once, so each keystroke only scans. */
export function prepare(docs: readonly SearchDocument[]): PreparedDocument[] {
  return docs.map((doc) => ({ doc, title: fold(doc.t), headings: doc.h.map(([, text]) => fold(text)), text: fold(doc.x) }));
}

/** A word boundary before the match scores higher than a match inside a word. */
function matchScore(haystack: string, term: string, weight: number): number {
  const index = haystack.indexOf(term);
  if (index === -1) return 0;
  const atWordStart = index === 0 || /[^\p{L}\p{N}]/u.test(haystack[index - 1]!);
  return weight * (atWordStart ? 2 : 1);
}

/**
 * Ranks pages for a query: every term must occur somewhere in the page; matches in the title weigh
 * most, then headings, then text. Returns at most `limit` results, best first, ties by title.
 */
export function search(prepared: readonly PreparedDocument[], query: string, limit = 20): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const results: SearchResult[] = [];
  for (const entry of prepared) {
    let score = 0;
    let bestHeading = -1;
    let bestHeadingScore = 0;
    let complete = true;
    for (const term of terms) {
      const title = matchScore(entry.title, term, 10);
      const text = matchScore(entry.text, term, 1);
      let heading = 0;
      entry.headings.forEach((folded, index) => {
        const value = matchScore(folded, term, 4);
        if (value > heading) heading = value;
        if (value > bestHeadingScore) {
          bestHeadingScore = value;
          bestHeading = index;
        }
      });
      if (title + heading + text === 0) {
        complete = false;
        break;
      }
      score += title + heading + text;
    }
    if (!complete) continue;
    if (terms.every((term) => entry.title.includes(term))) score += 20;
    const headingEntry = bestHeading >= 0 && bestHeadingScore > 0 ? entry.doc.h[bestHeading] : undefined;
    results.push({
      route: entry.doc.r,
      ...(headingEntry && !terms.every((term) => entry.title.includes(term)) ? { hash: headingEntry[0], heading: headingEntry[1] } : {}),
      title: entry.doc.t,
      section: entry.doc.s,
      snippet: snippet(entry.doc.x, entry.text, terms),
      score,
    });
  }
  results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
  return results.slice(0, limit);
}

/** About 160 characters of the text around the first matching term, with ellipses where cut. */
export function snippet(original: string, folded: string, terms: readonly string[], width = 160): string {
  const positions = terms.map((term) => folded.indexOf(term)).filter((index) => index >= 0);
  if (positions.length === 0) return original.slice(0, width) + (original.length > width ? '…' : '');
  const first = Math.min(...positions);
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(original.length, start + width);
  return `${start > 0 ? '…' : ''}${original.slice(start, end).trim()}${end < original.length ? '…' : ''}`;
}
