import { describe, expect, it } from 'vitest';
import { positionsOff, withoutPositions } from './routeLookups.js';

const at = (line: number) => ({ start: { line, column: 1, offset: 0 }, end: { line, column: 4, offset: 3 } });

describe('positionsOff', () => {
  it('takes every node’s position off, a template’s content included, so JSON reads as withoutPositions writes it', () => {
    const tree = {
      type: 'root',
      position: at(1),
      children: [
        { type: 'element', tagName: 'p', properties: { title: 'kept' }, position: at(2), children: [{ type: 'text', value: 'a', position: at(2) }] },
        { type: 'element', tagName: 'template', properties: {}, children: [], content: { type: 'root', position: at(3), children: [{ type: 'text', value: 'b', position: at(3) }] } },
        { type: 'text', value: 'plain' },
      ],
    };
    const expected = JSON.stringify(tree, withoutPositions);
    positionsOff(tree);
    expect(JSON.stringify(tree)).toBe(expected);
    expect(expected).not.toContain('"position"');
    // A node that had none is left as it was, without the key.
    expect(Object.keys(tree.children[2]!)).toEqual(['type', 'value']);
  });
});
