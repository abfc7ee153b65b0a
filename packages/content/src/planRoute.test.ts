import { describe, expect, it } from 'vitest';
import { planRoute, routeProblem } from './planRoute.js';

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
