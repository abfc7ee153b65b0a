import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { resultKey, type ResultStore } from '../../steps/resultStore.js';

/** How a pack file's name ends; other files in the folder are not the cache's (or are from older versions). */
const PACK = '.pack';
/** Entries waiting to be written are written as a pack once they hold this many characters. */
const PACK_CHARACTERS = 2_000_000;
/** Past this many packs, pruning merges the small ones. */
const MAX_PACKS = 32;
const NEWLINE = 0x0a;
const TAB = 0x09;

let packsWritten = 0;

/** Where an entry's JSON is: its pack and its bytes there. */
interface Place {
  pack: string;
  start: number;
  length: number;
}

/**
 * Results kept on disk between builds (`node_modules/.cache/laguna-docs/<kind>/` beside the site), so a
 * build of unchanged sources skips the work. Each entry is JSON stored under the hash of everything its
 * value is made from, the code that makes it included (see `codeFingerprint`), so a stale entry is never
 * read: it is simply not asked for again, and `prune` removes it after a build that succeeded.
 *
 * Entries live in pack files, one line each (`<key>\t<json>`), written in the background a few megabytes
 * at a time: a cold build of a large site adds thousands of entries, and a file apiece cost it more in
 * file system calls (on the cores the build renders with) than the work they save. The first read lists
 * where every entry is; each read then takes just its entry's bytes, so memory does not hold the cache.
 */
export class DiskCache implements ResultStore {
  readonly #dir: string;
  readonly #used = new Set<string>();
  /** Where the entries on disk are, listed at the first read, with this cache's packs added as they are written. */
  #places: Map<string, Place> | undefined;
  /** The keys of the packs this cache has read or written, so pruning need not read those again. */
  readonly #packKeys = new Map<string, string[]>();
  /**
   * Entries set since the last pack was started, by where they are in `#filling`: each is turned into the
   * pack's bytes when it is set, so its text (a page's parse is tens of kilobytes) is not kept on the heap,
   * copied from one generation to the next, until the pack is written.
   */
  readonly #waiting = new Map<string, Place>();
  #filling = Buffer.alloc(0);
  #filled = 0;
  #waitingCharacters = 0;
  /** Entries of the packs being written, readable from their bytes until the pack is on disk. */
  readonly #inFlight = new Map<string, { bytes: Buffer; place: Place }>();
  readonly #writes = new Set<Promise<void>>();
  #madeDir = false;
  /** The packs open for reading, by name (see `#read`); closed by `flush`, which every build ends with. */
  readonly #open = new Map<string, number>();

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** The cache of a site: `node_modules/.cache/laguna-docs/<kind>` under its root. */
  static forSite(root: string, kind: string): DiskCache {
    return new DiskCache(path.join(root, 'node_modules', '.cache', 'laguna-docs', kind));
  }

  /** A key for everything a value is made from; parts are joined unambiguously. */
  static key(parts: ReadonlyArray<string | number | undefined>): string {
    return resultKey(parts);
  }

  /** `DiskCache.key`, so that a cache passed to another package's step makes its own keys. */
  key(parts: ReadonlyArray<string | number | undefined>): string {
    return DiskCache.key(parts);
  }

  /** Every entry stored in the folder `dir`, as JSON text by key (for tests and tools). */
  static entriesIn(dir: string): Map<string, string> {
    const entries = new Map<string, string>();
    for (const pack of listPacks(dir)) {
      const bytes = readBytes(dir, pack);
      if (bytes) for (const [key, place] of placesIn(pack, bytes)) entries.set(key, textAt(bytes, place));
    }
    return entries;
  }

  /** The value stored under `key`, if there is one that reads back whole. */
  get<T>(key: string): T | undefined {
    this.#used.add(key);
    const flying = this.#inFlight.get(key);
    const waiting = this.#waiting.get(key);
    const text = waiting ? textAt(this.#filling, waiting) : flying ? textAt(flying.bytes, flying.place) : this.#read(key);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      // A foreign entry: recompute, and the write replaces it.
      return undefined;
    }
  }

  /**
   * Stores a value (written in the background; a failure to write only costs the next build the work).
   * `replacer` is `JSON.stringify`'s, to leave out what the value need not keep.
   */
  set(key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
    const text = JSON.stringify(value, replacer) as string | undefined;
    if (text !== undefined) this.setText(key, text);
  }

  /** Whether an entry for `key` is stored (it may still fail to read back), without reading it. */
  has(key: string): boolean {
    return this.#waiting.has(key) || this.#inFlight.has(key) || this.#listed().has(key);
  }

  /** Stores a value already in JSON (as `set` would write it). */
  setText(key: string, text: string): void {
    this.#used.add(key);
    // JSON as `JSON.stringify` writes it has no line breaks; anything else would break the pack's lines.
    if (text.includes('\n')) return;
    // Room for the line however its characters encode (at most three bytes for each UTF-16 unit).
    const room = this.#filled + (key.length + text.length) * 3 + 2;
    if (room > this.#filling.length) {
      const larger = Buffer.allocUnsafe(Math.max(room, PACK_CHARACTERS * 1.5, this.#filling.length * 2));
      this.#filling.copy(larger, 0, 0, this.#filled);
      this.#filling = larger;
    }
    const { place, end } = writeEntry(this.#filling, this.#filled, key, text);
    this.#filled = end;
    this.#waiting.set(key, place);
    this.#waitingCharacters += text.length;
    if (this.#waitingCharacters >= PACK_CHARACTERS) this.#writeWaiting();
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

  /** Writes what is waiting, and waits for every write. */
  async flush(): Promise<void> {
    this.#close();
    this.#writeWaiting();
    await Promise.all(this.#writes);
  }

  /**
   * Removes every entry no one used since the cache was opened (call after a build that succeeded, once
   * the other threads have flushed): the used entries of packs that hold unused ones are written as one
   * new pack, and past `MAX_PACKS` packs the small ones are merged into it. Files of older versions of the
   * cache are removed too.
   */
  async prune(): Promise<void> {
    await this.flush();
    let names: string[];
    try {
      names = await fs.promises.readdir(this.#dir);
    } catch {
      return;
    }
    await Promise.all(names.filter((name) => !name.endsWith(PACK)).map((name) => fs.promises.rm(path.join(this.#dir, name), { force: true, recursive: true }).catch(() => undefined)));
    const packs = names.filter((name) => name.endsWith(PACK)).sort();
    // The used entries of the packs to write again, and those packs; the packs that stay as they are.
    const rewritten: Array<[string, string]> = [];
    const dropped: string[] = [];
    const full: string[] = [];
    const usedEntries = (pack: string, bytes: Buffer) => [...placesIn(pack, bytes)].filter(([key]) => this.#used.has(key)).map(([key, place]): [string, string] => [key, textAt(bytes, place)]);
    for (const pack of packs) {
      // Only the packs of other threads are read to learn what they hold.
      const known = this.#packKeys.get(pack);
      let bytes = known ? undefined : readBytes(this.#dir, pack);
      const keys = known ?? (bytes ? [...placesIn(pack, bytes)].map(([key]) => key) : undefined);
      if (!keys) continue;
      if (keys.every((key) => this.#used.has(key))) {
        full.push(pack);
        continue;
      }
      bytes ??= readBytes(this.#dir, pack);
      if (!bytes) continue;
      rewritten.push(...usedEntries(pack, bytes));
      dropped.push(pack);
    }
    // Many packs (many builds that each changed a little): the small ones are merged too.
    if (full.length + (rewritten.length > 0 ? 1 : 0) > MAX_PACKS) {
      for (const pack of full) {
        const bytes = fs.statSync(path.join(this.#dir, pack), { throwIfNoEntry: false })?.size ?? Infinity;
        if (bytes >= PACK_CHARACTERS / 4) continue;
        const contents = readBytes(this.#dir, pack);
        if (!contents) continue;
        rewritten.push(...usedEntries(pack, contents));
        dropped.push(pack);
      }
    }
    if (dropped.length === 0) return;
    try {
      // In packs of the usual size, so that a later change writes one of them again, not all.
      let pack: Array<[string, string]> = [];
      let characters = 0;
      for (const entry of rewritten) {
        pack.push(entry);
        characters += entry[1].length;
        if (characters >= PACK_CHARACTERS) {
          await writePack(this.#dir, pack);
          pack = [];
          characters = 0;
        }
      }
      if (pack.length > 0) await writePack(this.#dir, pack);
    } catch {
      return;
    }
    await Promise.all(dropped.map((pack) => fs.promises.rm(path.join(this.#dir, pack), { force: true }).catch(() => undefined)));
    this.#places = undefined;
    this.#packKeys.clear();
  }

  /**
   * Starts writing the waiting entries as one pack, at once: a build renders for long stretches without
   * giving the event loop a turn, and entries must not pile up meanwhile. Their text is turned into the
   * pack's bytes now, and read from there until the pack is on disk.
   */
  #writeWaiting(): void {
    if (this.#waiting.size === 0) return;
    const name = packName();
    const bytes = this.#filling.subarray(0, this.#filled);
    const places = [...this.#waiting];
    for (const [, place] of places) place.pack = name;
    this.#waiting.clear();
    this.#filling = Buffer.alloc(0);
    this.#filled = 0;
    this.#waitingCharacters = 0;
    for (const [key, place] of places) this.#inFlight.set(key, { bytes, place });
    const landed = (written: boolean) => {
      if (written) this.#packKeys.set(name, places.map(([key]) => key));
      for (const [key, place] of places) {
        if (this.#inFlight.get(key)?.bytes !== bytes) continue;
        this.#inFlight.delete(key);
        if (written) this.#places?.set(key, place);
      }
    };
    if (!this.#madeDir) {
      try {
        fs.mkdirSync(this.#dir, { recursive: true });
        this.#madeDir = true;
      } catch {
        return landed(false);
      }
    }
    const write = writePackFile(this.#dir, name, bytes).then(landed, () => landed(false));
    this.#writes.add(write);
    void write.finally(() => this.#writes.delete(write));
  }

  #listed(): Map<string, Place> {
    if (!this.#places) {
      this.#places = new Map();
      for (const pack of listPacks(this.#dir)) {
        const bytes = readBytes(this.#dir, pack);
        if (!bytes) continue;
        const keys: string[] = [];
        for (const [key, place] of placesIn(pack, bytes)) {
          this.#places.set(key, place);
          keys.push(key);
        }
        this.#packKeys.set(pack, keys);
      }
    }
    return this.#places;
  }

  #read(key: string): string | undefined {
    const place = this.#listed().get(key);
    if (!place) return undefined;
    try {
      // A pack stays open while the build reads it: a build that takes a thousand entries from the same
      // few packs would otherwise open and close them a thousand times.
      let fd = this.#open.get(place.pack);
      if (fd === undefined) this.#open.set(place.pack, (fd = fs.openSync(path.join(this.#dir, place.pack), 'r')));
      const bytes = Buffer.allocUnsafe(place.length);
      if (fs.readSync(fd, bytes, 0, place.length, place.start) !== place.length) return undefined;
      return bytes.toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** Closes the packs open for reading (they open again at the next read). */
  #close(): void {
    for (const fd of this.#open.values()) {
      try {
        fs.closeSync(fd);
      } catch {
        // Closed already.
      }
    }
    this.#open.clear();
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

/** Where each entry of a pack is, from the pack's bytes (a tab or line break byte is never part of a longer UTF-8 character). */
function* placesIn(pack: string, bytes: Buffer): Generator<[string, Place]> {
  for (let start = 0; start < bytes.length; ) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    const tab = bytes.indexOf(TAB, start);
    if (tab > start && tab < end) yield [bytes.toString('latin1', start, tab), { pack, start: tab + 1, length: end - tab - 1 }];
    start = end + 1;
  }
}

/** A pack's bytes, or none when it cannot be read. */
function readBytes(dir: string, pack: string): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(dir, pack));
  } catch {
    return undefined;
  }
}

function textAt(bytes: Buffer, place: Place): string {
  return bytes.toString('utf8', place.start, place.start + place.length);
}

/** A pack's bytes: a line per entry, `<key>\t<json>` (see `writeEntry`). */
function packBytes(entries: ReadonlyArray<readonly [string, string]>): Buffer {
  let size = 0;
  for (const [key, text] of entries) size += Buffer.byteLength(key) + Buffer.byteLength(text) + 2;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const [key, text] of entries) at = writeEntry(bytes, at, key, text).end;
  return bytes;
}

/** Writes an entry's line, `<key>\t<json>\n`, into `bytes` at `at`, which has room for it: where its JSON is (in a pack still unnamed), and where the line ends. */
function writeEntry(bytes: Buffer, at: number, key: string, text: string): { place: Place; end: number } {
  let end = at + bytes.write(key, at);
  bytes[end++] = TAB;
  const length = bytes.write(text, end);
  const place = { pack: '', start: end, length };
  end += length;
  bytes[end++] = NEWLINE;
  return { place, end };
}

/** A new pack's name; names sort by the time they were written (then by a count, for packs of the same millisecond). */
function packName(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${(packsWritten++).toString(36).padStart(6, '0')}-${process.pid}-${threadId}${PACK}`;
}

/** Writes a pack's bytes aside, then renames them into place, so a reader never sees half a pack; resolves with whether it worked. */
function writePackFile(dir: string, name: string, bytes: Buffer): Promise<boolean> {
  const file = path.join(dir, name);
  const temp = `${file}.${Math.random().toString(36).slice(2)}.tmp`;
  return new Promise((resolve) => {
    // The callback API: the write is handed to the thread pool now, not at the event loop's next turn.
    fs.writeFile(temp, bytes, (written) => {
      if (written) return fs.rm(temp, { force: true }, () => resolve(false));
      fs.rename(temp, file, (renamed) => (renamed ? fs.rm(temp, { force: true }, () => resolve(false)) : resolve(true)));
    });
  });
}

/** Writes entries as a new pack (see `writePackFile`); throws when it cannot. */
async function writePack(dir: string, entries: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  const written = await writePackFile(dir, packName(), packBytes(entries));
  if (!written) throw new Error(`cannot write a pack in ${dir}`);
}
