import type { Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * The phrasing content that stands for the opening of a directive we do not handle, so that the reader
 * sees exactly what the author typed: `12:30` was parsed as the text directive `:30`, `note:thing` as
 * `:thing`. The name and any `{attributes}` come back as the source text; a `[label]` keeps its parsed
 * children, so markdown inside it still renders as it would have without directives.
 * For containers this is the first line only; their content stays as it is.
 */
export function restoredOpening(node: Directive, source: string): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [text(fallbackText(node))];
  const lineEnd = node.type === 'containerDirective' ? endOfLine(source, start, end) : end;
  const colons = /^:+/.exec(source.slice(start, lineEnd))?.[0] ?? ':';
  const nameEnd = start + colons.length + node.name.length;
  const label = labelChildren(node);
  if (source[nameEnd] !== '[') return [text(source.slice(start, lineEnd))];
  const lastChild = label.at(-1);
  const labelClose = lastChild ? lastChild.position?.end.offset : nameEnd + 1;
  // Positions should always point at the closing bracket; if they do not, plain source text is still exact.
  if (labelClose === undefined || source[labelClose] !== ']') return [text(source.slice(start, lineEnd))];
  const parts: PhrasingContent[] = [text(source.slice(start, nameEnd + 1)), ...label, text(source.slice(labelClose, lineEnd))];
  return mergeTexts(parts);
}

/** The closing fence (`:::`) of a container, if its last source line is one. */
export function closingFence(node: ContainerDirective, source: string): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lastBreak = source.lastIndexOf('\n', end - 1);
  if (lastBreak < start) return undefined;
  // Strip what belongs to enclosing blockquotes and list indentation.
  return /^[ \t>]*(:{3,})[ \t]*$/.exec(source.slice(lastBreak + 1, end))?.[1];
}

/** The label content of a directive: its children (text, leaf) or the label paragraph (container). */
export function labelChildren(node: Directive): PhrasingContent[] {
  if (node.type !== 'containerDirective') return node.children;
  const first = node.children[0];
  return first?.type === 'paragraph' && first.data?.directiveLabel ? first.children : [];
}

/** A paragraph holding the given phrasing content. */
export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function text(value: string): Text {
  return { type: 'text', value };
}

function endOfLine(source: string, start: number, end: number): number {
  const index = source.indexOf('\n', start);
  return index === -1 || index > end ? end : index;
}

function fallbackText(node: Directive): string {
  return `${node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::'}${node.name}`;
}

/** Drops empty text nodes and joins neighbouring ones, as the parser would have produced them. */
function mergeTexts(parts: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const part of parts) {
    if (part.type === 'text' && part.value === '') continue;
    const previous = out.at(-1);
    if (part.type === 'text' && previous?.type === 'text') previous.value += part.value;
    else out.push(part);
  }
  return out;
}
