/* Text helpers of the search index, shared by markdown and API pages. */

/** A string of page data as text: tags removed (drawings whole), entities decoded; most strings have neither. */
export function plainText(value: string): string {
  if (!value.includes('<') && !value.includes('&')) return value;
  return decodeEntities(value.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' '));
}

/** `&amp;` and the other entities our HTML uses, as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|nbsp|#\d+|#x[0-9a-fA-F]+);/g, (_whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }[name] ?? '';
  });
}

/** Whitespace runs made one space, ends trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
