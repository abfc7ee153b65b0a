import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontMatter.js';
import { failureLines } from './testing/failures.js';

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
    expect(parseFrontMatter('# Title\n---\n', 'x.md')).toEqual({ data: {}, body: '# Title\n---\n', bodyLine: 1 });
  });

  it('accepts empty front matter', () => {
    expect(parseFrontMatter('---\n---\ntext', 'x.md')).toEqual({ data: {}, body: 'text', bodyLine: 3 });
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

  it('suggests the key meant by a typo', () => {
    expect(failure('---\ntitle: ok\n\nsidebar_lable: Short\n---\n')).toMatchInlineSnapshot(`
      [
        "docs/page.md:4 unknown front matter key "sidebar_lable" | did you mean "sidebar_label"? allowed keys: title, description, sidebar_label, sidebar_position, sidebar, slug, hide_table_of_contents, image, custom_edit_url, layout, hero, features, translation_of",
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
