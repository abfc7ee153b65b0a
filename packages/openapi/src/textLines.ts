import type { ApiText } from '@laguna-docs/shared';

/** The line in the spec file of the character at `offset` in a text (see `ApiText.lines`). */
export function apiTextLine(text: Pick<ApiText, 'line' | 'lines' | 'markdown'>, offset: number): number | undefined {
  if (text.line === undefined) return undefined;
  let breaks = 0;
  if (text.lines) {
    for (const start of text.lines) if (start <= offset) breaks++;
  } else {
    for (let index = text.markdown.indexOf('\n'); index !== -1 && index < offset; index = text.markdown.indexOf('\n', index + 1)) breaks++;
  }
  return text.line + breaks;
}
