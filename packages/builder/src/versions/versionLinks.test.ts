import { describe, expect, it } from 'vitest';
import { versionLink, versionLinkSettings } from './versionLinks.js';
import type { DocsLayout } from './docsLayout.js';

const layout: DocsLayout = {
  sections: [
    { id: 'docs', folder: 'docs', route: '/docs', home: '/docs', label: 'Docs', version: '1.0' },
    { id: 'sdk', folder: 'sdk', route: '/sdk', home: '/sdk', label: 'SDK', version: '1.0' },
    { id: 'docs@current', folder: 'docs', route: '/docs/next', home: '/docs', label: 'Docs', version: 'current' },
    { id: 'sdk@current', folder: 'sdk', route: '/sdk/next', home: '/sdk', label: 'SDK', version: 'current' },
  ],
  versions: [],
};

describe('version links', () => {
  const { versionLinks } = versionLinkSettings(layout);

  it('are set for the sections below the docs routes only, and not on a site without versions', () => {
    expect(Object.keys(versionLinks!)).toEqual(['docs@current', 'sdk@current']);
    expect(versionLinkSettings({ sections: layout.sections.slice(0, 2) })).toEqual({});
  });

  it("lead root-relative routes and markdown files of every docs section to the version's own", () => {
    const links = versionLinks!['docs@current']!;
    expect(versionLink('/docs/intro', links)).toBe('/docs/next/intro');
    expect(versionLink('/docs', links)).toBe('/docs/next');
    expect(versionLink('/docs/guides/setup#run', links)).toBe('/docs/next/guides/setup#run');
    expect(versionLink('/sdk/start?x=1', links)).toBe('/sdk/next/start?x=1');
    expect(versionLink('/docs/intro.md#part', links)).toBe('/docs@current/intro.md#part');
    expect(versionLink('/sdk/start.mdx', links)).toBe('/sdk@current/start.mdx');
  });

  it('leave everything else as written', () => {
    const links = versionLinks!['docs@current']!;
    for (const url of ['/docsy/intro', '/api/login', '/img/logo.svg', '/docs/files/sheet.pdf', './intro.md', '../setup', 'https://example.org/docs/intro', '//cdn.example/docs/x', '#part', '/pages/about.md']) {
      expect(versionLink(url, links), url).toBe(url);
    }
  });

  it('leave the routes of a docs section at the site root as written', () => {
    const root: DocsLayout = { sections: [{ id: 'docs@0.9', folder: 'docs', route: '/0.9', home: '/', label: 'Docs', version: '0.9' }], versions: [] };
    const links = versionLinkSettings(root).versionLinks!['docs@0.9']!;
    expect(versionLink('/intro', links)).toBe('/intro');
    expect(versionLink('/docs/intro.md', links)).toBe('/docs@0.9/intro.md');
  });
});
