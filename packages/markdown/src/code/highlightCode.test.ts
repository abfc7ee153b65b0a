import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlightCode.js';

/** Changes every node of a tree in place. */
function scribble(node: ElementContent | Element): void {
  if (node.type === 'text') node.value += '!';
  if (node.type !== 'element') return;
  node.properties.scribbled = true;
  if (Array.isArray(node.properties.className)) node.properties.className.push('scribbled');
  node.children.forEach(scribble);
}

describe('highlightCode', () => {
  it('gives the same tree for code it has highlighted before, sharing no node with the earlier one', () => {
    for (const language of ['javascript', 'bash', 'json', 'rust']) {
      const code = language === 'json' ? '{\n  "a": [1, "two"]\n}' : 'let s = "multi\nline"; // comment\nf(1)';
      const first = highlightCode({ language, code });
      const fresh = structuredClone(first);
      scribble(first);
      const again = highlightCode({ language, code });
      expect(again, language).toEqual(fresh);
      expect(again.children.length).toBeGreaterThan(0);
    }
  });
});
