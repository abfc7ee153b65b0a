import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { nodeMayHold } from '../pageData.js';
import { readHead } from './readHead.js';

/**
 * Takes the `<head>` elements at the top level of a page's tree out of its content and reads them into
 * the page's head (`readHead`): an `.mdx` page's JSX `<head>`, or one a site's plugin made. A `.md`
 * page's `<head>` blocks were taken out before its raw HTML was parsed (`rehypeHeadBlock`). A `<head>`
 * anywhere else is an error of the HTML policy.
 */
export function rehypePageHead() {
  return (tree: Root, file: VFile): undefined => {
    // A `<head>` element comes from raw HTML (or an `.mdx` page's markup): a page without any is not looked through.
    if (!nodeMayHold(file, 'html') || !tree.children.some((node) => node.type === 'element' && node.tagName === 'head')) return;
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'element' || node.tagName !== 'head') return true;
      readHead(node.children, file);
      return false;
    });
  };
}
