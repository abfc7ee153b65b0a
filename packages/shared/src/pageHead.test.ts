import { describe, expect, it } from 'vitest';
import { headElementKey, isPerPageHead, PER_PAGE_HEAD_SELECTOR } from './pageHead.js';

describe('per-page head elements', () => {
  it('are matched by exact value or by the start of it, on the right tag', () => {
    expect(isPerPageHead('meta', { name: 'description', content: 'x' })).toBe(true);
    expect(isPerPageHead('meta', { property: 'og:image:alt', content: 'x' })).toBe(true);
    expect(isPerPageHead('meta', { name: 'twitter:card', content: 'x' })).toBe(true);
    expect(isPerPageHead('link', { rel: 'alternate', hreflang: 'sl', href: '/sl' })).toBe(true);
    expect(isPerPageHead('meta', { name: 'viewport', content: 'x' })).toBe(false);
    expect(isPerPageHead('link', { rel: 'stylesheet', href: '/a.css' })).toBe(false);
    expect(isPerPageHead('meta', { charset: 'utf-8' })).toBe(false);
    expect(isPerPageHead('link', { name: 'description' })).toBe(false);
    expect(isPerPageHead('meta', { 'data-page-head': '', name: 'author', content: 'x' })).toBe(true);
    expect(isPerPageHead('link', { 'data-page-head': '', rel: 'license', href: '/l' })).toBe(true);
  });

  it('make one CSS selector for the client, one part per entry', () => {
    expect(PER_PAGE_HEAD_SELECTOR.split(',')).toEqual(['meta[name="description"]', 'meta[name="keywords"]', 'meta[name="robots"]', 'link[rel="canonical"]', 'link[rel="alternate"]', 'meta[property^="og:"]', 'meta[name^="twitter:"]', 'meta[data-page-head=""]', 'link[data-page-head=""]']);
  });
});

describe('the key of a head element', () => {
  it('is its meta name or property, in any case, or the canonical rel; other elements have none', () => {
    expect(headElementKey('meta', { name: 'Description', content: 'x' })).toBe('name=description');
    expect(headElementKey('meta', { property: 'og:image', content: 'x' })).toBe('property=og:image');
    expect(headElementKey('link', { rel: 'canonical', href: '/x' })).toBe('rel=canonical');
    expect(headElementKey('link', { rel: 'alternate', hreflang: 'sl', href: '/sl' })).toBeUndefined();
  });
});
