/** Text safe between HTML tags. */
export function escapeHtml(value: string): string {
  // Most values (a page's head has a dozen) have nothing to escape: one test instead of three replacements.
  if (!/[&<>]/.test(value)) return value;
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttr(value: string): string {
  if (!/[&<>"]/.test(value)) return value;
  return escapeHtml(value).replace(/"/g, '&quot;');
}

/** JSON that is safe inside `<script>`: no `</script>`, no HTML comments, no line separators. */
export function escapeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** React's escaping of text and attribute values (`escapeTextForBrowser`), which content must match byte for byte. */
const REACT_ESCAPES: Readonly<Record<string, string>> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
export function escapeLikeReact(value: string): string {
  return /["&'<>]/.test(value) ? value.replace(/["&'<>]/g, (character) => REACT_ESCAPES[character]!) : value;
}

const REACT_UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(REACT_ESCAPES).map(([character, entity]) => [entity, character]));

/** A value as `escapeLikeReact` wrote it, read back. */
export function unescapeLikeReact(value: string): string {
  return value.includes('&') ? value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => REACT_UNESCAPES[entity]!) : value;
}
