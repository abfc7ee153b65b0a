import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { flatString, type MarkupPiece, type MarkupSlots, type PagePiece, type ServerMarkup, type SiteData } from '@laguna-docs/shared';
import { escapeLikeReact, unescapeLikeReact } from './escape.js';

/** A piece as written once: its markup split at its slots, and each slot's value as the theme gave it. */
interface WrittenPiece {
  piece: MarkupPiece;
  /** The markup split at its slots' attributes: `[markup, name, markup, …, markup]`. */
  parts: readonly string[];
  /** The value of each slot (see `ServerMarkup.slot`), read back from React's escaping. */
  slotValues: readonly string[];
}

/** The `ServerMarkup` of a locale of a build, and the pieces it handed out for the document being rendered. */
interface PieceWriter {
  markup: ServerMarkup;
  handedOut: PagePiece[];
}

const writersBySite = new WeakMap<SiteData, PieceWriter>();

/** The `ServerMarkup` of a locale of a build (a `SiteData` is made per build and locale). */
export function pieceWriter(site: SiteData): PieceWriter {
  let writer = writersBySite.get(site);
  if (writer) return writer;
  const known = new Map<string, WrittenPiece>();
  // A piece written inside another is part of that one's markup: only the outermost are the page's pieces.
  let depth = 0;
  const markup = (key: string, element: ReactElement, slots?: MarkupSlots): string => {
    let written = known.get(key);
    if (written === undefined) {
      depth++;
      try {
        written = splitAtSlots(flatString(renderToString(element)));
      } finally {
        depth--;
      }
      known.set(key, written);
    }
    const html = slots ? filled(written, slots) : written.piece.markup;
    if (depth === 0) made.handedOut.push({ piece: written.piece, markup: html });
    return html;
  };
  const made: PieceWriter = { markup: Object.assign(markup, { slot: (value: string) => `${SLOT}${value}` }), handedOut: [] };
  writersBySite.set(site, (writer = made));
  return writer;
}

/**
 * The pieces of `ServerMarkup` handed out while the latest document of `site` was rendered, outermost
 * ones alone, in the order handed out (see `MarkupPiece`): the link check reads each once, not on every page.
 */
export function handedOutPieces(site: SiteData): readonly PagePiece[] {
  return writersBySite.get(site)?.handedOut ?? [];
}

/** What starts a slot's value: a character React writes as it is, and no markup holds in an attribute. */
const SLOT = '\u0001';
/** A slot's attribute as React writes it: ` name="␁value"`, the value escaped as any attribute's. */
const SLOT_ATTRIBUTE = new RegExp(` ([^\\s"'>/=]+)="${SLOT}([^"]*)"`);

function splitAtSlots(markup: string): WrittenPiece {
  if (!markup.includes(SLOT)) return { piece: { markup, slots: [] }, parts: [markup], slotValues: [] };
  // [markup, name, slot, markup, name, slot, …, markup]
  const split = markup.split(SLOT_ATTRIBUTE);
  const parts: string[] = [];
  const slotValues: string[] = [];
  for (let index = 0; index < split.length; index += 3) {
    parts.push(split[index]!);
    if (index + 1 < split.length) {
      parts.push(split[index + 1]!);
      slotValues.push(unescapeLikeReact(split[index + 2]!));
    }
  }
  const names = [...new Set(parts.filter((_part, index) => index % 2 === 1))];
  return { piece: { markup, slots: names }, parts, slotValues };
}

/** The piece with each slot's attribute written with its value on this page, or left out. */
function filled({ parts, slotValues }: WrittenPiece, values: MarkupSlots): string {
  let html = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!;
    const value = values(name, slotValues[(index - 1) / 2]!);
    html += (value === undefined ? '' : ` ${name}="${escapeLikeReact(value)}"`) + parts[index + 1]!;
  }
  return html;
}
