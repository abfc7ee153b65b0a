import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

const problems = (markdown: string) => render(markdown).diagnostics.map((d) => `${d.severity} ${d.line}:${d.column} ${d.message}`);

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
});
