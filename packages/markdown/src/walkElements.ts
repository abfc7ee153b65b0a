import type { Element, Root } from 'hast';

/** Return from a `walkElements` visitor to leave the element's children unvisited. */
export const SKIP = 'skip';

/**
 * What a visitor returns: nothing to go on into the children, `SKIP` to pass them by, or the index at
 * which to go on in the parent after replacing or removing the element.
 */
export type WalkAction = void | typeof SKIP | number;

/** Called for each element, with its parent and its index there. */
export type ElementVisitor = (node: Element, parent: Root | Element, index: number) => WalkAction;

/**
 * Visits every element of a hast tree depth-first in document order. A lean stand-in for
 * `unist-util-visit`: the rehype passes of every page walk the whole tree, and that utility's per-node
 * closures and type tests were a measurable share of the time spent on each page.
 */
export function walkElements(parent: Root | Element, visitor: ElementVisitor): void {
  const children = parent.children;
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    if (node.type !== 'element') {
      index++;
      continue;
    }
    const action = visitor(node, parent, index);
    if (typeof action === 'number') {
      index = action;
      continue;
    }
    if (action !== SKIP) walkElements(node, visitor);
    index++;
  }
}
