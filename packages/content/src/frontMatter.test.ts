import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter.js';
import { failureLines, formatLines } from './testing/failures.js';

const failure = (text: string) => failureLines(() => parseFrontMatter(text, 'docs/page.md'));

/** Ten lines of YAML whose aliases would expand to 9^9 values. */
const ALIAS_BOMB = ['a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');

describe('parseFrontMatter', () => {
  it('returns the body and the line it starts on', () => {
    const result = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\n---\n# Body\n', 'x.md');
    expect(result.data).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(result.body).toBe('# Body\n');
    expect(result.bodyLine).toBe(5);
  });

  it('passes a file without front matter through', () => {
    expect(parseFrontMatter('# Title\n---\n', 'x.md')).toEqual({ data: {}, custom: {}, diagnostics: [], body: '# Title\n---\n', bodyLine: 1 });
  });

  it('accepts empty front matter', () => {
    expect(parseFrontMatter('---\n---\ntext', 'x.md')).toEqual({ data: {}, custom: {}, diagnostics: [], body: 'text', bodyLine: 3 });
  });

  it('reports invalid YAML at its file line', () => {
    expect(failure('---\ntitle: ok\nbad: [unclosed\n---\n')).toMatchInlineSnapshot(`
      [
        "docs/page.md:4 invalid YAML in front matter: Flow sequence in block collection must be sufficiently indented and end with a ]",
      ]
    `);
  });

  it('refuses YAML aliases that would expand to a huge value, at the first alias', () => {
    expect(failure(`---\ntitle: ok\n${ALIAS_BOMB}\n---\n`)).toEqual([
      'docs/page.md:4 the front matter uses YAML aliases (*name) so often that it would expand to a huge value | write the values out instead of repeating them with aliases',
    ]);
  });

  it('reports a wrong type at the line of its key', () => {
    expect(failure('---\ntitle: ok\nsidebar_position: first\n---\n')).toMatchInlineSnapshot(`
      [
        "docs/page.md:3 front matter "sidebar_position": invalid input: expected number, received string",
      ]
    `);
  });

  it('takes a social image and an edit URL, or null for none', () => {
    expect(parseFrontMatter('---\nimage: ./card.png\ncustom_edit_url: https://example.org/edit\n---\n', 'docs/page.md').data).toEqual({ image: './card.png', custom_edit_url: 'https://example.org/edit' });
    expect(parseFrontMatter('---\ncustom_edit_url: null\n---\n', 'docs/page.md').data).toEqual({ custom_edit_url: null });
  });

  it('keeps an unknown key for the theme and warns with the key meant by a typo', () => {
    const result = parseFrontMatter('---\ntitle: ok\n\nsidebar_lable: Short\nmy_widget: { size: 3 }\n---\n', 'docs/page.md');
    expect(result.data).toEqual({ title: 'ok' });
    expect(result.custom).toEqual({ sidebar_lable: 'Short', my_widget: { size: 3 } });
    expect(formatLines(result.diagnostics)).toMatchInlineSnapshot(`
      [
        "docs/page.md:4 unknown front matter key "sidebar_lable" (kept for the theme and components) | did you mean "sidebar_label"? set frontMatter.strict in the config to make unknown keys errors",
        "docs/page.md:5 unknown front matter key "my_widget" (kept for the theme and components) | set frontMatter.strict in the config to make unknown keys errors",
      ]
    `);
  });

  it('makes unknown keys errors in strict mode, with the other problems of the file', () => {
    expect(failureLines(() => parseFrontMatter('---\nsidebar_lable: Short\nsidebar_position: first\n---\n', 'docs/page.md', { strict: true }))).toMatchInlineSnapshot(`
      [
        "docs/page.md:2 unknown front matter key "sidebar_lable" | did you mean "sidebar_label"? frontMatter.strict is on in the config; remove the key or turn strict off",
        "docs/page.md:3 front matter "sidebar_position": invalid input: expected number, received string",
      ]
    `);
  });

  it('accepts every Docusaurus docs key with its Docusaurus type', () => {
    const text = [
      '---',
      'id: setup',
      'title: Setup',
      'hide_title: true',
      'hide_table_of_contents: false',
      'sidebar_label: Set up',
      'sidebar_position: 3',
      'sidebar_class_name: green',
      'sidebar_custom_props: { emoji: "x" }',
      'displayed_sidebar: null',
      'pagination_label: Setting up',
      'pagination_prev: null',
      'pagination_next: guides/run',
      'slug: /guides/setup',
      'keywords: [setup, install]',
      'description: How to set up',
      'image: /img/card.png',
      'tags: [intro, { label: Guide, permalink: /guide }]',
      'draft: false',
      'unlisted: false',
      'custom_edit_url: null',
      'last_update: { date: 2024-01-02, author: Ana }',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      '---',
      '',
    ].join('\n');
    const result = parseFrontMatter(text, 'docs/page.md');
    expect(result.diagnostics).toEqual([]);
    expect(result.data).toMatchObject({ id: 'setup', hide_title: true, pagination_prev: null, slug: '/guides/setup', keywords: ['setup', 'install'], last_update: { date: '2024-01-02', author: 'Ana' }, toc_max_heading_level: 4 });
  });

  it('rejects Docusaurus keys of the wrong type and inverted heading levels', () => {
    expect(failure('---\nid: a/b\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\nslug: a b\n---\n')).toMatchInlineSnapshot(`
      [
        "docs/page.md:2 front matter "id": must be a name without slashes such as "setup"",
        "docs/page.md:3 front matter "toc_min_heading_level": must not be greater than toc_max_heading_level",
        "docs/page.md:5 front matter "slug": must be a route such as "setup", "guides/setup" or "/guides/setup"",
      ]
    `);
  });

  it('suggests from the keys allowed where a nested key is mistyped', () => {
    expect(failure('---\nlayout: home\nhero:\n  title: Laguna\n  tagline: Tracker\n  actions:\n    - text: Go\n      lnk: /docs\n---\n')).toMatchInlineSnapshot(`
      [
        "docs/page.md:7 front matter "hero.actions.0.link" is missing: expected string",
        "docs/page.md:8 unknown front matter key "hero.actions.0.lnk" | did you mean "link"? allowed keys: text, link, variant",
      ]
    `);
  });

  it('reports a missing nested key at the line of the map that lacks it', () => {
    expect(failure('---\ntitle: ok\nfeatures:\n  - title: Fast\n    icon: zap\n---\n')).toEqual(['docs/page.md:4 front matter "features.0.details" is missing: expected string']);
  });

  it('rejects front matter that is not a map', () => {
    expect(failure('---\n- a\n- b\n---\n')).toEqual(['docs/page.md:2 front matter must be a map of keys to values']);
  });

  it('rejects duplicate keys', () => {
    expect(failure('---\ntitle: a\ntitle: b\n---\n')[0]).toMatch(/^docs\/page\.md:3 invalid YAML in front matter: Map keys must be unique/);
  });
});
