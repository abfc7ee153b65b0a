import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@laguna-docs/shared';
import { remarkLinearAttention } from './linearAttention.js';

const original = unified().use(remarkParse).freeze();
const linear = unified().use(remarkParse).use(remarkLinearAttention).freeze();

const PIECES = ['*', '**', '***', '_', '__', '___', 'a', 'b', ' ', ' ', '.', '[', ']', '(x)', '`', '!', '\n', '\\', '<b>', '****', '_a_', '*a*', '*****', '______'];

// The random paragraphs of the first test were also run 30,000 at a time (another seed, up to 60 pieces)
// while the simulation was written; the two examples the random runs found are kept below.
describe('linearAttention', () => {
  it('makes exactly the tree micromark makes, on thousands of random paragraphs of emphasis', () => {
    const next = seededRandom(19);
    for (let run = 0; run < 1000; run++) {
      const length = 1 + Math.floor(next() * 40);
      let text = '';
      for (let index = 0; index < length; index++) text += PIECES[Math.floor(next() * PIECES.length)];
      expect(linear.parse(text), JSON.stringify(text)).toEqual(original.parse(text));
    }
  }, 60_000);

  it('makes the same tree on the CommonMark examples of emphasis that trip matching up', () => {
    const examples = ['*foo**bar**baz*', '*foo**bar*', '**foo*bar*baz**', 'foo***bar***baz', 'foo******bar*********baz', '*foo *bar**', '**foo "*bar*" foo**', '*(*foo*)*', '_foo_bar_baz_', '***foo** bar*', '*foo [bar](/url)*', '**a [*b](c) d**', '*a `*`*', '__foo, __bar__, baz__', '*a _b* c_'];
    // Found by the random test: runs between a matched pair match among themselves once lengths changed.
    examples.push('*************____*****_____\\___**x******', '**__\\*****.***__***b*a');
    for (const text of examples) expect(linear.parse(text), text).toEqual(original.parse(text));
  });

  it('matches a long line of runs that never match without walking back over it', () => {
    const text = '*a_ '.repeat(500) + '*a*';
    expect(linear.parse(text)).toEqual(original.parse(text));
  });
});
