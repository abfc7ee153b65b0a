/**
 * For each line of markdown, whether it is text (outside fenced code blocks), fence lines counted as
 * code: an `import` in a code block is not one of the page's.
 */
export function textLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return false;
    }
    if (marker) fence = marker;
    return !marker;
  });
}
