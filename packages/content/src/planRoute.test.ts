import { describe, expect, it } from 'vitest';
import { planRoute, routeProblem } from './planRoute.js';

describe('planRoute', () => {
  it('strips number prefixes and makes index.md its folder', () => {
    expect(planRoute('docs', '01-guides/02-setup.md')).toBe('/docs/guides/setup');
    expect(planRoute('docs', 'guides/index.md')).toBe('/docs/guides');
    expect(planRoute('pages', 'index.md')).toBe('/');
  });

  it('makes README.md, in any case, its folder too', () => {
    expect(planRoute('docs', 'guides/README.md')).toBe('/docs/guides');
    expect(planRoute('docs', '02-guides/readme.md')).toBe('/docs/guides');
    expect(planRoute('docs', 'README.md')).toBe('/docs');
    expect(planRoute('docs', 'guides/READMEs.md')).toBe('/docs/guides/READMEs');
  });

  it('reads a relative slug from the file\'s folder and an absolute one from the route base, as Docusaurus', () => {
    expect(planRoute('docs', 'guides/setup.md', 'install')).toBe('/docs/guides/install');
    expect(planRoute('docs', 'guides/setup.md', 'deep/install/')).toBe('/docs/guides/deep/install');
    expect(planRoute('docs', 'guides/setup.md', '/start/here')).toBe('/docs/start/here');
    expect(planRoute('docs', 'guides/setup.md', '/')).toBe('/docs');
    expect(planRoute('pages', 'about.md', '/company/about')).toBe('/company/about');
    expect(planRoute('docs', 'guides/index.md', 'all')).toBe('/docs/guides/all');
  });

  it('puts the id in place of the file name when there is no slug, but not for an index', () => {
    expect(planRoute('docs', 'guides/01-setup.md', undefined, 'getting-ready')).toBe('/docs/guides/getting-ready');
    expect(planRoute('docs', 'guides/setup.md', 'install', 'getting-ready')).toBe('/docs/guides/install');
    expect(planRoute('docs', 'guides/index.md', undefined, 'overview')).toBe('/docs/guides');
  });
});

describe('routeProblem', () => {
  it('names the character that would make a route unreachable', () => {
    expect(routeProblem(planRoute('docs', '100%.md'))).toBe('the route "/docs/100%" has "%", which means something else in a URL, so no link could reach the page');
    expect(routeProblem(planRoute('docs', 'a#b.md'))).toMatch(/^the route "\/docs\/a#b" has "#"/);
    expect(routeProblem(planRoute('docs', 'why?/index.md'))).toMatch(/has "\?"/);
    expect(routeProblem(planRoute('pages', 'x.md', 'a\\b'))).toMatch(/has "\\"/);
    expect(routeProblem('/docs/a\u0007b')).toBe('the route "/docs/a\uFFFDb" has control character U+0007, which means something else in a URL, so no link could reach the page');
  });

  it('leaves routes browsers encode on their own alone', () => {
    for (const route of ['/docs/intro', '/docs/my page', '/docs/čas-in-žetoni', '/docs/a+b', '/docs/(draft)', '/']) expect(routeProblem(route)).toBeUndefined();
  });
});
