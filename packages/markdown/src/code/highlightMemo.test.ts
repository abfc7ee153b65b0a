import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlightMemo } from './highlightMemo.js';
import { highlighter, loadGrammar } from './lowlight.js';

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
  it('highlights a language and code at most twice and gives the same tokens every time', () => {
    const { calls, highlight } = counted();
    const remembered = highlightMemo(highlight);
    const code = 'fn main() { let x = 1; }';
    const first = remembered('rust', code);
    const again = remembered('rust', code);
    const third = remembered('rust', code);
    const fourth = remembered('rust', code);
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(fourth).toEqual(first);
    // Noted the first time, kept the second, taken from the memo after.
    expect(calls).toEqual([`rust:${code}`, `rust:${code}`]);
    expect(first).toEqual(highlight('rust', code));
    remembered('python', code);
    expect(calls).toHaveLength(4);
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
    remembered('rust', line(9));
    calls.length = 0;
    remembered('rust', line(9));
    expect(calls).toEqual([]);
    remembered('rust', line(0));
    remembered('rust', line(0));
    expect(calls).toEqual([`rust:${line(0)}`, `rust:${line(0)}`]);
  });
});
