import { describe, expect, it } from 'vitest';
import { kebabCase, uniqueSlug } from './routes.js';

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
