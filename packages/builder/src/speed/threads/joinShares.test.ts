import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '@laguna-docs/shared';
import { StringPool, type ScannedPage } from '@laguna-docs/link-check';
import { joinShares, SHARE_UNIT, shareReceiver, shareUnits, type ShareResult, type UnitResult } from './buildLocales.js';

const problem = (message: string): Diagnostic => ({ severity: 'warning', code: 'config/invalid', message });

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

describe("gathering a helper's units as it sends them", () => {
  const scan = (links: string[]): ScannedPage => ({ ids: new Set(['overview']), links, size: 100 });

  it('gives each locale its units, after any the helper reported at the end, and joins them as a build in one thread would', () => {
    const received = shareReceiver(2);
    received.unitDone({ locale: 0, unit: unit(1) });
    received.unitDone({ locale: 1, unit: unit(1) });
    received.unitDone({ locale: 0, unit: unit(3) });
    const strings = [problem('a missing string')];
    const shares = received.shares([share([], strings), share([])]);
    expect(shares.map((entry) => entry.units.map((u) => u.unit))).toEqual([[1, 3], [1]]);
    expect(shares[0]!.stringProblems).toEqual(strings);
    const joined = joinShares([share([unit(0), unit(2)], strings), shares[0]!]);
    expect(joined.pages.map((page) => page.route)).toEqual([0, 1, 2, 3].map((index) => `/docs/page-${index}`));
  });

  it("keeps the pages' scans in the order they came, their strings as they were", () => {
    const pool = new StringPool();
    const received = shareReceiver(1, pool);
    received.unitDone({ locale: 0, unit: unit(1), scanned: new Map([['docs/b.html', scan(['/docs/a', '/docs/c'])]]) });
    received.unitDone({ locale: 0, unit: unit(3), scanned: new Map([['docs/a.html', scan(['/docs/b'])]]) });
    expect([...received.scanned.keys()]).toEqual(['docs/b.html', 'docs/a.html']);
    expect(received.scanned.get('docs/b.html')).toEqual(scan(['/docs/a', '/docs/c']));
    expect(received.scanned.get('docs/a.html')).toEqual(scan(['/docs/b']));
  });

  it('refuses a unit of a locale the build does not have: a bug, named as one', () => {
    expect(() => shareReceiver(1).unitDone({ locale: 1, unit: unit(0) })).toThrowErrorMatchingInlineSnapshot(`[Error: laguna-docs bug: a helper thread sent pages of locale 2 of a build of 1]`);
  });
});
