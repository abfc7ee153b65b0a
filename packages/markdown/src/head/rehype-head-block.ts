import type { ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { nodeMayHold } from '../pageData.js';
import { report } from '../report.js';
import { HEAD_HINT, readHead } from './readHead.js';

/** Raw HTML in the tree, before it is parsed. */
type Raw = Extract<RootContent, { type: 'raw' }>;

const OPEN = /^\s*<head\s*>/i;
const CLOSE = /<\/head\s*>/i;

/**
 * Takes the `<head>` blocks out of a `.md` page's raw HTML and reads them into the page's head
 * (`readHead`). It runs before the raw HTML is parsed, since an HTML parser drops a `<head>` tag met in
 * the body and keeps its children there. A block is raw HTML at the top level of the page from a line
 * starting with `<head>` to `</head>` (blank lines inside split it into several raw nodes); HTML after
 * `</head>` in the same block stays content.
 */
export function rehypeHeadBlock() {
  return (tree: Root, file: VFile): undefined => {
    // A `<head>` block is raw HTML: a page without any is not looked through.
    if (!nodeMayHold(file, 'html')) return;
    const children = tree.children;
    if (!children.some((node) => node.type === 'raw' && OPEN.test(node.value))) return;
    const kept: RootContent[] = [];
    for (let index = 0; index < children.length; index++) {
      const node = children[index]!;
      if (node.type !== 'raw' || !OPEN.test(node.value)) {
        kept.push(node);
        continue;
      }
      const block = blockFrom(children, index);
      if (!block) {
        report(file, { rule: 'forbidden-html', severity: 'error', node, message: "<head> is not closed: a page's <head> block ends with </head>", hint: `${HEAD_HINT}, with no markdown inside` });
        // Its elements meet the raw HTML policy like any other.
        kept.push(node);
        continue;
      }
      const parsed = raw({ type: 'root', children: block.nodes }, { file }) as Root;
      readHead(parsed.children.filter((child): child is ElementContent => child.type !== 'doctype'), file);
      if (block.rest) kept.push(block.rest);
      index = block.last;
      // The line break after the block goes with it.
      const next = children[index + 1];
      if (!block.rest && next?.type === 'text' && next.value.trim() === '') index++;
    }
    tree.children = kept;
  };
}

/**
 * The raw nodes of the block that opens at `children[start]`, up to the one holding `</head>` (cut there),
 * what follows `</head>` in that node, and the index of that node. Undefined when something other than raw
 * HTML or line breaks comes first.
 */
function blockFrom(children: readonly RootContent[], start: number): { nodes: Raw[]; rest?: Raw; last: number } | undefined {
  const nodes: Raw[] = [];
  for (let index = start; index < children.length; index++) {
    const node = children[index]!;
    if (node.type === 'text' && node.value.trim() === '') continue;
    if (node.type !== 'raw') return undefined;
    const close = CLOSE.exec(node.value);
    if (!close) {
      nodes.push(node);
      continue;
    }
    const end = close.index + close[0].length;
    nodes.push({ ...node, value: node.value.slice(0, end) });
    const after = node.value.slice(end);
    if (after.trim() === '') return { nodes, last: index };
    const before = node.value.slice(0, end + (after.length - after.trimStart().length));
    const lines = before.split('\n');
    const rest: Raw = { type: 'raw', value: after.trimStart() };
    if (node.position) {
      const line = node.position.start.line + lines.length - 1;
      const column = lines.length > 1 ? lines.at(-1)!.length + 1 : node.position.start.column + before.length;
      rest.position = { start: { line, column }, end: node.position.end };
    }
    return { nodes, rest, last: index };
  }
  return undefined;
}
