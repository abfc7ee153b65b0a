import { lookupsHold, recordingRoutes } from '@laguna-docs/shared';
import { readStoredParse, storedParseJson } from '../storedParse.js';
import type { PageParseStep, StoredParse } from '../parsePages.js';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { AHEAD_ONLY, keyedParseInput, parseKeyUnder, PARSE_KEY, type PageParseInput } from '../parseInput.js';
import type { FingerprintedStore } from '../steps/resultStore.js';
import { cached, type KeptResults } from './cached.js';

/*
 * The page parse as a build runs it: the plain step (`parsePage`) `cached` with the key of its whole input
 * (`PARSE_KEY`, the key `storedParseKey` makes), each parse kept with the route lookups its links made and
 * given again only while each lookup still gives what it gave. Where it is kept, and whether the parse
 * helper is asked first, is the build's (speed/startSpeed.ts, speed/threads/localeWorker.ts).
 */

/** Where a build keeps its parses; each left out is not used. */
export interface ParseStores {
  /** Parses kept on disk by earlier builds, with the fingerprint of the markdown stage's code. */
  disk?: FingerprintedStore;
  /**
   * Parses kept in memory (watch mode, see `ParseMemory`): not keyed by locale, so a page another locale
   * shows untranslated is parsed once. Not used when there is a disk cache.
   */
  memory?: { get(key: string): StoredParse | undefined; set(key: string, stored: StoredParse): void };
  /**
   * Pages a helper thread parses ahead, asked by their key (with the disk cache's fingerprint, or
   * `AHEAD_ONLY` without a disk cache); each comes as the JSON a disk cache entry holds.
   */
  ahead?: { take(key: string): string | undefined };
}

/** The fingerprint part of the keys of parses kept in memory: the code is the running process's. */
const IN_MEMORY = 'memory';

/** The plain parse (`parsePage`), its links resolved through any lookup of routes. */
type PlainParse = (input: PageParseInput, routesByPath: Pick<ReadonlyMap<string, string>, 'get'>) => ParsedMarkdown;

/** `step` with its parses kept in `stores` and taken from the parse helper; `step` itself when there are none. */
export function keptParse(step: PlainParse, stores: ParseStores): PageParseStep {
  if (!stores.disk && !stores.memory && !stores.ahead) return step;
  return (input, routesByPath) => {
    // The parse with the lookups its links made, which tell when a kept parse no longer holds.
    const recorded = (page: PageParseInput): StoredParse => {
      const recording = recordingRoutes(routesByPath);
      return { markdown: step(page, recording.routes), lookups: recording.lookups() };
    };
    return cached(recorded, PARSE_KEY, parseStore(stores, routesByPath))(keyedParseInput(input)).markdown;
  };
}

/** The store of a locale's parses: on disk, else in memory, else none; on a miss the parse helper's, if it has the page, else the one made. */
function parseStore({ disk, memory, ahead }: ParseStores, routesByPath: ReadonlyMap<string, string>): KeptResults<StoredParse> {
  // A page parsed ahead in a helper thread, with the same routes: the very entry this thread would store.
  const fromAhead = (at: string): { text: string; stored: StoredParse } | undefined => {
    const text = ahead?.take(at);
    if (text === undefined) return undefined;
    const stored = readStoredParse(JSON.parse(text) as StoredParse);
    // Looked up again here, as this thread's parse would: watch mode's routes note each lookup for the page.
    for (const [path] of stored.lookups) routesByPath.get(path);
    return { text, stored };
  };
  // Links to other pages resolved through the routes: a kept parse holds only while each lookup still gives what it gave.
  const holding = (stored: StoredParse | undefined) => (stored && lookupsHold(stored.lookups, routesByPath) ? stored : undefined);
  if (disk) {
    return {
      use(key, make) {
        const at = parseKeyUnder(disk.fingerprint, key);
        const kept = holding(disk.cache.get<StoredParse>(at));
        if (kept) return readStoredParse(kept);
        const sent = fromAhead(at);
        if (sent) {
          disk.cache.setText(at, sent.text);
          return sent.stored;
        }
        const made = make();
        // Its positions taken off (see `storedParseJson`): this build renders the page without them too.
        disk.cache.setText(at, storedParseJson(made));
        return made;
      },
    };
  }
  const aheadKey = (key: string) => parseKeyUnder(AHEAD_ONLY, key);
  if (memory) {
    return {
      use(key, make) {
        const at = parseKeyUnder(IN_MEMORY, key);
        // As from the disk cache; the lookups are made again, so watch mode's routes note them for this locale's page too.
        const kept = holding(memory.get(at));
        if (kept) return kept;
        const made = fromAhead(aheadKey(key))?.stored ?? make();
        memory.set(at, made);
        return made;
      },
    };
  }
  return { use: (key, make) => fromAhead(aheadKey(key))?.stored ?? make() };
}
