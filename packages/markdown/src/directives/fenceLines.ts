import type { Paragraph, Parents, Root } from 'mdast';

/** A paragraph line that starts with three or more colons: an admonition fence the parser did not take. */
export interface FenceLine {
  /** 1-based line in the parsed text. */
  line: number;
  /** Known only when the fence starts the paragraph's text node (continuation lines lose their prefix). */
  column?: number;
  colons: string;
  /** The name after the colons (`note`), or `''` for a bare `:::`. */
  name: string;
  /** Whether anything follows the name on the line (`:::note Custom title`). */
  hasRest: boolean;
  /** Whether blanks stand between the colons and the name, as VitePress writes it (`::: info Title`). */
  spaced: boolean;
}

const FENCE = /^(:{3,})(?:([ \t]+)(?=[A-Za-z]))?([A-Za-z][\w-]*)?(?=[ \t[{]|$)([ \t]*$)?/;

/**
 * Finds lines of ordinary paragraphs that begin with `:::`. A fence the directive parser accepted is a
 * container node, not paragraph text, so what is found here is either `:::note Custom title` (a title
 * form remark-directive does not know), `::: note` (VitePress's, with a blank after the colons), a closing
 * `:::` without an opening, or a typo. Lines inside code
 * are never paragraph text, so they are never found.
 */
export function findFenceLines(tree: Root): FenceLine[] {
  const found: FenceLine[] = [];
  eachParagraph(tree, (node: Paragraph) => {
    let atLineStart = true;
    node.children.forEach((child, childIndex) => {
      if (child.type === 'break') {
        atLineStart = true;
        return;
      }
      if (child.type !== 'text' || !child.position) {
        atLineStart = false;
        return;
      }
      const start = child.position.start;
      // Phrasing after this text node on its last line (a hard break ends the line instead).
      const next = node.children[childIndex + 1];
      const followedOnLine = next !== undefined && next.type !== 'break';
      const lines = child.value.split('\n');
      lines.forEach((value, index) => {
        if (index === 0 && !atLineStart) return;
        const match = FENCE.exec(value);
        if (!match) return;
        found.push({
          line: start.line + index,
          ...(index === 0 ? { column: start.column } : {}),
          colons: match[1]!,
          name: match[3] ?? '',
          hasRest: match[4] === undefined || (index === lines.length - 1 && followedOnLine),
          spaced: match[2] !== undefined,
        });
      });
      atLineStart = child.value.endsWith('\n');
    });
  });
  return found;
}

/** Block nodes that can hold paragraphs; paragraphs never hold paragraphs, so phrasing is not walked. */
const BLOCK_PARENTS = new Set(['blockquote', 'list', 'listItem', 'containerDirective', 'footnoteDefinition', 'mdxJsxFlowElement']);

function eachParagraph(parent: Parents, visitor: (node: Paragraph) => void): void {
  for (const child of parent.children) {
    if (child.type === 'paragraph') visitor(child);
    else if (BLOCK_PARENTS.has(child.type)) eachParagraph(child as Parents, visitor);
  }
}
