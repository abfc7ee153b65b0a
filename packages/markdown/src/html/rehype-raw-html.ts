import type { Element, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { nodeMayHold } from '../pageData.js';

/**
 * Parses raw HTML written in markdown into real elements (rehype-raw's job), but only where there is
 * some: re-parsing a tree with an HTML parser is the slowest step of the pipeline. Most pages have no HTML
 * at all. On the others, each run of top-level blocks whose raw HTML closes every element it opens is
 * parsed on its own, and the blocks around it are kept as they are (see `balancedRuns`); HTML that leaves
 * something open, or that this cannot follow, has the whole page parsed, as rehype-raw would.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    // Raw HTML comes from the markdown's `html` nodes: a page without any is not walked for it.
    if (!nodeMayHold(file, 'html') || !containsRaw(tree)) return tree;
    const runs = balancedRuns(tree.children);
    if (!runs) return raw(tree, { file }) as Root;
    const children: RootContent[] = [];
    for (const run of runs) {
      if (run.raw) children.push(...(raw({ type: 'root', children: run.nodes }, { file }) as Root).children);
      else children.push(...run.nodes);
    }
    return { ...tree, children };
  };
}

function containsRaw(parent: Root | Element): boolean {
  return parent.children.some((child) => child.type === 'raw' || (child.type === 'element' && containsRaw(child)));
}

interface Run {
  nodes: RootContent[];
  /** Whether the run has raw HTML to parse. */
  raw: boolean;
}

/**
 * `children` cut into runs: each top-level block without raw HTML is a run of its own, and a block with
 * some starts a run that goes on until the elements its HTML opened are closed. Undefined when that is
 * not clear: an element left open at the end, a closing tag with nothing open, a comment left open.
 */
export function balancedRuns(children: readonly RootContent[]): Run[] | undefined {
  const runs: Run[] = [];
  const open: string[] = [];
  let current: Run | undefined;
  for (const child of children) {
    const values = rawValues(child);
    if (!current && values.length === 0) {
      runs.push({ nodes: [child], raw: false });
      continue;
    }
    current ??= { nodes: [], raw: true };
    current.nodes.push(child);
    for (const value of values) if (!followTags(value, open)) return undefined;
    if (open.length === 0) {
      runs.push(current);
      current = undefined;
    }
  }
  return current ? undefined : runs;
}

/** The raw HTML in `node`, in document order. */
function rawValues(node: RootContent): string[] {
  if (node.type === 'raw') return [node.value];
  if (node.type !== 'element') return [];
  return node.children.flatMap(rawValues);
}

/** Elements that never have content or an end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** HTML elements whose content is text up to their end tag, tags and all. */
const TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

/** Elements whose descendants may close themselves with `/>`, as HTML's own elements cannot. */
const FOREIGN_ROOTS = new Set(['svg', 'math']);

const TAG = /<!--|<(\/?)([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Follows the tags of one piece of raw HTML, keeping `open` (the names of the elements open, innermost
 * last) up to date. False when the HTML cannot be followed: a closing tag that closes nothing open or not
 * the innermost element, or a comment that does not end in the same piece.
 */
function followTags(html: string, open: string[]): boolean {
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', TAG.lastIndex);
      if (end < 0) return false;
      TAG.lastIndex = end + 3;
      continue;
    }
    const [, closing, tagName, selfClosing] = match;
    const name = tagName!.toLowerCase();
    if (closing) {
      if (open.at(-1) !== name) return false;
      open.pop();
      continue;
    }
    const foreign = open.some((element) => FOREIGN_ROOTS.has(element));
    if (VOID_ELEMENTS.has(name) || (selfClosing && (foreign || FOREIGN_ROOTS.has(name)))) continue;
    open.push(name);
    if (!foreign && TEXT_ELEMENTS.has(name)) {
      // Its text is not HTML: on to its end tag, which must be in this piece.
      const end = html.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      if (end < 0) return false;
      TAG.lastIndex = end;
    }
  }
  return true;
}
