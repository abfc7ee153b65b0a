import { describe, expect, it } from 'vitest';
import { readMagicComments } from './magicComments.js';

describe('magic comments', () => {
  it('take out highlight-next-line and highlight-start/end lines in every comment style and mark the lines', () => {
    const code = ['// highlight-next-line', 'a', 'b', '# highlight-start', 'c', 'd', '<!-- highlight-end -->', 'e', '{/* highlight-next-line */}', 'f', '-- highlight-next-line', 'g'].join('\n');
    const result = readMagicComments(code, 'text');
    expect(result.code).toBe('a\nb\nc\nd\ne\nf\ng');
    expect(result.highlightLines).toEqual([1, 3, 4, 6, 7]);
    expect(result.problems).toEqual([]);
  });

  it('read VitePress markers at the end of a line, keeping the code before them', () => {
    const result = readMagicComments(['let a = 1; // [!code --]', 'let a = 2; // [!code ++]', 'use(a) /* [!code highlight] */', 'x = 1 # [!code hl]', 'plain'].join('\n'), 'js');
    expect(result.code).toBe('let a = 1;\nlet a = 2;\nuse(a)\nx = 1\nplain');
    expect(Object.fromEntries(result.diff)).toEqual({ 1: 'remove', 2: 'add' });
    expect(result.highlightLines).toEqual([3, 4]);
  });

  it('mark the added and removed lines of a diff, but not its file headers', () => {
    const result = readMagicComments(['--- a/x', '+++ b/x', '@@ -1 +1 @@', '-old', '+new', ' same'].join('\n'), 'diff');
    expect(Object.fromEntries(result.diff)).toEqual({ 4: 'remove', 5: 'add' });
    expect(result.code).toContain('-old');
  });

  it('leave the words alone when they are not a whole comment', () => {
    const code = 'const s = "// highlight-next-line";\nnext';
    expect(readMagicComments(code, 'js')).toEqual({ code, highlightLines: [], diff: new Map(), problems: [] });
  });

  it('warn about ranges left open, opened twice or closed without opening', () => {
    expect(readMagicComments('// highlight-end\na\n// highlight-start\nb\n// highlight-start\nc', 'js').problems.map((p) => p.message)).toEqual([
      '"highlight-end" on line 1 closes no "highlight-start"',
      '"highlight-start" on line 5 inside the range opened on line 3',
      '"highlight-start" on line 3 has no "highlight-end"',
    ]);
  });
});
