import { describe, expect, it } from 'vitest';
import { cached, keyOf, type KeyOf, type KeptResults } from './cached.js';

interface Input {
  name: string;
  size: number;
  note?: string;
}

const parts: KeyOf<Input> = { name: (name) => name, size: String, note: (note) => note ?? '' };

function mapStore<Output>(): KeptResults<Output> & { entries: Map<string, Output> } {
  const entries = new Map<string, Output>();
  return {
    entries,
    use(key, make) {
      if (!entries.has(key)) entries.set(key, make());
      return entries.get(key)!;
    },
  };
}

describe('a cached step', () => {
  it('makes a result once per key, and again when any field of the input differs, optional ones too', () => {
    const calls: Input[] = [];
    const store = mapStore<string>();
    const step = cached((input: Input) => (calls.push(input), `${input.name}:${input.size}:${input.note ?? ''}`), parts, store);
    expect(step({ name: 'a', size: 1 })).toBe('a:1:');
    expect(step({ name: 'a', size: 1 })).toBe('a:1:');
    expect(step({ name: 'a', size: 2 })).toBe('a:2:');
    expect(step({ name: 'a', size: 2, note: 'n' })).toBe('a:2:n');
    expect(calls).toHaveLength(3);
    expect(store.entries.size).toBe(3);
  });

  it('keys by every field in the order of their names, whatever order the key parts are written in', () => {
    const reordered: KeyOf<Input> = { size: String, note: (note) => note ?? '', name: (name) => name };
    expect(keyOf({ name: 'a', size: 1 }, reordered)).toBe(keyOf({ name: 'a', size: 1 }, parts));
    expect(keyOf({ name: 'a', size: 1 }, parts)).not.toBe(keyOf({ name: 'b', size: 1 }, parts));
    // A field's part is told from the next one's: no value can make two inputs one key by running into its neighbour.
    expect(keyOf({ name: 'a|note:0:|size:1:1', size: 2 }, parts)).not.toBe(keyOf({ name: 'a', size: 1 }, parts));
    expect(keyOf({ name: 'a', size: 1, note: '|size:1:1' }, parts)).not.toBe(keyOf({ name: 'a', size: 1 }, parts));
  });

  it('cannot be given a key that leaves out a field of its input (a type error, checked by tsc -b)', () => {
    // @ts-expect-error `note` has no part in the key: a field added to an input must be added to its key.
    const missing: KeyOf<Input> = { name: (name) => name, size: String };
    expect(Object.keys(missing)).toEqual(['name', 'size']);
  });
});
