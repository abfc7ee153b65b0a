import { LimitError, MARKDOWN_LIMITS, SIMPLIFY_HINT } from './limits.js';

/** The start of a link reference definition, matched at a line's start (`lastIndex`). */
const DEFINITION = / {0,3}\[(?:[^\]\\\n]|\\.)+\]:/y;

/**
 * Looks over the text before it is parsed, line by line, for what makes the parser itself slow: blockquote
 * and list markers nested past the limit (`> > > …`, `- - - …`, or list items indented ever deeper), and
 * more link reference definitions than the limit. Linear in the text; throws `LimitError` at the first
 * line over a limit.
 */
export function checkSource(markdown: string): void {
  let definitions = 0;
  let line = 0;
  for (let start = 0; start <= markdown.length; ) {
    line++;
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    if (containerDepth(markdown, start, end) > MARKDOWN_LIMITS.nesting) {
      throw new LimitError(`blockquotes and lists are nested more than ${MARKDOWN_LIMITS.nesting} deep here`, line, SIMPLIFY_HINT);
    }
    DEFINITION.lastIndex = start;
    if (DEFINITION.test(markdown) && ++definitions > MARKDOWN_LIMITS.definitions) {
      throw new LimitError(
        `more than ${MARKDOWN_LIMITS.definitions.toLocaleString('en')} link reference definitions in one file`,
        line,
        'write the links inline ([text](https://…)) or split the page',
      );
    }
    start = end + 1;
  }
}

/**
 * An upper bound of how many containers a line is in, as far as the line itself shows: each `>` and list
 * marker at its start, and half the indentation before a list marker (a list item indented by 2n spaces
 * can be n lists deep).
 */
function containerDepth(text: string, start: number, end: number): number {
  let depth = 0;
  let at = start;
  while (at < end) {
    let indent = 0;
    while (at < end && (text[at] === ' ' || text[at] === '\t')) {
      indent += text[at] === '\t' ? 4 : 1;
      at++;
    }
    const char = text[at];
    if (char === '>') {
      depth++;
      at++;
      continue;
    }
    let marker = at;
    if (char === '-' || char === '*' || char === '+') marker++;
    else while (marker < end && marker - at < 9 && text.charCodeAt(marker) >= 0x30 && text.charCodeAt(marker) <= 0x39) marker++;
    if (marker > at && marker - at <= 9 && char !== '-' && char !== '*' && char !== '+') {
      if (text[marker] !== '.' && text[marker] !== ')') break;
      marker++;
    }
    if (marker === at || (marker < end && text[marker] !== ' ' && text[marker] !== '\t')) break;
    depth += 1 + Math.floor(indent / 2);
    at = marker;
  }
  return depth;
}
