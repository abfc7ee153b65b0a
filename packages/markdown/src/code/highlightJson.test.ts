import { describe, expect, it } from 'vitest';
import { highlightJson } from './highlightJson.js';
import { highlighter, loadGrammar } from './grammars.js';

loadGrammar('javascript');
loadGrammar('python');
loadGrammar('json');

/** Random JSON values: nested objects and arrays, escapes, unicode, negative and tiny numbers, literals. */
function randomValue(random: () => number, depth: number): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 5 : 7));
  const text = () => ['', 'plain', 'quote " and \\\\ backslash', 'line\nbreak\ttab', 'é ü 漢字 😀', '{"not": "json"}', 'true', '-1', ': colon'][Math.floor(random() * 9)]!;
  switch (pick) {
    case 0: return text();
    case 1: return [0, 1, -1, 42.5, -0.001, 1e21, -1.5e-9, 123456789][Math.floor(random() * 8)];
    case 2: return [true, false, null][Math.floor(random() * 3)];
    case 3: return Math.floor(random() * 1000) - 500;
    case 4: return text();
    case 5: return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, index) => [`${text()}${index}`, randomValue(random, depth + 1)]));
  }
}

describe('highlightJson', () => {
  it('makes the tree highlight.js makes for JSON as JSON.stringify writes it', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 300; round++) {
      const code = JSON.stringify(randomValue(random, 0), null, 2);
      expect(highlightJson(code), code).toEqual(highlighter.highlight('json', code));
    }
  });

  it('leaves other text to highlight.js', () => {
    for (const code of ['{"a":1}', '{\n  "a": 1,\n}', '// comment', '', "{'a': 1}", '[\n\t1\n]']) expect(highlightJson(code), code).toBeUndefined();
  });
});
