import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { splitLines } from './splitLines.js';

const text = (value: string): ElementContent => ({ type: 'text', value });
const token = (name: string, ...children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties: { className: [`hljs-${name}`] }, children });
const render = (lines: Element[]) => lines.map((line) => toHtml(line));

describe('splitLines', () => {
  it('makes one span.line per line', () => {
    expect(render(splitLines([text('a\nb\n\nc')]))).toEqual([
      '<span class="line">a</span>',
      '<span class="line">b</span>',
      '<span class="line"></span>',
      '<span class="line">c</span>',
    ]);
  });

  it('closes a token at a line break and opens it again on the next line', () => {
    const tokens = [text('x = '), token('string', text('"one\ntwo"')), text(';')];
    expect(render(splitLines(tokens))).toEqual([
      '<span class="line">x = <span class="hljs-string">"one</span></span>',
      '<span class="line"><span class="hljs-string">two"</span>;</span>',
    ]);
  });

  it('reopens nested tokens in order', () => {
    const tokens = [token('comment', text('/* a\n'), token('doctag', text('TODO\nb')), text(' */'))];
    expect(render(splitLines(tokens))).toEqual([
      '<span class="line"><span class="hljs-comment">/* a</span></span>',
      '<span class="line"><span class="hljs-comment"><span class="hljs-doctag">TODO</span></span></span>',
      '<span class="line"><span class="hljs-comment"><span class="hljs-doctag">b</span> */</span></span>',
    ]);
  });

  it('leaves no empty tokens where a token ends at a line break', () => {
    expect(render(splitLines([token('comment', text('# note\n')), text('next')]))).toEqual([
      '<span class="line"><span class="hljs-comment"># note</span></span>',
      '<span class="line">next</span>',
    ]);
  });

  it('places a token within one line in it as it is, and copies one that spans lines', () => {
    const keyword = token('keyword', text('let'));
    const nested = token('literal', token('keyword', text('true')));
    const multiline = token('string', text('"a\nb"'));
    const lines = splitLines([keyword, text(' x = '), nested, text(';\n'), multiline]);
    expect(lines[0]!.children[0]).toBe(keyword);
    expect(lines[0]!.children[2]).toBe(nested);
    expect(lines[1]!.children[0]).not.toBe(multiline);
    expect(render(lines)).toEqual([
      '<span class="line"><span class="hljs-keyword">let</span> x = <span class="hljs-literal"><span class="hljs-keyword">true</span></span>;</span>',
      '<span class="line"><span class="hljs-string">"a</span></span>',
      '<span class="line"><span class="hljs-string">b"</span></span>',
    ]);
  });

  it('drops empty tokens and empty text inside a token', () => {
    expect(render(splitLines([token('empty'), token('blank', text('')), text('a'), token('inner', token('empty'), text('b'))]))).toEqual([
      '<span class="line">a<span class="hljs-inner">b</span></span>',
    ]);
  });

  it('does not change the tokens it was given', () => {
    const tokens = [token('string', text('a\nb'))];
    const before = structuredClone(tokens);
    splitLines(tokens);
    expect(tokens).toEqual(before);
  });
});
