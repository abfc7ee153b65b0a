import type { Root, RootContent } from 'mdast';
import { LimitError, MARKDOWN_LIMITS, SIMPLIFY_HINT } from './limits.js';

type Node = Root | RootContent;

/** Elements that never have content or an end tag, and those whose end tag may be left out. */
const NOT_NESTING = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rt', 'rp', 'colgroup', 'caption',
]);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Checks the parsed tree before anything walks it recursively: no node deeper than
 * `MARKDOWN_LIMITS.nesting`, and raw HTML (followed tag by tag through the page, as the HTML parser
 * will nest it) no deeper than `MARKDOWN_LIMITS.htmlNesting`. Walks with its own stack, so the check
 * itself cannot overflow; throws `LimitError` at the first node too deep. Gives the kinds of node the
 * tree holds (see `nodeKinds`), noted on the way.
 */
export function checkTree(tree: Root): Set<string> {
  const open: string[] = [];
  const kinds = new Set<string>();
  // Two stacks side by side rather than an object for each node: a large page has some 100,000 nodes.
  const nodes: Node[] = [tree];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > MARKDOWN_LIMITS.nesting) {
      throw new LimitError(`markdown is nested more than ${MARKDOWN_LIMITS.nesting} deep here (blockquotes, lists, emphasis, links)`, node.position?.start.line ?? 1, SIMPLIFY_HINT);
    }
    kinds.add(nodeKind(node));
    if (node.type === 'html') followTags(node.value, open, node.position?.start.line ?? 1);
    if ('children' in node) {
      for (let index = node.children.length - 1; index >= 0; index--) {
        nodes.push(node.children[index]!);
        depths.push(depth + 1);
      }
    }
  }
  return kinds;
}

/**
 * A node's kind as `checkTree` notes it: its type, but a code block of math (`math`, which becomes the
 * same element as a `$$` block) is `code:math` and a list item with a checkbox `taskListItem`, which
 * passes over the hast look for.
 */
function nodeKind(node: Node): string {
  // Read as `codeHandler` reads a language (`Math{1,2}` is math too), or more widely.
  if (node.type === 'code' && node.lang?.toLowerCase().startsWith('math')) return 'code:math';
  if (node.type === 'listItem' && typeof node.checked === 'boolean') return 'taskListItem';
  return node.type;
}

function followTags(html: string, open: string[], line: number): void {
  for (const match of html.matchAll(TAG)) {
    const [, closing, tagName, selfClosing] = match;
    const name = tagName!.toLowerCase();
    if (NOT_NESTING.has(name) || selfClosing) continue;
    if (!closing) {
      open.push(name);
      if (open.length > MARKDOWN_LIMITS.htmlNesting) {
        throw new LimitError(
          `HTML elements are nested more than ${MARKDOWN_LIMITS.htmlNesting} deep here`,
          line + (html.slice(0, match.index).match(/\n/g)?.length ?? 0),
          `laguna-docs reads at most ${MARKDOWN_LIMITS.htmlNesting} levels of HTML elements; close the ones you opened`,
        );
      }
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at >= 0) open.length = at;
  }
}
