import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@laguna-docs/config';
import { makeSiteData } from './siteData.js';

const config = siteConfigSchema.parse({
  title: 'T',
  url: 'https://example.org',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  navbar: [
    {
      type: 'dropdown',
      label: { en: 'Community', sl: 'Skupnost' },
      position: 'right',
      items: [{ label: { en: 'Guides', sl: 'Vodniki' }, to: '/docs/guides' }, { label: 'Forum', href: 'https://forum.example.org' }],
    },
  ],
});

describe('makeSiteData', () => {
  it('gives a navbar dropdown its labels in the locale, its links as routes and URLs', () => {
    const navbar = (locale: string) => makeSiteData({ config, locale, sidebars: {}, strings: {}, assets: { css: '/theme.css' } }).navbar;
    expect(navbar('en')).toEqual([
      { type: 'dropdown', label: 'Community', position: 'right', items: [{ label: 'Guides', route: '/docs/guides' }, { label: 'Forum', href: 'https://forum.example.org' }] },
    ]);
    expect(navbar('sl')).toEqual([
      { type: 'dropdown', label: 'Skupnost', position: 'right', items: [{ label: 'Vodniki', route: '/docs/guides' }, { label: 'Forum', href: 'https://forum.example.org' }] },
    ]);
  });

  it('asks for a version menu only when the config sets docsVersionLabel, and labels the docs version "Next" without it', () => {
    const site = (extra: object, locale = 'en') => makeSiteData({ config: siteConfigSchema.parse({ title: 'T', url: 'https://example.org', ...extra }), locale, sidebars: {}, strings: {}, assets: { css: '/theme.css' } });
    const plain = site({});
    expect(plain.docsVersionLabel).toBe('Next');
    expect(plain.versionMenu).toBeUndefined();
    expect(site({ docsVersionLabel: 'Next' })).toMatchObject({ docsVersionLabel: 'Next', versionMenu: true });
    const locales = { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] };
    expect(site({ locales, docsVersionLabel: { en: 'Latest', sl: 'Najnovejša' } }, 'sl')).toMatchObject({ docsVersionLabel: 'Najnovejša', versionMenu: true });
  });
});
