import { describe, expect, it } from 'vitest';
import { fieldTokens, fold, WORD_SEPARATOR } from './searchTerms.js';

describe('fieldTokens', () => {
  it('splits folded text where the Unicode separator does, ASCII or not', () => {
    const texts = [
      'The hashed header writes the token_49, then 2 more.',
      'Zastareli pot streže roj_19 in preveri soležnik (glejte Zaščita omejitve hitrosti 609).',
      'Straße, łódź, ðe, Øresund: letters without a decomposition stay letters.',
      'x² + y³ = ½ — digits of other kinds, and ١٢٣ and 一二三 too',
      'Привет, мир! Γειά σου κόσμε. 東京タワー',
      '  leading and trailing separators  ',
      '',
      'a\u0301b c\u030cd',
    ];
    for (const text of texts) expect(fieldTokens(text), text).toEqual(fold(text).split(WORD_SEPARATOR));
    expect(fieldTokens('Zaščita omejitve')).toEqual(['zascita', 'omejitve']);
  });
});
