/**
 * An HTTP message split where its body starts, and the language to show the body in.
 *
 * highlight.js's HTTP grammar leaves a body's language to its automatic detection, which runs every
 * registered grammar over the body: the first time, that compiles each of them (tens of milliseconds in a
 * build), and the guess is often wrong (a JSON body abridged with `…` comes out as bash). The body is shown
 * in the language its `Content-Type` header names instead, or, without that header, the one its first
 * character suggests; text in any other media type (a form, plain text) is shown as it is.
 */
export interface HttpMessage {
  /** Start line and headers, without the line break that ends the last header. */
  head: string;
  /** The line breaks between the headers and the body (the blank line). */
  separator: string;
  body: string;
  /** A language the highlighter knows, or `text`. */
  bodyLanguage: string;
}

const BLANK_LINE = /\r?\n\r?\n/;
const CONTENT_TYPE = /^content-type[ \t]*:[ \t]*([^\s;]+)/im;

/** The parts of `code`, or `undefined` when it has no body after a blank line. */
export function splitHttpMessage(code: string): HttpMessage | undefined {
  const blank = BLANK_LINE.exec(code);
  if (!blank || blank.index === 0) return undefined;
  const head = code.slice(0, blank.index);
  const body = code.slice(blank.index + blank[0].length);
  if (body === '') return undefined;
  const mediaType = CONTENT_TYPE.exec(head)?.[1];
  return { head, separator: blank[0], body, bodyLanguage: mediaType ? languageOfMediaType(mediaType) : languageOfBody(body) };
}

/** `application/json`, `application/problem+json`, `application/vnd.example.v1+json` → `json`; and so on. */
export function languageOfMediaType(mediaType: string): string {
  const type = mediaType.toLowerCase();
  if (/[/+]json$/.test(type)) return 'json';
  if (/[/+]xml$/.test(type) || type === 'text/html') return 'xml';
  if (/[/+](x-)?yaml$/.test(type)) return 'yaml';
  if (type === 'text/css') return 'css';
  if (/[/+](x-)?javascript$/.test(type)) return 'javascript';
  return 'text';
}

function languageOfBody(body: string): string {
  const first = body.trimStart()[0];
  if (first === '{' || first === '[') return 'json';
  if (first === '<') return 'xml';
  return 'text';
}
