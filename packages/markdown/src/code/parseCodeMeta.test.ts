import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './parseCodeMeta.js';

describe('parseCodeMeta', () => {
  it('reads a title, line ranges and line numbers', () => {
    expect(parseCodeMeta('title="src/main.rs" {1,4-6} showLineNumbers')).toEqual({
      title: 'src/main.rs',
      highlightLines: [1, 4, 5, 6],
      showLineNumbers: true,
      pastEnd: [],
      problems: [],
    });
  });

  it('takes titles in single quotes, without quotes, and with spaces inside quotes', () => {
    expect(parseCodeMeta("title='Laguna.toml'").title).toBe('Laguna.toml');
    expect(parseCodeMeta('title=app.js').title).toBe('app.js');
    expect(parseCodeMeta('title="a file with spaces.txt"').title).toBe('a file with spaces.txt');
  });

  it('sorts and merges overlapping ranges', () => {
    expect(parseCodeMeta('{5, 1-3,2}').highlightLines).toEqual([1, 2, 3, 5]);
  });

  it('has nothing to say about an empty meta string', () => {
    expect(parseCodeMeta('')).toEqual({ highlightLines: [], showLineNumbers: false, pastEnd: [], problems: [] });
  });

  it('reports unknown options with a guess, and bad ranges', () => {
    expect(parseCodeMeta('showLineNumber titel="x" {3-1,a,0} linenos').problems).toMatchInlineSnapshot(`
      [
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": "unknown code block option "showLineNumber"; did you mean "showLineNumbers"?",
        },
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": "unknown code block option "titel="; did you mean "title"?",
        },
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": ""3-1" in {3-1,a,0} is not a line number or a range such as 4-6",
        },
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": ""a" in {3-1,a,0} is not a line number or a range such as 4-6",
        },
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": ""0" in {3-1,a,0} is not a line number or a range such as 4-6",
        },
        {
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "message": "unknown code block option "linenos"",
        },
      ]
    `);
  });

  it('lists only lines of the code, however large the range, and names what is past the end', () => {
    const meta = parseCodeMeta('{2-99999999,7,1}', 5);
    expect(meta.highlightLines).toEqual([1, 2, 3, 4, 5]);
    expect(meta.pastEnd).toEqual(['6-99999999', '7']);
  });

  it('reports at most a few problems per fence', () => {
    const problems = parseCodeMeta(Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ')).problems;
    expect(problems).toHaveLength(11);
    expect(problems.at(-1)!.message).toBe('and 990 more problems in the options of this code block');
  });
});
