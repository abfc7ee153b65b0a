import { createHash } from 'node:crypto';

/*
 * What a step sees of a place that keeps its results between builds. The speed layer (../speed/) decides
 * whether there is one and which (the disk cache, `speed/cache/diskCache.ts`); a step given none does the
 * work every time, so a step knows the shape of a store and never where its entries live.
 */

/** Results kept under keys made by `resultKey`, as JSON. */
export interface ResultStore {
  /** The value stored under `key`, if there is one that reads back whole. */
  get<T>(key: string): T | undefined;
  /** Stores a value; `replacer` is `JSON.stringify`'s, to leave out what the value need not keep. */
  set(key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void;
  /** Whether an entry for `key` is stored, without reading it. */
  has(key: string): boolean;
  /** Stores a value already in JSON (as `set` would write it). */
  setText(key: string, text: string): void;
  /** `resultKey`, so that a store handed to another package's step makes its keys the same way. */
  key(parts: ReadonlyArray<string | number | undefined>): string;
}

/** A store and the fingerprint of the code whose results it keeps, which every key of it includes. */
export interface FingerprintedStore {
  cache: ResultStore;
  fingerprint: string;
}

/** A key for everything a value is made from; parts are joined unambiguously. */
export function resultKey(parts: ReadonlyArray<string | number | undefined>): string {
  const hash = createHash('sha256');
  // Each part given to the hash as it is, between its length and a separator: the same digest as the three
  // joined, without a copy of a page's whole source for every key.
  for (const part of parts) {
    const text = part === undefined ? '' : String(part);
    hash.update(`${part === undefined ? '\u0000' : text.length}:`);
    hash.update(text);
    hash.update('\u0001');
  }
  return hash.digest('base64url').slice(0, 32);
}

/** How each field of an input goes into a key: a function of the field's value giving that part of the key. */
export type KeyOf<Input> = { readonly [Field in keyof Required<Input>]: (value: Input[Field]) => string };

/** The key of `input` under `keyOf`: each field's part, in the order of the fields' names, each with its length so no part runs into the next. */
export function keyOf<Input extends object>(input: Input, parts: KeyOf<Input>): string {
  return (Object.keys(parts) as Array<keyof Input & string>)
    .sort()
    .map((field) => {
      const part = parts[field](input[field]);
      return `${field}:${part.length}:${part}`;
    })
    .join('|');
}
