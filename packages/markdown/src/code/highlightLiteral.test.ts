import { describe, expect, it } from 'vitest';
import { highlightLiteral } from './highlightLiteral.js';
import { highlighter, loadGrammar } from './grammars.js';

loadGrammar('javascript');
loadGrammar('python');
loadGrammar('json');

const values: unknown[] = [
  { name: 'Rex', age: 3, weight: -2.5e-7, big: 1e21, tags: ['a', 'b'], empty: {}, none: [], ok: true, off: false, gone: null },
  { 'quote "and" backslash \\': 'tab\there\nnewline', unicode: 'Ljubljana – čšž ✓', template: '${x} `y` #z \'q\'', html: '<b>&amp;</b>' },
  [[1, [2, [3]]], { deep: { deeper: { deepest: 0 } } }],
  'just a string',
  42,
];

/** JSON.stringify's output written as a Python literal, as the Python sample writes it (booleans and null renamed). */
const asPython = (value: unknown): string => JSON.stringify(value, null, 4).replace(/: true|: false|: null|\btrue\b|\bfalse\b|\bnull\b/g, (word) => word.replace('true', 'True').replace('false', 'False').replace('null', 'None'));

describe('data literals in JavaScript and Python', () => {
  it('get the tokens highlight.js gives them', () => {
    for (const value of values) {
      const js = JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
      expect(highlightLiteral(js, 'javascript')).toEqual(highlighter.highlight('javascript', js));
      const py = asPython(value);
      expect(highlightLiteral(py, 'python')).toEqual(highlighter.highlight('python', py));
    }
  });

  it('are not taken for anything else, which is left to highlight.js', () => {
    expect(highlightLiteral('fetch(url)', 'javascript')).toBeUndefined();
    expect(highlightLiteral('{ "a": undefined }', 'javascript')).toBeUndefined();
    expect(highlightLiteral('{ "a": True }', 'javascript')).toBeUndefined();
    expect(highlightLiteral('{ "a": true }', 'python')).toBeUndefined();
    expect(highlightLiteral("{ 'a': 1 }", 'python')).toBeUndefined();
    expect(highlightLiteral('[1, 2] # note', 'python')).toBeUndefined();
  });
});
