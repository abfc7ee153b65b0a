import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../parseMarkdown.js';

// The same markdown without remark-directive: what authors expect to see for ordinary text.
const plain = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).freeze();
const withoutDirectives = (markdown: string) => toHtml(plain.runSync(plain.parse(markdown)) as Root);
const ours = (markdown: string) => parseMarkdown({ markdown, file: 'page.md' });
const html = (markdown: string) => toHtml(ours(markdown).hast);

describe('directives we do not handle', () => {
  const texts = [
    'At 12:30 we meet; it ends at 10:00:00 UTC, a ratio of 1:2.',
    'note:thing, key:value, foo:bar:baz, word:Word and a:b:c',
    'See http://x, http://localhost:8080/health and <https://example.com:443/a:b>.',
    'std::vector, std::collections::HashMap and C:\\Users\\laguna',
    'An emoji :smile: and :+1: stay.',
    'A :name[with **bold** and `code`]{#id .class key="v}"} directive, :empty[] and :x{y=1}.',
    '*emphasis:with colon* and [a link:here](#x) and **bold:bold**',
    '- item:one\n- item:two\n\n> quote:thing',
    '| a:b | c |\n| --- | --- |\n| 12:30 | d:e |',
    '::leaf[a leaf]{a=b}',
    '::bare',
    'Nested :outer[with :inner[label] inside]',
    'Escaped \\:not and trailing colon:',
  ];

  it.each(texts)('keeps %j exactly as written', (text) => {
    const result = ours(text);
    expect(toHtml(result.hast)).toBe(withoutDirectives(text));
    expect(result.diagnostics).toEqual([]);
  });
});

describe('admonitions', () => {
  it('makes admonition elements with kind and title', () => {
    expect(html(':::tip[Use **the** scripts]\nRun `dev.sh`.\n:::')).toBe(
      '<admonition kind="tip" title="Use the scripts"><p>Run <code>dev.sh</code>.</p></admonition>',
    );
  });

  it('accepts the title after the name, and warning as caution', () => {
    expect(html(':::warning Check the port [6969]\nBody.\n:::')).toBe(
      '<admonition kind="caution" title="Check the port [6969]"><p>Body.</p></admonition>',
    );
  });

  it('leaves the title form alone inside code', () => {
    const markdown = '```md\n:::note Custom title\nx\n:::\n```';
    expect(ours(markdown).hast.children[0]).toMatchObject({ tagName: 'code-block', properties: { code: ':::note Custom title\nx\n:::' } });
  });

  it('keeps colons in titles', () => {
    expect(html(':::note[Maintenance at 12:30, see note:thing]\nx\n:::')).toBe(
      '<admonition kind="note" title="Maintenance at 12:30, see note:thing"><p>x</p></admonition>',
    );
    expect(html(':::info Starts at 09:00\nx\n:::')).toBe('<admonition kind="info" title="Starts at 09:00"><p>x</p></admonition>');
  });

  it('nests when the outer fence has more colons', () => {
    expect(html('::::note\n:::danger\nDeep.\n:::\n::::')).toBe('<admonition kind="note"><admonition kind="danger"><p>Deep.</p></admonition></admonition>');
  });

  it('warns about an unknown name at its line, naming the allowed ones', () => {
    const result = ours('Text.\n\n:::notee[Title]\nBody with note:thing.\n:::');
    expect(toHtml(result.hast)).toBe('<p>Text.</p>\n<p>:::notee[Title]</p>\n<p>Body with note:thing.</p>\n<p>:::</p>');
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "markdown/unknown-admonition",
          "column": 1,
          "file": "page.md",
          "hint": "use one of :::note, :::tip, :::info, :::important, :::success, :::caution, :::danger (:::warning is the same as :::caution), or declare the kind in the config's markdown.admonitions; the text is shown as written",
          "line": 3,
          "message": "unknown admonition ":::notee"; did you mean ":::note"?",
          "severity": "warning",
        },
      ]
    `);
  });

  it('warns about an unknown name in the title form', () => {
    const result = ours(':::notes Do this\nBody.\n:::');
    expect(toHtml(result.hast)).toBe('<p>:::notes Do this\nBody.\n:::</p>');
    expect(result.diagnostics.map((d) => d.message)).toEqual(['unknown admonition ":::notes"; did you mean ":::note"?', '":::" closes no admonition: the ":::notes" on line 1 did not open one']);
  });

  it('reads VitePress\'s "::: kind Title" and Docusaurus\'s important and success kinds, without warnings', () => {
    const result = ours('::: info Before you start\nBody.\n:::\n\n::: important\nKeep.\n:::\n\n:::success Done\nYes.\n:::');
    expect(result.diagnostics).toEqual([]);
    expect(toHtml(result.hast)).toBe(
      '<admonition kind="info" title="Before you start"><p>Body.</p></admonition>\n<admonition kind="important"><p>Keep.</p></admonition>\n<admonition kind="success" title="Done"><p>Yes.</p></admonition>',
    );
  });

  it('takes the site\'s own kinds, in every form, and suggests them for a typo', () => {
    const own = (markdown: string) => parseMarkdown({ markdown, file: 'page.md', admonitions: ['release'] });
    expect(toHtml(own(':::release\nA\n:::\n\n::: release Two\nB\n:::').hast)).toBe('<admonition kind="release"><p>A</p></admonition>\n<admonition kind="release" title="Two"><p>B</p></admonition>');
    expect(own(':::relase\nA\n:::').diagnostics.map((d) => `${d.message} | ${d.hint}`)).toEqual([
      'unknown admonition ":::relase"; did you mean ":::release"? | use one of :::note, :::tip, :::info, :::important, :::success, :::caution, :::danger, :::release (:::warning is the same as :::caution), or declare the kind in the config\'s markdown.admonitions; the text is shown as written',
    ]);
    expect(html(':::release\nA\n:::')).toContain(':::release');
  });

  it('blames the opening line, not the closing fence, when "::: name" is no admonition', () => {
    const result = ours('Text.\n\n::: spoiler Secret\nBody.\n:::');
    expect(result.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual(['3: unknown admonition ":::spoiler"', '5: ":::" closes no admonition: the "::: spoiler" on line 3 did not open one']);
  });

  it('warns about stray, malformed and unclosed fences', () => {
    const result = ours(':::tip\nA\n:::\n:::\n\n:::note[T] more\nx\n\n:::info\nnever closed');
    expect(result.diagnostics.map((d) => `${d.line}: ${d.message} (${d.hint})`)).toMatchInlineSnapshot(`
      [
        "4: ":::" closes no admonition (to put an admonition inside another, give the outer one more colons: "::::note" … ":::tip" … ":::" … "::::")",
        "6: this ":::note" line is not an admonition: something follows its [title] or {attributes} (write ":::note[Title]" or ":::note Title" on a line of its own)",
        "9: ":::info" is never closed, so it runs to the end of the page or of the block around it (end it with a line holding only ":::")",
      ]
    `);
  });
});
