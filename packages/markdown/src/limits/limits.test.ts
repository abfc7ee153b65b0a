import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';
import { MARKDOWN_LIMITS } from './limits.js';

/** What went wrong, as `line: message [code]`; the page starts on line 3 of its file (after front matter). */
const problems = (markdown: string) =>
  render(markdown, { lineOffset: 3 }).diagnostics.map((diagnostic) => `${diagnostic.line}: ${diagnostic.message} [${diagnostic.code}]`);

describe('markdown limits', () => {
  it('refuses blockquotes and lists nested past the limit, before parsing, instead of overflowing the stack', () => {
    expect(problems(`Intro.\n\n${'> '.repeat(2000)}deep\n`)).toEqual(['5: blockquotes and lists are nested more than 100 deep here [markdown/too-complex]']);
    expect(problems(`${'- '.repeat(1000)}deep\n`)).toEqual(['3: blockquotes and lists are nested more than 100 deep here [markdown/too-complex]']);
    const indented = Array.from({ length: 1000 }, (_, depth) => `${' '.repeat(depth * 2)}- item`).join('\n');
    expect(problems(indented)).toEqual(['103: blockquotes and lists are nested more than 100 deep here [markdown/too-complex]']);
    expect(render(`${'> '.repeat(2000)}deep\n`).diagnostics[0]!.hint).toBe('laguna-docs reads at most 100 levels of nesting; flatten the structure or split the page');
  }, 30_000);

  it('refuses raw HTML and emphasis nested past the limit', () => {
    expect(problems(`Intro.\n\n${'<div>'.repeat(2000)}x${'</div>'.repeat(2000)}\n`)).toEqual(['5: HTML elements are nested more than 100 deep here [markdown/too-complex]']);
    expect(problems(`a\n${'<span>'.repeat(2000)}x\n`)).toEqual(['4: HTML elements are nested more than 100 deep here [markdown/too-complex]']);
    expect(problems(`${'*'.repeat(300)}x${'*'.repeat(300)}\n`)).toEqual(['3: markdown is nested more than 100 deep here (blockquotes, lists, emphasis, links) [markdown/too-complex]']);
  }, 30_000);

  it('hold for .mdx pages too, JSX elements counted as levels, instead of overflowing the stack', () => {
    const mdxProblems = (markdown: string) =>
      render(markdown, { file: 'content/en/docs/contributing/backend/01-requirements.mdx', lineOffset: 3 }).diagnostics.map((diagnostic) => `${diagnostic.line}: ${diagnostic.message} [${diagnostic.code}]`);
    const nested = 'markdown is nested more than 100 deep here (blockquotes, lists, emphasis, links) [markdown/too-complex]';
    expect(mdxProblems(`Intro.\n\n${'<div>'.repeat(2000)}x${'</div>'.repeat(2000)}\n`)).toEqual([`5: ${nested}`]);
    expect(mdxProblems(`Intro.\n\n${'> '.repeat(600)}deep\n`)).toEqual([`5: ${nested}`]);
    // Past what the parser itself can take, the page is still an error of its own, not a crash.
    expect(mdxProblems(`${'<div>'.repeat(20000)}x${'</div>'.repeat(20000)}\n`).map((problem) => problem.replace(/^\w+: /, ''))).toEqual(['the page is nested too deep to read (JSX elements, expressions, blockquotes, lists) [markdown/too-complex]']);
    expect(mdxProblems(`${'<div>'.repeat(50)}x${'</div>'.repeat(50)}\n`)).toEqual([]);
  }, 60_000);

  it('stops at the first paragraph with more emphasis, code or link markers than the limit', () => {
    const line = '*a_ '.repeat(12_000);
    expect(problems(`# Title\n\nFine *text*.\n\n${line}\n`)).toEqual([
      '7: this paragraph has more than 2,000 emphasis, code or link markers (* _ ` ~ [ ] ! <) [markdown/too-complex]',
    ]);
    expect(problems('`a '.repeat(12_000))).toHaveLength(1);
    expect(problems('a] '.repeat(12_000))).toHaveLength(1);
    // Many markers spread over many paragraphs are fine.
    const paragraphs = Array.from({ length: 5 }, () => '*a* _b_ `c` [d](/e) '.repeat(100)).join('\n\n');
    expect(render(paragraphs).diagnostics).toEqual([]);
  }, 30_000);

  it('refuses more link reference definitions than the limit', () => {
    const definitions = Array.from({ length: 30_000 }, (_, index) => `[r${index}]: /u${index}`).join('\n\n');
    expect(problems(definitions)).toEqual([`${2 * MARKDOWN_LIMITS.definitions + 1 + 2}: more than 2,000 link reference definitions in one file [markdown/too-complex]`]);
    expect(render(Array.from({ length: 100 }, (_, index) => `[r${index}]: /u${index}`).join('\n')).diagnostics).toEqual([]);
  }, 30_000);

  it('leaves deep but sensible pages alone', () => {
    const nested = Array.from({ length: 20 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n');
    const quotes = `${'> '.repeat(20)}quoted`;
    const html = `${'<div>'.repeat(50)}x${'</div>'.repeat(50)}`;
    expect(render([nested, quotes, html, '<p>a<p>b'.repeat(200)].join('\n\n')).diagnostics).toEqual([]);
  }, 30_000);
});

describe('problems of one page', () => {
  it('are listed up to 100, then counted, each message kept short', () => {
    const links = Array.from({ length: 150 }, (_, index) => `<a href="javascript:x()">${index}</a>`);
    const result = render([`\`\`\`js ${'w'.repeat(5000)}\nx\n\`\`\``, ...links].join('\n\n'));
    expect(result.diagnostics).toHaveLength(101);
    expect(result.diagnostics[0]!.message).toMatch(/^unknown code block option "w+…$/);
    expect(result.diagnostics[0]!.message).toHaveLength(501);
    expect(result.diagnostics.at(-1)).toEqual({
      severity: 'error',
      code: 'markdown/more-problems',
      message: 'and 51 more problems in this file',
      hint: 'fix the ones above and build again to see the rest',
      file: 'content/en/docs/contributing/backend/01-requirements.md',
    });
  }, 30_000);
});
