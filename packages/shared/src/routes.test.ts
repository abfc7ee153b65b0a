import { describe, expect, it } from 'vitest';
import { kebabCase, localePrefix, markdownCopyHref, numberPrefix, servedFileCandidates, stripNumberPrefix, uniqueSlug, writingDirection } from './routes.js';

describe('localePrefix', () => {
  it('gives the default locale no prefix and every other one its code', () => {
    expect([localePrefix('en', 'en'), localePrefix('sl', 'en'), localePrefix('en', 'sl'), localePrefix('pt-BR', 'en')]).toEqual(['', '/sl', '/en', '/pt-BR']);
  });
});

describe('number prefixes', () => {
  it('order files and leave their routes, but not in names that start like a version or a date, as in Docusaurus', () => {
    const names = ['01-requirements', '2.setup', '3_run', '10 faq', '1.0', '2.0-migration', '2024-06-01-release', '7_2', '1-', '42'];
    expect(names.map((name) => [stripNumberPrefix(name), numberPrefix(name)])).toEqual([
      ['requirements', 1],
      ['setup', 2],
      ['run', 3],
      ['faq', 10],
      ['1.0', undefined],
      ['2.0-migration', undefined],
      ['2024-06-01-release', undefined],
      ['7_2', undefined],
      ['1-', undefined],
      ['42', undefined],
    ]);
  });
});

describe('slugs', () => {
  it('turn names into kebab case', () => {
    expect(kebabCase('torrent_put')).toBe('torrent-put');
    expect(kebabCase('getUserById')).toBe('get-user-by-id');
  });

  it('are numbered from 2 while the one before is taken', () => {
    const used = new Set(['order', 'order-2']);
    expect(uniqueSlug('order', (slug) => used.has(slug))).toBe('order-3');
    expect(uniqueSlug('line', (slug) => used.has(slug))).toBe('line');
    expect(uniqueSlug('introduction', (slug) => slug === 'introduction')).toBe('introduction-2');
  });
});

describe('markdownCopyHref', () => {
  it('gives the address of a page\'s markdown copy, keeping the hash, and leaves files alone', () => {
    expect(markdownCopyHref('/base/docs/intro#setup')).toBe('/base/docs/intro.md#setup');
    expect(markdownCopyHref('/base/sl/')).toBe('/base/sl/index.md');
    expect(markdownCopyHref('/base/api')).toBe('/base/api.md');
    expect(markdownCopyHref('/base/assets/media/flow.1a2b3c4d5e.svg')).toBe('/base/assets/media/flow.1a2b3c4d5e.svg');
  });
});

describe('writingDirection', () => {
  it('gives right-to-left languages rtl by their code, a script subtag deciding, and every other ltr', () => {
    expect(['ar', 'ar-EG', 'he', 'fa', 'ur', 'yi', 'ps', 'ckb', 'az-Arab', 'pa-Arab-PK'].map(writingDirection)).toEqual(Array(10).fill('rtl'));
    expect(['en', 'sl', 'de-AT', 'zh-Hant', 'ku-Latn', 'arn', 'hy'].map(writingDirection)).toEqual(Array(7).fill('ltr'));
  });
});

describe('servedFileCandidates', () => {
  it('serves a folder path from its index and any other path as itself, then as a page', () => {
    expect(servedFileCandidates('')).toEqual(['index.html']);
    expect(servedFileCandidates('sl/')).toEqual(['sl/index.html']);
    expect(servedFileCandidates('docs/intro')).toEqual(['docs/intro', 'docs/intro.html']);
    expect(servedFileCandidates('img/logo.svg')).toEqual(['img/logo.svg', 'img/logo.svg.html']);
  });
});
