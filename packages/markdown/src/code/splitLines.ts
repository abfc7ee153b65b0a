import type { Element, ElementContent } from 'hast';

/**
 * Splits highlighted tokens into one `span.line` per line. A token that spans lines (a block comment,
 * a multi-line string) is closed at each line end and opened again on the next line, so every line is a
 * self-contained element the theme can number or highlight. A token within one line is placed in its
 * line as it is, not copied (most tokens are; the tokens given are never changed).
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
        if (!node.value.includes('\n')) {
          if (node.value !== '') open.at(-1)!.children.push(node);
          continue;
        }
        node.value.split('\n').forEach((part, index) => {
          if (index > 0) startLine();
          if (part !== '') open.at(-1)!.children.push({ type: 'text', value: part });
        });
      } else if (node.type === 'element') {
        if (withinLine(node)) {
          open.at(-1)!.children.push(node);
          continue;
        }
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

/** Whether a token can stand in a line as it is: no line break in it, no empty text or token inside. */
function withinLine(element: Element): boolean {
  if (element.children.length === 0) return false;
  for (const child of element.children) {
    if (child.type === 'text' ? child.value === '' || child.value.includes('\n') : child.type !== 'element' || !withinLine(child)) return false;
  }
  return true;
}

function span(className: string[]): Element {
  return { type: 'element', tagName: 'span', properties: { className }, children: [] };
}

/** Removes tokens left empty where a token ended right at a line break. */
function dropEmpty(element: Element): void {
  let empty = false;
  for (const child of element.children) {
    if (child.type !== 'element') continue;
    dropEmpty(child);
    if (child.children.length === 0) empty = true;
  }
  if (empty) element.children = element.children.filter((child) => child.type !== 'element' || child.children.length > 0);
}
