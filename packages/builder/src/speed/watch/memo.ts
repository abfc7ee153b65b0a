import { createHash } from 'node:crypto';

/**
 * Results kept by key across builds: each build uses what it needs, counts hits and misses, and after a
 * good build forgets what it did not use, so the memo holds one generation of results, not all of them.
 */
export class Memo<T> {
  #entries = new Map<string, T>();
  #used = new Set<string>();
  hits = 0;
  misses = 0;

  /** `cap`: at most this many entries are kept, the oldest set dropped first (a series of failed builds prunes nothing). */
  constructor(private readonly cap = Infinity) {}

  /** The value for `key`, if kept; counted as a hit or a miss. */
  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.#used.add(key);
    return value;
  }

  /** Keeps `value` for `key`, as the newest entry. */
  set(key: string, value: T): void {
    this.#used.add(key);
    this.#entries.delete(key);
    this.#entries.set(key, value);
    // The oldest first: a Map keeps the order in which keys were set.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.cap) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  /** The value for `key`, made by `make` when this memo has none. */
  use(key: string, make: () => T): T {
    this.#used.add(key);
    if (this.#entries.has(key)) {
      this.hits += 1;
      return this.#entries.get(key) as T;
    }
    this.misses += 1;
    const value = make();
    this.#entries.set(key, value);
    return value;
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

  /** Drops every entry the build since `begin` did not use. */
  prune(): void {
    for (const key of [...this.#entries.keys()]) if (!this.#used.has(key)) this.#entries.delete(key);
  }
}

/**
 * Stable names for objects that never change once made (a parsed page's tree, a cached API page's data),
 * so a fingerprint can name them instead of spelling out their whole content.
 */
export class Identities {
  #ids = new WeakMap<object, number>();
  #next = 1;

  /** The object's number, given on first sight. */
  of(value: object): number {
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.#next++;
      this.#ids.set(value, id);
    }
    return id;
  }

  /** Whether the object was named before: only those are abbreviated by `fingerprint`. */
  has(value: object): boolean {
    return this.#ids.has(value);
  }

  /**
   * A short hash of plain data. Named objects inside it count by name, which is what keeps fingerprinting
   * a page cheap: its tree is named, only the small page data around it is serialised.
   */
  fingerprint(value: unknown): string {
    const json = JSON.stringify(value, (_key, inner: unknown) => (inner !== null && typeof inner === 'object' && this.#ids.has(inner) ? `\u0000#${this.#ids.get(inner)}` : inner));
    return createHash('sha1').update(json ?? 'undefined').digest('base64url');
  }
}
