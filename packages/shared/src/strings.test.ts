import { describe, expect, it } from 'vitest';
import { translate } from './strings.js';

describe('translate', () => {
  const strings = { pages: { one: '{count} stran', two: '{count} strani', few: '{count} strani', other: '{count} strani' }, hello: 'Hello {name}' };

  it('fills placeholders and picks each plural form of the locale', () => {
    expect(translate(strings, 'sl', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    expect([1, 2, 3, 5, 101].map((count) => translate({ n: { one: 'one', two: 'two', few: 'few', other: 'other' } }, 'sl', 'n', { count }))).toEqual(['one', 'two', 'few', 'other', 'one']);
    expect([1, 2].map((count) => translate({ n: { one: 'one', other: 'other' } }, 'en', 'n', { count }))).toEqual(['one', 'other']);
    expect(translate(strings, 'sl', 'pages', { count: 2 })).toBe('2 strani');
  });

  it('returns the key of a missing string', () => {
    expect(translate(strings, 'en', 'nothing')).toBe('nothing');
  });
});
