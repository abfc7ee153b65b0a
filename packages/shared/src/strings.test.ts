import { describe, expect, it } from 'vitest';
import { translate } from './strings.js';
import { ENGLISH_UI_STRINGS, uiText } from './uiStrings.js';

describe('translate', () => {
  const strings = { 'category.items': { one: '{count} stran', two: '{count} strani', few: '{count} strani', other: '{count} strani' }, 'navbar.language': 'Hello {name}' };

  it('fills placeholders and picks each plural form of the locale', () => {
    expect(translate(strings, 'sl', 'navbar.language', { name: 'Ana' })).toBe('Hello Ana');
    expect([1, 2, 3, 5, 101].map((count) => translate({ 'api.properties': { one: 'one', two: 'two', few: 'few', other: 'other' } }, 'sl', 'api.properties', { count }))).toEqual(['one', 'two', 'few', 'other', 'one']);
    expect([1, 2].map((count) => translate({ 'api.properties': { one: 'one', other: 'other' } }, 'en', 'api.properties', { count }))).toEqual(['one', 'other']);
    expect(translate(strings, 'sl', 'category.items', { count: 2 })).toBe('2 strani');
  });

  it('returns the key of a missing string', () => {
    expect(translate(strings, 'en', 'toc.title')).toBe('toc.title');
    expect(translate(strings, 'en', 'admonition.release')).toBe('admonition.release');
  });

  it('takes only the UI string keys, so a misspelt one fails the type check', () => {
    // @ts-expect-error no such key
    expect(translate(strings, 'en', 'navbar.lable')).toBe('navbar.lable');
  });
});

describe('uiText', () => {
  it('gives the English text of a key the strings lack, and the strings own where they have it', () => {
    expect(uiText({}, 'footnotes.label')).toBe(ENGLISH_UI_STRINGS['footnotes.label']);
    expect(uiText({ 'footnotes.label': 'Opombe' }, 'footnotes.label')).toBe('Opombe');
    // @ts-expect-error a misspelt key
    expect(uiText({}, 'footnotes.lable')).toBe('undefined');
    // @ts-expect-error a plural string has no one text
    uiText({}, 'category.items');
  });
});
