import type { Root } from 'mdast';

/**
 * Trees of sections of pages kept by their text (see `parseInSections`); the holder bounds it. A tree taken
 * from it is never changed: each use gets a copy.
 */
export interface SectionTrees {
  get(text: string): Root | undefined;
  set(text: string, tree: Root): void;
}

/**
 * The tree of `text` put together from the trees of its sections, each parsed alone by `parse` (given the
 * section and the number of lines before it) or taken from `trees` when a section with the same text was
 * parsed before: after an edit of one section of a page, only that section is tokenised again. A section
 * starts at an ATX heading (`## …`) after a blank line, where nothing that spans blank lines is open (a
 * fence, `$$` math, a `:::` container). Undefined when the page holds what links across sections
 * (definitions `[x]: …`, footnotes `[^x]`) or raw HTML blocks that may span blank lines; parse it whole then.
 *
 * The tree equals the whole page's in every case these rules foresee (a test holds the two to it over the
 * synthetic pages and every CommonMark and GFM example). Without `trees`, the sections go to `parse` in runs
 * of about `RUN_LENGTH` characters and their trees are used as they are: a large page parsed this way keeps
 * a run's tokens only while the run is parsed. `fast` is tried on each section first (see `fastParse`): the
 * sections it leaves go to `parse`, in runs as above between the ones it takes.
 */
export function parseInSections(
  text: string,
  parse: (section: string, linesBefore: number) => Root,
  trees?: SectionTrees,
  fast?: (section: string) => Root | undefined,
): Root | undefined {
  if (text.includes('[^') || text.includes(']:') || SPANNING_HTML.test(text)) return undefined;
  const root: Root = { type: 'root', children: [] };
  const starts = sectionStarts(text);
  if (!trees && fast) {
    // Each section the fast path takes, the others to `parse` in runs as below.
    let run = 0;
    let runLine = 0;
    let line = 0;
    starts.forEach((start, index) => {
      const end = starts[index + 1] ?? text.length;
      const section = text.slice(start, end);
      const tree = fast(section);
      if (tree && run < start) add(root, parse(text.slice(run, start), runLine), runLine, run);
      if (tree) add(root, tree, line, start);
      else if (end - run >= RUN_LENGTH) add(root, parse(text.slice(run, end), runLine), runLine, run);
      line += lineCount(section);
      // The next run starts after this section when it was parsed, by either parser.
      if (tree || end - run >= RUN_LENGTH) [run, runLine] = [end, line];
    });
    if (run < text.length) add(root, parse(text.slice(run), runLine), runLine, run);
    return root;
  }
  // Parsed alone, each short section paid the parser's set-up (its constructs put together, its compiler
  // made), which cost more than the section itself; without a memo, sections go to the parser in runs.
  const kept = trees ? starts : inRuns(starts, RUN_LENGTH);
  let line = 0;
  for (const [index, start] of kept.entries()) {
    const section = text.slice(start, kept[index + 1] ?? text.length);
    let tree = trees?.get(section);
    if (!tree) {
      tree = fast?.(section) ?? parse(section, line);
      trees?.set(section, tree);
    }
    // A kept tree is never changed: each use gets a copy.
    add(root, trees ? structuredClone(tree) : tree, line, start);
    line += lineCount(section);
  }
  return root;
}

/** Appends the children of `tree`, the tree of a part of the page `lines` lines and `offset` characters in, to `root`, which then ends where it ends. */
function add(root: Root, tree: Root, lines: number, offset: number): void {
  shift(tree, lines, offset);
  for (const child of tree.children) root.children.push(child);
  root.position = { start: { line: 1, column: 1, offset: 0 }, end: tree.position!.end };
}

/**
 * How many characters of sections a page parsed without a memo gives the parser at once: enough that the
 * parser's set-up costs little beside the text, few enough that a run's tokens die young (runs of 16,000
 * made the 1 MB page's parse half as slow again, most of it in moving tokens out of the young generation).
 */
export const RUN_LENGTH = 4_000;

/** Of the section starts, those that begin a run of sections at least `length` characters long (the last run may be shorter). */
function inRuns(starts: number[], length: number): number[] {
  const kept = [0];
  for (const start of starts) if (start - kept[kept.length - 1]! >= length) kept.push(start);
  return kept;
}

/** Raw HTML blocks that end at a closing tag or marker rather than a blank line (CommonMark's kinds 1 to 5). */
const SPANNING_HTML = /^ {0,3}<(?:script|pre|style|textarea|!--|\?|![a-z]|!\[CDATA\[)/im;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
const BLANK = /^[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,}|\${2,})/;
const CONTAINER = /^ {0,3}(:{3,})(.*)$/;

/** Offsets where a section starts: 0, then each heading line after a blank line outside any fence or container. */
function sectionStarts(text: string): number[] {
  const starts = [0];
  let fence: string | undefined;
  let containers = 0;
  let previousBlank = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (fence) {
      // A fence closes with at least as many of its characters and nothing else after them.
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && BLANK.test(line.slice(line.indexOf(marker) + marker.length))) fence = undefined;
    } else if (FENCE.test(line)) {
      fence = FENCE.exec(line)![1];
    } else if (CONTAINER.test(line)) {
      const rest = CONTAINER.exec(line)![2]!;
      containers = BLANK.test(rest) ? Math.max(0, containers - 1) : containers + 1;
    } else if (previousBlank && containers === 0 && offset > 0 && HEADING.test(line)) {
      starts.push(offset);
    }
    previousBlank = !fence && BLANK.test(line);
    offset += line.length + 1;
  }
  return starts;
}

function lineCount(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

/** Moves every position in `node` down by `lines` lines and on by `offset` characters. */
function shift(node: { position?: Root['position']; children?: unknown[] }, lines: number, offset: number): void {
  if (node.position) {
    // The two points one after the other, not through an array made for each node.
    shiftPoint(node.position.start, lines, offset);
    shiftPoint(node.position.end, lines, offset);
  }
  if (node.children) for (const child of node.children) shift(child as typeof node, lines, offset);
}

function shiftPoint(point: NonNullable<Root['position']>['start'], lines: number, offset: number): void {
  point.line += lines;
  if (point.offset !== undefined) point.offset += offset;
}
