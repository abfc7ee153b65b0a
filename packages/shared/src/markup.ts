/**
 * `text` as one flat string, for markup that is kept and put into many pages. V8 keeps a string built
 * piece by piece (`html += piece`, as React's server renderer builds its output) as a tree of its pieces;
 * a page made with such a string holds the tree, and writing the page out walks all of it again, on every
 * page that shows the markup. Flattened once when it is kept, the markup is copied as one piece instead.
 */
export function flatString(text: string): string {
  // A regular expression runs over flat text only: matching one makes V8 flatten the tree in place.
  FLATTEN.test(text);
  return text;
}

const FLATTEN = /^/;

/**
 * `text` without the byte-order mark some editors write at the start of a file, which would otherwise make
 * a file's front matter page text and its JSON unreadable. Every input file's text passes it as read.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * `text` escaped for XML (an SVG, a feed), without the characters XML cannot hold, not even as a
 * reference: control characters but tab and line breaks, U+FFFE, U+FFFF and lone surrogates. A title from
 * a heading or a post's body may hold them (front matter's check does not see those), and a reader refuses
 * the whole document for one; they are dropped, as no reader could show them.
 */
export function xmlText(text: string): string {
  return withoutXmlInvalid(text).replace(/[&<>"']/g, (char) => `&${XML_ENTITIES[char]};`);
}

/** `text` without the characters XML cannot hold (see `xmlText`), for a CDATA section or a JSON feed's HTML. */
export function withoutXmlInvalid(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '');
}

const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
