import type { Code, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Point } from 'unist';
import { parseInline } from './inline.js';
import { BAIL, bail, SPACE, BACKSLASH, BACKTICK, STAR, UNDERSCORE, OPEN_BRACKET, CLOSE_BRACKET, CLOSE_PAREN, COLON, PIPE, HASH, DASH, PLUS, TILDE, type Segment } from './scan.js';

/**
 * The tree micromark (with the page parser's extensions: GFM, directives, math) makes of `text`, built by a
 * scanner made for the constructs docs pages are mostly made of, or undefined when the text holds anything
 * the scanner is not sure of; parse it with micromark then. Known: ATX headings, paragraphs, fenced code,
 * thematic breaks, bullet and ordered lists, tight or loose (GFM task items too; fenced code in items), GFM tables, `:::name[label]`
 * containers, and inline text, code spans, emphasis and strong emphasis that pair simply, links and images
 * with a plain destination, brackets without one where nothing defines references. Anything else (raw HTML, entities, references, footnotes, math, strikethrough, literal
 * autolinks, text directives, lazy lines, blank lines after a nested list, indented code, block quotes, setext headings, tabs,
 * hard breaks, emphasis whose pairing needs CommonMark's full rules, …) gives undefined. The tree is the
 * one `fromMarkdown` gives, positions included (a test holds the two to it over the spec examples, the
 * synthetic pages and random documents).
 */
export function fastParse(text: string): Root | undefined {
  // Tabs, carriage returns, other control characters and a byte order mark: left to micromark.
  if (CONTROL.test(text)) return undefined;
  try {
    return new Scanner(text, text.includes(']:')).root();
  } catch (error) {
    if (error === BAIL) return undefined;
    throw error;
  }
}

const CONTROL = /[\0-\x09\x0b-\x1f\x7f\ufeff]/;

/** Characters a block other than a paragraph may start with (or a paragraph line mistaken for one). */
const BLOCK_START = new Set([...'#>-*+=_<|:`~$ '].map((character) => character.charCodeAt(0)));

/**
 * Whether the line from `start` to `end` may start a block other than a paragraph, or continue one
 * (setext underlines): left to micromark unless it is a list item its caller handles. Emphasis or a code
 * span at the start of a line is a paragraph's.
 */
function mayStartBlock(text: string, start: number, end: number): boolean {
  const code = text.charCodeAt(start);
  if (code === STAR || code === UNDERSCORE) return /^[*_ ]*$/.test(text.slice(start, end)) || text.charCodeAt(start + 1) === SPACE;
  if (code === BACKTICK) return text.startsWith('```', start);
  return BLOCK_START.has(code) || ORDERED_LIKE.test(text.slice(start, start + 11));
}

class Scanner {
  readonly text: string;
  /** Whether the text may define link references (then a `]` not followed by a destination is left to micromark). */
  readonly definitions: boolean;
  /** Offset where each line (from 1; index 0 unused) starts and ends (before its line ending). */
  readonly starts: number[] = [0];
  readonly ends: number[] = [0];

  constructor(text: string, definitions: boolean) {
    this.text = text;
    this.definitions = definitions;
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      this.starts.push(start);
      this.ends.push(end === -1 ? text.length : end);
      if (end === -1) break;
      start = end + 1;
    }
  }

  root(): Root {
    const lines = this.starts.length - 1;
    const children: RootContent[] = [];
    this.blocks(1, lines + 1, children, true);
    return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: this.point(lines, this.text.length) } };
  }

  point(line: number, offset: number): Point {
    return { line, column: offset - this.starts[line]! + 1, offset };
  }

  /** Whether line `line` holds only spaces from `from` on. */
  blank(line: number, from: number): boolean {
    const end = this.ends[line]!;
    for (let index = from; index < end; index++) if (this.text.charCodeAt(index) !== SPACE) return false;
    return true;
  }

  /**
   * The blocks of lines `from` to `to` (not included), each read from `indent` characters on (the
   * containers' indentation, already checked), into `out`. `flow` allows every block; without it (in a
   * list item) only paragraphs and lists, with no blank line.
   */
  blocks(from: number, to: number, out: RootContent[], flow: boolean, indent = 0): boolean {
    const { text } = this;
    let line = from;
    let blank = false;
    while (line < to) {
      const start = this.starts[line]! + indent;
      const end = this.ends[line]!;
      if (this.blank(line, this.starts[line]!)) {
        // In a list item, a blank line of spaces: left to micromark.
        if (!flow && this.starts[line] !== end) bail();
        blank = true;
        line++;
        continue;
      }
      // Spaces only, but not the container's indentation: left to micromark.
      if (this.blank(line, start)) bail();
      if (text.charCodeAt(end - 1) === SPACE) bail();
      const code = text.charCodeAt(start);
      if (!flow) {
        // After a nested list, only its own items (a blank line then more of the item: left to micromark).
        if (blank && out[out.length - 1]?.type === 'list') bail();
        if (code === TILDE || (code === BACKTICK && text.startsWith('```', start))) {
          line = this.fence(line, to, out, indent);
          continue;
        }
        const marker = listMarker(text, start, end);
        if (marker) line = this.list(line, to, indent, marker, out, false);
        else line = this.paragraph(line, to, indent, out, false);
        continue;
      }
      if (code === HASH) {
        out.push(this.heading(line, start, end));
        line++;
      } else if (code === TILDE || (code === BACKTICK && text.startsWith('```', start))) {
        line = this.fence(line, to, out);
      } else if (code === COLON) {
        line = this.container(line, to, out);
      } else if (code === PIPE) {
        line = this.table(line, to, out);
      } else if (THEMATIC_BREAK.test(text.slice(start, end))) {
        out.push({ type: 'thematicBreak', position: { start: this.point(line, start), end: this.point(line, end) } });
        line++;
      } else {
        const marker = listMarker(text, start, end);
        if (marker) {
          line = this.list(line, to, indent, marker, out, true);
        } else line = this.paragraph(line, to, indent, out, true);
      }
    }
    return blank;
  }

  heading(line: number, start: number, end: number): RootContent {
    const { text } = this;
    let depth = 0;
    while (text.charCodeAt(start + depth) === HASH) depth++;
    if (depth > 6 || text.charCodeAt(start + depth) !== SPACE) bail();
    let from = start + depth;
    while (text.charCodeAt(from) === SPACE) from++;
    if (from >= end || text.charCodeAt(end - 1) === HASH) bail();
    const children = this.inline([{ line, start: from, end }], false);
    return { type: 'heading', depth: depth as 1, children, position: { start: this.point(line, start), end: this.point(line, end) } };
  }

  /** A fenced code block opening on `line`; the line after it. */
  fence(line: number, to: number, out: RootContent[], indent = 0): number {
    const { text } = this;
    const start = this.starts[line]! + indent;
    const end = this.ends[line]!;
    const marker = text.charCodeAt(start);
    let size = 0;
    while (text.charCodeAt(start + size) === marker) size++;
    if (size < 3) bail();
    const info = text.slice(start + size, end);
    if (/[\\&]/.test(info) || (marker === BACKTICK && info.includes('`'))) bail();
    const trimmed = info.trim();
    const space = trimmed.indexOf(' ');
    const lang = trimmed === '' ? null : space === -1 ? trimmed : trimmed.slice(0, space);
    const meta = space === -1 ? null : trimmed.slice(space + 1).trimStart();
    for (let close = line + 1; close < to; close++) {
      const from = this.starts[close]! + indent;
      const until = this.ends[close]!;
      // In a list item: an empty line is the code's; a line of spaces is left to micromark.
      if (indent && this.blank(close, this.starts[close]!)) {
        if (this.starts[close] !== until) bail();
        continue;
      }
      let index = from;
      while (index < until && index - from < 4 && text.charCodeAt(index) === SPACE) index++;
      if (index - from > 3 || text.charCodeAt(index) !== marker) continue;
      let count = 0;
      while (text.charCodeAt(index + count) === marker) count++;
      if (count < size || !this.blank(close, index + count)) continue;
      // A closing fence indented or followed by spaces: left to micromark.
      if (index !== from || index + count !== until) bail();
      let value = close === line + 1 ? '' : text.slice(this.starts[line + 1]!, this.ends[close - 1]!);
      if (indent && close > line + 1) {
        const body: string[] = [];
        for (let inner = line + 1; inner < close; inner++) body.push(text.slice(Math.min(this.starts[inner]! + indent, this.ends[inner]!), this.ends[inner]!));
        value = body.join('\n');
      }
      const node: Code = { type: 'code', lang, meta, value, position: { start: this.point(line, start), end: this.point(close, until) } };
      out.push(node);
      return close + 1;
    }
    return bail();
  }

  /** A `:::name` or `:::name[label]` container opening on `line`; the line after it. */
  container(line: number, to: number, out: RootContent[]): number {
    const { text } = this;
    const start = this.starts[line]!;
    const end = this.ends[line]!;
    const opening = CONTAINER.exec(text.slice(start, end));
    if (!opening) return bail();
    const [, colons, name, label] = opening as unknown as [string, string, string, string | undefined];
    let close = line + 1;
    for (; close < to; close++) {
      const from = this.starts[close]!;
      // No container in a container, nor a leaf directive: left to micromark.
      if (text.startsWith('::', from) || text.startsWith(' ', from) && /^ +:/.test(text.slice(from, this.ends[close]))) {
        if (text.slice(from, this.ends[close]) !== colons) bail();
        break;
      }
    }
    if (close >= to) bail();
    const children: RootContent[] = [];
    if (label !== undefined) {
      const labelStart = start + colons.length + name.length;
      const labelEnd = end;
      const paragraph: Paragraph = {
        type: 'paragraph',
        data: { directiveLabel: true },
        children: this.inline([{ line, start: labelStart + 1, end: labelEnd - 1 }], false),
        position: { start: this.point(line, labelStart), end: this.point(line, labelEnd) },
      } as Paragraph;
      children.push(paragraph);
    }
    this.blocks(line + 1, close, children, true);
    const node: ContainerDirective = {
      type: 'containerDirective',
      name,
      attributes: {},
      children: children as ContainerDirective['children'],
      position: { start: this.point(line, start), end: this.point(close, this.ends[close]!) },
    };
    out.push(node);
    return close + 1;
  }

  /** A GFM table whose header is on `line`; the line after it. */
  table(line: number, to: number, out: RootContent[]): number {
    const { text } = this;
    if (line + 1 >= to) bail();
    const delimiter = text.slice(this.starts[line + 1]!, this.ends[line + 1]!);
    if (!DELIMITER_ROW.test(delimiter)) bail();
    const align = delimiter
      .slice(1, -1)
      .split('|')
      .map((cell) => {
        const trimmed = cell.trim();
        const left = trimmed.startsWith(':');
        const right = trimmed.endsWith(':');
        return left && right ? 'center' : left ? 'left' : right ? 'right' : null;
      });
    const rows: TableRow[] = [this.row(line, align.length)];
    let next = line + 2;
    while (next < to && !this.blank(next, this.starts[next]!)) {
      rows.push(this.row(next, align.length));
      next++;
    }
    const last = next - 1;
    const node: Table = { type: 'table', align, children: rows, position: { start: this.point(line, this.starts[line]!), end: this.point(last, this.ends[last]!) } };
    out.push(node);
    return next;
  }

  row(line: number, columns: number): TableRow {
    const { text } = this;
    const start = this.starts[line]!;
    const end = this.ends[line]!;
    if (text.charCodeAt(start) !== PIPE || text.charCodeAt(end - 1) !== PIPE || end - start < 2 || text.charCodeAt(end - 1) === SPACE) bail();
    const pipes = [start];
    for (let index = start + 1; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code === BACKSLASH) index++;
      else if (code === PIPE) pipes.push(index);
    }
    if (pipes[pipes.length - 1] !== end - 1 || pipes.length - 1 !== columns) bail();
    // An escaped backslash before a pipe: left to micromark.
    if (text.slice(start, end).includes('\\\\')) bail();
    const cells: TableCell[] = [];
    for (let cell = 0; cell < columns; cell++) {
      const open = pipes[cell]!;
      const close = pipes[cell + 1]!;
      let from = open + 1;
      let until = close;
      while (from < until && text.charCodeAt(from) === SPACE) from++;
      while (until > from && text.charCodeAt(until - 1) === SPACE) until--;
      const children = from === until ? [] : this.inline([{ line, start: from, end: until }], true);
      const cellEnd = cell === columns - 1 ? close + 1 : close;
      cells.push({ type: 'tableCell', children, position: { start: this.point(line, open), end: this.point(line, cellEnd) } });
    }
    return { type: 'tableRow', children: cells, position: { start: this.point(line, start), end: this.point(line, end) } };
  }

  /**
   * A list whose first item is on `line` (its marker `indent` characters in); the line after it. Items may
   * be separated by blank lines, and hold blank lines between their blocks (a loose list). `flow`: the list
   * may end at a blank line (at the top level or in a container), otherwise only where its container's
   * lines end.
   */
  list(line: number, to: number, indent: number, first: Marker, out: RootContent[], flow: boolean): number {
    const { text } = this;
    const items: ListItem[] = [];
    let next = line;
    let marker: Marker | undefined = first;
    // As mdast-util-from-markdown has it: a list is spread when blank lines separate two of its items; an
    // item when a blank line separates two of its own blocks (not one in a nested list or a code block).
    let spread = false;
    while (marker) {
      const itemLine = next;
      const markerStart = this.starts[itemLine]! + indent;
      const content = indent + marker.width + 1;
      // The item's lines: those indented at least as far as its content, and blank lines between them.
      let last = itemLine;
      next++;
      while (next < to) {
        const from = this.starts[next]!;
        if (this.blank(next, from)) next++;
        else if (spaces(text, from) >= content) last = next++;
        else break;
      }
      const end = last + 1;
      const children: RootContent[] = [];
      const [checked, itemSpread] = this.paragraphThen(itemLine, end, content, children);
      items.push({
        type: 'listItem',
        spread: itemSpread,
        checked,
        children: children as ListItem['children'],
        position: { start: this.point(itemLine, markerStart), end: this.point(last, this.ends[last]!) },
      });
      marker = undefined;
      if (next >= to) {
        next = end;
        break;
      }
      const start = this.starts[next]! + indent;
      const nextMarker = spaces(text, this.starts[next]!) === indent ? listMarker(text, start, this.ends[next]!) : undefined;
      if (next > end) {
        // Blank lines, then another item of this list (a loose list) or, at the top level, an unindented
        // line that is not an item; anything else is left to micromark.
        if (nextMarker && nextMarker.kind === first.kind) {
          for (let blank = end; blank < next; blank++) if (this.starts[blank] !== this.ends[blank]) bail();
          spread = true;
          marker = nextMarker;
          continue;
        }
        if (!flow || indent !== 0 || nextMarker || text.charCodeAt(this.starts[next]!) === SPACE) bail();
        next = end;
        break;
      }
      if (!nextMarker || nextMarker.kind !== first.kind) bail();
      marker = nextMarker;
    }
    const node: List = {
      type: 'list',
      ordered: first.ordered,
      start: first.ordered ? first.start : null,
      spread,
      children: items,
      position: { start: { ...items[0]!.position!.start }, end: { ...items[items.length - 1]!.position!.end } },
    };
    out.push(node);
    return next;
  }

  /**
   * An item's content, lines `line` to `to` read from `indent` on: a paragraph, then maybe a list; whether
   * it is a GFM task (`[ ]`, `[x]` before the paragraph), or null.
   */
  paragraphThen(line: number, to: number, indent: number, out: RootContent[]): [checked: boolean | null, spread: boolean] {
    const { text } = this;
    const start = this.starts[line]! + indent;
    if (mayStartBlock(text, start, this.ends[line]!) || listMarker(text, start, this.ends[line]!)) bail();
    if (text.charCodeAt(start) !== OPEN_BRACKET || text.charCodeAt(start + 2) !== CLOSE_BRACKET) {
      return [null, this.blocks(line, to, out, false, indent)];
    }
    // A task: its check, one space, then text (anything else about it is left to micromark).
    const check = text.charCodeAt(start + 1);
    if ((check !== SPACE && check !== 120 && check !== 88) || text.charCodeAt(start + 3) !== SPACE || start + 4 >= this.ends[line]! || text.charCodeAt(start + 4) === SPACE) bail();
    const next = this.paragraph(line, to, indent, out, false, 3);
    // As mdast-util-gfm-task-list-item leaves it: the space after the check out of the text, where the
    // paragraph then starts; the paragraph starts at the check when it does not start with text.
    const paragraph = out[0] as Paragraph;
    const head = paragraph.children[0]!;
    if (head.type === 'text') {
      head.value = head.value.slice(1);
      if (head.value === '') paragraph.children.shift();
      else {
        head.position!.start.column++;
        head.position!.start.offset!++;
        paragraph.position!.start = { ...head.position!.start };
      }
    }
    return [check !== SPACE, this.blocks(next, to, out, false, indent)];
  }

  /** A paragraph starting on `line`; the line after it. */
  paragraph(line: number, to: number, indent: number, out: RootContent[], flow: boolean, skip = 0): number {
    const { text } = this;
    const first = this.starts[line]! + indent;
    // Spaces at the end of the first line too (a task item's comes here directly): left to micromark.
    if (mayStartBlock(text, first, this.ends[line]!) || text.charCodeAt(this.ends[line]! - 1) === SPACE) bail();
    const segments: Segment[] = [{ line, start: first + skip, end: this.ends[line]! }];
    let next = line + 1;
    while (next < to) {
      const start = this.starts[next]! + indent;
      const end = this.ends[next]!;
      if (this.blank(next, this.starts[next]!)) break;
      if (!flow && spaces(text, this.starts[next]!) < indent) bail();
      const marker = listMarker(text, start, end);
      // A bullet list, or an ordered one from 1, may interrupt a paragraph; an ordered item from another
      // number continues it; anything else is left to micromark.
      if (marker && (!marker.ordered || marker.start === 1)) break;
      if (text.charCodeAt(end - 1) === SPACE) bail();
      if (marker || !mayStartBlock(text, start, end)) {
        segments.push({ line: next, start, end });
      } else {
        // A line indented further continues the paragraph (its spaces are no part of the text) when it
        // starts nothing else, not even a list item; anything else is left to micromark.
        const from = start + spaces(text, start);
        if (from === start || mayStartBlock(text, from, end) || LIST_LIKE.test(text.slice(from, from + 11))) bail();
        segments.push({ line: next, start: from, end });
      }
      next++;
    }
    const last = segments[segments.length - 1]!;
    out.push({ type: 'paragraph', children: this.inline(segments, false), position: { start: this.point(line, first), end: this.point(last.line, last.end) } });
    return next;
  }

  /** The phrasing content of `segments` (lines of one paragraph, heading, label or cell). */
  inline(segments: Segment[], cell: boolean): PhrasingContent[] {
    return parseInline(this, segments, cell);
  }
}

const THEMATIC_BREAK = /^(?:-{3,}|\*{3,}|_{3,})$/;
const CONTAINER = /^(:{3,})([a-zA-Z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)(\[[^\]\[\\]+\])?$/;
const DELIMITER_ROW = /^\|(?: *:?-+:? *\|)+$/;
/** Starts of lines that may be (or be taken for) an ordered list item. */
const ORDERED_LIKE = /^\d{1,10}[.)]/;
/** Starts of lines that may be (or be taken for) a list item of any kind. */
const LIST_LIKE = /^(?:[-*+]|\d{1,10}[.)])/;

interface Marker {
  ordered: boolean;
  /** `-`, `*`, `+`, `.` or `)`: items of one list share it. */
  kind: number;
  start: number;
  width: number;
}

/** The list item marker at `start` (followed by one space and then text), if there is one. */
function listMarker(text: string, start: number, end: number): Marker | undefined {
  const code = text.charCodeAt(start);
  let width: number;
  let kind: number;
  if (code === DASH || code === STAR || code === PLUS) {
    width = 1;
    kind = code;
  } else {
    width = 0;
    while (text.charCodeAt(start + width) >= 48 && text.charCodeAt(start + width) <= 57) width++;
    if (width === 0 || width > 9) return undefined;
    kind = text.charCodeAt(start + width);
    if (kind !== 46 && kind !== CLOSE_PAREN) return undefined;
    width++;
  }
  if (text.charCodeAt(start + width) !== SPACE) return undefined;
  // More spaces after the marker, or none then text: left to micromark (through the caller's checks).
  if (start + width + 1 >= end || text.charCodeAt(start + width + 1) === SPACE) bail();
  const ordered = kind !== code;
  return { ordered, kind, start: ordered ? Number.parseInt(text.slice(start, start + width - 1), 10) : 1, width };
}

function spaces(text: string, from: number): number {
  let index = from;
  while (text.charCodeAt(index) === SPACE) index++;
  return index - from;
}

