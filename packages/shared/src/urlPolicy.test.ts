import { describe, expect, it } from 'vitest';
import { routePathProblem } from './routes.js';
import { urlProblem, type UrlKind } from './urlPolicy.js';

const refused = (value: string, kind: UrlKind) => urlProblem(value, kind) !== undefined;

describe('urlProblem', () => {
  it('refuses a script or data URL in every kind, whatever its case, whitespace or character references', () => {
    const hostile = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '&#106;avascript:x', '&#x6A;avascript&colon;x', 'javascript&#58;x', 'vbscript:x', 'data:text/html,<script>x</script>', 'DATA:image/svg+xml,x', '\u0000javascript:x', 'file:///etc/passwd'];
    for (const kind of ['route', 'link', 'external', 'image', 'redirect'] as const) for (const value of hostile) expect(refused(value, kind), `${kind} ${JSON.stringify(value)}`).toBe(true);
  });

  it('takes each kind\'s schemes and relative addresses, and refuses "//host" everywhere', () => {
    expect(['/docs/intro', '/docs/intro#part', '/'].filter((value) => refused(value, 'route'))).toEqual([]);
    expect(['docs/intro', 'https://example.org', '//other.host/x', '/\\other.host/x'].filter((value) => !refused(value, 'route'))).toEqual([]);
    expect(['https://example.org/x', 'HTTP://example.org', 'mailto:a@b.c', 'tel:+386', '/docs/x', './other.md', '#part'].filter((value) => refused(value, 'link'))).toEqual([]);
    expect(['https://example.org/edit', 'mailto:a@b.c'].filter((value) => refused(value, 'external'))).toEqual([]);
    expect(['/docs/x', 'example.org', '//example.org'].filter((value) => !refused(value, 'external'))).toEqual([]);
    expect(['https://cdn.example/x.png', '/img/card.png', './card.png'].filter((value) => refused(value, 'image'))).toEqual([]);
    expect(['mailto:a@b.c', '//cdn.example/x.png'].filter((value) => !refused(value, 'image'))).toEqual([]);
    expect(['/docs/new', 'https://example.org/'].filter((value) => refused(value, 'redirect'))).toEqual([]);
    expect(['docs/new', 'mailto:a@b.c', '//evil.example/'].filter((value) => !refused(value, 'redirect'))).toEqual([]);
  });

  it('says what is wrong and what the field takes, quoting nothing of the value', () => {
    expect(urlProblem('JAVASCRIPT:alert(document.cookie)', 'external')).toBe('a javascript: URL is not allowed here: give a full http(s), mailto or tel URL, such as "https://example.org"');
    expect(urlProblem('https://exa mple.org', 'external')).toBe('not a URL: give a full http(s), mailto or tel URL, such as "https://example.org"');
    expect(urlProblem('//other.host/x', 'route')).toBe('an address starting with "//" leads to another site: give a route of the site, such as "/docs/intro"');
  });
});

describe('routePathProblem', () => {
  it('refuses empty, "." and ".." segments, percent-encoded too, and control characters', () => {
    expect(routePathProblem('/../../README')).toBe('"/../../README" has a ".." segment, which would lead out of its folder');
    expect(routePathProblem('/a/%2e%2E/b')).toBe('"/a/%2e%2E/b" has a ".." segment, which would lead out of its folder');
    expect(routePathProblem('a/./b')).toBe('"a/./b" has a "." segment, which would lead out of its folder');
    expect(routePathProblem('a//b')).toBe('"a//b" has an empty segment ("//")');
    expect(routePathProblem('a/..%2f..%2fx')).toBe('"a/..%2f..%2fx" has a ".." segment, which would lead out of its folder');
    expect(routePathProblem('a\u0007b')).toBe('"a\uFFFDb" has the control character U+0007');
    expect(routePathProblem('a/%0ab')).toBe('"a/%0ab" has the control character U+000A');
    for (const route of ['/', '/guides/setup/', 'setup', '/docs/my page', '/docs/1.0..2', '.well-known']) expect(routePathProblem(route), route).toBeUndefined();
  });
});
