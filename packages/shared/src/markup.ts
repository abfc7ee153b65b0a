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
