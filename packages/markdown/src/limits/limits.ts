/**
 * How much structure one page may have. The markdown and HTML parsers and the tree utilities after them
 * recurse once per level of nesting and some of their steps grow with the square of a paragraph's markers,
 * so past these a page could take minutes or overflow the stack. No page written by hand comes near them;
 * past them the page is an error at its line (see `LimitError`).
 */
export const MARKDOWN_LIMITS = {
  /** Levels of blockquotes, lists, emphasis and links inside one another. */
  nesting: 100,
  /** Levels of raw HTML elements inside one another. */
  htmlNesting: 100,
  /** Emphasis, code, strikethrough, link and autolink markers (`*`, `_`, `` ` ``, `~`, `[`, `]`, `!`, `<`) in one paragraph. */
  inlineMarkers: 2_000,
  /** Link reference definitions (`[name]: https://…`) in one file. */
  definitions: 2_000,
} as const;

/** A page over one of the limits: becomes an error diagnostic at `line` (counted from the body's start). */
export class LimitError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'LimitError';
  }
}

export const SIMPLIFY_HINT = `laguna-docs reads at most ${MARKDOWN_LIMITS.nesting} levels of nesting; flatten the structure or split the page`;
