import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '@laguna-docs/shared';
import { linkDiagnostics, linkSummary } from './reportLinks.js';
import type { BrokenLink } from './types.js';

const broken = (link: Partial<BrokenLink> & Pick<BrokenLink, 'kind' | 'written' | 'targets'>): BrokenLink => ({ origin: 'markdown', file: 'content/en/a.md', line: 2, column: 5, pages: ['a.html'], ...link });

describe('linkDiagnostics', () => {
  it('says what is wrong with each kind of link, in words that point at the fix', () => {
    const text = linkDiagnostics(
      [
        broken({ kind: 'anchor', written: '/docs/x#za%C4%8Detek', targets: ['/b/docs/x#za%C4%8Detek', '/b/sl/docs/x#za%C4%8Detek'], suggestion: '/docs/x#zacetek' }),
        broken({ kind: 'outside-base', written: '<a href="/docs/x">', targets: ['/docs/x'] }),
        broken({ kind: 'outside-base', written: '/img/a.png', targets: ['/img/a.png'], suggestion: '/b/img/a.png' }),
        broken({ kind: 'external', written: 'https://example.org/gone', targets: ['https://example.org/gone'], detail: 'HTTP 410' }),
        broken({ kind: 'page', origin: 'config', file: 'site.config.ts', line: 30, column: 9, where: 'footer column 1 "Docs" item 2 "API"', written: '/api', targets: ['/b/api'] }),
      ],
      '/b/',
    )
      .map(formatDiagnostic)
      .join('\n');
    expect(text).toMatchInlineSnapshot(`
      "content/en/a.md:2:5 error broken link "/docs/x#za%C4%8Detek": /b/docs/x or /b/sl/docs/x has no element with id "začetek" [link/missing-anchor]
        hint: did you mean "/docs/x#zacetek"?
      content/en/a.md:2:5 error broken link "<a href="/docs/x">": /docs/x is outside the site's base path /b/ [link/outside-base]
        hint: links inside the site start with the base path /b/
      content/en/a.md:2:5 error broken link "/img/a.png": /img/a.png is outside the site's base path /b/ [link/outside-base]
        hint: did you mean "/b/img/a.png"?
      content/en/a.md:2:5 error broken link "https://example.org/gone": https://example.org/gone answered HTTP 410 [link/external]
      site.config.ts:30:9 error footer column 1 "Docs" item 2 "API": broken link "/api": no page at /b/api [link/missing-page]"
    `);
  });

  it('keeps the severity it is asked for', () => {
    expect(linkDiagnostics([broken({ kind: 'page', written: '/x', targets: ['/b/x'] })], '/b/', 'warning')[0]?.severity).toBe('warning');
  });
});

describe('linkSummary', () => {
  it('counts broken links', () => {
    expect([0, 1, 3].map(linkSummary)).toEqual(['✔ no broken links', '✖ 1 broken link', '✖ 3 broken links']);
  });
});
