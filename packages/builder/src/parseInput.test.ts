import { describe, expect, it } from 'vitest';
import { storedParseKey, type PageParseInput } from './parseInput.js';

const input: PageParseInput = { body: '# Intro\n', file: 'content/en/docs/intro.md', bodyLine: 1, key: 'docs/intro.md', locale: 'en', route: '/docs/intro', basePath: '/', toc: { minLevel: 2, maxLevel: 3 } };
const key = (over: Partial<PageParseInput>) => storedParseKey({ ...input, ...over }, 'code');

describe("a page's parse key", () => {
  it('changes with every setting the parse takes', () => {
    const changed: Array<Partial<PageParseInput>> = [{ body: '# Other\n' }, { file: 'content/en/docs/other.md' }, { bodyLine: 4 }, { key: 'docs/other.md' }, { route: '/docs/other' }, { basePath: '/b/' }, { toc: { minLevel: 2, maxLevel: 4 } }, { admonitions: ['aside'] }, { embeds: ['video.example.org'] }, { versionLinks: { routes: [['/docs', '/docs/next']], folders: [['docs', 'docs@current']] } }];
    const keys = new Set([key({}), ...changed.map(key)]);
    expect(keys.size).toBe(changed.length + 1);
    expect(storedParseKey(input, 'other code')).not.toBe(key({}));
  });

  it("is an untranslated page's original's in every locale, and names footnote labels only where a footnote can be", () => {
    expect(key({ locale: 'sl' })).toBe(key({}));
    const labels = { label: 'Opombe', backLabel: 'Nazaj na {number}' };
    expect(key({ footnotes: labels })).toBe(key({}));
    expect(key({ body: 'A note[^1].\n\n[^1]: Here.\n', footnotes: labels })).not.toBe(key({ body: 'A note[^1].\n\n[^1]: Here.\n' }));
  });
});
