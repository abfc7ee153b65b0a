import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

const block = (markdown: string) => render(markdown).hast.children.find((node): node is Element => node.type === 'element')!;

describe('code blocks', () => {
  it('carries the fence options as properties and the raw code', () => {
    const node = block('```rust title="src/main.rs" {2} showLineNumbers\nfn main() {\n    run();\n}\n```');
    expect(node.tagName).toBe('code-block');
    expect(node.properties).toEqual({ language: 'rust', title: 'src/main.rs', code: 'fn main() {\n    run();\n}', showLineNumbers: true, highlightLines: [2] });
  });

  it('highlights with highlight.js classes, one line each, marking highlighted lines', () => {
    const { html } = render('```rust {2}\nlet a = 1;\nlet b = "x";\n```');
    expect(html).toContain('<pre tabindex="0"><code class="language-rust"><span class="line"><span class="hljs-keyword">let</span>');
    expect(html).toContain('<span class="line" data-highlighted="true"><span class="hljs-keyword">let</span> <span class="hljs-variable">b</span> = <span class="hljs-string">"x"</span>;</span>');
  });

  it('makes an element of each line only when a line is marked or numbered', () => {
    const plain = render('```rust\nlet a = 1;\n/* one\ntwo */\n```').html;
    expect(plain).toContain('<code class="language-rust"><span class="hljs-keyword">let</span> <span class="hljs-variable">a</span> = <span class="hljs-number">1</span>;\n<span class="hljs-comment">/* one\ntwo */</span></code>');
    // Numbered: a token across lines is closed and opened again, so each line stands alone.
    const numbered = render('```rust showLineNumbers\nlet a = 1;\n/* one\ntwo */\n```').html;
    expect(numbered).toContain('<span class="line"><span class="hljs-comment">/* one</span></span>\n<span class="line"><span class="hljs-comment">two */</span></span>');
    expect(render('```diff\n+ added\n```').html).toContain('<span class="line" data-diff="add">');
  });

  it('leaves the punctuation of a JSON block as text, which the style sheet colours', () => {
    expect(render('```json\n{\n  "a": [1, true]\n}\n```').html).toContain(
      '<code class="language-json">{\n  <span class="hljs-attr">"a"</span>: [<span class="hljs-number">1</span>, <span class="hljs-literal"><span class="hljs-keyword">true</span></span>]\n}</code>',
    );
    // As written by JSON.stringify (the fast path), the same.
    expect(render('```json\n{\n  "a": 1\n}\n```').html).toContain('<code class="language-json">{\n  <span class="hljs-attr">"a"</span>: <span class="hljs-number">1</span>\n}</code>');
  });

  it.each(['sh', 'bash', 'shell', 'zsh', 'rust', 'toml', 'sql', 'dart', 'yaml', 'yml', 'json', 'js', 'javascript', 'ts', 'typescript', 'http', 'diff', 'ini', 'dockerfile', 'powershell', 'html', 'css', 'console'])(
    'highlights %s',
    (language) => {
      const sample = language === 'diff' ? '+ added' : language === 'http' ? 'GET / HTTP/1.1' : language === 'console' ? '$ echo "hi"' : '# x = "a" // 1 -- 2 <a> true';
      expect(render(`\`\`\`${language}\n${sample}\n\`\`\``).html).toMatch(/class="hljs-/);
    },
  );

  it('shows an unknown language unhighlighted, with a warning at its fence', () => {
    const result = render('Text.\n\n```klingon\nqapla = "batlh"\n```\n\n```pyton\nx\n```\n\n```text\nplain\n```\n\n```mermaid\ngraph TD\n```');
    expect(result.html).toContain('<code class="language-klingon">qapla = "batlh"</code>');
    expect(result.diagnostics.map((d) => `${d.line}: ${d.code}: ${d.message}`)).toEqual([
      '3: markdown/unknown-language: unknown code block language "klingon"',
      '7: markdown/unknown-language: unknown code block language "pyton"; did you mean "python"?',
    ]);
  });

  it('calls a fence without language text', () => {
    expect(block('```\nplain\n```').properties.language).toBe('text');
  });

  it('splits ranges written against the language', () => {
    expect(block('```rust{1}\nlet a = 1;\n```').properties).toMatchObject({ language: 'rust', highlightLines: [1] });
  });

  it('warns about options it does not know and lines past the end, at the fence line', () => {
    const result = render('Intro.\n\n```js showLinenumbers {3}\nx();\n```', { lineOffset: 5 });
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "markdown/code-block-option",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers",
          "line": 7,
          "message": "unknown code block option "showLinenumbers"; did you mean "showLineNumbers"?",
          "severity": "warning",
        },
        {
          "code": "markdown/code-block-option",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "line numbers in {…} count from 1 at the first line of the code",
          "line": 7,
          "message": "cannot highlight line 3: the code block has 1 line",
          "severity": "warning",
        },
      ]
    `);
  });

  it('highlights at most the lines of the code, with a short warning for a huge range', () => {
    const result = render('```js {1-99999999}\nx();\ny();\n```\n\n```js {' + Array.from({ length: 500 }, (_, i) => i + 3).join(',') + '}\nz();\n```');
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'cannot highlight lines 3-99999999: the code block has 2 lines',
      'cannot highlight lines 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 490 more: the code block has 1 line',
    ]);
    expect(result.html.match(/data-highlighted/g)).toHaveLength(2);
  });

  it('keeps code blocks inside admonitions and lists', () => {
    const { html } = render(':::note\n```sh\necho hi\n```\n:::\n\n- item\n\n  ```sh\n  ls\n  ```');
    expect(html.match(/<code-block /g)).toHaveLength(2);
  });

  it('leaves a <pre> written in raw HTML alone', () => {
    expect(render('<pre><code class="language-js">let x;</code></pre>').html).toBe('<pre><code class="language-js">let x;</code></pre>');
  });

  it('keeps a mermaid block as readable code inside the element the browser draws the diagram into', () => {
    const result = render('```mermaid\ngraph LR\n  A --> B\n```\n');
    expect(result.html).toBe(
      '<div class="diagram" data-diagram="mermaid"><code-block language="mermaid" code="graph LR\n  A --> B" highlightLines=""><pre tabindex="0"><code class="language-mermaid">graph LR\n  A --> B</code></pre></code-block></div>',
    );
    expect(result.features).toEqual(['diagram']);
    expect(result.diagnostics).toEqual([]);
    expect(render('```js\nx\n```').features).toBeUndefined();
  });
});
