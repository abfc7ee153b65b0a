import { describe, expect, it } from 'vitest';
import type { PageData, SiteData } from '@laguna-docs/shared';
import { docPage, siteData, versionedDocPage, versionedSiteData } from '../test/fixtures.js';
import { renderShell } from '../test/html.js';
import { Layout } from './Layout.js';

const render = (site: SiteData, page: PageData) => renderShell(<Layout site={site} page={page} />);
const entries = (rendered: ReturnType<typeof render>) =>
  rendered.all('.version-dropdown a').map((a) => [String(a.properties.href), (a.children[0] as { value: string }).value, a.properties.ariaCurrent ?? null]);

describe('version dropdown on a site with versions', () => {
  it('lists every version by label, marks the page\'s version and keeps the reader on the same page where it exists', () => {
    const next = render(versionedSiteData('en'), versionedDocPage('en', 'current'));
    expect(next.text('.version-dropdown button')).toBe('Next');
    expect(next.attr('.version-dropdown button', 'aria-label')).toBe('Docs version: Next');
    expect(next.attr('.version-dropdown button', 'aria-expanded')).toBe('false');
    expect(entries(next)).toEqual([
      ['/laguna-docs/docs/next/overview/users', 'Next', 'true'],
      ['/laguna-docs/docs/overview/users', '1.0', null],
      // 0.9 has no such page: its entry leads to 0.9's docs home.
      ['/laguna-docs/docs/0.9/intro', '0.9', null],
    ]);
  });

  it('leads to each version\'s docs home from a page only one version has, in the reader\'s locale', () => {
    const old = render(versionedSiteData('sl'), versionedDocPage('sl', '0.9'));
    expect(old.attr('.version-dropdown button', 'aria-label')).toBe('Različica dokumentacije: 0.9');
    expect(entries(old)).toEqual([
      ['/laguna-docs/sl/docs/next/intro', 'Next', null],
      ['/laguna-docs/sl/docs/intro', '1.0', null],
      ['/laguna-docs/sl/docs/0.9/overview/accounts', '0.9', 'true'],
    ]);
  });

  it('marks the latest on a page outside the versions until the stored choice is read, and leads to each docs home', () => {
    const about = render(versionedSiteData('en'), docPage('en', { kind: 'page', route: '/about', sidebarId: undefined }));
    expect(about.text('.version-dropdown button')).toBe('1.0');
    expect(entries(about)).toEqual([
      ['/laguna-docs/docs/next/intro', 'Next', null],
      ['/laguna-docs/docs/intro', '1.0', 'true'],
      ['/laguna-docs/docs/0.9/intro', '0.9', null],
    ]);
  });

  it('leads from an API page to the same operation, else to each version\'s API reference', () => {
    const api = render(versionedSiteData('en'), docPage('en', { kind: 'api', route: '/api/next/torrent-get', sidebarId: 'api', version: 'current', versionAlternates: { '1.0': '/api/torrent-get' } }));
    expect(entries(api)).toEqual([
      ['/laguna-docs/api/next/torrent-get', 'Next', 'true'],
      ['/laguna-docs/api/torrent-get', '1.0', null],
      ['/laguna-docs/api/0.9', '0.9', null],
    ]);
  });

  it('is also a row of links in the narrow screens\' menu panel', () => {
    const next = render(versionedSiteData('sl'), versionedDocPage('sl', 'current'));
    expect(next.attr('#nav-panel .panel-versions', 'aria-label')).toBe('Različice dokumentacije');
    expect(next.all('#nav-panel .panel-versions a').map((a) => [a.properties.href, a.properties.ariaCurrent ?? null])).toEqual([
      ['/laguna-docs/sl/docs/next/overview/users', 'true'],
      ['/laguna-docs/sl/docs/overview/users', null],
      ['/laguna-docs/sl/docs/0.9/intro', null],
    ]);
    expect(render(siteData('sl'), docPage('sl')).has('.panel-versions')).toBe(false);
  });
});

describe('version dropdown on a site with one version', () => {
  it('stays the one entry it was: the label, leading to the current doc', () => {
    const single = render(siteData('en'), docPage('en'));
    expect(entries(single)).toEqual([['/laguna-docs/docs/overview/users', 'Next', 'true']]);
  });
});

describe('version banners', () => {
  it('say a page of the unreleased version is unreleased, linking to the same page in the latest', () => {
    const en = render(versionedSiteData('en'), versionedDocPage('en', 'current'));
    expect(en.attr('.version-banner', 'role')).toBe('note');
    expect(en.text('.version-banner')).toBe('This is unreleased documentation for Next. See the latest version (1.0).');
    expect(en.attr('.version-banner a', 'href')).toBe('/laguna-docs/docs/overview/users');
    const sl = render(versionedSiteData('sl'), versionedDocPage('sl', 'current'));
    expect(sl.text('.version-banner')).toBe('To je dokumentacija za še neizdano različico Next. Oglejte si najnovejšo različico (1.0).');
    expect(sl.attr('.version-banner a', 'href')).toBe('/laguna-docs/sl/docs/overview/users');
  });

  it('say an old version is no longer maintained, linking to the latest\'s docs home when the page is not there', () => {
    const en = render(versionedSiteData('en'), versionedDocPage('en', '0.9'));
    expect(en.attr('.version-banner', 'data-version-banner')).toBe('old');
    expect(en.text('.version-banner')).toBe('This is documentation for 0.9, which is no longer actively maintained. See the latest version (1.0).');
    expect(en.attr('.version-banner a', 'href')).toBe('/laguna-docs/docs/intro');
    const sl = render(versionedSiteData('sl'), versionedDocPage('sl', '0.9'));
    expect(sl.text('.version-banner')).toBe('To je dokumentacija za različico 0.9, ki se ne vzdržuje več aktivno. Oglejte si najnovejšo različico (1.0).');
    expect(sl.attr('.version-banner a', 'href')).toBe('/laguna-docs/sl/docs/intro');
  });

  it('stand above the title, after the breadcrumbs', () => {
    const en = render(versionedSiteData('en'), versionedDocPage('en', '0.9'));
    const article = en.all('article.doc > *').map((element) => [element.properties.className ?? element.tagName].flat().join(' '));
    expect(article.slice(0, 3)).toEqual(['breadcrumbs', 'notice version-banner version-banner-old', 'doc-title']);
  });

  it('lead an old API page to the latest API reference when the operation is gone', () => {
    const api = render(versionedSiteData('en'), docPage('en', { kind: 'api', route: '/api/0.9/torrent-list', sidebarId: 'api', version: '0.9', versionAlternates: {} }));
    expect(api.attr('.version-banner a', 'href')).toBe('/laguna-docs/api');
  });

  it('are absent on the latest version, on pages outside the versions and on a site without versions', () => {
    expect(render(versionedSiteData('en'), versionedDocPage('en', '1.0')).has('.version-banner')).toBe(false);
    expect(render(versionedSiteData('en'), docPage('en', { kind: 'page', route: '/about', sidebarId: undefined })).has('.version-banner')).toBe(false);
    expect(render(siteData('en'), docPage('en', { version: 'current' })).has('.version-banner')).toBe(false);
  });
});

describe('navbar links on a site with versions', () => {
  it('keep the latest version\'s routes in the server\'s markup, for readers without JavaScript', () => {
    const next = render(versionedSiteData('en'), versionedDocPage('en', 'current'));
    expect(next.all('.navbar-left a').map((a) => a.properties.href)).toEqual(['/laguna-docs/api', '/laguna-docs/docs/intro']);
    expect(next.all('#nav-panel .panel-link').map((a) => a.properties.href).slice(0, 2)).toEqual(['/laguna-docs/api', '/laguna-docs/docs/intro']);
  });
});
