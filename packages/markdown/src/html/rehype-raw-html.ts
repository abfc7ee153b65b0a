import type { Element, Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';

/**
 * Parses raw HTML written in markdown into real elements (rehype-raw's job), but only on pages that have
 * some: re-parsing the whole tree with an HTML parser is the slowest step of the pipeline, and most
 * pages contain no HTML at all.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => (containsRaw(tree) ? (raw(tree, { file }) as Root) : tree);
}

function containsRaw(parent: Root | Element): boolean {
  return parent.children.some((child) => child.type === 'raw' || (child.type === 'element' && containsRaw(child)));
}
