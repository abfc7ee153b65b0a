/* Text helpers of the search index, shared by markdown and API pages. */

/** A string of page data as text: tags removed (drawings whole), entities decoded; most strings have neither. */
export function plainText(value: string): string {
  if (!value.includes('<') && !value.includes('&')) return value;
  return decodeEntities(value.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' '));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_whole, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[name] ?? '');
}

/** Whitespace runs made one space, ends trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
