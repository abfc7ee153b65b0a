import type { MarkupPiece, PagePiece, StringPool } from '@laguna-docs/shared';
import { collector, SCANNED_ATTRIBUTES, type ScannedPage } from './collectLinks.js';
import { readMarkup } from './openTags.js';

/** A piece's ids and links in document order, read once, with the pool its strings are from. */
interface PieceScan {
  strings: StringPool;
  ids: readonly string[];
  links: readonly string[];
}

/**
 * Below this length a piece is read in place: finding it costs about what reading it does.
 */
const SMALLEST_PIECE = 200;

/**
 * A piece is looked for this many times its length from where the page's markup was last read, and read
 * in place when it stands further on: searching text costs a few times less than reading as much markup
 * (on the synthetic site's pages, a sidebar's list of 8,000 characters is read in 15–45 µs and found
 * 5,700 characters on in 3 µs, while a 300-character footer after the content takes 5–20 µs to find and
 * 1 µs to read), so a piece is only looked for where finding it cannot cost more than it saves.
 */
const SEARCH_SPAN = 8;

// `null`: a piece that is read in place (too small, unsure, cut, or with a slot in an attribute the scan reads).
const scansByPiece = new WeakMap<MarkupPiece, PieceScan | null>();

/**
 * `scanHtml` of a page that holds pieces of markup shared with other pages (see `PagePiece`): each piece
 * is read once, for every page, and a page's own markup is read around it. `undefined` when the fast
 * reader is unsure of the page or no piece is found in it (the caller then reads the page whole). The
 * ids and links are those of reading the page whole, in the same order: a piece's copy on the page
 * differs from the piece only in its slots, attributes the scan does not read, and is only used where the
 * markup before it ends between tags, so that it is read there as the piece is read on its own.
 */
export function scanAroundPieces(html: string, strings: StringPool, pieces: readonly PagePiece[]): ScannedPage | undefined {
  const { page, onOpenTag } = collector(html.length, strings);
  let at = 0;
  for (const { piece, markup } of pieces) {
    const scan = pieceScan(piece, strings);
    if (!scan) continue;
    const found = html.slice(at, at + SEARCH_SPAN * markup.length).indexOf(markup);
    if (found === -1) continue;
    const start = at + found;
    if (readMarkup(html.slice(at, start), SCANNED_ATTRIBUTES, onOpenTag) !== 'whole') return undefined;
    for (const id of scan.ids) page.ids.add(id);
    for (const link of scan.links) page.links.push(link);
    at = start + markup.length;
  }
  // Without a piece found, the page is read whole as it would be anyway.
  if (at === 0) return undefined;
  return readMarkup(html.slice(at), SCANNED_ATTRIBUTES, onOpenTag) === 'unsure' ? undefined : page;
}

function pieceScan(piece: MarkupPiece, strings: StringPool): PieceScan | null {
  let scan = scansByPiece.get(piece);
  if (scan === undefined || (scan !== null && scan.strings !== strings)) {
    scan = readPiece(piece, strings);
    scansByPiece.set(piece, scan);
  }
  return scan;
}

function readPiece(piece: MarkupPiece, strings: StringPool): PieceScan | null {
  if (piece.markup.length < SMALLEST_PIECE || piece.slots.some((name) => SCANNED_ATTRIBUTES.has(name.toLowerCase()))) return null;
  const { page, onOpenTag } = collector(piece.markup.length, strings);
  if (readMarkup(piece.markup, SCANNED_ATTRIBUTES, onOpenTag) !== 'whole') return null;
  return { strings, ids: [...page.ids], links: page.links };
}
