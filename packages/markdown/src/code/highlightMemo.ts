import type { ElementContent } from 'hast';

/** How much code (in characters) the memo keeps the tokens of; the oldest go first past it. */
const MEMO_CHARACTERS = 512 * 1024;

/**
 * Highlighting by language and code, remembered for the rest of the process (a build, or a `serve --watch`
 * session): the same block is highlighted once more at most, however many pages show it (a page and its
 * translations, a sample repeated across an API reference). Highlighting depends on nothing else: grammars
 * are fixed once loaded, and an HTTP body is guessed among a fixed list. A block seen once is only noted: its
 * tokens are kept from its second sighting on, so a page of thousands of blocks that each appear once (a long
 * tutorial) makes no copy of them to keep. The memo holds its own copy of the tokens and every caller gets a
 * fresh one, so a plugin that changes a page's tree never changes another page's.
 */
export function highlightMemo(highlight: (language: string, code: string) => ElementContent[]): (language: string, code: string) => ElementContent[] {
  // `null`: seen once, not kept yet (the code counts towards the bound all the same).
  const tokensByKey = new Map<string, { tokens: readonly ElementContent[] | null; characters: number }>();
  let characters = 0;
  return (language, code) => {
    const key = `${language}\u0000${code}`;
    const kept = tokensByKey.get(key);
    if (kept?.tokens) return kept.tokens.map(copyNode);
    const tokens = highlight(language, code);
    // Code shown as it is (no grammar, `text`) is one text node: nothing to save.
    const plain = tokens.length === 1 && tokens[0]!.type === 'text';
    if (kept) kept.tokens = plain ? null : tokens.map(copyNode);
    else if (!plain && code.length <= MEMO_CHARACTERS / 8) {
      tokensByKey.set(key, { tokens: null, characters: code.length });
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

/** A deep copy of a token: highlighted code is elements with plain properties, and text. */
function copyNode(node: ElementContent): ElementContent {
  if (node.type !== 'element') return { ...node };
  const properties = { ...node.properties };
  if (Array.isArray(properties.className)) properties.className = [...properties.className];
  return { ...node, properties, children: node.children.map(copyNode) };
}
