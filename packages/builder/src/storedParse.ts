import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ParsedMarkdown } from '@laguna-docs/markdown';
import type { RouteLookups } from '@laguna-docs/shared';

/*
 * A page's parse as the disk cache keeps it. Apart from `markdownPage.ts`, which imports the markdown
 * stage: the build's entry writes kept parses before it loads the code that renders pages
 * (`buildSite.entry.test.ts`).
 */

/** A parse as the disk cache keeps it: the result, and every route lookup its links made (path, route). */
export interface StoredParse {
  markdown: ParsedMarkdown;
  lookups: RouteLookups;
}

/**
 * A parse in JSON, as the disk cache keeps it: without the positions of its tree, which serve only the
 * parse's own messages and links (kept apart), and with the tokens of highlighted code in a flat list
 * (see `packTokens`). The positions are taken off the tree itself: the parse is not to be given positions
 * again. Read it back with `readStoredParse`.
 */
export function storedParseJson(stored: StoredParse): string {
  const packed: Array<[Element, ElementContent[]]> = [];
  offAndPacked(stored.markdown.hast, packed);
  try {
    return JSON.stringify(stored);
  } finally {
    // The tree as it was: this build renders it.
    for (const [element, tokens] of packed) element.children = tokens;
  }
}

/** A parse as `storedParseJson` wrote it, once JSON has read it: its highlighted code's tokens unpacked, in place. */
export function readStoredParse<T extends StoredParse | undefined>(stored: T): T {
  if (stored?.markdown?.hast) unpacked(stored.markdown.hast);
  return stored;
}

/** What a code element's tokens are while the parse is written: one node holding them packed. */
const PACKED = 'laguna-packed-tokens';

/**
 * Takes every position off (as `positionsOff` does) and swaps the tokens of each highlighted code element
 * for one node that holds them packed, noting the element and its tokens so they can be put back. Code is
 * most of a technical page's tree: as plain nodes, a token is some hundred characters of JSON (a third of
 * a large site's parses), packed a few dozen, and JSON writes a list of strings much faster than objects.
 */
function offAndPacked(node: Root | RootContent, packed: Array<[Element, ElementContent[]]>): void {
  if (node.position !== undefined) node.position = undefined;
  if (node.type === 'element' && node.tagName === 'code' && node.children.length > 1 && plainTokens(node.children)) {
    const value: Array<string | number> = [];
    packTokens(node.children, value);
    packed.push([node, node.children]);
    node.children = [{ type: PACKED, value } as unknown as ElementContent];
    return;
  }
  if ('children' in node) for (let index = 0; index < node.children.length; index++) offAndPacked(node.children[index]!, packed);
  if (node.type === 'element' && node.content) offAndPacked(node.content, packed);
}

/** Whether every token is text or a `span` with class names and nothing else, as highlighting makes them (positions aside: they go). */
function plainTokens(tokens: readonly ElementContent[]): boolean {
  for (const token of tokens) {
    if (token.type === 'text') {
      if (token.data !== undefined) return false;
      continue;
    }
    if (token.type !== 'element' || token.tagName !== 'span' || token.data !== undefined || token.content !== undefined) return false;
    const className = token.properties.className;
    if (!Array.isArray(className) || className.length === 0) return false;
    for (const name of className) if (typeof name !== 'string') return false;
    for (const name in token.properties) if (name !== 'className') return false;
    if (!plainTokens(token.children)) return false;
  }
  return true;
}

/**
 * Tokens as one flat list: their number, then each token; a string is a text node of that value; a span is
 * the number of its class names, the names, then its tokens as a list is.
 */
function packTokens(tokens: readonly ElementContent[], into: Array<string | number>): void {
  into.push(tokens.length);
  for (const token of tokens) {
    // Off the tree as they are off the JSON (see `storedParseJson`).
    if (token.position !== undefined) token.position = undefined;
    if (token.type === 'text') into.push(token.value);
    else {
      const element = token as Element;
      const className = element.properties.className as string[];
      into.push(className.length, ...className);
      packTokens(element.children, into);
    }
  }
}

/** The tree with every packed node of tokens back as the tokens. */
function unpacked(node: Root | RootContent): void {
  if (!('children' in node)) return;
  const children = node.children;
  const first = children[0] as { type: string; value?: unknown } | undefined;
  if (node.type === 'element' && children.length === 1 && first?.type === PACKED && Array.isArray(first.value)) {
    node.children = unpackTokens(first.value as Array<string | number>);
    return;
  }
  for (let index = 0; index < children.length; index++) unpacked(children[index]!);
  if (node.type === 'element' && node.content) unpacked(node.content);
}

function unpackTokens(packed: ReadonlyArray<string | number>): ElementContent[] {
  let at = 0;
  const read = (): ElementContent[] => {
    const count = packed[at++] as number;
    const tokens = new Array<ElementContent>(count);
    for (let index = 0; index < count; index++) {
      const entry = packed[at++]!;
      if (typeof entry === 'string') {
        tokens[index] = { type: 'text', value: entry };
        continue;
      }
      const className = packed.slice(at, at + entry) as string[];
      at += entry;
      tokens[index] = { type: 'element', tagName: 'span', properties: { className }, children: read() };
    }
    return tokens;
  };
  return read();
}
