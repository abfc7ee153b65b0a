import { all, createLowlight } from 'lowlight';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from './highlighter.js';

/** Text with something for most grammars: markup with embedded script and style, comments, strings, numbers, keywords. */
const MIXED = [
  '<!DOCTYPE html>',
  '<html lang="en"><head><style>body { color: #f00; margin: 0 auto; }</style>',
  '<script>const value = 1; // a comment\nfunction add(a, b) { return a + b; }</script></head>',
  '<body class="page">{{ name }} <?php echo "hi $name"; ?> <%= user.name %></body></html>',
  '# A heading',
  'def add(x, y=2): return x + y  # comment',
  'fn main() { let s = "text\\n"; println!("{}", s); }',
  "SELECT id, 'name' FROM users WHERE id = 1 AND x <> 2.5e3;",
  'key: value # yaml',
  '- item: [1, 2, {a: true, b: null}]',
  '@decorator class Point<T> extends Base implements Shape { private x: number = 0x1F; }',
  'if [ -n "$HOME" ]; then echo `date` | grep -e "\\d+"; fi',
  '\u00a0unicode ✓ and a stray \\ backslash /* unclosed',
].join('\n');

describe('createHighlighter', () => {
  it('makes the tokens lowlight makes, in every highlight.js grammar', () => {
    const ours = createHighlighter();
    const theirs = createLowlight();
    for (const [name, grammar] of Object.entries(all)) {
      ours.register(name, grammar);
      theirs.register(name, grammar);
    }
    const samples = [MIXED, '', 'plain', 'GET /users?id=1 HTTP/1.1\nContent-Type: application/json\n\n{"id": 1, "tags": ["a"]}'];
    for (const name of Object.keys(all)) {
      for (const code of samples) expect(ours.highlight(name, code), `${name}: ${code.slice(0, 20)}`).toEqual(theirs.highlight(name, code).children);
    }
  });

  it('gives every token lists of its own, of their own length', () => {
    const ours = createHighlighter();
    ours.register('javascript', all.javascript!);
    const first = ours.highlight('javascript', 'const a = b.c(1);');
    const second = ours.highlight('javascript', 'const a = b.c(1);');
    const spans = (tokens: typeof first) => tokens.flatMap((token) => (token.type === 'element' ? [token] : []));
    expect(spans(first)[0]!.properties.className).not.toBe(spans(second)[0]!.properties.className);
    expect(first).toEqual(second);
  });

  it('says which grammars it has, and refuses one it has not', () => {
    const ours = createHighlighter();
    expect(ours.registered('rust')).toBe(false);
    ours.register('rust', all.rust!);
    expect(ours.registered('rust') && ours.registered('rs')).toBe(true);
    expect(() => ours.highlight('cobol', 'DISPLAY "HI".')).toThrowErrorMatchingInlineSnapshot(`[Error: laguna-docs bug: the grammar "cobol" is not registered]`);
  });
});
