import { describe, expect, it } from 'vitest';
import { processorFor } from './createProcessor.js';
import { parseMarkdown } from './parseMarkdown.js';
import { render } from './testing/render.js';

describe('parseMarkdown', () => {
  it('builds the processor once per set of labels and reuses it', () => {
    expect(processorFor({})).toBe(processorFor({}));
    expect(processorFor({ footnoteLabel: 'Opombe' })).toBe(processorFor({ footnoteLabel: 'Opombe' }));
    expect(processorFor({ footnoteLabel: 'Opombe' })).not.toBe(processorFor({}));
  });

  it('gives the same result for the same input, whatever was parsed before', () => {
    const markdown = '## Setup\n\n:::note\nx\n:::\n\n[a](./02-setup_and_run.md)';
    const first = render(markdown);
    render('## Setup\n\n## Other\n\n[^1]\n\n[^1]: y');
    expect(render(markdown)).toEqual(first);
  });

  it('returns plain data that survives JSON (the watch-mode cache keeps it)', () => {
    const result = render(':::tip[T]\n```rust {1} showLineNumbers\nfn main() {}\n```\n:::\n\n| a |\n| - |\n| b |\n\n- [x] done\n\nText[^1].\n\n[^1]: Note.');
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('counts lines from the top of the file when front matter comes first', () => {
    const result = render('Text.\n\n[gone](./gone.md) and [ok](/docs/intro)', { lineOffset: 6 });
    expect(result.links).toEqual([
      { href: '/laguna-docs/docs/intro', written: '/docs/intro', origin: 'markdown', file: 'content/en/docs/contributing/backend/01-requirements.md', line: 8, column: 23 },
    ]);
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "markdown/broken-file-link",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "link to an existing markdown file (with its number prefix) or to a route such as /docs/intro",
          "line": 8,
          "message": "link to "./gone.md": no markdown page at "docs/contributing/backend/gone.md"",
          "severity": "warning",
        },
      ]
    `);
    expect(result.html).toContain('<a data-broken-link="true" title="link to &#x22;./gone.md&#x22;: no markdown page at &#x22;docs/contributing/backend/gone.md&#x22;">gone</a>');
  });

  it('lists diagnostics from top to bottom', () => {
    const result = render('```js nope\nx\n```\n\n:::nope\n:::\n\n<script></script>');
    expect(result.diagnostics.map((d) => d.line)).toEqual([1, 5, 8]);
  });

  it('translates the footnote labels', () => {
    const { html } = render('Text[^1] and again[^1].\n\n[^1]: Note.', { footnoteLabel: 'Opombe', footnoteBackLabel: 'Nazaj na sklic {number}' });
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Opombe</h2>');
    expect(html).toContain('aria-label="Nazaj na sklic 1"');
    expect(html).toContain('aria-label="Nazaj na sklic 1-2"');
    expect(render('Text[^1].\n\n[^1]: Note.').html).toContain('aria-label="Back to reference 1"');
  });

  it('leaves links alone without a resolver and works without a title', () => {
    const result = parseMarkdown({ markdown: 'See [intro](./intro.md).', file: 'a.md' });
    expect(result.title).toBeUndefined();
    expect(result.links).toEqual([{ href: './intro.md', written: './intro.md', origin: 'markdown', file: 'a.md', line: 1, column: 5 }]);
  });

  it('parses an empty page', () => {
    expect(parseMarkdown({ markdown: '', file: 'empty.md' })).toEqual({ hast: { type: 'root', children: [], position: expect.anything() }, toc: [], headingIds: [], links: [], diagnostics: [] });
  });

  it('leaves a page without raw HTML, math, task items or directives unwalked by their passes, and still finds each where it is', () => {
    const plain = render('## Step\n\nSee [the intro](/docs/intro).\n\n```js\nconst a = 1;\n```');
    expect(plain.html).not.toMatch(/katex|task-list|aria-label/);
    // Each kind on its own page: the pass that looks for it finds it.
    expect(render('Sum: $a+b$ done.').html).toContain('class="katex"');
    expect(render('```math\nx^2\n```').html).toContain('katex-display');
    expect(render('- [x] Install it').html).toContain('aria-label="Install it"');
    expect(render('<div><b>raw</b></div>').html).toContain('<div><b>raw</b></div>');
    expect(render(':::note\nx\n:::').html).toContain('admonition');
    expect(render('Price: $ 5 $ each').html).toContain('$ 5 $');
    expect(render('See [the intro][intro].\n\n[intro]: /docs/intro').html).toContain('<a href="/laguna-docs/docs/intro">the intro</a>');
    expect(render('Text[^1].\n\n[^1]: Note.').html).toContain('data-footnotes');
    expect(render('<head>\n  <meta name="robots" content="noindex" />\n</head>\n\n# Title').head).toBeDefined();
  });

  it('walks every pass when a remark plugin of the site may have added what they look for', () => {
    // A plugin adding a task item, raw HTML and math to a page that had none of them.
    const addAll = () => (tree: { children: unknown[] }) => {
      tree.children.push(
        { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', checked: true, spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Added' }] }] }] },
        { type: 'html', value: '<p><b>added</b></p>' },
        { type: 'code', lang: 'math', meta: null, value: 'y^2' },
      );
    };
    const result = render('Plain text.', { plugins: { remarkPlugins: [addAll], rehypePlugins: [] } });
    expect(result.html).toContain('aria-label="Added"');
    expect(result.html).toContain('<p><b>added</b></p>');
    expect(result.html).toContain('katex-display');
  });
});
