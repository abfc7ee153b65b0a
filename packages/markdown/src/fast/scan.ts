/** Thrown (and caught in `fastParse`) wherever the scanner is not sure: the text goes to micromark. */
export const BAIL = Symbol('bail');

export function bail(): never {
  throw BAIL;
}

/** A piece of running text: from `start` to `end` (offsets) on line `line`. */
export interface Segment {
  line: number;
  start: number;
  end: number;
}

export const SPACE = 32;
export const NEWLINE = 10;
export const BACKSLASH = 92;
export const BACKTICK = 96;
export const STAR = 42;
export const UNDERSCORE = 95;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;
export const BANG = 33;
export const OPEN_PAREN = 40;
export const CLOSE_PAREN = 41;
export const COLON = 58;
export const PIPE = 124;
export const HASH = 35;
export const DASH = 45;
export const PLUS = 43;
export const TILDE = 126;

