import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { pageData } from '../pageData.js';

/**
 * Takes a leading `# heading` out of the tree and stores its text (without a `{#id}`) as the page title.
 * In an `.mdx` page the heading may follow the imports and exports.
 */
export function remarkTitle() {
  return (tree: Root, file: VFile) => {
    const index = tree.children.findIndex((child) => (child.type as string) !== 'mdxjsEsm');
    const first = tree.children[index];
    if (first?.type === 'heading' && first.depth === 1) {
      pageData(file).title = toString(first).replace(/\s*\{#[\w-]+\}\s*$/, '').trim();
      tree.children.splice(index, 1);
    }
  };
}
