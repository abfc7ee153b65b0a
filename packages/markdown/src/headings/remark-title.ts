import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { pageData } from '../pageData.js';

/** Takes a leading `# heading` out of the tree and stores its text (without a `{#id}`) as the page title. */
export function remarkTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    if (first?.type === 'heading' && first.depth === 1) {
      pageData(file).title = toString(first).replace(/\s*\{#[\w-]+\}\s*$/, '').trim();
      tree.children.shift();
    }
  };
}
