import type { Element, ElementContent } from 'hast';

/**
 * Splits highlighted tokens into one `span.line` per line. A token that spans lines (a block comment,
 * a multi-line string) is closed at each line end and opened again on the next line, so every line is a
 * self-contained element the theme can number or highlight.
 */
export function splitLines(tokens: readonly ElementContent[]): Element[] {
  const lines: Element[] = [];
  // The open elements on the current line: the line itself, then the tokens inside it.
  let open: Element[] = [];

  const startLine = () => {
    const line = span(['line']);
    lines.push(line);
    const reopened: Element[] = [line];
    for (const token of open.slice(1)) {
      const copy: Element = { ...token, properties: { ...token.properties }, children: [] };
      reopened.at(-1)!.children.push(copy);
      reopened.push(copy);
    }
    open = reopened;
  };

  const walk = (nodes: readonly ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((part, index) => {
          if (index > 0) startLine();
          if (part !== '') open.at(-1)!.children.push({ type: 'text', value: part });
        });
      } else if (node.type === 'element') {
        const copy: Element = { type: 'element', tagName: node.tagName, properties: { ...node.properties }, children: [] };
        open.at(-1)!.children.push(copy);
        open.push(copy);
        walk(node.children);
        open.pop();
      }
    }
  };

  startLine();
  walk(tokens);
  for (const line of lines) dropEmpty(line);
  return lines;
}

function span(className: string[]): Element {
  return { type: 'element', tagName: 'span', properties: { className }, children: [] };
}

/** Removes tokens left empty where a token ended right at a line break. */
function dropEmpty(element: Element): void {
  element.children = element.children.filter((child) => {
    if (child.type !== 'element') return true;
    dropEmpty(child);
    return child.children.length > 0;
  });
}
