import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** How a pack file's name ends; other files in the folder are not the cache's (or are from older versions). */
const PACK = '.pack';
/** More packs than this are merged into one after a build, so reading them stays one file's work. */
const MAX_PACKS = 4;

let packsWritten = 0;

/**
 * Results kept on disk between builds (`node_modules/.cache/laguna-docs/<kind>/` beside the site), so a
 * build of unchanged sources skips the work. Each entry is JSON stored under the hash of everything its
 * value is made from, the code that makes it included (see `codeFingerprint`), so a stale entry is never
 * read: it is simply not asked for again, and `prune` removes it after a build that succeeded.
 *
 * Entries live in pack files, one line each (`<key>\t<json>`): each cache a build thread opens writes
 * what it added as one pack when flushed. A cold build of a large site adds thousands of entries, and a
 * file apiece cost it more in file system calls (on the cores the build renders with) than the work they
 * save; a warm build reads the few packs at once. Reads are synchronous (a page reads its entry right
 * before it renders), the first one reads every pack.
 */
export class DiskCache {
  readonly #dir: string;
  readonly #used = new Set<string>();
  /** Entries on disk, read at the first use, with those this cache has flushed since. */
  #stored: Map<string, string> | undefined;
  /** Entries set since the last flush. */
  readonly #added = new Map<string, string>();
  #writing: Promise<void> = Promise.resolve();

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** The cache of a site: `node_modules/.cache/laguna-docs/<kind>` under its root. */
  static forSite(root: string, kind: string): DiskCache {
    return new DiskCache(path.join(root, 'node_modules', '.cache', 'laguna-docs', kind));
  }

  /** A key for everything a value is made from; parts are joined unambiguously. */
  static key(parts: ReadonlyArray<string | number | undefined>): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(`${part === undefined ? '\u0000' : String(part).length}:${part ?? ''}\u0001`);
    return hash.digest('base64url').slice(0, 32);
  }

  /** Every entry stored in the folder `dir`, as JSON text by key (for tests and tools). */
  static entriesIn(dir: string): Map<string, string> {
    return readPacks(dir, listPacks(dir));
  }

  /** The value stored under `key`, if there is one that reads back whole. */
  get<T>(key: string): T | undefined {
    this.#used.add(key);
    const text = this.#added.get(key) ?? this.#load().get(key);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      // A foreign entry: recompute, and the write replaces it.
      return undefined;
    }
  }

  /**
   * Stores a value; it is written when the cache is flushed, and a failure to write only costs the next
   * build the work. `replacer` is `JSON.stringify`'s, to leave out what the value need not keep.
   */
  set(key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
    const text = JSON.stringify(value, replacer) as string | undefined;
    if (text !== undefined) this.setText(key, text);
  }

  /** Whether an entry for `key` is stored (it may still fail to read back), without reading it. */
  has(key: string): boolean {
    return this.#added.has(key) || this.#load().has(key);
  }

  /** Stores a value already in JSON (as `set` would write it). */
  setText(key: string, text: string): void {
    this.#used.add(key);
    // JSON as `JSON.stringify` writes it has no line breaks; anything else would break the pack's lines.
    if (!text.includes('\n')) this.#added.set(key, text);
  }

  /** The folder of the entries. */
  get dir(): string {
    return this.#dir;
  }

  /** Keys read or written since this cache was opened. */
  get used(): ReadonlySet<string> {
    return this.#used;
  }

  /** Marks keys another thread used, so `prune` keeps them. */
  markUsed(keys: Iterable<string>): void {
    for (const key of keys) this.#used.add(key);
  }

  /** Writes the entries set since the last flush as one pack, and waits for every write. */
  async flush(): Promise<void> {
    if (this.#added.size > 0) {
      const entries = [...this.#added];
      this.#added.clear();
      const stored = this.#load();
      for (const [key, text] of entries) stored.set(key, text);
      this.#writing = this.#writing.then(() => writePack(this.#dir, entries)).catch(() => undefined);
    }
    await this.#writing;
  }

  /**
   * Removes every entry no one used since the cache was opened (call after a build that succeeded, once
   * the other threads have flushed): the packs are merged into one of the used entries when any entry
   * is unused or there are many packs. Files of older versions of the cache are removed too.
   */
  async prune(): Promise<void> {
    await this.flush();
    let names: string[];
    try {
      names = await fs.promises.readdir(this.#dir);
    } catch {
      return;
    }
    const packs = names.filter((name) => name.endsWith(PACK)).sort();
    const foreign = names.filter((name) => !name.endsWith(PACK));
    await Promise.all(foreign.map((name) => fs.promises.rm(path.join(this.#dir, name), { force: true, recursive: true }).catch(() => undefined)));
    const entries = readPacks(this.#dir, packs);
    const kept = [...entries].filter(([key]) => this.#used.has(key));
    if (kept.length === entries.size && packs.length <= MAX_PACKS) return;
    try {
      if (kept.length > 0) await writePack(this.#dir, kept);
    } catch {
      return;
    }
    await Promise.all(packs.map((name) => fs.promises.rm(path.join(this.#dir, name), { force: true }).catch(() => undefined)));
    this.#stored = new Map(kept);
  }

  #load(): Map<string, string> {
    this.#stored ??= readPacks(this.#dir, listPacks(this.#dir));
    return this.#stored;
  }
}

/** The pack files in `dir`, oldest first (their names start with the time they were written). */
function listPacks(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(PACK))
      .sort();
  } catch {
    return [];
  }
}

/** The entries of the packs `names` in `dir`; a later pack's entry wins over an earlier one's. */
function readPacks(dir: string, names: readonly string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of names) {
    let text: string;
    try {
      text = fs.readFileSync(path.join(dir, name), 'utf8');
    } catch {
      continue;
    }
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const tab = text.indexOf('\t', start);
      if (tab > start && tab < end) entries.set(text.slice(start, tab), text.slice(tab + 1, end));
      start = end + 1;
    }
  }
  return entries;
}

/** Writes entries as a new pack: aside first, then renamed, so a reader never sees half a pack. */
async function writePack(dir: string, entries: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  // Names sort by the time they were written (then by a count, for packs of the same millisecond).
  const name = `${Date.now().toString(36).padStart(9, '0')}-${(packsWritten++).toString(36).padStart(6, '0')}-${process.pid}-${threadId}${PACK}`;
  const file = path.join(dir, name);
  const temp = `${file}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.promises.writeFile(temp, entries.map(([key, value]) => `${key}\t${value}\n`).join(''));
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
