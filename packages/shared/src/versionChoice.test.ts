import { describe, expect, it } from 'vitest';
import { findVersion, latestVersion, readingVersion, routeForVersion, versionHome } from './versionChoice.js';
import type { VersionInfo } from './versions.js';

const versions: VersionInfo[] = [
  { name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro', apiRoute: '/api/next' },
  { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro', apiRoute: '/api' },
  { name: '0.9', label: '0.9 (legacy)', kind: 'old', docsHome: '/docs/0.9/intro', apiRoute: '/api/0.9' },
];
const named = (name: string) => versions.find((version) => version.name === name)!;

describe('the version being read', () => {
  it('is the page\'s own version, else the stored choice, else the latest', () => {
    expect(readingVersion(versions, '0.9', 'current')?.name).toBe('0.9');
    expect(readingVersion(versions, undefined, 'current')?.name).toBe('current');
    expect(readingVersion(versions, undefined, null)?.name).toBe('1.0');
    expect(readingVersion(versions, undefined, 'gone')?.name).toBe('1.0');
  });

  it('understands a choice stored by label, as a site with one version stored it', () => {
    expect(findVersion(versions, 'Next')?.name).toBe('current');
    expect(findVersion(versions, '0.9 (legacy)')?.name).toBe('0.9');
    expect(findVersion(versions, '')).toBeUndefined();
  });

  it('is none on a site without versions', () => {
    expect(readingVersion(undefined, undefined, 'Next')).toBeUndefined();
    expect(readingVersion([], '1.0', null)).toBeUndefined();
  });

  it('falls back to the newest release when no version is marked latest', () => {
    expect(latestVersion(versions.map((version) => ({ ...version, kind: version.kind === 'latest' ? 'old' : version.kind })))?.name).toBe('1.0');
    expect(latestVersion([named('current')])?.name).toBe('current');
  });
});

describe('where a version starts', () => {
  it('is the API reference for API pages and the docs home elsewhere, each standing in for the other', () => {
    expect(versionHome(named('0.9'), true)).toBe('/api/0.9');
    expect(versionHome(named('0.9'), false)).toBe('/docs/0.9/intro');
    expect(versionHome({ name: '2', label: '2', kind: 'old', apiRoute: '/api/2' }, false)).toBe('/api/2');
    expect(versionHome({ name: '2', label: '2', kind: 'old', docsHome: '/docs/2/a' }, true)).toBe('/docs/2/a');
  });
});

describe('navbar routes for a version', () => {
  it('lead the latest version\'s docs and API links to the version being read', () => {
    expect(routeForVersion('/docs/intro', versions, named('current'))).toBe('/docs/next/intro');
    expect(routeForVersion('/docs/overview/users', versions, named('0.9'))).toBe('/docs/0.9/intro');
    expect(routeForVersion('/api', versions, named('0.9'))).toBe('/api/0.9');
  });

  it('leave other routes, other versions\' routes and every route of a reader of the latest alone', () => {
    expect(routeForVersion('/blog', versions, named('current'))).toBe('/blog');
    expect(routeForVersion('/api/introduction', versions, named('current'))).toBe('/api/introduction');
    expect(routeForVersion('/docs/0.9/intro', versions, named('current'))).toBe('/docs/0.9/intro');
    expect(routeForVersion('/docs/next/intro', versions, named('0.9'))).toBe('/docs/next/intro');
    expect(routeForVersion('/docs/intro', versions, named('1.0'))).toBe('/docs/intro');
    expect(routeForVersion('/docs/next-steps', versions, named('0.9'))).toBe('/docs/0.9/intro');
  });
});
