import type { Root as MdastRoot } from 'mdast';
import remarkRehype from 'remark-rehype';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { codeHandler } from './code/codeHandler.js';
import { processorFor } from './createProcessor.js';
import { commonmark, gfm } from './testing/specExamples.js';
import { remarkToHast } from './toHast.js';

// The mdast → hast step with its own state is held to remark-rehype's: the same trees, positions
// included (diagnostics and link records read them), for every tree the parser makes of the specs'
// examples and of markdown with the site's own syntax, and for nodes that ask for elements of their own.

const OPTIONS = { allowDangerousHtml: true, handlers: { code: codeHandler }, footnoteLabel: 'Notes' };
type Transform = (tree: MdastRoot, file: VFile) => unknown;
const library = (remarkRehype as unknown as (options: typeof OPTIONS) => Transform)(OPTIONS);
const own = remarkToHast(OPTIONS) as Transform;

function expectSame(tree: MdastRoot): void {
  const expected = library(structuredClone(tree), new VFile());
  expect(own(structuredClone(tree), new VFile())).toStrictEqual(expected);
}

const parse = (markdown: string) => processorFor({}).parse(markdown);

const OWN_SYNTAX = [
  '# Title {#custom}\n\nText with a hard break  \n   and spaces after it, and\\\n\tafter a backslash.\n',
  ':::note[Heads up]\nInside **an** admonition.\n:::\n\n::youtube[Video]{#id .class key=value}\n\nAn :abbr[HTML]{title="x"} text directive.\n',
  'Math: $a^2$ and\n\n$$\n\\frac{1}{2}\n$$\n\n```math\nx\n```\n',
  '[a link][ref] and ![an image][img] and [missing][]\n\n[ref]: https://e.org "Title"\n[REF]: https://other.org\n[img]: ./a.png\n',
  'A note[^1] and another[^2].\n\n[^1]: First.\n[^2]: Second with `code`.\n',
  '| a | b |\n| :- | -: |\n| 1 | 2 |\n\n- [x] done\n- [ ] to do\n\n1. one\n\n   two\n2. three\n',
  '<div class="x">\n\n*raw* html\n\n</div>\n\nInline <b>bold</b> and www.example.org and user@example.org.\n',
  '```js title="a.js" {1,2}\nconst a = 1;\nconst b = 2;\n```\n\n    indented code\n\n> quote\n> > nested\n\n---\n\n~~gone~~\n',
];

describe('the mdast → hast step', () => {
  it('makes what remark-rehype makes of every spec example', () => {
    let compared = 0;
    // Every other example: they repeat constructs, and the whole list took four seconds.
    for (const example of [...commonmark, ...gfm].filter((_, index) => index % 2 === 0)) {
      // The tests run micromark's development build, whose assertions a few odd examples trip (see conformance.test.ts).
      let tree: MdastRoot;
      try {
        tree = parse(example.markdown);
      } catch {
        continue;
      }
      expectSame(tree);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(620);
  });

  it('makes what remark-rehype makes of the site\'s own syntax, link definitions and footnotes', () => {
    for (const markdown of OWN_SYNTAX) expectSame(parse(markdown));
  });

  it('gives nodes the elements, properties and children their data asks for, as remark-rehype does', () => {
    const position = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 5 } };
    const tree: MdastRoot = {
      type: 'root',
      children: [
        { type: 'paragraph', data: { hName: 'aside', hProperties: { className: ['note'], dataKind: 'tip' } }, children: [{ type: 'text', value: 'a', position }] },
        { type: 'paragraph', data: { hChildren: [{ type: 'text', value: 'replaced' }] }, children: [{ type: 'text', value: 'b' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'c', data: { hName: 'mark' } }, { type: 'break' }, { type: 'emphasis', children: [{ type: 'text', value: ' \tafter' }] }] },
        { type: 'thematicBreak', position: { start: { line: 0, column: 1 }, end: { line: 1, column: 1 } } },
        { type: 'unknown', value: 'kept as text' } as never,
        { type: 'unknown', children: [{ type: 'text', value: 'in a div' }], data: { hProperties: { id: 'x' } } } as never,
      ],
    };
    expectSame(tree);
  });
});
