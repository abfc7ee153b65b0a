import { describe, expect, it } from 'vitest';
import { translate } from '@laguna-docs/shared';
import { en } from './en.js';
import { sl } from './sl.js';

describe('UI strings', () => {
  it('translate every English key into Slovenian', () => {
    expect(Object.keys(en).filter((key) => !(key in sl))).toEqual([]);
    expect(Object.keys(sl).filter((key) => !(key in en))).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const placeholders = (value: unknown) => [...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().filter((name, i, all) => all.indexOf(name) === i);
    for (const key of Object.keys(en)) expect(placeholders(sl[key]), key).toEqual(placeholders(en[key]));
  });

  it('carry the error texts of the client runtime', () => {
    expect([en['error.crashed'], en['error.tryAgain'], en['error.retry']]).toEqual(['This page crashed.', 'Try again', 'Retry']);
    expect([sl['error.crashed'], sl['error.tryAgain'], sl['error.retry']]).toEqual(['Stran se je sesula.', 'Poskusi znova', 'Ponovi']);
    expect(typeof sl['error.chunkFailed']).toBe('string');
    expect(typeof sl['progress.label']).toBe('string');
  });

  it('use the four Slovenian plural forms', () => {
    const items = (count: number) => translate(sl, 'sl', 'category.items', { count });
    expect([1, 2, 3, 4, 5, 101, 102, 103].map(items)).toEqual(['1 stran', '2 strani', '3 strani', '4 strani', '5 strani', '101 stran', '102 strani', '103 strani']);
    expect(Object.keys(sl['category.items'] as object).sort()).toEqual(['few', 'one', 'other', 'two']);
  });
});
