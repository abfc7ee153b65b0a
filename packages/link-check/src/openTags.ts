/**
 * A fast reader of the start tags of an HTML page, for the link check's scan: one native pattern passes
 * over text and over the plain tags that hold none of the attributes asked for (`wanted`, lower case), most
 * of a page, and only the rest is read character by character, calling `onOpenTag` for each start tag
 * that has one of them.
 * It reads tags, attributes and entities the way htmlparser2 does (the parser linkinator uses) for the
 * markup laguna-docs writes; on anything it is not sure of (CDATA, processing instructions, an unusual
 * entity in a wanted value, a malformed end tag) it gives up and returns `false`, and the caller parses
 * the page with htmlparser2 instead. Tag and attribute names arrive in lower case, values decoded.
 */
export function readOpenTags(html: string, wanted: ReadonlySet<string>, onOpenTag: OpenTagHandler): boolean {
  return readMarkup(html, wanted, onOpenTag) !== 'unsure';
}

/**
 * How `readMarkup` ended: `whole` when the markup ended between a tag (or comment, or a raw-text element's
 * end tag) and the next, where text may follow; `cut` when it ended inside one, or on a `<` that the
 * next character could make a tag; `unsure` as `readOpenTags`'s `false`.
 */
export type MarkupEnd = 'whole' | 'cut' | 'unsure';

/**
 * `readOpenTags`, telling how the markup ended: a run of markup that ends `whole` and is read from such a
 * point (the page's start or another run's end) is read as it is inside the page around it.
 */
export function readMarkup(html: string, wanted: ReadonlySet<string>, onOpenTag: OpenTagHandler): MarkupEnd {
  const lengths = lengthsOf(wanted);
  const quiet = quietMarkup(wanted);
  const length = html.length;
  // A `<` last could start a tag with what follows the markup.
  const end = html.charCodeAt(length - 1) === LT ? 'cut' : 'whole';
  let at = html.indexOf('<');
  while (at !== -1 && at < length - 1) {
    // Pass over text and markup with nothing to report in one go; what stops the pattern is read below.
    quiet.lastIndex = at;
    if (quiet.test(html) && quiet.lastIndex > at) {
      at = html.indexOf('<', quiet.lastIndex);
      continue;
    }
    const next = html.charCodeAt(at + 1);
    if (next === SLASH) {
      // An end tag: skip to its `>`.
      if (!isAsciiAlpha(html.charCodeAt(at + 2))) return 'unsure';
      at = skipPast(html, '>', at + 2);
    } else if (next === BANG) {
      // As htmlparser2 reads it, `-->` may overlap the opening `<!--`: `<!-->` and `<!--->` are empty comments.
      if (html.startsWith('<!--', at)) at = skipPast(html, '-->', at + 2);
      else if (html.charCodeAt(at + 2) === BRACKET) return 'unsure';
      else at = skipPast(html, '>', at + 2);
    } else if (isAsciiAlpha(next)) {
      const tagEnd = readTag(html, at + 1, wanted, lengths, onOpenTag);
      if (tagEnd === UNSURE) return 'unsure';
      if (tagEnd === -1) return 'cut';
      at = rawTextName === undefined ? tagEnd : skipRawText(html, rawTextName, tagEnd);
    } else if (next === QUESTION) {
      return 'unsure';
    } else {
      // A `<` that starts no tag is text.
      at += 1;
    }
    if (at === -1) return 'cut';
    at = html.indexOf('<', at);
  }
  return end;
}

/** Receives a start tag's name and its wanted attributes. */
export type OpenTagHandler = (tag: string, attributes: Record<string, string>) => void;

const LT = 0x3c;
const SLASH = 0x2f;
const BANG = 0x21;
const BRACKET = 0x5b;
const QUESTION = 0x3f;
const GT = 0x3e;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** Elements whose content is text up to their end tag, as htmlparser2 treats them. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

function isAsciiAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}

function isEndOfTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWhitespace(c);
}

/** The index after the next `needle` from `from`, or -1 when the page ends first. */
function skipPast(html: string, needle: string, from: number): number {
  const found = html.indexOf(needle, from);
  return found === -1 ? -1 : found + needle.length;
}

/** `readTag`'s answer when a wanted value holds an entity it cannot decode with certainty. */
const UNSURE = -2;
/** Set by `readTag`: the name of the raw-text element (`script`, …) it just read, whose text comes next. */
let rawTextName: string | undefined;

/**
 * Reads a start tag whose name begins at `from` and returns the index after it: -1 when the page ends
 * inside it (htmlparser2 does not report such a tag either), `UNSURE` when a wanted value holds an entity
 * it cannot decode with certainty. Its name is only sliced out when it is needed.
 */
function readTag(html: string, from: number, wanted: ReadonlySet<string>, lengths: ReadonlySet<number>, onOpenTag: OpenTagHandler): number {
  const length = html.length;
  let i = from;
  while (i < length && !isEndOfTagSection(html.charCodeAt(i))) i++;
  const nameEnd = i;
  rawTextName = undefined;
  let attributes: Record<string, string> | undefined;
  // Whether a `/` came last before `>` (`<br/>`, `<script />`): such a tag has no content.
  let selfClosing = false;
  for (;;) {
    while (i < length) {
      const c = html.charCodeAt(i);
      if (c === SLASH) selfClosing = true;
      else if (!isWhitespace(c)) break;
      i++;
    }
    if (i >= length) return -1;
    if (html.charCodeAt(i) === GT) break;
    selfClosing = false;
    // The first character belongs to the name even when it is `=`, as in htmlparser2.
    const nameStart = i++;
    while (i < length && html.charCodeAt(i) !== EQUALS && !isEndOfTagSection(html.charCodeAt(i))) i++;
    // Names of other lengths cannot be wanted: most attributes (`class`, `aria-*`) are passed over unread.
    const attribute = lengths.has(i - nameStart) ? html.slice(nameStart, i).toLowerCase() : undefined;
    const keep = attribute !== undefined && wanted.has(attribute) && !(attributes !== undefined && Object.prototype.hasOwnProperty.call(attributes, attribute));
    while (i < length && isWhitespace(html.charCodeAt(i))) i++;
    let value = '';
    if (html.charCodeAt(i) === EQUALS) {
      i++;
      while (i < length && isWhitespace(html.charCodeAt(i))) i++;
      const quote = html.charCodeAt(i);
      let start: number;
      let stop: number;
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
        stop = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1);
        if (stop === -1) return -1;
        start = i + 1;
        i = stop + 1;
      } else {
        start = i;
        while (i < length && !isWhitespace(html.charCodeAt(i)) && html.charCodeAt(i) !== GT) i++;
        stop = i;
      }
      if (keep) {
        value = html.slice(start, stop);
        if (value.includes('&')) {
          const decoded = decodeAttribute(value);
          if (decoded === undefined) return UNSURE;
          value = decoded;
        }
      }
    }
    // The first of two attributes with one name counts.
    if (keep) (attributes ??= {})[attribute] = value;
  }
  // Only names starting with s, t or x can be raw-text elements.
  const first = html.charCodeAt(from) | 0x20;
  const rawText = !selfClosing && (first === 0x73 || first === 0x74 || first === 0x78);
  if (attributes !== undefined || rawText) {
    const name = html.slice(from, nameEnd).toLowerCase();
    if (attributes !== undefined) onOpenTag(name, attributes);
    if (rawText && RAW_TEXT.has(name)) rawTextName = name;
  }
  return i + 1;
}

const lengthsByWanted = new WeakMap<ReadonlySet<string>, ReadonlySet<number>>();

/** The lengths of the `wanted` names, made once for each set. */
function lengthsOf(wanted: ReadonlySet<string>): ReadonlySet<number> {
  let lengths = lengthsByWanted.get(wanted);
  if (!lengths) lengthsByWanted.set(wanted, (lengths = new Set([...wanted].map((name) => name.length))));
  return lengths;
}

const WHITESPACE = '[ \\n\\t\\f\\r]';
const quietPatterns = new WeakMap<ReadonlySet<string>, RegExp>();

/**
 * A sticky pattern over a run of markup in which a reader finds nothing to report: text, end tags,
 * comments, doctypes, a `<` that starts no tag, and start tags written the plain way React writes them
 * (attributes separated by whitespace, values double-quoted right after `=`) with none of the `wanted`
 * attribute names. It reads each of these exactly as `readOpenTags` would; anything else (a wanted or
 * unusual attribute, a raw-text element, a tag it cannot end) stops it, and is read character by character.
 * The run is bounded so the pattern's backtracking stack stays small on any page.
 */
function quietMarkup(wanted: ReadonlySet<string>): RegExp {
  let pattern = quietPatterns.get(wanted);
  if (pattern) return pattern;
  const names = [...wanted].map(anyCase).join('|');
  const raw = [...RAW_TEXT].map(anyCase).join('|');
  const nameEnd = '[ \\n\\t\\f\\r/>]';
  const plainTag =
    `<(?!(?:${raw})${nameEnd})[a-zA-Z][^ \\n\\t\\f\\r/>]*` +
    `(?:${WHITESPACE}+(?!(?:${names})[ \\n\\t\\f\\r/>=])[^ \\n\\t\\f\\r/>"'=]+(?:="[^"]*")?)*${WHITESPACE}*/?>`;
  // A span with only a class comes first: highlighted code is made of little else, and most of a page's tags are in it.
  const classSpan = wanted.has('class') ? [] : ['<span class="[^"]*">'];
  const token = ['[^<]+', '</[a-zA-Z][^>]*>', ...classSpan, '<!--(?:>|->|[\\s\\S]*?-->)', '<!(?!--|\\[)[^>]*>', '<(?![a-zA-Z/!?])', plainTag].join('|');
  // Letter case is spelled out in the pattern: the `i` flag makes V8 compare every character case-folded.
  pattern = new RegExp(`(?:${token}){0,1024}`, 'y');
  quietPatterns.set(wanted, pattern);
  return pattern;
}

/** A pattern matching `text` in any letter case: `id` → `[iI][dD]`. */
function anyCase(text: string): string {
  return [...text].map((character) => (/[a-z]/i.test(character) ? `[${character.toLowerCase()}${character.toUpperCase()}]` : escapeRegExp(character))).join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The index of the end tag of a raw-text element (`</script` then whitespace or `>`), or -1. */
function skipRawText(html: string, name: string, from: number): number {
  let at = from;
  for (;;) {
    const found = indexOfEndTag(html, name, at);
    if (found === -1) return -1;
    const after = html.charCodeAt(found + 2 + name.length);
    if (after === GT || isWhitespace(after)) return found;
    at = found + 2;
  }
}

/** The next `</name` at or after `from`, in any letter case. */
function indexOfEndTag(html: string, name: string, from: number): number {
  let at = from;
  for (;;) {
    at = html.indexOf('</', at);
    if (at === -1) return -1;
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
    at += 2;
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the entities laguna-docs's markup uses in attribute values (React writes `&amp; &lt; &gt;
 * &quot; &#x27;`), or `undefined` for any other, which only the full parser decodes with certainty.
 */
export function decodeAttribute(value: string): string | undefined {
  let sure = true;
  const decoded = value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*)?(;?)/g, (whole, body: string | undefined, semicolon: string) => {
    if (body === undefined) return whole;
    if (semicolon !== ';') {
      sure = false;
      return whole;
    }
    if (body.charCodeAt(0) !== 0x23) {
      const named = NAMED[body];
      if (named === undefined) sure = false;
      return named ?? whole;
    }
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // Control characters, surrogates and out-of-range numbers are remapped by the HTML rules; leave those to the parser.
    if (!(code >= 0x20 && code < 0x7f) && !(code >= 0xa0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff))) {
      sure = false;
      return whole;
    }
    return String.fromCodePoint(code);
  });
  return sure ? decoded : undefined;
}
