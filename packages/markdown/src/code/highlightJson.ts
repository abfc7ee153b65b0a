import type { Element, ElementContent } from 'hast';

/**
 * highlight.js's JSON grammar, for the JSON that `JSON.stringify(value, null, 2)` writes (example payloads
 * and request bodies are all that): the same tokens and the same tree `highlighter.ts` makes (`hljs-attr`
 * keys, `hljs-string`, `hljs-number`, `hljs-literal > hljs-keyword`, one `hljs-punctuation` per bracket,
 * comma and colon, whitespace as text), many times faster than the general engine on large payloads. Any
 * other text, valid JSON written differently included, gets `undefined`, and the caller uses the highlighter.
 */
export function highlightJson(code: string): ElementContent[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return undefined;
  }
  if (JSON.stringify(value, null, 2) !== code) return undefined;
  const out: ElementContent[] = [];
  let at = 0;
  while (at < code.length) {
    const c = code.charCodeAt(at);
    if (c === 0x20 || c === 0x0a) {
      let end = at + 1;
      while (end < code.length && (code.charCodeAt(end) === 0x20 || code.charCodeAt(end) === 0x0a)) end++;
      out.push({ type: 'text', value: code.slice(at, end) });
      at = end;
    } else if (c === 0x22) {
      let end = at + 1;
      while (code.charCodeAt(end) !== 0x22) end += code.charCodeAt(end) === 0x5c ? 2 : 1;
      end += 1;
      // A key is a string a colon follows (JSON.stringify writes it right after).
      out.push(span(code.charCodeAt(end) === 0x3a ? 'hljs-attr' : 'hljs-string', code.slice(at, end)));
      at = end;
    } else if (PUNCTUATION.has(c)) {
      out.push(span('hljs-punctuation', code[at]!));
      at += 1;
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : 'null';
      out.push({ type: 'element', tagName: 'span', properties: { className: ['hljs-literal'] }, children: [span('hljs-keyword', word)] });
      at += word.length;
    } else {
      const end = NUMBER_END.exec(code.slice(at))?.[0].length ?? 0;
      if (end === 0) return undefined;
      out.push(span('hljs-number', code.slice(at, at + end)));
      at += end;
    }
  }
  return out;
}

/** `{ } [ ] , :` */
const PUNCTUATION = new Set([0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a]);
/** A JSON number as JSON.stringify writes it. */
const NUMBER_END = /^-?\d+(?:\.\d+)?(?:e[-+]\d+)?/;

function span(className: string, value: string): Element {
  return { type: 'element', tagName: 'span', properties: { className: [className] }, children: [{ type: 'text', value }] };
}
