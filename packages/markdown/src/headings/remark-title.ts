import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

/** Takes a leading `# heading` out of the tree and stores its text as `file.data.title`. */
export function remarkTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children[0];
    if (first?.type === 'heading' && first.depth === 1) {
      (file.data as { title?: string }).title = toString(first);
      tree.children.shift();
    }
  };
}
