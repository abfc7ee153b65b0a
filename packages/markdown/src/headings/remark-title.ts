import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { pageData } from '../pageData.js';

/**
 * Takes a leading `# heading` out of the tree and stores its text (without a `{#id}`) as the page title.
 * In an `.mdx` page the heading may follow the imports and exports; in any page it may follow the page's
 * `<head>` blocks, which are not content (see `rehypeHeadBlock`, `rehypePageHead`).
 */
export function remarkTitle() {
  return (tree: Root, file: VFile) => {
    const index = firstContent(tree.children);
    const first = tree.children[index];
    if (first?.type === 'heading' && first.depth === 1) {
      pageData(file).title = toString(first).replace(/\s*\{#[\w-]+\}\s*$/, '').trim();
      tree.children.splice(index, 1);
    }
  };
}

const HEAD_OPEN = /^\s*<head\s*>/i;
const HEAD_CLOSE = /<\/head\s*>/i;

/** The index of the first node that is content: not an import or export, not part of a `<head>` block. */
function firstContent(children: readonly RootContent[]): number {
  let inHead = false;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if ((node.type as string) === 'mdxjsEsm') continue;
    if ((node.type as string) === 'mdxJsxFlowElement' && (node as { name?: string | null }).name === 'head') continue;
    if (node.type === 'html' && (inHead || HEAD_OPEN.test(node.value))) {
      // A block split by blank lines is several html nodes; the one with `</head>` closes it, and HTML after
      // `</head>` in that node is content.
      const close = HEAD_CLOSE.exec(node.value);
      if (close && node.value.slice(close.index + close[0].length).trim() !== '') return index;
      inHead = !close;
      continue;
    }
    return index;
  }
  return children.length;
}
