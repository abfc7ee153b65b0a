import type { StoredParse } from '../parsePages.js';

/** At most this many parses are kept: a series of failed builds, which prune nothing, cannot grow it further. */
export const PARSE_MEMORY_CAP = 2_000;

/**
 * Watch mode's parses before they are given a locale (see `createPageParser`), by `storedParseKey`, which
 * names no locale: a page that another locale shows untranslated is parsed once per edit, not once per
 * locale, and the edit rendered ahead of a build (`WatchSession.renderEdit`) is not parsed again by it.
 * Like the other memos of a session, it forgets after a good build what that build did not use.
 */
export class ParseMemory {
  #entries = new Map<string, StoredParse>();
  #used = new Set<string>();
  hits = 0;
  misses = 0;

  constructor(private readonly cap = PARSE_MEMORY_CAP) {}

  get(key: string): StoredParse | undefined {
    const stored = this.#entries.get(key);
    if (stored) {
      this.hits += 1;
      this.#used.add(key);
    } else this.misses += 1;
    return stored;
  }

  set(key: string, stored: StoredParse): void {
    this.#used.add(key);
    this.#entries.delete(key);
    this.#entries.set(key, stored);
    // The oldest first: a Map keeps the order in which keys were set.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.cap) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Starts counting for a new build. */
  begin(): void {
    this.#used.clear();
    this.hits = 0;
    this.misses = 0;
  }

  /** Drops every parse the build since `begin` did not use; call it after a build that succeeded. */
  prune(): void {
    for (const key of [...this.#entries.keys()]) if (!this.#used.has(key)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
