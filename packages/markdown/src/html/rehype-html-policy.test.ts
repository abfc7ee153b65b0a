import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

const problems = (markdown: string) => render(markdown).diagnostics.map((d) => `${d.severity} ${d.line}:${d.column} ${d.message}`);

describe('embeds from the hosts a site allows', () => {
  const embeds = ['www.youtube-nocookie.com', 'player.vimeo.com'];
  const youtube = '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" title="Setting up the tracker" frameborder="0" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>';

  it('publishes an https embed of a listed host with a title, sandboxed and lazy', () => {
    const result = render(`Watch:\n\n${youtube}\n`, { embeds });
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc" title="Setting up the tracker" allow="encrypted-media; picture-in-picture" allowfullscreen sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it('gives an embed without a title one from its host, with a warning at its line', () => {
    const result = render('Watch:\n\n<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>\n\n<iframe src="https://player.vimeo.com/video/1" title=" "></iframe>\n', { embeds: [...embeds, 'player.vimeo.com'] });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.line} ${d.message} | ${d.hint}`)).toEqual([
      'warning 3 <iframe> from www.youtube-nocookie.com has no title; it was given "YouTube video" | add title="…" that says what it shows (screen readers announce it)',
      'warning 5 <iframe> from player.vimeo.com has no title; it was given "Vimeo video" | add title="…" that says what it shows (screen readers announce it)',
    ]);
    expect(result.html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="YouTube video" sandbox=');
  });

  it('refuses other hosts, plain http, srcdoc and event handlers, at their line', () => {
    const markdown = [
      '<iframe src="https://evil.example/x" title="x"></iframe>',
      '<iframe src="http://player.vimeo.com/video/1" title="x"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>" src="https://player.vimeo.com/video/1" title="x"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1" title="Demo" onload="alert(1)"></iframe>',
    ].join('\n\n');
    const result = render(markdown, { embeds });
    expect(result.diagnostics.map((d) => `${d.line} ${d.message} | ${d.hint}`)).toEqual([
      '1 <iframe> from evil.example, which markdown.embeds does not list | add "evil.example" to markdown.embeds in the config if you trust it (listed: www.youtube-nocookie.com, player.vimeo.com)',
      '3 <iframe> needs an https URL in "src", not "http://player.vimeo.com/video/1" | list the host in markdown.embeds in the config, and embed over https with a title',
      '5 <iframe srcdoc> is not allowed in markdown | list the host in markdown.embeds in the config, and embed over https with a title',
      '7 <iframe> from player.vimeo.com has no title; it was given "Vimeo video" | add title="…" that says what it shows (screen readers announce it)',
      '9 event handler attribute "onload" on <iframe> is not allowed in markdown | raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component',
    ]);
    expect(result.html).not.toContain('evil.example');
    expect(result.html).not.toContain('onload');
    expect(result.html).not.toContain('srcdoc');
  });

  it('leaves every iframe an error when the site lists no host', () => {
    expect(render(youtube).diagnostics.map((d) => d.message)).toEqual(['<iframe> is not allowed in markdown']);
  });
});

describe('raw HTML policy', () => {
  it('allows markup: details, kbd, inline SVG, ids, classes, comments', () => {
    const markdown = '<details><summary>More</summary>\n\nText with <kbd>Ctrl</kbd>.\n\n</details>\n\n<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n\n<div id="a" class="b"><!-- note --></div>';
    const result = render(markdown);
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<kbd>Ctrl</kbd>');
    expect(result.html).toContain('<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"></circle></svg>');
  });

  it('fails on elements that run code or embed documents, at their line', () => {
    const result = render('Text.\n\n<script>alert(1)</script>\n\n<iframe src="https://example.com"></iframe>\n\nA <embed src="a.swf"> and <object data="a.swf"></object>.\n\n<style>p { color: red }</style>');
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "markdown/forbidden-html",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component",
          "line": 3,
          "message": "<script> is not allowed in markdown",
          "severity": "error",
        },
        {
          "code": "markdown/forbidden-html",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component",
          "line": 5,
          "message": "<iframe> is not allowed in markdown",
          "severity": "error",
        },
        {
          "code": "markdown/forbidden-html",
          "column": 3,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component",
          "line": 7,
          "message": "<embed> is not allowed in markdown",
          "severity": "error",
        },
        {
          "code": "markdown/forbidden-html",
          "column": 27,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component",
          "line": 7,
          "message": "<object> is not allowed in markdown",
          "severity": "error",
        },
        {
          "code": "markdown/forbidden-html",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component",
          "line": 9,
          "message": "<style> is not allowed in markdown",
          "severity": "error",
        },
      ]
    `);
    expect(result.html).not.toMatch(/<(script|iframe|embed|object|style)/);
  });

  it('fails on elements that act on the whole page', () => {
    expect(problems('<link rel="stylesheet" href="/x.css">\n\n<base href="https://example.com/">\n\n<meta http-equiv="refresh" content="0">')).toEqual([
      'error 1:1 <link> is not allowed in markdown',
      'error 3:1 <base> is not allowed in markdown',
      'error 5:1 <meta> is not allowed in markdown',
    ]);
  });

  it('fails on event handler attributes, also inside SVG', () => {
    expect(problems('<button onclick="go()">Go</button>\n\n<svg onload="x()"><rect onMouseOver="y()"/></svg>')).toEqual([
      'error 1:1 event handler attribute "onclick" on <button> is not allowed in markdown',
      'error 3:1 event handler attribute "onload" on <svg> is not allowed in markdown',
      'error 3:19 event handler attribute "onmouseover" on <rect> is not allowed in markdown',
    ]);
  });

  it('fails on javascript: URLs however they are written, in markdown links too', () => {
    const markdown = '[md](javascript:alert(1))\n\n<a href=" JaVa&#x09;Script:x()">a</a> <img src="javascript:y()"> <svg><a xlink:href="javascript:z()"></a></svg>';
    expect(problems(markdown)).toEqual([
      'error 1:1 a javascript: URL in "href" on <a> is not allowed in markdown',
      'error 3:1 a javascript: URL in "href" on <a> is not allowed in markdown',
      'error 3:39 a javascript: URL in "src" on <img> is not allowed in markdown',
      'error 3:71 a javascript: URL in "xlink:href" on <a> is not allowed in markdown',
    ]);
    expect(render(markdown).html).not.toMatch(/javascript/i);
  });

  it('lets the word javascript appear where it does no harm', () => {
    expect(render('<abbr title="javascript: a language">JS</abbr> and `javascript:void(0)`').diagnostics).toEqual([]);
  });

  it('fails on SVG animations that could set a javascript: or data: URL, and on animated event handlers', () => {
    const markdown = [
      '<svg><a><animate attributeName="href" values="#;javascript:alert(1)" /><text>x</text></a></svg>',
      '<svg><a><set attributeName="xlink:href" to=" JAVASCRIPT:alert(1)" /></a><set attributeName="href" from="data:text/html,x" by="y" /></svg>',
      '<svg><set attributeName="onclick" to="alert(1)" /><animate attributeName="x" values="0;10" dur="1s" /></svg>',
    ].join('\n\n');
    expect(problems(markdown)).toEqual([
      'error 1:9 a javascript: URL in the animation value "values" on <animate> is not allowed in markdown',
      'error 3:9 a javascript: URL in the animation value "to" on <set> is not allowed in markdown',
      'error 3:73 a data: URL in the animation value "from" on <set> is not allowed in markdown',
      'error 5:6 animating the event handler "onclick" on <set> is not allowed in markdown',
    ]);
    const html = render(markdown).html;
    expect(html).not.toMatch(/javascript|data:|onclick/i);
    expect(html).toContain('values="0;10"');
  });

  it('fails on data: and vbscript: URLs in attributes that navigate or load, but allows data: images', () => {
    const markdown = [
      '<a href="data:text/html,<script>x</script>">a</a> <button formaction="javascript:x()">b</button>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"> <a href="vbscript:msgbox">c</a> <svg><image href="data:image/svg+xml,%3Csvg/%3E"/></svg>',
    ].join('\n\n');
    expect(problems(markdown)).toEqual([
      'error 1:1 a data: URL in "href" on <a> is not allowed in markdown',
      'error 1:51 a javascript: URL in "formaction" on <button> is not allowed in markdown',
      'error 3:58 a vbscript: URL in "href" on <a> is not allowed in markdown',
    ]);
    expect(render(markdown).html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('fails on <plaintext>, <form> and the other elements that take over the page', () => {
    const markdown = '<form action="https://evil.example/"><input type="password" name="p"></form>\n\n<noscript><p>x</p></noscript>\n\n<plaintext>rest';
    expect(problems(markdown)).toEqual([
      'error 1:1 <form> is not allowed in markdown',
      'error 3:1 <noscript> is not allowed in markdown',
      'error 5:1 <plaintext> is not allowed in markdown',
    ]);
    expect(render(markdown).html).not.toMatch(/<(form|plaintext|noscript)/);
  });

  it('allows styles from its list and refuses overlays, offsets, stacking and loading', () => {
    const allowed = '<div style="max-width:720px;font-size:12px; margin-left: 2em; border-top-color: red; position: relative; display: grid">x</div>';
    expect(render(allowed).diagnostics).toEqual([]);
    const markdown = [
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:white">Sign in</div>',
      '<p style="background-color: red; transform: scale(50)">x</p> <span style="color: red; background-image: URL(https://t.example/p.gif)">y</span>',
      '<i style="po\\73ition: fixed">z</i>',
    ].join('\n\n');
    expect(problems(markdown)).toMatchInlineSnapshot(`
      [
        "error 1:1 a style attribute using "position: fixed" (only static and relative), "top", "left", "z-index" on <div> is not allowed in markdown",
        "error 3:1 a style attribute using "transform" on <p> is not allowed in markdown",
        "error 3:62 a style attribute using "URL(" on <span> is not allowed in markdown",
        "error 5:1 a style attribute using "\\", "po\\73ition" on <i> is not allowed in markdown",
      ]
    `);
    expect(render(markdown).html).not.toContain('style=');
  });

  it('refuses name on images, which would shadow properties of the document', () => {
    expect(problems('<img src="a.png" name="getElementById" alt="">')).toEqual(['error 1:1 the attribute "name" on <img> is not allowed in markdown']);
  });
});

