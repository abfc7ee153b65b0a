import { describe, expect, it } from 'vitest';
import { kebabCase, localePrefix, markdownCopyHref, uniqueSlug } from './routes.js';

describe('localePrefix', () => {
  it('gives the default locale no prefix and every other one its code', () => {
    expect([localePrefix('en', 'en'), localePrefix('sl', 'en'), localePrefix('en', 'sl'), localePrefix('pt-BR', 'en')]).toEqual(['', '/sl', '/en', '/pt-BR']);
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
