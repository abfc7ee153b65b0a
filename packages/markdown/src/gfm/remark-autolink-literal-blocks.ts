import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { mapNested, type Nested } from './nestedExtensions.js';

/** An mdast transform, as `mdast-util-from-markdown` runs them after building the tree. */
type Transform = (tree: Root) => Root | undefined | void;

interface FromMarkdownExtension {
  enter?: Record<string, unknown>;
  transforms?: Transform[];
}

/**
 * Narrows the search for GFM's literal autolinks (`www.example.com`, `https://…`, `a@b.org`) to the
 * blocks that can hold one. Besides linking most of them while parsing, remark-gfm looks for the rest
 * (after a character reference, after a digit) by walking the whole tree once for each of its four
 * patterns: about a tenth of the time spent parsing a page. Every pattern needs `@`, `://` after
 * `http`/`https`, or `www.` in a text, so the walk now visits only the top-level blocks with such a text.
 * The patterns and what they make are remark-gfm's own, and each block is transformed as before (a match
 * depends on its text node alone), so the tree is the same. Use after remark-gfm.
 */
export function remarkAutolinkLiteralBlocks(this: Processor) {
  const data = this.data() as { fromMarkdownExtensions?: Nested<FromMarkdownExtension> };
  if (data.fromMarkdownExtensions) data.fromMarkdownExtensions = mapNested(data.fromMarkdownExtensions, narrow);
}

function narrow(extension: FromMarkdownExtension): FromMarkdownExtension {
  if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms) return extension;
  return { ...extension, transforms: extension.transforms.map(onCandidateBlocks) };
}

function onCandidateBlocks(transform: Transform): Transform {
  return (tree) => {
    for (const block of tree.children) {
      // The transform changes the children of the nodes it walks, never the block it is handed.
      if (mayHoldLiteral(block)) transform({ type: 'root', children: [block] });
    }
  };
}

const CANDIDATE = /@|https?:\/\/|www\./i;

function mayHoldLiteral(node: RootContent): boolean {
  if (node.type === 'text') return CANDIDATE.test(node.value);
  return 'children' in node && (node.children as RootContent[]).some(mayHoldLiteral);
}
