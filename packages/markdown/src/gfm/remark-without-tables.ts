import { withoutConstruct } from './nestedExtensions.js';

/**
 * Leaves GFM's tables out of the parser. The table construct is tried at the start of every line of every
 * block (it is filed under no character) and reads the line to its end before it fails; on a page of
 * short paragraphs that was a tenth of the parse. A failed try changes nothing the parser makes, so a text
 * that cannot hold a table (`mayHoldTable`) parses to the same tree without it.
 */
export const remarkWithoutTables = withoutConstruct('flow', 'table');

/**
 * Whether `text` may hold a GFM table: a table's delimiter row holds a `|`, or, in a table of one column
 * without pipes, a `:` next to its dashes (`:--`, `--:`).
 */
export function mayHoldTable(text: string): boolean {
  return text.includes('|') || text.includes(':-') || text.includes('-:');
}
