import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Results kept on disk between builds (`node_modules/.cache/laguna-docs/<kind>/` beside the site), so a
 * build of unchanged sources skips the work. Each entry is a JSON file named by the hash of everything
 * its value is made from, the code that makes it included (see `codeFingerprint`), so a stale entry is
 * never read: it is simply not asked for again, and `prune` removes it after a build that succeeded.
 * Reads are synchronous (a page reads its entry right before it renders); writes run in the background.
 */
export class DiskCache {
  readonly #dir: string;
  readonly #used = new Set<string>();
  readonly #pending = new Set<Promise<void>>();
  /** The folder being made, once: the first writes of a build come faster than one `mkdir` finishes. */
  #madeDir: Promise<unknown> | undefined;
  /** Names of the entries on disk when first asked, so a missing entry costs no failed read. */
  #listed: Set<string> | undefined;

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

  /** The value stored under `key`, if there is one that reads back whole. */
  get<T>(key: string): T | undefined {
    this.#used.add(key);
    // A cold build asks for thousands of entries that are not there; a failed read costs an exception each.
    if (!this.has(key)) return undefined;
    let text: string;
    try {
      text = fs.readFileSync(this.#file(key), 'utf8');
    } catch {
      return undefined;
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      // A torn or foreign file: recompute, and the write replaces it.
      return undefined;
    }
  }

  /**
   * Stores a value in the background; a failure to write only costs the next build the work. `replacer`
   * is `JSON.stringify`'s, to leave out what the value need not keep.
   */
  set(key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
    this.setText(key, JSON.stringify(value, replacer));
  }

  /** Whether an entry for `key` is on disk (it may still fail to read back), without reading it. */
  has(key: string): boolean {
    this.#listed ??= this.#list();
    return this.#listed.has(`${key}.json`);
  }

  /** Stores a value already in JSON (as `set` would write it) in the background. */
  setText(key: string, text: string): void {
    this.#used.add(key);
    const file = this.#file(key);
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    this.#madeDir ??= fs.promises.mkdir(this.#dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file. The callback API: thousands of small
    // entries are written in a cold build, and the promise API's file handles cost several times more.
    const write = this.#madeDir
      .then(
        () =>
          new Promise<void>((resolve) => {
            fs.writeFile(temp, text, (written) => {
              if (written) return fs.rm(temp, { force: true }, () => resolve());
              fs.rename(temp, file, (renamed) => {
                if (renamed) return fs.rm(temp, { force: true }, () => resolve());
                this.#listed?.add(path.basename(file));
                resolve();
              });
            });
          }),
      )
      .catch(() => undefined)
      .finally(() => this.#pending.delete(write));
    this.#pending.add(write);
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

  /** Waits for every background write. */
  async flush(): Promise<void> {
    await Promise.all(this.#pending);
  }

  /** Removes every entry no one used since the cache was opened (call after a build that succeeded). */
  async prune(): Promise<void> {
    await this.flush();
    let names: string[];
    try {
      names = await fs.promises.readdir(this.#dir);
    } catch {
      return;
    }
    await Promise.all(
      names
        .filter((name) => name.endsWith('.json') && !this.#used.has(name.slice(0, -'.json'.length)))
        .map(async (name) => {
          this.#listed?.delete(name);
          await fs.promises.rm(path.join(this.#dir, name), { force: true }).catch(() => undefined);
        }),
    );
  }

  #list(): Set<string> {
    try {
      return new Set(fs.readdirSync(this.#dir));
    } catch {
      return new Set();
    }
  }

  #file(key: string): string {
    return path.join(this.#dir, `${key}.json`);
  }
}
