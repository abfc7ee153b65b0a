import { describe, expect, it } from 'vitest';
import { attributeFindings, type AttributeFindingsOptions } from './attributeFindings.js';
import type { ConfigLink, Finding, PageSource } from './types.js';

const base = { basePath: '/b/', localeFolders: ['sl'], defaultLocale: 'en', outLabel: 'build', configLinks: [] as ConfigLink[] };
const pages = (...list: PageSource[]) => new Map(list.map((page) => [page.file, page]));
const finding = (page: string, target: string, extra: Partial<Finding> = {}): Finding => ({ kind: 'page', page, href: target, target, by: 'graph', ...extra });

describe('attributeFindings', () => {
  it('merges the en and sl copies of an untranslated page into one problem at the en source', () => {
    const link = { origin: 'markdown' as const, file: 'content/en/docs/a.md', line: 3, column: 1, written: '/docs/gone' };
    const options: AttributeFindingsOptions = {
      ...base,
      findings: [finding('docs/a.html', '/b/docs/gone', { suggestion: '/b/docs/done' }), finding('sl/docs/a.html', '/b/sl/docs/gone')],
      pages: pages({ file: 'docs/a.html', locale: 'en', links: [{ ...link, href: '/b/docs/gone' }] }, { file: 'sl/docs/a.html', locale: 'sl', links: [{ ...link, href: '/b/sl/docs/gone' }] }),
    };
    expect(attributeFindings(options)).toEqual([
      { kind: 'page', origin: 'markdown', file: 'content/en/docs/a.md', line: 3, column: 1, written: '/docs/gone', targets: ['/b/docs/gone', '/b/sl/docs/gone'], pages: ['docs/a.html', 'sl/docs/a.html'], suggestion: '/docs/done' },
    ]);
  });

  it('reports a config link once for all pages and locales, found by the locale of each page', () => {
    const navbar = (locale: string, href: string): ConfigLink => ({ origin: 'config', locale, where: 'navbar item 1 "API"', file: 'site.config.ts', written: '/api', href });
    const options: AttributeFindingsOptions = {
      ...base,
      configLinks: [navbar('en', '/b/api'), navbar('sl', '/b/sl/api')],
      findings: ['index.html', 'docs/a.html', 'sl/index.html'].map((page) => finding(page, page.startsWith('sl/') ? '/b/sl/api' : '/b/api')),
      pages: pages(),
    };
    const [only, ...rest] = attributeFindings(options);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ origin: 'config', where: 'navbar item 1 "API"', targets: ['/b/api', '/b/sl/api'], pages: ['index.html', 'docs/a.html', 'sl/index.html'] });
  });

  it('matches what linkinator reports without the fragment, and keeps one copy of a break both passes found', () => {
    const options: AttributeFindingsOptions = {
      ...base,
      findings: [finding('a.html', '/b/gone#x'), finding('a.html', '/b/gone', { by: 'linkinator' }), finding('a.html', '/b/other', { by: 'linkinator' })],
      pages: pages({ file: 'a.html', locale: 'en', links: [{ origin: 'markdown', file: 'a.md', line: 1, written: '/gone#x', href: '/b/gone#x' }, { origin: 'markdown', file: 'a.md', line: 2, written: '/other#y', href: '/b/other#y' }] }),
    };
    expect(attributeFindings(options).map(({ file, line, written }) => `${file}:${line} ${written}`)).toEqual(['a.md:1 /gone#x', 'a.md:2 /other#y']);
  });

  it('falls back to the output page for links nobody claims, once for all pages showing them', () => {
    const options: AttributeFindingsOptions = { ...base, findings: [finding('b.html', '/b/side'), finding('a.html', '/b/side')], pages: pages() };
    expect(attributeFindings(options)).toEqual([{ kind: 'page', origin: 'output', file: 'build/b.html', written: '/b/side', targets: ['/b/side'], pages: ['b.html', 'a.html'] }]);
  });

  it('words suggestions the way the link was written', () => {
    const record = (written: string, href: string) => ({ origin: 'markdown' as const, file: 'a.md', line: 1, written, href });
    const options: AttributeFindingsOptions = {
      ...base,
      findings: [
        finding('sl/a.html', '/b/sl/docs/user', { suggestion: '/b/sl/docs/users' }),
        finding('sl/a.html', '/b/sl/docs/users#rolse', { kind: 'anchor', suggestion: 'roles' }),
        finding('sl/a.html', '/b/img/logo.svg', { kind: 'asset', suggestion: '/b/img/logo.png' }),
        finding('sl/a.html', '/b/sl/docs/usr', { suggestion: '/b/sl/docs/users' }),
      ],
      pages: pages({ file: 'sl/a.html', locale: 'sl', links: [record('/docs/user', '/b/sl/docs/user'), record('./02-users.md#rolse', '/b/sl/docs/users#rolse'), record('/img/logo.svg', '/b/img/logo.svg'), record('/b/sl/docs/usr', '/b/sl/docs/usr')] }),
    };
    expect(attributeFindings(options).map((link) => `${link.written} → ${link.suggestion}`)).toEqual([
      './02-users.md#rolse → ./02-users.md#roles',
      '/b/sl/docs/usr → /b/sl/docs/users',
      '/docs/user → /docs/users',
      '/img/logo.svg → /img/logo.png',
    ]);
  });
});
