import type { Element, ElementContent } from 'hast';

/** Languages whose data literals `highlightLiteral` reads. */
export type LiteralLanguage = 'javascript' | 'python';

/** The words a literal may hold in each language, all of them highlight.js's `literal` class there. */
const WORDS: Record<LiteralLanguage, ReadonlySet<string>> = {
  javascript: new Set(['true', 'false', 'null']),
  python: new Set(['True', 'False', 'None']),
};

/** A double-quoted string with JSON's escapes. */
const STRING = /"(?:[^"\\\n]|\\.)*"/y;
/** A number as JSON.stringify writes it, without its sign (highlight.js leaves a minus to the operators). */
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/y;
/** A word of letters. */
const WORD = /[A-Za-z_]\w*/y;
/** What stands between tokens: whitespace, brackets, commas, colons and minus signs. */
const BETWEEN = /[\s{}[\],:-]+/y;

/**
 * A data literal written in JavaScript or Python source, as API samples embed request bodies
 * (`JSON.stringify({ … })`, `json={ … }`): made of double-quoted strings, numbers, the language's
 * `true`/`false`/`null` words, brackets, commas and colons. Tokens are the ones highlight.js gives such
 * text in that language (`hljs-string`, `hljs-number`, `hljs-literal`, the rest as text), made without
 * running its grammar, which costs a millisecond on a sample of a few kilobytes. Anything else in the
 * text gets `undefined`, and the caller uses highlight.js.
 */
export function highlightLiteral(code: string, language: LiteralLanguage): ElementContent[] | undefined {
  const words = WORDS[language];
  const out: ElementContent[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', value: text });
    text = '';
  };
  let at = 0;
  while (at < code.length) {
    const token = match(BETWEEN, code, at);
    if (token) {
      text += token;
      at += token.length;
      continue;
    }
    const string = match(STRING, code, at);
    const number = string ? undefined : match(NUMBER, code, at);
    const word = string || number ? undefined : match(WORD, code, at);
    const className = string ? 'hljs-string' : number ? 'hljs-number' : word && words.has(word) ? 'hljs-literal' : undefined;
    const value = string ?? number ?? word;
    if (!className || !value) return undefined;
    flush();
    out.push(span(className, value));
    at += value.length;
  }
  flush();
  return out;
}

function match(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}

function span(className: string, value: string): Element {
  return { type: 'element', tagName: 'span', properties: { className: [className] }, children: [{ type: 'text', value }] };
}
