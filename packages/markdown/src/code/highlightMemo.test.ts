import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlightMemo } from './highlightMemo.js';
import { highlighter, loadGrammar } from './grammars.js';

/** highlight.js's tokens of the code, counting the calls. */
function counted() {
  const calls: string[] = [];
  const highlight = (language: string, code: string): ElementContent[] => {
    calls.push(`${language}:${code}`);
    if (language === 'text') return [{ type: 'text', value: code }];
    loadGrammar(language);
    return highlighter.highlight(language, code);
  };
  return { calls, highlight };
}

describe('highlightMemo', () => {
  it('highlights a language and code once and gives the same tokens every time', () => {
    const { calls, highlight } = counted();
    const remembered = highlightMemo(highlight);
    const first = remembered('rust', 'fn main() { let x = 1; }');
    const again = remembered('rust', 'fn main() { let x = 1; }');
    expect(again).toEqual(first);
    expect(again).toEqual(highlight('rust', 'fn main() { let x = 1; }'));
    expect(calls).toEqual(['rust:fn main() { let x = 1; }', 'rust:fn main() { let x = 1; }']);
    remembered('python', 'fn main() { let x = 1; }');
    expect(calls).toHaveLength(3);
  });

  it('gives each caller tokens of its own: a page whose tree is changed does not change the next', () => {
    const remembered = highlightMemo(counted().highlight);
    const first = remembered('rust', 'let x = 1;');
    const keyword = first.find((token) => token.type === 'element')!;
    if (keyword.type !== 'element') throw new Error('no token');
    keyword.properties.className = ['changed'];
    keyword.children.push({ type: 'text', value: 'added' });
    const second = remembered('rust', 'let x = 1;');
    expect(JSON.stringify(second)).not.toContain('changed');
    expect(JSON.stringify(second)).not.toContain('added');
    (second[0] as { value?: string }).value = 'changed too';
    expect(JSON.stringify(remembered('rust', 'let x = 1;'))).not.toContain('changed');
  });

  it('keeps nothing of plain text and forgets the oldest code past its bound', () => {
    const { calls, highlight } = counted();
    const remembered = highlightMemo(highlight);
    remembered('text', 'plain');
    remembered('text', 'plain');
    expect(calls).toEqual(['text:plain', 'text:plain']);
    const line = (index: number) => `let value_${index} = "${'x'.repeat(60_000)}";`;
    for (let index = 0; index < 10; index++) remembered('rust', line(index));
    calls.length = 0;
    remembered('rust', line(9));
    expect(calls).toEqual([]);
    remembered('rust', line(0));
    expect(calls).toEqual([`rust:${line(0)}`]);
  });
  it('gives back every kind of token as it was made: nested spans, several classes, and nodes of other shapes', () => {
    const made: ElementContent[] = [
      { type: 'text', value: 'let ' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['hljs-title', 'function_'] },
        children: [{ type: 'element', tagName: 'span', properties: { className: ['hljs-keyword'] }, children: [{ type: 'text', value: 'fn' }] }, { type: 'text', value: '' }],
      },
      { type: 'element', tagName: 'span', properties: { className: ['line'], dataHighlighted: 'true' }, children: [{ type: 'text', value: 'x' }] },
      { type: 'element', tagName: 'span', properties: { className: [] }, children: [] },
      { type: 'text', value: ';', position: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } } },
    ];
    const remembered = highlightMemo(() => structuredClone(made));
    expect(remembered('rust', 'code')).toEqual(made);
    const again = remembered('rust', 'code');
    expect(again).toEqual(made);
    expect(JSON.stringify(again)).toBe(JSON.stringify(made));
    expect(again).not.toBe(remembered('rust', 'code'));
  });
});
