import { describe, expect, it } from 'vitest';
import type { Theme } from '@laguna-docs/shared';
import { parseStrings, withSiteStrings } from './siteStrings.js';

describe('site strings', () => {
  it('reads texts and plural forms, and names the line of each invalid entry', () => {
    expect(parseStrings('{ "a": "A", "b": { "one": "{count} b", "other": "{count} bs" } }', 'i18n/de.json')).toEqual({ strings: { a: 'A', b: { one: '{count} b', other: '{count} bs' } }, diagnostics: [] });
    expect(parseStrings('{\n  "a": 1,\n  "b": { "other": "x", "lots": "y" }\n}', 'i18n/de.json').diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['i18n/de.json:2 i18n/invalid-string', 'i18n/de.json:3 i18n/invalid-string']);
    expect(parseStrings('["a"]', 'i18n/de.json').diagnostics[0]?.message).toBe('a strings file must be one JSON object of keys to texts');
  });

  it("puts a site's strings over the theme's, giving the same object for the same strings", () => {
    const theme = { name: 't', strings: { en: { a: 'A', b: 'B' }, de: { a: 'Ä' } } } as unknown as Theme;
    const site = { strings: { de: { b: 'Ö' }, pt: { a: 'Á' } }, files: {} };
    const merged = withSiteStrings(theme, site);
    expect(merged.strings).toEqual({ en: { a: 'A', b: 'B' }, de: { a: 'Ä', b: 'Ö' }, pt: { a: 'Á' } });
    expect(withSiteStrings(theme, { strings: { de: { b: 'Ö' }, pt: { a: 'Á' } }, files: {} })).toBe(merged);
    expect(withSiteStrings(theme, { strings: {}, files: {} })).toBe(theme);
    expect(theme.strings.de).toEqual({ a: 'Ä' });
  });
});
