import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

describe('heading ids', () => {
  it('gives GitHub slugs, deduplicated in document order', () => {
    const result = render('## Run the server\n\n## Run the server\n\n## API: `GET /user/me`?');
    expect(result.headingIds).toEqual(['run-the-server', 'run-the-server-1', 'api-get-userme']);
  });

  it('folds Slovenian letters to ASCII', () => {
    expect(render('## Čas, šumniki in žetoni\n\n## Ćevapi in Đurđevac').headingIds).toEqual(['cas-sumniki-in-zetoni', 'cevapi-in-durdevac']);
  });

  it('takes {#custom-id} off the heading text and uses it', () => {
    const result = render('## Set up the database {#database}\n\n### Step {#step-1}');
    expect(result.html).toBe('<h2 id="database">Set up the database</h2>\n<h3 id="step-1">Step</h3>');
    expect(result.toc).toEqual([
      { depth: 2, id: 'database', text: 'Set up the database' },
      { depth: 3, id: 'step-1', text: 'Step' },
    ]);
  });

  it('lists only the configured levels in the table of contents', () => {
    const markdown = '## Two\n\n### Three\n\n#### Four';
    expect(render(markdown).toc.map((entry) => entry.depth)).toEqual([2, 3]);
    expect(render(markdown, { toc: { minLevel: 2, maxLevel: 4 } }).toc.map((entry) => entry.depth)).toEqual([2, 3, 4]);
    expect(render(markdown, { toc: { minLevel: 3, maxLevel: 3 } }).toc.map((entry) => entry.text)).toEqual(['Three']);
  });

  it('counts headings inside admonitions', () => {
    const result = render('## Notes\n\n:::note\n## Notes\n:::');
    expect(result.headingIds).toEqual(['notes', 'notes-1']);
    expect(result.toc).toHaveLength(2);
  });

  it('records ids from raw HTML and keeps headings from colliding with them', () => {
    const result = render('<div id="setup">x</div>\n\n## Setup\n\n<h2 id="by-hand">Raw</h2>');
    expect(result.headingIds).toEqual(['setup', 'setup-1', 'by-hand']);
    expect(result.toc.map((entry) => entry.id)).toEqual(['setup-1', 'by-hand']);
  });

  it('keeps the footnote heading out of the table of contents but records footnote ids', () => {
    const result = render('## Text\n\nA claim.[^1]\n\n[^1]: Source.');
    expect(result.toc.map((entry) => entry.id)).toEqual(['text']);
    expect(result.headingIds).toEqual(['text', 'user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
  });

  it('warns when an id is used twice', () => {
    expect(render('## A {#same}\n\n<p id="same">x</p>', { lineOffset: 3 }).diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "markdown/duplicate-id",
          "column": 1,
          "file": "content/en/docs/contributing/backend/01-requirements.md",
          "hint": "links to it reach only the first; give one of them another id",
          "line": 5,
          "message": "the id "same" is used twice (first on line 3)",
          "severity": "warning",
        },
      ]
    `);
  });

  it('takes the leading # heading out as the page title', () => {
    const result = render('# Setup and run {#top}\n\nText.');
    expect(result.title).toBe('Setup and run');
    expect(result.html).toBe('<p>Text.</p>');
  });
});
