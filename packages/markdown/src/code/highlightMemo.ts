import type { Element, ElementContent } from 'hast';

/** How much code (in characters) the memo keeps the tokens of; the oldest go first past it. */
const MEMO_CHARACTERS = 512 * 1024;

/**
 * Highlighting by language and code, remembered for the rest of the process (a build, or a `serve --watch`
 * session): the same block is highlighted once, however many pages show it (a page and its translations,
 * a sample repeated across an API reference). Highlighting depends on nothing else: grammars are fixed
 * once loaded, and an HTTP body is guessed among a fixed list. The memo holds the tokens packed (see
 * `pack`), not as a copy of the tree, and every caller gets fresh ones, so a plugin that changes a page's
 * tree never changes another page's; a page of thousands of blocks that each appear once keeps a list of
 * strings for each rather than a second tree.
 */
export function highlightMemo(highlight: (language: string, code: string) => ElementContent[]): (language: string, code: string) => ElementContent[] {
  const tokensByKey = new Map<string, { packed: Packed; characters: number }>();
  let characters = 0;
  return (language, code) => {
    const key = `${language}\u0000${code}`;
    const kept = tokensByKey.get(key);
    if (kept) return unpack(kept.packed);
    const tokens = highlight(language, code);
    // Code shown as it is (no grammar, `text`) is one text node: nothing to save.
    const plain = tokens.length === 1 && tokens[0]!.type === 'text';
    if (!plain && code.length <= MEMO_CHARACTERS / 8) {
      tokensByKey.set(key, { packed: pack(tokens), characters: code.length });
      characters += code.length;
      for (const [oldKey, old] of tokensByKey) {
        if (characters <= MEMO_CHARACTERS) break;
        tokensByKey.delete(oldKey);
        characters -= old.characters;
      }
    }
    return tokens;
  };
}

/**
 * Tokens as one flat list, starting with their number: a string is a text node of that value; a number `n`
 * is a `span` whose `n` class names follow, then the number of its children, then its children; any other
 * node is kept as a deep copy. Strings cannot change, so the list shares them with the tokens it was made from.
 */
type Packed = Array<string | number | ElementContent>;

function pack(tokens: readonly ElementContent[]): Packed {
  const packed: Packed = [tokens.length];
  packInto(tokens, packed);
  return packed;
}

function packInto(tokens: readonly ElementContent[], into: Packed): void {
  for (const token of tokens) {
    if (token.type === 'text' && token.position === undefined && token.data === undefined) into.push(token.value);
    else if (token.type === 'element' && isPlainSpan(token)) {
      const className = token.properties.className as string[];
      into.push(className.length, ...className, token.children.length);
      packInto(token.children, into);
    } else into.push(copyNode(token));
  }
}

/** A `span` with class names and nothing else, as highlighting makes them. */
function isPlainSpan(element: Element): boolean {
  if (element.tagName !== 'span' || element.position !== undefined || element.data !== undefined) return false;
  const className = element.properties.className;
  if (!Array.isArray(className) || className.length === 0 || !className.every((name) => typeof name === 'string')) return false;
  for (const name in element.properties) if (name !== 'className') return false;
  return true;
}

function unpack(packed: Packed): ElementContent[] {
  let at = 1;
  const read = (count: number): ElementContent[] => {
    const nodes: ElementContent[] = new Array<ElementContent>(count);
    for (let index = 0; index < count; index++) {
      const entry = packed[at++]!;
      if (typeof entry === 'string') nodes[index] = { type: 'text', value: entry };
      else if (typeof entry === 'number') {
        const className = packed.slice(at, at + entry) as string[];
        at += entry;
        const children = read(packed[at++] as number);
        nodes[index] = { type: 'element', tagName: 'span', properties: { className }, children };
      } else nodes[index] = copyNode(entry);
    }
    return nodes;
  };
  return read(packed[0] as number);
}

/** A deep copy of a token: highlighted code is elements with plain properties, and text. */
function copyNode(node: ElementContent): ElementContent {
  if (node.type !== 'element') return { ...node };
  const properties = { ...node.properties };
  if (Array.isArray(properties.className)) properties.className = [...properties.className];
  return { ...node, properties, children: node.children.map(copyNode) };
}
