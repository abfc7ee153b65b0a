import { describe, expect, it } from 'vitest';
import { parseCategoryMeta } from './categoryMeta.js';
import { failureLines } from './testing/failures.js';

const failure = (text: string) => failureLines(() => parseCategoryMeta(text, 'docs/overview/_category_.yml'));

describe('parseCategoryMeta', () => {
  it('refuses YAML aliases that would expand to a huge value, at the first alias', () => {
    const bomb = ['label: x', 'a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)];
    expect(failure(bomb.join('\n'))).toEqual([
      'docs/overview/_category_.yml:3 the category metadata uses YAML aliases (*name) so often that it would expand to a huge value | write the values out instead of repeating them with aliases',
    ]);
  });

  it('reads YAML and JSON, with defaults', () => {
    expect(parseCategoryMeta('label: Overview\nposition: 2\nlink:\n  type: generated-index\n  description: Concepts\n', 'x.yml')).toEqual({
      label: 'Overview',
      position: 2,
      collapsible: true,
      collapsed: true,
      link: { type: 'generated-index', description: 'Concepts' },
    });
    expect(parseCategoryMeta('{"label": "Backend", "collapsed": false}', 'x.json')).toEqual({ label: 'Backend', collapsible: true, collapsed: false });
    expect(parseCategoryMeta('', 'x.yml')).toEqual({ collapsible: true, collapsed: true });
  });

  it('understands every Docusaurus category key', () => {
    const json = JSON.stringify({ label: 'Guides', position: 3, collapsible: false, collapsed: false, className: 'red', link: { type: 'doc', id: 'guides/intro' }, customProps: { emoji: '🚀' }, description: 'How to', key: 'guides' });
    expect(parseCategoryMeta(json, 'x.json')).toEqual(JSON.parse(json));
    expect(parseCategoryMeta('link:\n  type: generated-index\n  slug: /category/all-guides\n  keywords: [a]\n  image: /img/a.png\n', 'x.yml').link).toEqual({ type: 'generated-index', slug: '/category/all-guides', keywords: ['a'], image: '/img/a.png' });
    expect(parseCategoryMeta('link: null\n', 'x.yml').link).toBeNull();
  });

  it('reports invalid YAML at its line', () => {
    expect(failure('label: ok\nposition: [2\n')).toEqual(['docs/overview/_category_.yml:3 invalid category metadata: Flow sequence in block collection must be sufficiently indented and end with a ]']);
  });

  it('suggests the key meant by a typo, at its line, with the keys allowed there', () => {
    expect(failure('position: 2\nlable: Overview\n')).toEqual([
      'docs/overview/_category_.yml:2 unknown category key "lable" | did you mean "label"? allowed keys: label, position, collapsible, collapsed, className, link, customProps, description, key',
    ]);
    expect(failure('link:\n  type: generated-index\n  descripton: Concepts\n')).toEqual([
      'docs/overview/_category_.yml:3 unknown category key "link.descripton" | did you mean "description"? allowed keys: type, slug, title, description, keywords, image, id',
    ]);
  });

  it('reports wrong types and values at the line of their key', () => {
    expect(failure('label: 5\nposition: second\nlink:\n  type: page\n')).toEqual([
      'docs/overview/_category_.yml:1 category "label": invalid input: expected string, received number',
      'docs/overview/_category_.yml:2 category "position": invalid input: expected number, received string',
      `docs/overview/_category_.yml:4 category "link.type": invalid discriminator value. Expected 'generated-index' | 'doc'`,
    ]);
  });

  it('rejects metadata that is not a map', () => {
    expect(failure('- Overview\n')).toEqual(['docs/overview/_category_.yml:1 category "(root)": invalid input: expected object, received array']);
  });
});
