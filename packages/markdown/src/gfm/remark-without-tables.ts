import type { Processor } from 'unified';
import { mapNested, type Nested } from './nestedExtensions.js';

/** The part of a micromark syntax extension this plugin reads: constructs of blocks by character code. */
interface Extension {
  flow?: Record<string, Construct | Construct[]>;
}
interface Construct {
  name?: string;
}

/**
 * Leaves GFM's tables out of the parser. The table construct is tried at the start of every line of every
 * block (it is filed under no character) and reads the line to its end before it fails; on a page of
 * short paragraphs that was a tenth of the parse. A failed try changes nothing the parser makes, so a text
 * that cannot hold a table (`mayHoldTable`) parses to the same tree without it.
 */
export function remarkWithoutTables(this: Processor) {
  const data = this.data() as { micromarkExtensions?: Nested<Extension> };
  if (data.micromarkExtensions) data.micromarkExtensions = mapNested(data.micromarkExtensions, withoutTable);
}

function withoutTable(extension: Extension): Extension {
  if (!extension.flow) return extension;
  const flow: Record<string, Construct[]> = {};
  for (const [code, constructs] of Object.entries(extension.flow)) {
    const kept = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => construct.name !== 'table');
    if (kept.length > 0) flow[code] = kept;
  }
  return { ...extension, flow };
}

/**
 * Whether `text` may hold a GFM table: a table's delimiter row holds a `|`, or, in a table of one column
 * without pipes, a `:` next to its dashes (`:--`, `--:`).
 */
export function mayHoldTable(text: string): boolean {
  return text.includes('|') || text.includes(':-') || text.includes('-:');
}
