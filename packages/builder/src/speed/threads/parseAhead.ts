import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import { startThread } from './startThread.js';
import type { PageParseInput } from '../../parseInput.js';

/*
 * Parsing markdown ahead, in a helper thread, for a build in one thread.
 *
 * Most of a cold build of a small site is the markdown parser running before V8 has optimized it. A
 * helper thread on the other core parses the pages the disk cache does not hold, while this thread loads
 * the client and the spec and renders the pages that need no markdown page (the API reference's). Each
 * result is the JSON of a disk cache entry (see `storedParseText`), so this thread uses it exactly as it
 * would use an entry an earlier build left. Only the helper parses, so the parser warms up in one
 * thread, not in two.
 *
 * The two threads share one `Int32Array`: a header (below) and a state per page. This thread reads the
 * results synchronously (`receiveMessageOnPort`) when it needs a page, waiting on the page's state with
 * `Atomics.wait` when the helper has not finished it yet and telling the helper which page it waits for.
 */

/** Header slots of the shared array. */
export const WANTED = 0; // index + 1 of the page this thread waits for, 0 for none
export const READY = 1; // 1 once the helper's code is loaded
export const ENDED = 2; // 1 once the helper thread is ending
export const TAKEN = 3; // how many results this thread has read off the port
export const HEADER = 4;

/**
 * How many results the helper may have posted that this thread has not read yet: past it, the helper
 * parses only the page this thread waits for, so a large site's parses do not pile up in the port.
 */
export const MAX_UNREAD = 256;

/** States of a page: to parse, being parsed, parsed (its result is on the way), not parsed (the helper failed). */
export const PENDING = 0;
export const WORKING = 1;
export const DONE = 2;
export const FAILED = 3;

/** What the helper thread starts with. */
export interface ParseAheadPrelude {
  port: MessagePort;
  /** The shared array's buffer; its page states follow the header. */
  shared: SharedArrayBuffer;
  /** See `MAX_UNREAD`. */
  maxUnread: number;
  /** V8 flags the thread sets as it starts (see `BuildSiteOptions.v8Flags`). */
  v8Flags: readonly string[];
}

/** The pages to parse, sent once they are known. */
export interface ParseAheadWork {
  inputs: PageParseInput[];
  routesByPath: ReadonlyMap<string, string>;
}

/** A parsed page: the JSON of its disk cache entry. */
export interface ParseAheadResult {
  index: number;
  text: string;
}

/** A page to parse ahead, by the key of its disk cache entry. */
export interface ParseAheadJob {
  key: string;
  input: PageParseInput;
}

/** The compiled helper's entry, beside this module's compiled bundle; absent when run from source. */
const workerFile = fileURLToPath(new URL('./parseWorker.js', import.meta.url));

/** Longest wait for a helper whose code has not loaded yet, after which this thread parses alone. */
const START_TIMEOUT_MS = 10_000;

/** Pages a helper takes at most; a site that large builds in several threads anyway. */
const PAGE_LIMIT = 1 << 16;

/** How long one wait lasts before the helper's end is looked at again. */
const WAIT_SLICE_MS = 50;

/** A helper thread parsing pages ahead; `take` gives each page's result. */
export class ParseAhead {
  readonly #worker: Worker;
  readonly #port: MessagePort;
  readonly #shared: Int32Array;
  /** Index of each key sent, and how many times it is still to be taken (an untranslated page is asked for by each locale). */
  readonly #index = new Map<string, number>();
  readonly #uses: number[] = [];
  readonly #results = new Map<number, string>();
  readonly #startTimeoutMs: number;
  #stopped = false;

  /** Starts the helper, when there is a second core and the compiled helper exists. */
  static start(v8Flags: readonly string[] = []): ParseAhead | undefined {
    if (os.availableParallelism() < 2 || !fs.existsSync(workerFile)) return undefined;
    return new ParseAhead(workerFile, { v8Flags });
  }

  /**
   * Starts a helper from `file` (the compiled one, or one a test provides) with the flags `execArgv` (by
   * default this process's, see `startThread`) and the V8 flags `v8Flags` set in it; `send` takes up to `limit` pages.
   */
  constructor(file: string | URL, options: { limit?: number; startTimeoutMs?: number; maxUnread?: number; execArgv?: string[]; v8Flags?: readonly string[] } = {}) {
    const { limit = PAGE_LIMIT, startTimeoutMs = START_TIMEOUT_MS, maxUnread = MAX_UNREAD } = options;
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#startTimeoutMs = startTimeoutMs;
    const shared = new SharedArrayBuffer((HEADER + limit) * Int32Array.BYTES_PER_ELEMENT);
    this.#shared = new Int32Array(shared);
    const prelude: ParseAheadPrelude = { port: port2, shared, maxUnread, v8Flags: options.v8Flags ?? [] };
    this.#worker = startThread(file, { workerData: prelude, transferList: [port2], ...(options.execArgv ? { execArgv: options.execArgv } : {}) });
    // It must never keep the process alive, nor take it down: a failed helper only means this thread parses.
    this.#worker.unref();
    this.#worker.on('error', () => this.#stop());
  }

  /**
   * Hands the helper its pages, in the order this thread will want them; a key sent twice is parsed once.
   * Returns how many pages it will parse (none: it is stopped).
   */
  send(jobs: readonly ParseAheadJob[], routesByPath: ReadonlyMap<string, string>): number {
    const inputs: PageParseInput[] = [];
    for (const job of jobs) {
      const known = this.#index.get(job.key);
      if (known !== undefined) {
        this.#uses[known]! += 1;
      } else if (inputs.length < this.#shared.length - HEADER) {
        this.#index.set(job.key, inputs.length);
        this.#uses.push(1);
        inputs.push(job.input);
      }
    }
    if (inputs.length === 0 || this.#stopped) {
      void this.stop();
      return 0;
    }
    this.#port.postMessage({ inputs, routesByPath } satisfies ParseAheadWork);
    return inputs.length;
  }

  /**
   * The disk cache entry of the page under `key`, waiting for the helper if it is still on it, or
   * `undefined` when it was not sent or the helper could not parse it (the caller then parses it).
   */
  take(key: string): string | undefined {
    const index = this.#index.get(key);
    if (index === undefined || this.#uses[index] === 0) return undefined;
    const text = this.#result(index);
    this.#uses[index]! -= 1;
    if (this.#uses[index] === 0) this.#results.delete(index);
    return text;
  }

  /** How many of the pages sent the helper has parsed so far (their results posted, read or not). */
  parsed(): number {
    let count = 0;
    for (let index = 0; index < this.#uses.length; index++) if (Atomics.load(this.#shared, HEADER + index) === DONE) count++;
    return count;
  }

  /** Stops the helper; later `take`s give nothing for pages it has not parsed. */
  async stop(): Promise<void> {
    this.#stop();
    await this.#worker.terminate();
    this.#port.close();
  }

  #stop(): void {
    this.#stopped = true;
  }

  #result(index: number): string | undefined {
    const slot = HEADER + index;
    const started = performance.now();
    for (;;) {
      const state = Atomics.load(this.#shared, slot);
      if (state === DONE) return this.#received(index);
      if (state === FAILED || this.#stopped || Atomics.load(this.#shared, ENDED) === 1) return undefined;
      if (Atomics.load(this.#shared, READY) === 0 && performance.now() - started > this.#startTimeoutMs) {
        // A helper that never loaded: this thread parses every page from now on.
        this.#stop();
        return undefined;
      }
      if (state === PENDING) {
        Atomics.store(this.#shared, WANTED, index + 1);
        // The helper may be waiting for this thread to read what it posted (see MAX_UNREAD).
        Atomics.notify(this.#shared, TAKEN);
      }
      Atomics.wait(this.#shared, slot, state, WAIT_SLICE_MS);
    }
  }

  /** A result the helper has posted: read off the port, keeping the ones that came before it. */
  #received(index: number): string | undefined {
    for (;;) {
      const text = this.#results.get(index);
      if (text !== undefined) return text;
      const message = receiveMessageOnPort(this.#port);
      if (!message) return undefined;
      const result = message.message as ParseAheadResult;
      this.#results.set(result.index, result.text);
      Atomics.add(this.#shared, TAKEN, 1);
    }
  }
}
