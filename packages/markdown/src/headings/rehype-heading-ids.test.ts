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

  it('never gives content an id of the page layout or the hydration data', () => {
    const markdown = [
      '## Main',
      '## Nav panel {#nav-panel}',
      '<div id="__laguna_data" hidden>{}</div>',
      '<h2 id="main">Raw</h2>',
      '## laguna-search-results',
    ].join('\n\n');
    const result = render(markdown);
    expect(result.headingIds).toEqual(['main-1', 'nav-panel-1', 'content-__laguna_data', 'main-2', 'content-laguna-search-results']);
    expect(result.html).toContain('<div id="content-__laguna_data" hidden>');
    expect(result.diagnostics.map((diagnostic) => `${diagnostic.line}: ${diagnostic.message} [${diagnostic.code}]`)).toMatchInlineSnapshot(`
      [
        "1: the id "main" belongs to the page layout; this heading gets the id "main-1" instead [markdown/reserved-id]",
        "3: the id "nav-panel" belongs to the page layout; this heading gets the id "nav-panel-1" instead [markdown/reserved-id]",
        "5: the id "__laguna_data" belongs to the page layout; this <div> gets the id "content-__laguna_data" instead [markdown/reserved-id]",
        "7: the id "main" belongs to the page layout; this heading gets the id "main-2" instead [markdown/reserved-id]",
        "9: the id "laguna-search-results" belongs to the page layout; this heading gets the id "content-laguna-search-results" instead [markdown/reserved-id]",
      ]
    `);
    expect(result.diagnostics[0]!.hint).toBe('link to #main-1, or choose another id');
  });

  it('leaves ids that only start like a layout id alone', () => {
    expect(render('## Main menu\n\n<p id="mainly">x</p>').headingIds).toEqual(['main-menu', 'mainly']);
  });

  it('warns of no layout id for headings that end in a number of their own', () => {
    const result = render('## Step 12\n\n## Main 2\n\n## Step 12');
    expect(result.headingIds).toEqual(['step-12', 'main-2', 'step-12-1']);
    expect(result.diagnostics).toEqual([]);
  });
});
