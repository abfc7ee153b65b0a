import { describe, expect, it } from 'vitest';
import { withoutPositions } from '@laguna-docs/shared';
import type { PageParseInput } from './parseInput.js';
import { parseMarkdownPage } from './markdownPage.js';
import { readStoredParse, storedParseJson, type StoredParse } from './storedParse.js';

const body = [
  '# Title',
  '',
  'Some `inline code` and a [link](./b.md).',
  '',
  '```ts',
  'export async function load(limit = 10): Promise<number[]> {',
  '  return fetch(`/api/items?limit=${limit}`).then((r) => r.json());',
  '}',
  '```',
  '',
  '```json',
  '{ "id": 1, "tags": ["a", "b"], "nested": { "ok": true } }',
  '```',
  '',
  '```python {2}',
  'def hello():',
  '    return "marked line"',
  '```',
  '',
  '```text',
  'plain text, one node',
  '```',
  '',
  '```http',
  'POST /announce HTTP/1.1',
  'Content-Type: application/json',
  '',
  '{"peer": "x"}',
  '```',
].join('\n');

const input: PageParseInput = { body, file: 'content/en/docs/a.md', bodyLine: 1, key: 'docs/a.md', locale: 'en', route: '/docs/a', basePath: '/', toc: { minLevel: 2, maxLevel: 3 }, footnotes: { label: 'en', backLabel: 'en' } };

function parsed(): StoredParse {
  return { markdown: parseMarkdownPage(input, new Map([['docs/b.md', '/docs/b']])), lookups: [['docs/b.md', '/docs/b']] };
}

describe('a stored parse', () => {
  it('reads back as the parse written as plain JSON, its highlighted code packed on the way', () => {
    const stored = parsed();
    const plain = JSON.stringify(stored, withoutPositions);
    const text = storedParseJson(stored);
    expect(readStoredParse(JSON.parse(text) as StoredParse)).toEqual(JSON.parse(plain));
    // The tokens were packed (shorter JSON), and the tree the build goes on to render is as before, positions aside.
    expect(text.length).toBeLessThan(plain.length * 0.8);
    expect(text).toContain('"hljs-keyword",1,"export"');
    expect(JSON.stringify(stored)).toBe(plain);
  });

  it('keeps code with more than class names on its tokens (marked lines) as plain nodes', () => {
    const text = storedParseJson(parsed());
    // The Python block's lines are elements with the mark on one: written as they are.
    expect(text).toContain('"dataHighlighted":"true"');
    expect(text).toContain('"hljs-string"');
  });

  it('takes every node’s position off the tree itself, a template’s content included', () => {
    const at = (line: number) => ({ start: { line, column: 1, offset: 0 }, end: { line, column: 4, offset: 3 } });
    const hast = {
      type: 'root',
      position: at(1),
      children: [
        { type: 'element', tagName: 'p', properties: { title: 'kept' }, position: at(2), children: [{ type: 'text', value: 'a', position: at(2) }] },
        { type: 'element', tagName: 'template', properties: {}, children: [], content: { type: 'root', position: at(3), children: [{ type: 'text', value: 'b', position: at(3) }] } },
        { type: 'text', value: 'plain' },
      ],
    };
    const stored = { markdown: { hast }, lookups: [] } as unknown as StoredParse;
    const expected = JSON.stringify(stored, withoutPositions);
    expect(storedParseJson(stored)).toBe(expected);
    expect(JSON.stringify(stored)).toBe(expected);
    expect(expected).not.toContain('"position"');
    // A node that had none is left as it was, without the key.
    expect(Object.keys(hast.children[2]!)).toEqual(['type', 'value']);
  });

  it('reads an entry written before tokens were packed as it was', () => {
    const stored = parsed();
    const plain = JSON.parse(JSON.stringify(stored, withoutPositions)) as StoredParse;
    expect(readStoredParse(JSON.parse(JSON.stringify(plain)) as StoredParse)).toEqual(plain);
    expect(readStoredParse(undefined)).toBeUndefined();
  });
});
