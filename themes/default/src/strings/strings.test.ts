import { describe, expect, it } from 'vitest';
import { ADMONITION_KINDS, translate, type LocaleUiStrings, type UiStrings } from '@laguna-docs/shared';
import { en as english } from './en.js';
import { sl } from './sl.js';
import { theme } from '../index.js';
import { t } from '../t.js';
import { siteData } from '../test/fixtures.js';

const en: UiStrings = english;

const translations = Object.entries(theme.strings).filter(([locale]) => locale !== 'en');

describe('UI strings', () => {
  it('ship Slovenian, German, French, Spanish and Italian', () => {
    expect(Object.keys(theme.strings).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'sl']);
  });

  it('translate every English key into every other locale', () => {
    for (const [locale, strings] of translations) {
      expect(Object.keys(en).filter((key) => !(key in strings)), locale).toEqual([]);
      expect(Object.keys(strings).filter((key) => !(key in en)), locale).toEqual([]);
    }
  });

  it('title every built-in admonition kind', () => {
    expect(ADMONITION_KINDS.filter((kind) => typeof en[`admonition.${kind}`] !== 'string')).toEqual([]);
  });

  it('are typed by the English keys, so a missing or misspelt key fails the type check', () => {
    const { skipToContent: _left, ...withoutOne } = sl;
    // @ts-expect-error a locale without every English key is not the theme's strings
    const missing: LocaleUiStrings = withoutOne;
    // @ts-expect-error a key the English strings do not have
    const misspelt: LocaleUiStrings = { ...sl, 'skipToContnet': 'Preskoči' };
    expect(Object.keys(missing)).not.toContain('skipToContent');
    expect(Object.keys(misspelt)).toContain('skipToContnet');
  });

  it('are looked up by key names the type checker knows, so a misspelt one in a component fails it', () => {
    const site = siteData('en');
    // @ts-expect-error no such key: at run time the key itself would be shown
    expect(t(site, 'navbar.lable')).toBe('navbar.lable');
    expect([t(site, 'navbar.label'), t(site, 'admonition.release')]).toEqual(['Main', 'admonition.release']);
  });

  it('keep the placeholders of the English text', () => {
    const placeholders = (value: unknown) => [...JSON.stringify(value).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().filter((name, i, all) => all.indexOf(name) === i);
    for (const [locale, strings] of translations) for (const key of Object.keys(en)) expect(placeholders(strings[key]), `${locale} ${key}`).toEqual(placeholders(en[key]));
  });

  it('give plural strings only forms their language has, "other" always', () => {
    for (const [locale, strings] of translations) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, value] of Object.entries(strings)) {
        if (typeof value === 'string') continue;
        expect(typeof value.other, `${locale} ${key}`).toBe('string');
        for (const form of Object.keys(value)) expect(forms, `${locale} ${key} ${form}`).toContain(form);
      }
    }
  });

  it('are translations, not copies of the English text', () => {
    // Words that are the same in a language (Info, OAuth 2.0, Version {version}, Introduction) are few.
    for (const [locale, strings] of translations) {
      const same = Object.keys(en).filter((key) => JSON.stringify(strings[key]) === JSON.stringify(en[key]));
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(20);
    }
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
