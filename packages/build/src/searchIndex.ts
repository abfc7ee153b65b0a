import type { Element, Root, RootContent } from 'hast';
import type { SearchDocument } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';

/** How much of a page's text the index keeps: enough for snippets and recall, small enough to ship. */
export const SEARCH_TEXT_LIMIT = 3000;

const SKIPPED_ELEMENTS = new Set(['svg', 'script', 'style', 'template']);
const BLOCK = /^(p|h[1-6]|li|tr|td|th|pre|blockquote|div|section|aside|admonition|code-block|dt|dd|figcaption)$/;
/** Keys of page data whose values are addresses or identifiers, not text a reader searches for. */
const NOT_TEXT = new Set(['href', 'route', 'id', 'pointer', 'file', 'anchor', 'locale', 'kind', 'type', 'variant', 'icon', 'renderer']);

/** The search entry of a page, or `undefined` for pages that are not searched (the 404 page). */
export function searchDocument(entry: SitePage): SearchDocument | undefined {
  const { page, content } = entry;
  if (page.kind === 'notFound') return undefined;
  const text = new ClippedText();
  if (page.description) text.add(page.description);
  if (content.type === 'markdown') text.add(hastText(content.hast));
  else collectInto(content, text);
  return {
    r: page.route,
    t: page.title,
    s: page.breadcrumbs.map((crumb) => crumb.label).join(' › '),
    h: page.toc.map((entry) => [entry.id, entry.text]),
    x: text.clipped(),
  };
}

/**
 * Text gathered piece by piece, whitespace collapsed, that says when it has all it needs: its first
 * `SEARCH_TEXT_LIMIT + 1` characters decide the clip, so the rest of a page (an API page's samples and
 * schemas, hundreds of kilobytes) is never stripped of tags and decoded. `clipped()` is `clip` of all
 * pieces joined with spaces.
 */
/** Characters of a piece collapsed at a time: collapsing only shortens text, so a clip never needs more at once. */
const PIECE_CHUNK = SEARCH_TEXT_LIMIT + 2;

class ClippedText {
  // Kept as parts, not one growing string: asking a string built by `+=` how it ends flattens it each time.
  readonly #parts: string[] = [];
  #length = 0;
  #endsInSpace = false;

  get full(): boolean {
    return this.#length > SEARCH_TEXT_LIMIT + 1;
  }

  add(piece: string): void {
    if (this.full) return;
    this.#append(' ');
    // A piece can be long (an API page's code, as text): only the part the clip can still use is collapsed.
    for (let start = 0; start < piece.length && !this.full; start += PIECE_CHUNK) this.#append(piece.slice(start, start + PIECE_CHUNK));
  }

  /** Collapsed on its own, a part joins text that is already collapsed: only the seam needs care. */
  #append(part: string): void {
    let cleaned = part.replace(/\s+/g, ' ');
    if (cleaned.startsWith(' ') && (this.#length === 0 || this.#endsInSpace)) cleaned = cleaned.slice(1);
    if (cleaned === '') return;
    this.#parts.push(cleaned);
    this.#length += cleaned.length;
    this.#endsInSpace = cleaned.endsWith(' ');
  }

  clipped(): string {
    return clip(this.#parts.join(''));
  }
}

/** Plain text of a hast tree, with a space at every block boundary; SVG drawings and scripts left out. */
export function hastText(tree: Root): string {
  const parts: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element' || node.type === 'root') {
      if (node.type === 'element' && SKIPPED_ELEMENTS.has((node as Element).tagName)) return;
      for (const child of node.children) walk(child);
      if (node.type === 'element' && BLOCK.test(node.tagName)) parts.push(' ');
    }
  };
  walk(tree);
  return parts.join('');
}

/** Every string in non-markdown page data (API operations, category cards, the home page), tags removed. */
export function collectText(value: unknown): string {
  const parts: string[] = [];
  walkText(value, (text) => parts.push(text), () => false);
  return parts.join(' ');
}

/** `collectText` into a `ClippedText`, stopping once it is full. */
function collectInto(value: unknown, text: ClippedText): void {
  walkText(value, (piece) => text.add(piece), () => text.full);
}

/** Each string of page data in order, tags removed and entities decoded, until `done()`. */
function walkText(value: unknown, emit: (text: string) => void, done: () => boolean): void {
  const walk = (item: unknown, key?: string) => {
    if ((key && NOT_TEXT.has(key)) || done()) return;
    if (typeof item === 'string') emit(plainText(item));
    else if (Array.isArray(item)) for (const child of item) walk(child);
    else if (item && typeof item === 'object') for (const childKey in item) walk((item as Record<string, unknown>)[childKey], childKey);
  };
  walk(value);
}

/** A string of page data as text: tags removed (drawings whole), entities decoded; most strings have neither. */
function plainText(value: string): string {
  if (!value.includes('<') && !value.includes('&')) return value;
  return decodeEntities(value.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' '));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_whole, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[name] ?? '');
}

/** `text`, already collapsed to single spaces, cut to `SEARCH_TEXT_LIMIT` characters at a word where it can. */
function clip(text: string): string {
  const clean = text.trim();
  if (clean.length <= SEARCH_TEXT_LIMIT) return clean;
  const cut = clean.lastIndexOf(' ', SEARCH_TEXT_LIMIT);
  return clean.slice(0, cut > SEARCH_TEXT_LIMIT * 0.8 ? cut : SEARCH_TEXT_LIMIT);
}
