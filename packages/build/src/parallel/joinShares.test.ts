import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@laguna-docs/shared';
import { joinShares, SHARE_UNIT, shareUnits, type ShareResult, type UnitResult } from './buildLocales.js';

const problem = (message: string): Diagnostic => ({ severity: 'warning', code: 'test/problem', message });

/** A unit whose one page is named after it. */
function unit(index: number, api: Diagnostic[] = []): UnitResult {
  const route = `/docs/page-${index}`;
  return {
    unit: index,
    pages: [{ locale: 'en', route, file: `docs/page-${index}.html`, headingIds: [], links: [] }],
    sitemap: [{ href: route, alternates: [] }],
    diagnostics: { pages: [problem(`markdown ${index}`)], api },
    renderErrors: [],
    searchDocuments: [],
    llms: [],
  };
}

function share(units: UnitResult[], strings: Diagnostic[] = []): ShareResult {
  return { units, stringProblems: strings };
}

describe('joining the shares of a locale', () => {
  it('puts the units dealt to each share back in page order', () => {
    const strings = [problem('a missing string')];
    const joined = joinShares([share([unit(0), unit(2), unit(4)], strings), share([unit(1), unit(3)], strings)]);
    expect(joined.pages.map((page) => page.route)).toEqual([0, 1, 2, 3, 4].map((index) => `/docs/page-${index}`));
    expect(joined.sitemap.map((entry) => entry.href)).toEqual(joined.pages.map((page) => page.route));
    expect(joined.diagnostics.pages.map((d) => d.message)).toEqual(['markdown 0', 'markdown 1', 'markdown 2', 'markdown 3', 'markdown 4']);
    // The locale's strings are the same in every share: reported once.
    expect(joined.diagnostics.strings).toEqual(strings);
  });

  it('keeps an API text problem that two shares found once, where the first unit met it', () => {
    const shared = problem('#/paths/~1a/get/description: a broken link');
    const joined = joinShares([share([unit(0), unit(2, [shared, problem('only in unit 2')])]), share([unit(1, [shared])])]);
    expect(joined.diagnostics.api.map((d) => d.message)).toEqual([shared.message, 'only in unit 2']);
  });

  it('deals every page to one share, and a mix of a site’s kinds of pages to each', () => {
    // The Laguna site has 55 pages per locale: 34 markdown and category pages, then 21 API pages and the 404 page.
    const shares = [0, 1].map((index) => shareUnits(55, { index, count: 2 }));
    const pages = shares.flatMap((units) => units.flatMap(({ start, end }) => Array.from({ length: end - start }, (_, offset) => start + offset)));
    expect(pages.sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, index) => index));
    for (const units of shares) {
      expect(units.some(({ start }) => start < 34)).toBe(true);
      expect(units.some(({ end }) => end > 34)).toBe(true);
      expect(units.every(({ end, start }) => end - start <= SHARE_UNIT)).toBe(true);
    }
    expect(shareUnits(55, { index: 0, count: 1 }).map(({ unit }) => unit)).toEqual([0, 1, 2, 3]);
  });
});
