import { describe, expect, it } from 'vitest';
import { searchShardFile, searchShardKey } from './searchFragments.js';

describe('searchShardKey', () => {
  it('is a word’s first two characters, counted in code points', () => {
    for (const [term, key] of [['announce', 'an'], ['a', 'a'], ['', ''], ['že', 'že'], ['𝔸bc', '𝔸b'], ['x𝔸yz', 'x𝔸'], ['𝔸𝔹ℂ', '𝔸𝔹']] as const) {
      expect(searchShardKey(term), term).toBe(key);
      expect(searchShardKey(term), term).toBe(Array.from(term).slice(0, 2).join(''));
    }
    expect(searchShardFile(searchShardKey('x𝔸yz'))).toBe('78-1d538');
  });
});
