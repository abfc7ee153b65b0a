import type { PhrasingContent, Text } from 'mdast';
import type { Point } from 'unist';
import { MARKDOWN_LIMITS } from '../limits/limits.js';
import { bail, SPACE, NEWLINE, BACKSLASH, BACKTICK, STAR, UNDERSCORE, OPEN_BRACKET, CLOSE_BRACKET, BANG, OPEN_PAREN, CLOSE_PAREN, type Segment } from './scan.js';

/** What running text needs of the page: its text, where its lines start, points in it, whether it defines references. */
export interface Page {
  readonly text: string;
  readonly starts: number[];
  readonly definitions: boolean;
  point(line: number, offset: number): Point;
}

/** The phrasing content of `segments` (the lines of one paragraph, heading, label or table cell) of `page`. */
export function parseInline(page: Page, segments: Segment[], cell: boolean): PhrasingContent[] {
  return new Inline(page, segments, cell).parse();
}

/**
 * Characters or sequences in text (outside code spans and link destinations) where micromark may start
 * what the scanner leaves to it: entities, HTML and autolinks, math, strikethrough, email and other literal
 * autolinks, pipes of tables, text directives.
 */
const UNSURE_TEXT = /[&<$~@|]|www\.|:[^ \n]/i;
/** The same in a table cell, where `\|` is an escaped pipe (any other pipe ended the cell). */
const UNSURE_CELL_TEXT = /[&<$~@]|www\.|:[^ \n]/i;
/** Hard line breaks, and spaces around line endings (which micromark strips), in running text. */
const UNSURE_LINES = /\\\n| \n|\n /;

/** How a character next to a run of `*` or `_` counts for CommonMark's flanking rules. */
const enum Side {
  Space,
  Punctuation,
  Word,
}

const ASCII_PUNCTUATION = new Set([...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'].map((character) => character.charCodeAt(0)));
const WORD = /^[\p{L}\p{N}]$/u;

/** The side of the character at `index` (outside the text: a space); bails on what may be whitespace or punctuation outside ASCII. */
function side(text: string, index: number, from: number, to: number): Side {
  if (index < from || index >= to) return Side.Space;
  const code = text.charCodeAt(index);
  if (code === SPACE || code === NEWLINE) return Side.Space;
  if (code < 128) {
    if (ASCII_PUNCTUATION.has(code)) return Side.Punctuation;
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return Side.Word;
    return bail();
  }
  return WORD.test(text[index]!) ? Side.Word : bail();
}

/** An open emphasis, strong emphasis, link or image, with what it holds so far. */
interface Frame {
  kind: 'root' | 'emphasis' | 'strong' | 'link' | 'image';
  marker: number;
  /** Where its opening marker starts (virtual offset). */
  start: number;
  children: PhrasingContent[];
}

/**
 * Running text: the segments joined by line endings into one string (`source`), whose offsets map back to
 * the page's through the segments.
 */
class Inline {
  readonly scanner: Page;
  readonly segments: Segment[];
  readonly cell: boolean;
  readonly source: string;
  /** Offset in `source` where each segment starts. */
  readonly offsets: number[] = [];
  /** The text node being read: its value so far, where it starts, and where the part not yet in `value` starts. */
  value = '';
  textStart = -1;
  pending = 0;

  constructor(scanner: Page, segments: Segment[], cell: boolean) {
    this.scanner = scanner;
    this.segments = segments;
    this.cell = cell;
    let source = '';
    for (const segment of segments) {
      if (source) source += '\n';
      this.offsets.push(source.length);
      source += scanner.text.slice(segment.start, segment.end);
    }
    this.source = source;
  }

  /**
   * The page's point at `offset`. A text ending with a line ending ends at the start of the next line,
   * before the indentation of its container, which is not the text's.
   */
  point(offset: number, end = false): Point {
    let index = this.offsets.length - 1;
    while (this.offsets[index]! > offset) index--;
    const segment = this.segments[index]!;
    if (end && index > 0 && this.offsets[index] === offset) return this.scanner.point(segment.line, this.scanner.starts[segment.line]!);
    return this.scanner.point(segment.line, segment.start + offset - this.offsets[index]!);
  }

  position(start: number, end: number) {
    return { start: this.point(start), end: this.point(end, true) };
  }

  parse(): PhrasingContent[] {
    const { source } = this;
    if (UNSURE_LINES.test(source)) bail();
    let markers = 0;
    const stack: Frame[] = [{ kind: 'root', marker: 0, start: 0, children: [] }];
    const end = source.length;
    this.textStart = -1;
    let index = 0;
    while (index < end) {
      const code = source.charCodeAt(index);
      if (code === BACKSLASH) {
        const next = source.charCodeAt(index + 1);
        if (index + 1 < end && ASCII_PUNCTUATION.has(next)) {
          this.text(index);
          this.value += source.slice(this.pending, index) + source[index + 1];
          this.pending = index + 2;
        } else this.text(index);
        index += 2;
        continue;
      }
      if (code === BACKTICK) {
        markers++;
        index = this.code(index, stack[stack.length - 1]!);
        continue;
      }
      if (code === STAR || code === UNDERSCORE) {
        markers++;
        index = this.attention(index, code, stack);
        continue;
      }
      if (code === OPEN_BRACKET || (code === BANG && source.charCodeAt(index + 1) === OPEN_BRACKET)) {
        markers++;
        const image = code === BANG;
        // Footnote calls, links in links or images: left to micromark.
        if (source.charCodeAt(index + (image ? 2 : 1)) === 94 || stack.some((frame) => frame.kind === 'image' || (!image && frame.kind === 'link'))) bail();
        this.flush(stack[stack.length - 1]!, index);
        stack.push({ kind: image ? 'image' : 'link', marker: code, start: index, children: [] });
        index += image ? 2 : 1;
        continue;
      }
      if (code === CLOSE_BRACKET) {
        markers++;
        index = this.closeBracket(index, stack);
        continue;
      }
      if (code === BANG) markers++;
      this.text(index);
      index++;
    }
    // Near the limit on markers a paragraph may hold, micromark's count decides (see `remarkInlineLimit`).
    if (stack.length !== 1 || markers > MARKDOWN_LIMITS.inlineMarkers / 2) bail();
    this.flush(stack[0]!, end);
    // Lists grown by push hold room for some 16 more nodes; the tree lives through the page's parse, so
    // each is copied to its own length (the grown one dies young).
    return stack[0]!.children.slice();
  }

  /** Character `index` is text: starts a text node if none is open. */
  text(index: number): void {
    if (this.textStart === -1) {
      this.textStart = index;
      this.pending = index;
      this.value = '';
    }
  }

  /** Ends the open text node (if any) before `index`, into `frame`. */
  flush(frame: Frame, end: number): void {
    if (this.textStart === -1) return;
    if ((this.cell ? UNSURE_CELL_TEXT : UNSURE_TEXT).test(this.source.slice(this.textStart, end))) bail();
    const value = this.value + this.source.slice(this.pending, end);
    this.appendText(frame, { type: 'text', value, position: this.position(this.textStart, end) }, this.textStart, end);
    this.textStart = -1;
  }

  /** Where each text node made so far starts and ends in `source`. */
  readonly ranges = new WeakMap<object, [number, number]>();

  /** Adds a text node to `frame`, joined to the text before it if that ends where it starts (as micromark joins them). */
  appendText(frame: Frame, node: Text, start: number, end: number): void {
    const last = frame.children[frame.children.length - 1];
    const range = last && this.ranges.get(last);
    if (last?.type === 'text' && range && range[1] === start) {
      last.value += node.value;
      last.position!.end = node.position!.end;
      range[1] = end;
      return;
    }
    frame.children.push(node);
    this.ranges.set(node, [start, end]);
  }

  /** A code span at `index`; the offset after it. */
  code(index: number, frame: Frame): number {
    const { source } = this;
    let size = 0;
    while (source.charCodeAt(index + size) === BACKTICK) size++;
    let search = index + size;
    for (;;) {
      const close = source.indexOf('`', search);
      if (close === -1) return bail();
      let count = 0;
      while (source.charCodeAt(close + count) === BACKTICK) count++;
      if (count !== size) {
        search = close + count;
        continue;
      }
      let value = source.slice(index + size, close);
      // Over a line ending, or in a cell with a backslash (which may escape a pipe): left to micromark.
      if (value.includes('\n') || (this.cell && value.includes('\\'))) bail();
      if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') value = value.slice(1, -1);
      this.flush(frame, index);
      frame.children.push({ type: 'inlineCode', value, position: this.position(index, close + size) });
      return close + size;
    }
  }

  /** A run of `*` or `_` at `index`; the offset after it. */
  attention(index: number, marker: number, stack: Frame[]): number {
    const { source } = this;
    let size = 0;
    while (source.charCodeAt(index + size) === marker) size++;
    if (size > 2) bail();
    const before = side(source, index - 1, 0, source.length);
    const after = side(source, index + size, 0, source.length);
    const left = after !== Side.Space && (after !== Side.Punctuation || before !== Side.Word);
    const right = before !== Side.Space && (before !== Side.Punctuation || after !== Side.Word);
    const canOpen = marker === STAR ? left : left && (!right || before === Side.Punctuation);
    const canClose = marker === STAR ? right : right && (!left || after === Side.Punctuation);
    if (!canOpen && !canClose) {
      this.text(index);
      return index + size;
    }
    const top = stack[stack.length - 1]!;
    const closes = top.marker === marker && top.kind === (size === 2 ? 'strong' : 'emphasis');
    // A run that may open and close closes the opener on top (the rule of three allows runs of one or two
    // alike); anything else about it is left to micromark.
    if (canOpen && canClose && !closes) bail();
    if (canOpen && !canClose) {
      this.flush(top, index);
      stack.push({ kind: size === 2 ? 'strong' : 'emphasis', marker, start: index, children: [] });
      return index + size;
    }
    if (!closes) bail();
    this.flush(top, index);
    stack.pop();
    stack[stack.length - 1]!.children.push({ type: top.kind, children: top.children.slice(), position: this.position(top.start, index + size) } as PhrasingContent);
    return index + size;
  }

  /** A `]` at `index` ending a link or image with a plain destination; the offset after it. */
  closeBracket(index: number, stack: Frame[]): number {
    const { source } = this;
    const top = stack[stack.length - 1]!;
    if (source.charCodeAt(index + 1) !== OPEN_PAREN && !this.scanner.definitions) {
      // Without definitions, a `]` without a destination is text, and so is the `[` it closes.
      if (!stack.some((frame) => frame.kind === 'link' || frame.kind === 'image')) {
        this.text(index);
        return index + 1;
      }
      if (top.kind === 'link') {
        this.flush(top, index);
        stack.pop();
        const parent = stack[stack.length - 1]!;
        this.appendText(parent, { type: 'text', value: '[', position: this.position(top.start, top.start + 1) }, top.start, top.start + 1);
        for (const child of top.children) {
          const range = this.ranges.get(child);
          if (child.type === 'text' && range) this.appendText(parent, child, range[0], range[1]);
          else parent.children.push(child);
        }
        this.text(index);
        return index + 1;
      }
    }
    if ((top.kind !== 'link' && top.kind !== 'image') || source.charCodeAt(index + 1) !== OPEN_PAREN) bail();
    let end = index + 2;
    for (;;) {
      const code = source.charCodeAt(end);
      if (end >= source.length || code <= SPACE || code === 127 || code === OPEN_PAREN || code === 60 || code === BACKSLASH || code === 34 || code === 39 || code === 38 || code === BACKTICK || code === OPEN_BRACKET || code === CLOSE_BRACKET) bail();
      if (code === CLOSE_PAREN) break;
      end++;
    }
    if (end === index + 2) bail();
    const url = source.slice(index + 2, end);
    this.flush(top, index);
    stack.pop();
    const position = this.position(top.start, end + 1);
    const parent = stack[stack.length - 1]!;
    if (top.kind === 'image') {
      if (top.children.some((child) => child.type !== 'text')) bail();
      parent.children.push({ type: 'image', title: null, url, alt: top.children.map((child) => (child as { value: string }).value).join(''), position });
    } else parent.children.push({ type: 'link', title: null, url, children: top.children.slice(), position });
    return end + 1;
  }
}
