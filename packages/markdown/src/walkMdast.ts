import type { Parents, RootContent } from 'mdast';
import { SKIP, type WalkAction } from './walkElements.js';

/** Called for each node below the root, with its parent and its index there. */
export type MdastVisitor = (node: RootContent, parent: Parents, index: number) => WalkAction;

/**
 * Visits every node of an mdast tree depth-first in document order, with the same contract as
 * `walkElements`: return `SKIP` to pass the children by, or an index to go on at after changing the
 * parent's children.
 */
export function walkMdast(parent: Parents, visitor: MdastVisitor): void {
  const children: readonly RootContent[] = parent.children;
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    const action = visitor(node, parent, index);
    if (typeof action === 'number') {
      index = action;
      continue;
    }
    if (action !== SKIP && 'children' in node) walkMdast(node, visitor);
    index++;
  }
}
