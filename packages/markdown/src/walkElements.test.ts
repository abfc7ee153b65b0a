import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { SKIP, walkElements } from './walkElements.js';

const el = (tagName: string, ...children: Element[]): Element => ({ type: 'element', tagName, properties: {}, children });
const tree = (): Root => ({ type: 'root', children: [el('div', el('p', el('a')), el('pre', el('code'))), { type: 'text', value: 'x' }, el('h2')] });

describe('walkElements', () => {
  it('visits elements depth-first in document order', () => {
    const seen: string[] = [];
    walkElements(tree(), (node) => {
      seen.push(node.tagName);
    });
    expect(seen).toEqual(['div', 'p', 'a', 'pre', 'code', 'h2']);
  });

  it('passes over the children of a skipped element', () => {
    const seen: string[] = [];
    walkElements(tree(), (node) => {
      seen.push(node.tagName);
      return node.tagName === 'pre' ? SKIP : undefined;
    });
    expect(seen).toEqual(['div', 'p', 'a', 'pre', 'h2']);
  });

  it('goes on at the returned index after a removal', () => {
    const root = tree();
    const seen: string[] = [];
    walkElements(root, (node, parent, index) => {
      seen.push(node.tagName);
      if (node.tagName !== 'p') return undefined;
      parent.children.splice(index, 1);
      return index;
    });
    expect(seen).toEqual(['div', 'p', 'pre', 'code', 'h2']);
    expect((root.children[0] as Element).children.map((child) => (child as Element).tagName)).toEqual(['pre']);
  });
});
