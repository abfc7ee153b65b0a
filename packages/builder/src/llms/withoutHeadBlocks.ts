/**
 * A markdown page's text without its `<head>` blocks (see the README's "Raw HTML"): they are the page's
 * head tags, not its content, so its markdown copy leaves them out as its HTML does. A block starts at a
 * line of the page's top level that opens with `<head>` and ends at the line with `</head>`; HTML after
 * `</head>` on that line stays. Lines inside fenced code (an example of a `<head>` block) stay as written.
 */
export function withoutHeadBlocks(markdown: string): string {
  if (!/<head\s*>/i.test(markdown)) return markdown;
  const lines = markdown.split('\n');
  const kept: string[] = [];
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      kept.push(line);
      continue;
    }
    if (marker) fence = marker;
    if (marker || !HEAD_OPEN.test(line)) {
      kept.push(line);
      continue;
    }
    let last = index;
    while (last < lines.length && !HEAD_CLOSE.test(lines[last]!)) last++;
    // An unclosed block fails the build; should it reach here, it stays.
    if (last === lines.length) {
      kept.push(line);
      continue;
    }
    const close = HEAD_CLOSE.exec(lines[last]!)!;
    const rest = lines[last]!.slice(close.index + close[0].length).trim();
    if (rest !== '') kept.push(rest);
    else if (lines[last + 1]?.trim() === '' && (kept.length === 0 || kept.at(-1)!.trim() === '')) last++;
    index = last;
  }
  return kept.join('\n');
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEAD_OPEN = /^ {0,3}<head\s*>/i;
const HEAD_CLOSE = /<\/head\s*>/i;
