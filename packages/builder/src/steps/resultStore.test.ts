import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyOf, resultKey } from './resultStore.js';

describe('resultKey', () => {
  it('is the hash of every part with its length and a separator, parts apart however they are cut', () => {
    const parts = ['parse', 'ab', undefined, 42, 'Žeton 𝔸 ✓\u0000', ''];
    const joined = parts.map((part) => `${part === undefined ? '\u0000' : String(part).length}:${part ?? ''}\u0001`).join('');
    expect(resultKey(parts)).toBe(createHash('sha256').update(joined).digest('base64url').slice(0, 32));
    expect(resultKey(['ab', 'c'])).not.toBe(resultKey(['a', 'bc']));
    expect(resultKey([undefined])).not.toBe(resultKey(['']));
    expect(resultKey(['1'])).toBe(resultKey([1]));
  });

  it('keys an input by its fields in the order of their names', () => {
    expect(keyOf({ b: 'x', a: 'yz' }, { b: String, a: String })).toBe('a:2:yz|b:1:x');
  });
});
