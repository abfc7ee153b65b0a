import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@laguna-docs/config';
import { configLinks, findValue } from './configLinks.js';

const text = `export default {
  title: 'T',
  navbar: [
    { type: 'link', label: 'API', to: '/api' },
    { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro' },
    { type: 'external', label: 'GitHub', href: 'https://github.com/x' },
    { type: 'locales' },
  ],
  footer: {
    columns: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'API', to: '/api' }] }],
  },
  announcement: { id: 'a', text: 'New!', link: { label: 'Read', to: '/docs/intro' } },
};
`;

const config = siteConfigSchema.parse({
  title: 'T',
  url: 'https://example.org',
  basePath: '/b/',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  navbar: [
    { type: 'link', label: 'API', to: '/api' },
    { type: 'link', label: { en: 'Docs', sl: 'Dokumentacija' }, to: '/docs/intro' },
    { type: 'external', label: 'GitHub', href: 'https://github.com/x' },
    { type: 'locales' },
  ],
  footer: { columns: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'API', to: '/api' }] }] },
  announcement: { id: 'a', text: 'New!', link: { label: 'Read', to: '/docs/intro' } },
});

describe('configLinks', () => {
  it('gives one record per config link and locale, named and placed in the config file', () => {
    const links = configLinks({ config, file: 'site.config.ts', text });
    const en = links.filter((link) => link.locale === 'en').map(({ where, written, href, line, column }) => `${line}:${column} ${where} ${written} → ${href}`);
    expect(en).toEqual([
      '4:39 navbar item 1 "API" /api → /b/api',
      '5:69 navbar item 2 "Docs" /docs/intro → /b/docs/intro',
      '6:48 navbar item 3 "GitHub" https://github.com/x → https://github.com/x',
      '10:62 footer column 1 "Docs" item 1 "Intro" /docs/intro → /b/docs/intro',
      '10:99 footer column 1 "Docs" item 2 "API" /api → /b/api',
      '12:69 announcement link "Read" /docs/intro → /b/docs/intro',
    ]);
    expect(links.filter((link) => link.locale === 'sl').map((link) => link.href)).toEqual(['/b/sl/api', '/b/sl/docs/intro', 'https://github.com/x', '/b/sl/docs/intro', '/b/sl/api', '/b/sl/docs/intro']);
    expect(links.every((link) => link.origin === 'config' && link.file === 'site.config.ts')).toBe(true);
  });

  it('names the entries without positions when the config text is not at hand', () => {
    const [first] = configLinks({ config, file: 'site.config.ts' });
    expect(first).toEqual({ origin: 'config', locale: 'en', where: 'navbar item 1 "API"', written: '/api', href: '/b/api', file: 'site.config.ts' });
  });
});

describe('configLinks of a navbar dropdown', () => {
  it('gives a record per item of the dropdown, named after the dropdown and the item, at its line', () => {
    const source = `export default {
  navbar: [
    { type: 'link', label: 'Docs', to: '/docs/intro' },
    {
      type: 'dropdown',
      label: { en: 'More', sl: 'Več' },
      items: [
        { label: 'Intro', to: '/docs/intro' },
        { label: { en: 'Blog', sl: 'Spletnik' }, href: 'https://blog.example.org' },
      ],
    },
  ],
};
`;
    const withDropdown = siteConfigSchema.parse({
      title: 'T',
      url: 'https://example.org',
      basePath: '/b/',
      locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
      navbar: [
        { type: 'link', label: 'Docs', to: '/docs/intro' },
        { type: 'dropdown', label: { en: 'More', sl: 'Več' }, items: [{ label: 'Intro', to: '/docs/intro' }, { label: { en: 'Blog', sl: 'Spletnik' }, href: 'https://blog.example.org' }] },
      ],
    });
    const links = configLinks({ config: withDropdown, file: 'site.config.ts', text: source });
    expect(links.map(({ locale, where, href, line, column }) => `${locale} ${line}:${column} ${where} → ${href}`)).toEqual([
      'en 3:40 navbar item 1 "Docs" → /b/docs/intro',
      'sl 3:40 navbar item 1 "Docs" → /b/sl/docs/intro',
      'en 8:31 navbar item 2 "More" item 1 "Intro" → /b/docs/intro',
      'sl 8:31 navbar item 2 "More" item 1 "Intro" → /b/sl/docs/intro',
      'en 9:56 navbar item 2 "More" item 2 "Blog" → https://blog.example.org',
      'sl 9:56 navbar item 2 "More" item 2 "Blog" → https://blog.example.org',
    ]);
  });
});

describe('findValue', () => {
  it('finds the nth quoted value after a section key', () => {
    expect(findValue(text, 'footer', '/api')).toEqual({ line: 10, column: 99 });
    expect(findValue(text, 'navbar', '/docs/intro', 1)).toEqual({ line: 10, column: 62 });
  });

  it('gives up when the section or the value is not written literally', () => {
    expect(findValue(text, 'sidebar', '/api')).toBeUndefined();
    expect(findValue(text, 'announcement', '/api')).toBeUndefined();
  });
});
