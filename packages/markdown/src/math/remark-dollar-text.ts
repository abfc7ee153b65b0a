import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { nodeMayHold } from '../pageData.js';
import { walkMdast } from '../walkMdast.js';

/**
 * Gives back as text the `$…$` that remark-math took for math but that are prices and variables:
 * Pandoc's rule, which authors of prose expect. Inline math between single dollars must not start or
 * end with a space, and its closing dollar must not be followed by a digit, so `costs $5 or $10` and
 * `$HOME and $PATH` stay text while `$E = mc^2$` is math. `$$…$$` inside a line is always math.
 */
export function remarkDollarText() {
  return (tree: Root, file: VFile) => {
    if (!nodeMayHold(file, 'inlineMath')) return;
    const source = String(file.value);
    walkMdast(tree, (node, parent, index) => {
      if (node.type !== 'inlineMath') return undefined;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return undefined;
      const written = source.slice(start, end);
      if (written.startsWith('$$')) return undefined;
      const inner = written.slice(1, -1);
      if (!/^\s|\s$/.test(inner) && !/^\d/.test(source.slice(end, end + 1))) return undefined;
      parent.children[index] = { type: 'text', value: written, position: node.position! };
      return undefined;
    });
  };
}
