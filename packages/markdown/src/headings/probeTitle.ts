/**
 * The title a page's markdown gives itself (the text of a leading `# heading`, see `remarkTitle`), read
 * without parsing when the text says it plainly, so a build can lay out sidebars and pagination before it
 * parses any page. `{ title: undefined }` means the markdown has no title for certain; `undefined` means
 * the probe cannot tell without parsing (inline markup, an entity, a setext heading), and the caller
 * should take the title from `parseMarkdown`.
 */
export function probeTitle(markdown: string): { title: string | undefined } | undefined {
  // Read a line at a time: only the first lines matter, and a page may be a megabyte long.
  const lines = linesOf(markdown);
  let line = lines.next();
  while (line !== undefined && BLANK.test(line)) line = lines.next();
  if (line === undefined) return { title: undefined };
  if (line.charCodeAt(0) === 0xfeff) return undefined;
  const atx = ATX.exec(line);
  if (atx) {
    // A page starting with a deeper heading has no title.
    if (atx[1] !== '#') return { title: undefined };
    const text = (atx[2] ?? '').replace(CLOSING_SEQUENCE, '').replace(CUSTOM_ID, '').trim();
    // Markup, entities, escapes and directives change what the text reads; an empty title is left to the parser too.
    return text !== '' && PLAIN.test(text) ? { title: text } : undefined;
  }
  // A `<head>` block may come before the title (see `remarkTitle`).
  if (/^ {0,3}#/.test(line) || HEAD_OPEN.test(line)) return undefined;
  // A paragraph underlined with `===` is a level-1 heading too.
  for (let next = lines.next(); next !== undefined && !BLANK.test(next); next = lines.next()) {
    if (SETEXT.test(next)) return undefined;
  }
  return { title: undefined };
}

/** The lines of `text` one after another, as `text.split(/\r?\n/)` gives them; `undefined` after the last. */
function linesOf(text: string): { next(): string | undefined } {
  let at = 0;
  return {
    next() {
      if (at > text.length) return undefined;
      const end = text.indexOf('\n', at);
      const stop = end === -1 ? text.length : end;
      const line = text.slice(at, stop > at && text.charCodeAt(stop - 1) === 0x0d && end !== -1 ? stop - 1 : stop);
      at = stop + 1;
      return line;
    },
  };
}

const BLANK = /^[ \t]*$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const CLOSING_SEQUENCE = /(?:^|[ \t]+)#+$/;
const CUSTOM_ID = /\s*\{#[\w-]+\}\s*$/;
const HEAD_OPEN = /^\s*<head\s*>/i;
const SETEXT = /^ {0,3}=+[ \t]*$/;
const PLAIN = /^[^\\`*_[\]<>&!{}~|#:]*$/;

/** A whole `import Name from '…'` statement on one line, as `.mdx` pages start. */
const IMPORT_LINE = /^import\s+[\w$]+\s+from\s+(['"])[^'"\n]+\1;?[ \t]*$/;

/**
 * `probeTitle` for an `.mdx` page, whose title may follow its imports: the leading one-line imports are
 * passed by, then only a plain `# Title` is taken as sure. Anything else (an export, JSX, no heading) is
 * left to the parser, since an MDX page's title may come after code the probe does not read.
 */
export function probeMdxTitle(markdown: string): { title: string } | undefined {
  const lines = markdown.split(/\r?\n/);
  let first = 0;
  while (first < lines.length && (BLANK.test(lines[first]!) || IMPORT_LINE.test(lines[first]!))) first++;
  const probed = probeTitle(lines.slice(first).join('\n'));
  return probed?.title === undefined ? undefined : { title: probed.title };
}
