/**
 * Short plain labels from text written in a spec: an operation's `summary` may be markdown and as long as
 * a paragraph, but a page title, a breadcrumb or a sidebar entry needs one short line of plain text.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Inline markdown as the plain text a reader sees: `Get **one** [pet](/pets)` → `Get one pet`. */
export function plainInlineText(markdown: string): string {
  // Escaped punctuation is set aside first, so no rule below takes it for markup.
  return markdown
    .replace(/\\([!-/:-@[-`{-~])/g, (_, character: string) => String.fromCharCode(0xe000 + character.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(`+)([^`]*?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|\W)_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([^]*?\S)~~/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .replace(/[\ue000-\ue07f]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0xe000))
    .trim();
}

/** How long a title, breadcrumb or sidebar label made from a spec text may be, in characters. */
export const LABEL_MAX_LENGTH = 80;

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when something was cut (a
 * single word longer than that is cut inside it).
 */
export function shortenText(text: string, max = LABEL_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max * 0.5 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—(]+$/, '')}…`;
}
