/** How a line of a code block is marked: highlighted, or added or removed in a diff. */
export type LineMark = 'highlight' | 'add' | 'remove';

export interface MagicCommentsResult {
  /** The code without the comment lines and markers. */
  code: string;
  /** 1-based line numbers of the result to highlight, ascending. */
  highlightLines: number[];
  /** Lines shown as added or removed, by 1-based line number of the result. */
  diff: Map<number, 'add' | 'remove'>;
  problems: Array<{ message: string; hint: string }>;
}

const HINT = 'write "// highlight-start" before the lines and "// highlight-end" after them';

/** A line that is only a comment saying `highlight-next-line`, `highlight-start` or `highlight-end` (Docusaurus). */
const LINE_DIRECTIVE = /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** A comment closing a line with `[!code ++]`, `[!code --]`, `[!code highlight]` or `[!code hl]` (VitePress). */
const LINE_MARKER = /\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*\[!code (\+\+|--|highlight|hl)\]\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/**
 * Reads the comments that mark lines of a code block, takes them out of the code and says which lines
 * they mark. Docusaurus's comment lines (`// highlight-next-line`, `// highlight-start` … `// highlight-end`)
 * go away whole; VitePress's markers at a line's end (`// [!code ++]`, `// [!code --]`,
 * `// [!code highlight]`) leave the line. Any comment style works: `//`, `#`, `--`, `;`, `%`, C's block
 * comments, `<!-- -->` and JSX's braced block comments. In a `diff` block, lines starting with `+` or `-` are added or removed lines.
 */
export function readMagicComments(code: string, language: string): MagicCommentsResult {
  const result: MagicCommentsResult = { code, highlightLines: [], diff: new Map(), problems: [] };
  const isDiff = language === 'diff' || language === 'patch';
  if (!isDiff && !code.includes('highlight-') && !code.includes('[!code ')) return result;
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let openedAt: number | undefined;
  for (const [index, line] of code.split('\n').entries()) {
    const directive = LINE_DIRECTIVE.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') {
      if (openedAt !== undefined) result.problems.push({ message: `"highlight-start" on line ${index + 1} inside the range opened on line ${openedAt}`, hint: HINT });
      openedAt ??= index + 1;
    } else if (directive === 'end') {
      if (openedAt === undefined) result.problems.push({ message: `"highlight-end" on line ${index + 1} closes no "highlight-start"`, hint: HINT });
      openedAt = undefined;
    }
    if (directive) continue;
    const marker = LINE_MARKER.exec(line);
    kept.push(marker ? line.slice(0, marker.index) : line);
    const number = kept.length;
    if (nextLine || openedAt !== undefined || marker?.[1] === 'highlight' || marker?.[1] === 'hl') highlighted.add(number);
    nextLine = false;
    if (marker?.[1] === '++') result.diff.set(number, 'add');
    else if (marker?.[1] === '--') result.diff.set(number, 'remove');
    else if (isDiff && /^\+(?!\+\+ )/.test(line)) result.diff.set(number, 'add');
    else if (isDiff && /^-(?!-- )/.test(line)) result.diff.set(number, 'remove');
  }
  if (openedAt !== undefined) result.problems.push({ message: `"highlight-start" on line ${openedAt} has no "highlight-end"`, hint: HINT });
  result.code = kept.join('\n');
  result.highlightLines = [...highlighted].sort((a, b) => a - b);
  return result;
}
