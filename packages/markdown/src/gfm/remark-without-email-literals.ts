import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { withoutConstruct } from './nestedExtensions.js';

/**
 * Leaves GFM's email literal autolinks (`ana@example.com`) out of the parser. The construct is tried at
 * the start of every word of running text and reads the whole word before it fails, which makes parsing
 * a page about a fifth slower; it can only succeed on an `@` in running text. `parseSparingEmailLiterals`
 * parses with a processor using this plugin first and keeps the result when no text of the tree holds an
 * `@`; a failed try changes nothing the parser makes, so the tree is the same.
 */
export const remarkWithoutEmailLiterals = withoutConstruct('text', 'emailAutolink');

/**
 * Whether a tree parsed without email literals may differ from one parsed with them: when an `@` stands in
 * running text (a text node, or an image's alternative text, which is read as text), where the construct
 * would have been tried. Everywhere else (code, HTML, link destinations, titles) it never is.
 */
export function needsEmailLiterals(tree: Root): boolean {
  const visit = (node: { type: string; value?: unknown; alt?: unknown; children?: unknown[] }): boolean => {
    if (node.type === 'text' && typeof node.value === 'string' && node.value.includes('@')) return true;
    if (node.type === 'image' && typeof node.alt === 'string' && node.alt.includes('@')) return true;
    return (node.children as (typeof node)[] | undefined)?.some(visit) ?? false;
  };
  return visit(tree);
}

/** What parses markdown to mdast. */
interface Parser {
  parse(file: VFile | string): Root;
}

/**
 * The tree `full` makes of `file`, parsed by `lean` (the same pipeline with `remarkWithoutEmailLiterals`)
 * when that makes the same one: when no `@` ended up in running text. Otherwise `full` parses again.
 */
export function parseSparingEmailLiterals(full: Parser, lean: Parser, file: VFile | string): Root {
  const tree = lean.parse(file);
  return String(file).includes('@') && needsEmailLiterals(tree) ? full.parse(file) : tree;
}
