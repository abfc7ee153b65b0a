import { describe, expect, it } from 'vitest';
import { collectSources } from './collectSources.js';
import { staleTranslationErrors, translationHash, translationReport, translationSummary, withTranslationOf } from './translations.js';

const file = (locale: string, relPath: string, text: string) => ({ locale, section: 'docs' as const, relPath, file: `content/${locale}/docs/${relPath}`, text });

/** A site of three English pages; `sl` translates two of them, one marked against `marked`. */
function site(intro: string, marked: string) {
  const discovered = {
    files: [
      file('en', 'intro.md', intro),
      file('en', 'setup.md', '# Setup\n'),
      file('en', 'faq.md', '# FAQ\n'),
      file('sl', 'intro.md', `---\ntranslation_of: "${translationHash(marked)}"\n---\n# Uvod\n`),
      file('sl', 'setup.md', '# Namestitev\n'),
    ],
    categories: [],
    assets: [],
    diagnostics: [],
  };
  return collectSources({ discovered, locales: ['en', 'sl'], defaultLocale: 'en' });
}

describe('translation freshness', () => {
  it('hashes the text with its line endings made \\n', () => {
    expect(translationHash('# Intro\n')).toMatch(/^[0-9a-f]{12}$/);
    expect(translationHash('# Intro\r\nText\r\n')).toBe(translationHash('# Intro\nText\n'));
    expect(translationHash('# Intro\n')).not.toBe(translationHash('# Intro!\n'));
  });

  it('counts up to date, stale, missing and untracked pages per locale', () => {
    const fresh = translationReport(site('# Intro\n', '# Intro\n').locales, 'en');
    expect(fresh.map(translationSummary)).toEqual(['sl: 1 up to date, 0 stale, 1 missing, 1 untracked']);
    expect(fresh[0]!.entries.map((entry) => [entry.key, entry.status, entry.translation])).toEqual([
      ['docs/intro.md', 'upToDate', 'content/sl/docs/intro.md'],
      ['docs/setup.md', 'untracked', 'content/sl/docs/setup.md'],
      ['docs/faq.md', 'missing', undefined],
    ]);
    const changed = translationReport(site('# Intro\n\nA new paragraph.\n', '# Intro\n').locales, 'en');
    expect(changed.map(translationSummary)).toEqual(['sl: 0 up to date, 1 stale, 1 missing, 1 untracked']);
  });

  it('flags a stale translation on its page only', () => {
    const pages = (collected: ReturnType<typeof site>) => collected.locales.flatMap((entry) => entry.pages.filter((page) => page.outdated).map((page) => `${entry.locale} ${page.key}`));
    expect(pages(site('# Intro\n', '# Intro\n'))).toEqual([]);
    expect(pages(site('# Intro changed\n', '# Intro\n'))).toEqual(['sl docs/intro.md']);
  });

  it('makes an error per stale page for sites that fail on them', () => {
    const errors = staleTranslationErrors(translationReport(site('# Intro changed\n', '# Intro\n').locales, 'en'));
    expect(errors).toMatchInlineSnapshot(`
      [
        {
          "code": "i18n/stale-translation",
          "file": "content/sl/docs/intro.md",
          "hint": "update the translation, then run "laguna-docs translations mark content/sl/docs/intro.md"",
          "message": "the sl translation is stale: content/en/docs/intro.md changed since it was translated",
          "severity": "error",
        },
      ]
    `);
  });
});

describe('withTranslationOf', () => {
  it('adds front matter to a file without one', () => {
    expect(withTranslationOf('# Uvod\n', 'abc123abc123')).toBe('---\ntranslation_of: "abc123abc123"\n---\n# Uvod\n');
  });

  it('adds the key at the end of front matter, keeping the rest and its line endings', () => {
    expect(withTranslationOf('---\ntitle: Uvod\n---\n# Uvod\n', 'abc123abc123')).toBe('---\ntitle: Uvod\ntranslation_of: "abc123abc123"\n---\n# Uvod\n');
    expect(withTranslationOf('---\r\ntitle: Uvod\r\n---\r\nText\r\n', 'abc123abc123')).toBe('---\r\ntitle: Uvod\r\ntranslation_of: "abc123abc123"\r\n---\r\nText\r\n');
    expect(withTranslationOf('---\n---\nText\n', 'abc123abc123')).toBe('---\ntranslation_of: "abc123abc123"\n---\nText\n');
  });

  it('replaces the hash a file records', () => {
    const text = '---\ntitle: Uvod\ntranslation_of: "000000000000"\nsidebar_position: 2\n---\n# Uvod\n';
    expect(withTranslationOf(text, 'abc123abc123')).toBe('---\ntitle: Uvod\ntranslation_of: "abc123abc123"\nsidebar_position: 2\n---\n# Uvod\n');
  });
});
