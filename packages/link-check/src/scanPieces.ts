import type { MarkupPiece, StringPool } from '@laguna-docs/shared';
import { collector, SCANNED_ATTRIBUTES, type ScannedPage } from './collectLinks.js';
import { readMarkup } from './openTags.js';

/** A piece's ids and links in document order, read once, with the pool its strings are from. */
interface PieceScan {
  strings: StringPool;
  ids: readonly string[];
  links: readonly string[];
}

/**
 * Below this length a piece is read in place: finding it costs about what reading it does. Measured on the
 * default theme's pages, whose pieces worth finding (a sidebar's list, the footer) are thousands of characters.
 */
const SMALLEST_PIECE = 200;

// `null`: a piece that is read in place (too small, unsure, cut, or with a slot in an attribute the scan reads).
const scansByPiece = new WeakMap<MarkupPiece, PieceScan | null>();

/**
 * `scanHtml` of a page that holds pieces of markup shared with other pages (see `MarkupPiece`): each piece
 * is read once, for every page, and a page's own markup is read around it. `undefined` when the fast
 * reader is unsure of the page or of where a piece begins (the caller then reads the page whole). The
 * ids and links are those of reading the page whole, in the same order: a piece is found in the page as
 * its parts, with nothing or one attribute the scan does not read at each slot, and is only used where
 * the markup before it ends between tags, so that the piece is read there as it is read on its own.
 */
export function scanAroundPieces(html: string, strings: StringPool, pieces: readonly MarkupPiece[]): ScannedPage | undefined {
  const { page, onOpenTag } = collector(html.length, strings);
  let at = 0;
  for (const piece of pieces) {
    const scan = pieceScan(piece, strings);
    if (!scan) continue;
    const found = findPiece(html, piece.parts, at);
    if (!found) continue;
    if (readMarkup(html.slice(at, found.start), SCANNED_ATTRIBUTES, onOpenTag) !== 'whole') return undefined;
    for (const id of scan.ids) page.ids.add(id);
    for (const link of scan.links) page.links.push(link);
    at = found.end;
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
  if (piece.markup.length < SMALLEST_PIECE || piece.parts[0] === '') return null;
  for (let index = 1; index < piece.parts.length; index += 2) {
    if (SCANNED_ATTRIBUTES.has(piece.parts[index]!.toLowerCase())) return null;
  }
  const { page, onOpenTag } = collector(piece.markup.length, strings);
  if (readMarkup(piece.markup, SCANNED_ATTRIBUTES, onOpenTag) !== 'whole') return null;
  return { strings, ids: [...page.ids], links: page.links };
}

/** Where `parts` (see `MarkupPiece`) first stand in `html` from `from` on. */
export function findPiece(html: string, parts: readonly string[], from: number): { start: number; end: number } | undefined {
  const first = parts[0]!;
  for (let start = html.indexOf(first, from); start !== -1; start = html.indexOf(first, start + 1)) {
    const end = partsEnd(html, parts, start + first.length);
    if (end !== -1) return { start, end };
  }
  return undefined;
}

/** The end of the parts after the first, which `html` holds from `at` on, or -1. */
function partsEnd(html: string, parts: readonly string[], at: number): number {
  for (let index = 1; index < parts.length; index += 2) {
    const next = parts[index + 1]!;
    // The slot's attribute left out, or written with a double-quoted value.
    if (html.startsWith(next, at)) {
      at += next.length;
      continue;
    }
    const attribute = ` ${parts[index]!}="`;
    if (!html.startsWith(attribute, at)) return -1;
    const close = html.indexOf('"', at + attribute.length);
    if (close === -1 || !html.startsWith(next, close + 1)) return -1;
    at = close + 1 + next.length;
  }
  return at;
}
