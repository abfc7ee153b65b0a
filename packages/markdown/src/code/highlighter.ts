import type { Element, ElementContent, Text } from 'hast';
import type { Emitter, HLJSApi, LanguageFn } from 'highlight.js';
import HighlightJs from 'highlight.js/lib/core';

/**
 * highlight.js's core with its tokens written as hast, the tree lowlight makes (`span` elements with
 * `hljs-` classes, adjacent text as one node, an embedded language's tokens in a `span` of its name), made
 * here rather than through lowlight: lowlight set the instance's options again before every call, and its
 * emitter grew each list of children by push (with room for some 16 more, copied once more to fit) and
 * split every scope name. A page of thousands of short code blocks calls this once per block.
 */
export interface Highlighter {
  /** The tokens of `code` in the registered grammar `language` (illegal text kept as text). */
  highlight(language: string, code: string): ElementContent[];
  register(name: string, grammar: LanguageFn): void;
  registered(name: string): boolean;
}

export function createHighlighter(): Highlighter {
  const hljs: HLJSApi = HighlightJs.newInstance();
  // Set once: every call emits hast.
  hljs.configure({ __emitter: HastEmitter, classPrefix: PREFIX });
  return {
    highlight(language, code) {
      if (!hljs.getLanguage(language)) throw new Error(`laguna-docs bug: the grammar "${language}" is not registered`);
      const result = hljs.highlight(code, { language, ignoreIllegals: true }) as ReturnType<HLJSApi['highlight']> & { _emitter: HastEmitter };
      if (result.errorRaised) throw new Error(`highlight.js failed on a ${language} code block`, { cause: result.errorRaised });
      return result._emitter.tokens();
    },
    register: (name, grammar) => hljs.registerLanguage(name, grammar),
    registered: (name) => hljs.getLanguage(name) !== undefined,
  };
}

const PREFIX = 'hljs-';

/** Each scope's class names, made once: `title.function` → `hljs-title`, `function_` (highlight.js's rule for sub-scopes). */
const classNames = new Map<string, readonly string[]>();

function classNamesOf(scope: string): readonly string[] {
  let names = classNames.get(scope);
  if (names === undefined) {
    names = scope.split('.').map((part, index) => (index === 0 ? PREFIX + part : part + '_'.repeat(index)));
    if (classNames.size < 10_000) classNames.set(scope, names);
  }
  return names;
}

/**
 * The emitter highlight.js drives. The tokens of every open scope wait in one list (`nodes`) from the index
 * their scope opened at (`starts`); a scope that closes takes its own as a list of their own length.
 */
class HastEmitter implements Emitter {
  private children: ElementContent[] | undefined;
  private readonly nodes: ElementContent[] = [];
  private readonly starts: number[] = [];
  private readonly scopes: string[] = [];

  addText(text: string): void {
    if (text === '') return;
    const nodes = this.nodes;
    const last = nodes.length > (this.starts[this.starts.length - 1] ?? 0) ? nodes[nodes.length - 1]! : undefined;
    if (last?.type === 'text') last.value += text;
    else nodes.push({ type: 'text', value: text } satisfies Text);
  }

  startScope(scope: string): void {
    this.openNode(scope);
  }

  endScope(): void {
    this.closeNode();
  }

  openNode(scope: string): void {
    this.starts.push(this.nodes.length);
    this.scopes.push(String(scope));
  }

  closeNode(): void {
    const start = this.starts.pop();
    const scope = this.scopes.pop();
    if (start === undefined || scope === undefined) return;
    const children = this.nodes.slice(start);
    this.nodes.length = start;
    this.nodes.push(span([...classNamesOf(scope)], children));
  }

  __addSublanguage(other: Emitter, language: string): void {
    const tokens = (other as HastEmitter).tokens();
    if (language) this.nodes.push(span([language], tokens));
    else for (const token of tokens) this.nodes.push(token);
  }

  finalize(): void {
    while (this.starts.length > 0) this.closeNode();
    this.children = this.nodes.slice();
  }

  /** The tokens, every scope closed (highlight.js does not finalize the plain-text result it starts a guess with). */
  tokens(): ElementContent[] {
    if (this.children === undefined) this.finalize();
    return this.children!;
  }

  toHTML(): string {
    return '';
  }
}

function span(className: string[], children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: { className }, children };
}
