import type { Element, ElementContent, Text } from 'hast';
import type { Position } from 'unist';
import { highlightJson } from './highlightJson.js';
import { highlightMemo } from './highlightMemo.js';
import { highlightLiteral } from './highlightLiteral.js';
import { splitHttpMessage } from './httpMessage.js';
import { grammarName, highlighter, loadGrammar } from './grammars.js';
import { splitLines } from './splitLines.js';

/** A piece of code to show as a code block, with the options a fence can give. */
export interface HighlightCodeOptions {
  /** Language as written (`rust`, `JSON`); empty or unknown languages are shown unhighlighted. */
  language: string;
  code: string;
  /** Shown in the block's bar (a file name, `curl`). */
  title?: string;
  /** 1-based lines to mark, ascending. */
  highlightLines?: readonly number[];
  showLineNumbers?: boolean;
  /** Lines shown as added or removed, by 1-based number (`data-diff="add"` or `"remove"` on the line). */
  diffLines?: ReadonlyMap<number, 'add' | 'remove'>;
  /**
   * The code in consecutive pieces (joined, they are `code`), each highlighted on its own: a piece marked
   * `literal` is a data literal (see `highlightLiteral`), the fast way when its language has one. A
   * generated sample that embeds a large request body passes the body this way.
   */
  parts?: ReadonlyArray<{ code: string; literal?: boolean }>;
}

/**
 * Highlights code into the `code-block` element fenced code becomes (see `ParsedMarkdown`), without the
 * markdown pipeline: for code that is not written in markdown (API samples and examples), whose fixed
 * cost per parse would outweigh highlighting a short block many times over.
 */
export function highlightCode(options: HighlightCodeOptions): Element {
  return codeBlockElement(options).element;
}

/**
 * The `code-block` element and its line count (the fence pass warns about marks past the end). Lines are
 * elements of their own (`span.line`) only when the theme needs them: a line marked highlighted or added
 * or removed, or line numbers. Otherwise the tokens stand in the `code` element as they are; a large API
 * reference shows thousands of code blocks, and a line element per line was a tenth of its bytes.
 */
export function codeBlockElement(options: HighlightCodeOptions, position?: Position): { element: Element; lineCount: number } {
  const language = options.language.toLowerCase() || 'text';
  const highlightLines = [...(options.highlightLines ?? [])];
  const tokens = options.parts ? joinText(options.parts.flatMap((part) => highlightPart(language, part))) : remembered(language, options.code);
  const numbered = options.showLineNumbers === true || highlightLines.length > 0 || (options.diffLines?.size ?? 0) > 0;
  const children: ElementContent[] = numbered ? markedLines(tokens, highlightLines, options.diffLines) : language === 'json' ? withoutPunctuation(tokens) : tokens;
  const element: Element = {
    type: 'element',
    tagName: 'code-block',
    properties: {
      language,
      ...(options.title ? { title: options.title } : {}),
      code: options.code,
      showLineNumbers: options.showLineNumbers ?? false,
      highlightLines,
    },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        // Long lines scroll; a focusable region lets keyboard users scroll it too.
        properties: { tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children }],
      },
    ],
    ...(position ? { position } : {}),
  };
  return { element, lineCount: lineCount(options.code) };
}

/** How many lines `code` has: one more than its line breaks (counted without splitting it). */
export function lineCount(code: string): number {
  let count = 1;
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) count += 1;
  return count;
}

/** One `span.line` per line, marked as the options ask. */
function markedLines(tokens: ElementContent[], highlightLines: readonly number[], diffLines: HighlightCodeOptions['diffLines']): ElementContent[] {
  const highlighted = new Set(highlightLines);
  const children: ElementContent[] = [];
  splitLines(tokens).forEach((line, i) => {
    if (highlighted.has(i + 1)) line.properties.dataHighlighted = 'true';
    const diff = diffLines?.get(i + 1);
    if (diff) line.properties.dataDiff = diff;
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push(line);
  });
  return children;
}

/**
 * JSON's brackets, commas and colons as plain text: the style sheet gives a JSON block's own text their
 * colour (all else in it is a token or whitespace), so the block needs no element per punctuation mark,
 * which were half of the tokens of an API reference's payloads.
 */
function withoutPunctuation(tokens: ElementContent[]): ElementContent[] {
  return joinText(tokens, punctuationText);
}

/** A punctuation token's text node, or the token itself. */
function punctuationText(token: ElementContent): ElementContent {
  if (token.type !== 'element' || token.children.length !== 1 || token.children[0]!.type !== 'text') return token;
  // As its class list written out: exactly the one class (a JSON block holds thousands of tokens).
  const className = token.properties.className;
  return (Array.isArray(className) ? className.length === 1 && className[0] === 'hljs-punctuation' : className === 'hljs-punctuation') ? token.children[0]! : token;
}

/**
 * Tokens (each as `map` gives it) with the text on either side of a seam between pieces as one text node,
 * as one run would make it. A run of text nodes becomes one new node; a text node alone is kept.
 */
function joinText(tokens: ElementContent[], map: (token: ElementContent) => ElementContent = (token) => token): ElementContent[] {
  const out: ElementContent[] = [];
  let run: Text | undefined;
  let joined: string | undefined;
  const flush = () => {
    if (run) out.push(joined === undefined ? run : { type: 'text', value: joined });
    run = joined = undefined;
  };
  for (const original of tokens) {
    const token = map(original);
    if (token.type !== 'text') {
      flush();
      out.push(token);
    } else if (run) joined = (joined ?? run.value) + token.value;
    else run = token;
  }
  flush();
  return out;
}

function highlightPart(language: string, part: { code: string; literal?: boolean }): ElementContent[] {
  const grammar = grammarName(language);
  const literal = part.literal && (grammar === 'javascript' || grammar === 'python') ? highlightLiteral(part.code, grammar) : undefined;
  return literal ?? remembered(language, part.code);
}

/** `highlight`, once for each language and code (see `highlightMemo`). */
const remembered = highlightMemo(highlight);

function highlight(written: string, text: string): ElementContent[] {
  const language = grammarName(written);
  if (!language || !loadGrammar(language)) return [{ type: 'text', value: text }];
  if (language === 'http') {
    // The body in the language its headers name (see `splitHttpMessage`).
    const message = splitHttpMessage(text);
    if (message) {
      const head = highlighter.highlight('http', message.head);
      return joinText([...head, { type: 'text', value: message.separator }, ...highlight(message.bodyLanguage, message.body)]);
    }
  }
  // JSON payloads, the bulk of an API reference's code, have a fast path that makes the same tree.
  return (language === 'json' ? highlightJson(text) : undefined) ?? highlighter.highlight(language, text);
}
