import { describe, expect, it } from 'vitest';
import type { SiteData, VersionInfo } from '@laguna-docs/shared';
import { versionBeingRead, type VersionStorage } from './version.js';

const versions: VersionInfo[] = [
  { name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro', apiRoute: '/api/next' },
  { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro', apiRoute: '/api' },
  { name: '0.9', label: '0.9', kind: 'old', docsHome: '/docs/0.9/intro', apiRoute: '/api/0.9' },
];
// Only the fields the choice depends on; the rest of the site data plays no part.
const site = { versions } as SiteData;
const storing = (value: string | null): (() => VersionStorage) => () => ({ getItem: (key) => (key === 'laguna-docs:docs-version' ? value : null) });

describe('the version search shows', () => {
  it('is the page\'s own version on a versioned page, whatever the reader chose', () => {
    expect(versionBeingRead(site, { version: '0.9' }, storing('current'))).toBe('0.9');
  });

  it('is the stored choice elsewhere, by name or by the label a one-version site stored', () => {
    expect(versionBeingRead(site, {}, storing('current'))).toBe('current');
    expect(versionBeingRead(site, {}, storing('Next'))).toBe('current');
    expect(versionBeingRead(site, {}, storing('0.9'))).toBe('0.9');
  });

  it('is the latest without a choice, with a choice of a version that is gone, or when storage is refused', () => {
    expect(versionBeingRead(site, {}, storing(null))).toBe('1.0');
    expect(versionBeingRead(site, {}, storing('0.1'))).toBe('1.0');
    const refusing = () => ({ getItem: (): string | null => { throw new DOMException('denied', 'SecurityError'); } });
    expect(versionBeingRead(site, {}, refusing)).toBe('1.0');
  });

  it('is none on a site without versions, so search shows every page', () => {
    expect(versionBeingRead({} as SiteData, { version: '1.0' }, storing('current'))).toBeUndefined();
  });
});
