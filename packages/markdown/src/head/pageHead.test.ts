import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

const DOCUSAURUS_HEAD = [
  '# Setup',
  '',
  '<head>',
  '  <meta name="robots" content="noindex" />',
  '  <link rel="canonical" href="https://example.com/x" />',
  '  <title>Custom title</title>',
  '</head>',
  '',
  'Text.',
].join('\n');

const mdx = (text: string) => render(text, { file: 'content/en/docs/contributing/backend/01-requirements.mdx', lineOffset: 4 });
const problems = (result: ReturnType<typeof render>) => result.diagnostics.map((d) => `${d.severity} ${d.line} [${d.code}] ${d.message}`);

describe("a page's <head> block in markdown", () => {
  it('is taken out of the content into the page head: meta, link and title', () => {
    const result = render(DOCUSAURUS_HEAD);
    expect(result.diagnostics).toEqual([]);
    expect(result.head).toEqual({
      title: 'Custom title',
      elements: [
        { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/x' } },
      ],
    });
    expect(result.title).toBe('Setup');
    expect(result.html).toBe('<p>Text.</p>');
  });

  it('may come before the leading # title, which stays the page title (in .md and .mdx, split by blank lines too)', () => {
    for (const result of [
      render('<head>\n  <meta name="robots" content="noindex" />\n</head>\n\n# Real title\n\nText.'),
      render('<head>\n  <meta name="robots" content="noindex" />\n\n  <title>Custom</title>\n</head>\n\n<head>\n<meta name="author" content="Ana" />\n</head>\n\n# Real title\n\nText.'),
      mdx('<head>\n  <meta name="robots" content="noindex" />\n</head>\n\n# Real title\n\nText.'),
    ]) {
      expect(problems(result)).toEqual([]);
      expect(result.title).toBe('Real title');
      expect(result.html.trim()).toBe('<p>Text.</p>');
    }
    // HTML after `</head>` in the block is content, so a heading after it is not the title.
    const after = render('<head><title>T</title></head><p>First</p>\n\n# Not the title\n');
    expect(after.title).toBeUndefined();
    expect(after.html).toContain('<h1 id="not-the-title">Not the title</h1>');
  });

  it('may be split by blank lines (meta names in lower case), be on one line, and be followed by HTML in the same block', () => {
    const split = render('<head>\n  <meta property="og:type" content="website" />\n\n  <META NAME="Author" CONTENT="Ana" />\n</head>\n\nText.');
    expect(split.diagnostics).toEqual([]);
    expect(split.head?.elements.map((element) => element.attributes)).toEqual([{ property: 'og:type', content: 'website' }, { name: 'author', content: 'Ana' }]);
    expect(split.html).toBe('<p>Text.</p>');
    const inline = render('<head><title>One &amp; only</title></head>\n<div id="after">kept</div>\n\nText.');
    expect(inline.diagnostics).toEqual([]);
    expect(inline.head).toEqual({ title: 'One & only', elements: [] });
    expect(inline.html).toBe('<div id="after">kept</div>\n<p>Text.</p>');
  });

  it('gathers several blocks, and keeps a page without one free of it', () => {
    const result = render('<head>\n<meta name="keywords" content="a, b">\n</head>\n\nText.\n\n<head>\n<link rel="alternate" type="application/rss+xml" title="Feed" href="/feed.xml">\n</head>');
    expect(result.head?.elements).toEqual([
      { tag: 'meta', attributes: { name: 'keywords', content: 'a, b' } },
      { tag: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', title: 'Feed', href: '/feed.xml' } },
    ]);
    expect(render('Text with <header>x</header>.').head).toBeUndefined();
  });

  it('refuses a second meta of one name or a second canonical link, across blocks too; properties and alternates may repeat', () => {
    const result = render(
      '<head>\n<meta name="description" content="a"><meta name="Description" content="b">\n<link rel="canonical" href="https://x.org/a" />\n</head>\n\n<head>\n<link rel="canonical" href="https://x.org/b" />\n<meta property="og:image" content="https://x.org/1.png" />\n<meta property="og:image" content="https://x.org/2.png" />\n</head>\n',
    );
    expect(problems(result)).toEqual([
      `error 2 [markdown/forbidden-html] a second <meta name="description"> in the page's <head>`,
      `error 7 [markdown/forbidden-html] a second <link rel="canonical"> in the page's <head>`,
    ]);
    expect(result.diagnostics.map((d) => d.hint)).toEqual(['give the page one; the first stands', 'give the page one; the first stands']);
    expect(result.head?.elements.map((element) => element.attributes.content ?? element.attributes.href)).toEqual(['a', 'https://x.org/a', 'https://x.org/1.png', 'https://x.org/2.png']);
  });

  it('refuses everything else in it at its line, with a hint naming what is allowed, and leaves it out', () => {
    const markdown = [
      '<head>',
      '  <script>alert(1)</script>',
      '  <style>p { color: red }</style>',
      '  <base href="https://evil.example/">',
      '  <meta http-equiv="refresh" content="0; url=https://evil.example">',
      '  <meta charset="utf-8">',
      '  <meta name="description" content="x" onload="alert(1)">',
      '  <meta name="viewport" content="width=100">',
      '  <meta name="author">',
      '  <link rel="stylesheet" href="/x.css">',
      '  <link rel="import" href="/x.html">',
      '  <link rel="canonical" href="javascript:alert(1)">',
      '  <link rel="alternate" href="data:text/html,hi">',
      '  <link rel="canonical" href="/x" onerror="alert(1)">',
      '  <link rel="author">',
      '  <title>One</title>',
      '  <title>Two</title>',
      '  loose text',
      '  <div>x</div>',
      '  <meta name="referrer" content="unsafe-url">',
      '  <meta property="og:image" content="JaVa&#x53;cript:alert(1)">',
      '  <meta property="og:url" content="  vbscript:x">',
      '  <link rel="me" href="//other.example/me">',
      '</head>',
    ].join('\n');
    const result = render(markdown);
    expect(problems(result)).toMatchInlineSnapshot(`
      [
        "error 2 [markdown/forbidden-html] <script> is not allowed in a page's <head>",
        "error 3 [markdown/forbidden-html] <style> is not allowed in a page's <head>",
        "error 4 [markdown/forbidden-html] <base> is not allowed in a page's <head>",
        "error 5 [markdown/forbidden-html] <meta http-equiv> is not allowed in a page's <head>",
        "error 6 [markdown/forbidden-html] <meta charset> is not allowed in a page's <head>: every page is UTF-8",
        "error 7 [markdown/forbidden-html] the attribute "onload" on <meta> is not allowed in a page's <head>",
        "error 8 [markdown/forbidden-html] <meta name="viewport"> is not allowed in a page's <head>: the theme sets it",
        "error 9 [markdown/forbidden-html] <meta> in a page's <head> needs name (or property) and content",
        "error 10 [markdown/forbidden-html] <link rel="stylesheet"> is not allowed in a page's <head>",
        "error 11 [markdown/forbidden-html] <link rel="import"> is not allowed in a page's <head>",
        "error 12 [markdown/forbidden-html] the "href" of <link rel="canonical"> in a page's <head>: a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"",
        "error 13 [markdown/forbidden-html] the "href" of <link rel="alternate"> in a page's <head>: a data: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"",
        "error 14 [markdown/forbidden-html] the attribute "onerror" on <link rel="canonical"> is not allowed in a page's <head>",
        "error 15 [markdown/forbidden-html] <link rel="author"> in a page's <head> needs an href",
        "error 17 [markdown/forbidden-html] a second <title> in the page's <head> ("Two" after "One")",
        "error 18 [markdown/forbidden-html] text in a page's <head> must be inside <title>: "loose text"",
        "error 19 [markdown/forbidden-html] <div> is not allowed in a page's <head>",
        "error 20 [markdown/forbidden-html] <meta name="referrer" content="unsafe-url"> is not allowed in a page's <head>: it would send the page's full address to other sites",
        "error 21 [markdown/forbidden-html] the content of <meta property="og:image"> in a page's <head>: a javascript: URL is not allowed here: give an http(s) URL or a path such as "/img/card.png"",
        "error 22 [markdown/forbidden-html] the content of <meta property="og:url"> in a page's <head>: a vbscript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"",
        "error 23 [markdown/forbidden-html] the "href" of <link rel="me"> in a page's <head>: an address starting with "//" leads to another site: write its scheme, "https://…"",
      ]
    `);
    expect(result.diagnostics[0]?.hint).toBe(`a page's <head> may hold <meta name="…" content="…"> (or property="…"), <link rel="alternate|author|canonical|help|license|me" href="…"> and <title>`);
    expect(result.head).toEqual({ title: 'One', elements: [] });
    expect(result.html).toBe('');
  });

  it('must be closed, and outside a block <meta> and <link> stay errors that point to it', () => {
    expect(problems(render('<head>\n<meta name="a" content="b">\n\nText.'))).toEqual([
      "error 1 [markdown/forbidden-html] <head> is not closed: a page's <head> block ends with </head>",
      'error 2 [markdown/forbidden-html] <meta> is not allowed in markdown',
    ]);
    const loose = render('Text.\n\n<meta name="robots" content="noindex">');
    expect(loose.diagnostics.map((d) => d.hint)).toEqual([`a page's own <meta> and <link> tags go in a <head> block at the top level of the page; see https://sloveniaengineering.github.io/laguna-docs/manual/docs/guides/writing#raw-html`]);
    expect(loose.head).toBeUndefined();
  });
});

describe("a page's <head> in MDX", () => {
  it('is taken out of the content into the page head', () => {
    const result = mdx('# Setup\n\n<head>\n  <meta name="robots" content="noindex" />\n  <link rel="canonical" href="https://example.com/x" />\n  <title>{"Custom " + "title"}</title>\n</head>\n\nText.\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.head).toEqual({
      title: 'Custom title',
      elements: [
        { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/x' } },
      ],
    });
    expect(result.html).not.toContain('noindex');
    expect(result.html).toContain('<p>Text.</p>');
  });

  it('refuses what a .md block refuses, at its line, and a <head> inside another element', () => {
    const result = mdx('<head>\n  <script>{"alert(1)"}</script>\n  <link rel="stylesheet" href="/x.css" />\n</head>\n\n<div>\n<head><title>x</title></head>\n</div>\n');
    expect(problems(result)).toEqual([
      "error 5 [markdown/forbidden-html] <script> is not allowed in a page's <head>",
      'error 6 [markdown/forbidden-html] <link rel="stylesheet"> is not allowed in a page\'s <head>',
      'error 10 [markdown/forbidden-html] <head> is allowed only at the top level of the page',
    ]);
    expect(result.head).toBeUndefined();
    expect(result.html).not.toContain('<title>');
  });
});
