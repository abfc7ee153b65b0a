import { describe, expect, it } from 'vitest';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import type { StoredParse } from '../parsePages.js';
import { AHEAD_ONLY, storedParseKey, type PageParseInput } from '../parseInput.js';
import { keptParse } from './keptParse.js';

const input = (body: string, locale = 'en'): PageParseInput => ({ body, file: 'content/en/docs/a.md', bodyLine: 1, key: 'docs/a.md', locale, route: '/docs/a', basePath: '/', toc: { minLevel: 2, maxLevel: 3 }, footnotes: { label: locale, backLabel: locale } });

/** A parse step that looks up the page it links to and counts its calls. */
function countingStep() {
  const step = (page: PageParseInput, routes: Pick<ReadonlyMap<string, string>, 'get'>): ParsedMarkdown => {
    step.calls += 1;
    return { title: `${page.body} → ${routes.get('docs/b.md') ?? 'none'}` } as ParsedMarkdown;
  };
  step.calls = 0;
  return step;
}

describe('the kept page parse', () => {
  it('is the plain step when nothing keeps parses', () => {
    const step = countingStep();
    expect(keptParse(step, {})).toBe(step);
  });

  it('keeps a parse in memory for every locale, while the routes its links looked up are unchanged', () => {
    const step = countingStep();
    const memory = new Map<string, StoredParse>();
    const parse = keptParse(step, { memory });
    const routes = new Map([['docs/b.md', '/docs/b']]);
    expect(parse(input('Text'), routes).title).toBe('Text → /docs/b');
    // Another locale's copy of an untranslated page, its footnote labels unused: the same parse.
    expect(parse(input('Text', 'sl'), routes).title).toBe('Text → /docs/b');
    expect(step.calls).toBe(1);
    expect(parse(input('Text'), new Map([['docs/b.md', '/docs/c']])).title).toBe('Text → /docs/c');
    expect(step.calls).toBe(2);
  });

  it('takes a page the parse helper sent under the key the helper is asked by', () => {
    const step = countingStep();
    const sent: StoredParse = { markdown: { title: 'from the helper' } as ParsedMarkdown, lookups: [['docs/b.md', '/docs/b']] };
    const asked: string[] = [];
    const parse = keptParse(step, { ahead: { take: (key) => (asked.push(key), JSON.stringify(sent)) } });
    expect(parse(input('Text'), new Map([['docs/b.md', '/docs/b']])).title).toBe('from the helper');
    expect(step.calls).toBe(0);
    expect(asked).toEqual([storedParseKey(input('Text'), AHEAD_ONLY)]);
  });
});
