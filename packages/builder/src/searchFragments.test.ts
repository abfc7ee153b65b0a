import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createIndex, openFragments, search, searchFragments, type SearchResult } from '@laguna-docs/client/search';
import { isSearchManifest, seededRandom, type SearchDocument } from '@laguna-docs/shared';
import { outputPathProblem } from '@laguna-docs/content';
import { searchIndexFiles } from './searchFragments.js';

const COMMON = 'the a of to and tracker peer swarm torrent announce token session user role request response client server database migration handler route header payload counter limit queue cache index schema refresh refreshes žeton čas authentication'.split(' ');

/**
 * `pages` documents of a few sections each, in a small vocabulary, like a generated docs site; a third of
 * the pages are of version 1.0 and a third of 2.0 when `versions` is set.
 */
function corpus(pages: number, seed = 1, versions = false): SearchDocument[] {
  const next = seededRandom(seed);
  // Mostly common words, some of a hundred identifiers that start with one (`token_42`, as in code), and a long tail of rare ones.
  const word = () => {
    const roll = next();
    if (roll < 0.85) return COMMON[Math.floor(next() * next() * COMMON.length)]!;
    if (roll < 0.92) return `token_${Math.floor(next() * 100)}`;
    return `rare${Math.floor(next() * pages * 3)}`;
  };
  const words = (count: number) => Array.from({ length: count }, word).join(' ');
  return Array.from({ length: pages }, (_, page) => ({
    r: `/docs/page-${page}`,
    t: `${words(2)} ${page}`,
    s: `Area ${page % 7} › Topic`,
    c: Array.from({ length: 1 + Math.floor(next() * 5) }, (_, section) => [section ? `s${section}` : '', section ? words(3) : '', `${words(10 + Math.floor(next() * 60))}.`] as [string, string, string]),
    ...(versions && page % 3 < 2 ? { v: page % 3 === 0 ? '1.0' : '2.0' } : {}),
  }));
}

/** The index written in fragments, and a reader of it that counts what one query fetches. */
function fragmented(docs: SearchDocument[], tierSize?: number) {
  const files = new Map(searchIndexFiles('en', docs, { wholeLimit: 0, ...(tierSize ? { tierSize } : {}) }).map((file) => [`/search-index/${file.path.slice('search-index/'.length)}`, String(file.contents)]));
  const fetched = new Map<string, number>();
  const fetchJson = async (url: string) => {
    const text = files.get(url);
    if (text === undefined) throw new Error(`not written: ${url}`);
    fetched.set(url, zlib.gzipSync(text).length);
    return JSON.parse(text) as unknown;
  };
  return {
    files,
    fetched,
    /** Opens the index as the dialog does and runs one query; returns the results and the gzip bytes fetched. */
    async query(query: string, version?: string) {
      fetched.clear();
      const manifest = await fetchJson('/search-index/en.json');
      if (!isSearchManifest(manifest)) throw new Error('no manifest');
      const results = await searchFragments(openFragments(manifest, '/search-index/en.json', fetchJson), query, 20, version);
      return { results, bytes: [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0), files: fetched.size };
    },
  };
}

const shown = (results: SearchResult[]) => results.map((result) => ({ at: result.route + (result.hash ? `#${result.hash}` : ''), snippet: result.snippet, terms: [...result.terms].sort() }));

describe('search index in fragments', () => {
  it('writes a small index whole, as before, and a large one as a manifest with fragments', () => {
    const docs = corpus(40);
    expect(searchIndexFiles('en', docs)).toEqual([{ path: 'search-index/en.json', contents: JSON.stringify(docs) }]);
    const paths = searchIndexFiles('en', docs, { wholeLimit: 0 }).map((file) => file.path);
    expect(paths[0]).toBe('search-index/en.json');
    expect(paths).toContain('search-index/en/d/39.json');
    expect(paths.some((path) => /^search-index\/en\/w\/[0-9a-f-]+\.json$/.test(path))).toBe(true);
  });

  it('ranks as the whole index does: exact words, prefixes, typos, diacritics, every word else any, versions', async () => {
    const docs = corpus(300, 7, true);
    const whole = createIndex(docs);
    const index = fragmented(docs, 100_000);
    const queries = ['torrent', 'torrnt', 'tok', 'refresh token', 'zeton', 'ČAS', 'authentcation', 'swarm peer limit', 'rare17', 'rare17 rare18', 'nothingsuch', 'a', 'to'];
    for (const query of queries) {
      for (const version of [undefined, '1.0', '2.0']) {
        const { results } = await index.query(query, version);
        expect(shown(results), `${query} (${version ?? 'no version'})`).toEqual(shown(search(whole, query, 20, version)));
      }
    }
  });

  it('fetches at most 100 KB gzip for a first query on a large site, and about as much on one twice its size', async () => {
    const measured = [];
    for (const pages of [2_500, 5_000]) {
      const docs = corpus(pages, 3);
      const index = fragmented(docs);
      const first = await index.query('refresh token');
      expect(first.results.length).toBe(20);
      const whole = [...index.files.values()].reduce((sum, text) => sum + text.length, 0);
      measured.push({ pages, bytes: first.bytes, whole });
      expect(first.bytes).toBeLessThan(100_000);
    }
    // The fragments of the larger site together are about twice those of the smaller; what one query fetches is not.
    expect(measured[1]!.whole).toBeGreaterThan(measured[0]!.whole * 1.8);
    expect(measured[1]!.bytes).toBeLessThan(measured[0]!.bytes * 1.5);
  });
});

describe('search fragments given hostile words', () => {
  it('name every file by code points, inside search-index/<locale>/, apart on any file system, and the loader finds each word', async () => {
    const words = ['..', '/', '%2f', '%2e%2e', 'a\u0000b', '😀😀', 'x'.repeat(5_000), 'con', 'CON', 'aux', 'nul.txt', 'com1', '.', '\\', '~', 'a:b', 'zz\u202etxt.exe'];
    const docs: SearchDocument[] = words.map((word, page) => ({ r: `/docs/w${page}`, t: `Page ${page}`, s: '', c: [['', '', `${word} filler${page}.`]] }));
    const files = searchIndexFiles('en', docs, { wholeLimit: 0 });
    for (const file of files) {
      expect(outputPathProblem(file.path), file.path).toBeUndefined();
      expect(file.path, file.path).toMatch(/^search-index\/en(\.json|\/[wkpd]\/[0-9a-f-]+\.json)$/);
      // Windows' reserved names (con, aux, nul, com1) need letters beyond a-f, or no digits and dashes at all.
      expect(file.path.split('/').at(-1)!.replace(/\.json$/, '')).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
    }
    expect(new Set(files.map((file) => file.path.toLowerCase())).size).toBe(files.length);
    const index = fragmented(docs);
    for (const [page, word] of words.entries()) {
      const { results } = await index.query(`${word} filler${page}`);
      expect(results[0]?.route, JSON.stringify(word.slice(0, 20))).toBe(`/docs/w${page}`);
    }
  });
});
