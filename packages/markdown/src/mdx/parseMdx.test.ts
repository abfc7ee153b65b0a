import { describe, expect, it } from 'vitest';
import { render } from '../testing/render.js';

/** Parses `text` as the `.mdx` page `docs/contributing/backend/01-requirements.mdx` of the test site, whose body starts on line 4. */
function mdx(text: string, files: Record<string, string> = {}) {
  return render(text, { file: 'content/en/docs/contributing/backend/01-requirements.mdx', lineOffset: 4, readFile: (file) => files[file] });
}

const problems = (text: string, files: Record<string, string> = {}) => mdx(text, files).diagnostics.map((d) => `${d.file}:${d.line}:${d.column ?? '-'} [${d.code}] ${d.message}${d.hint ? ` (${d.hint})` : ''}`);

describe('parseMarkdown of an .mdx page', () => {
  it('holds JSX to the raw HTML policy: no script, event handlers, javascript: URLs or inner HTML, at their lines', () => {
    const text = '<img src="./shot.png" alt="" onError="alert(1)" />\n\n<div dangerouslySetInnerHTML={{ __html: \'<b>x</b>\' }} />\n\n<a href="javascript:alert(3)">click</a>\n\n<script>{\'alert(4)\'}</script>\n';
    const result = mdx(text);
    expect(result.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
      '4 event handler attribute "onerror" on <img> is not allowed in markdown',
      '6 dangerouslySetInnerHTML on <div> is not allowed in markdown',
      '8 a javascript: URL in "href" on <a> is not allowed in markdown',
      '10 <script> is not allowed in markdown',
    ]);
    expect(result.html).not.toMatch(/alert|onerror|<script/);
  });

  it("runs a component the page exports: its style object written as CSS, as React writes it, and its event handlers left out with a warning", () => {
    const text = [
      'export const Highlight = ({ children, color }) => (',
      '  <span style={{ backgroundColor: color, borderRadius: 2, padding: "0.2rem", margin: 0, lineHeight: 1.5, fontWeight: undefined }} onClick={() => alert(color)}>',
      '    {children}',
      '  </span>',
      ');',
      '',
      'This is <Highlight color="#25c2a0">green</Highlight>.',
      '',
      'And <Highlight color="#1877f2">blue</Highlight>: one warning for both.',
      '',
    ].join('\n');
    const result = mdx(text);
    expect(result.html).toBe('<p>This is <span style="background-color: #25c2a0; border-radius: 2px; padding: 0.2rem; margin: 0; line-height: 1.5">green</span>.</p>\n<p>And <span style="background-color: #1877f2; border-radius: 2px; padding: 0.2rem; margin: 0; line-height: 1.5">blue</span>: one warning for both.</p>');
    expect(problems(text)).toEqual([
      'content/en/docs/contributing/backend/01-requirements.mdx:5:3 [markdown/static-handler] onClick on <span> is left out: the page is HTML made at build time, where functions do not run (for a component that reacts in the browser, put it in src/components and use it with client:load (see https://sloveniaengineering.github.io/laguna-docs/manual/docs/guides/mdx))',
    ]);
  });

  it('takes the title after the imports, runs export const and resolves markdown links with their file lines', () => {
    const result = mdx("import Tabs from '@theme/Tabs';\nexport const version = '1.2';\n\n# Setup\n\nVersion {version}, see [testing](./03-testing.md).\n\n## Run {version}\n");
    expect(result.title).toBe('Setup');
    expect(result.html).toBe('<p>Version 1.2, see <a href="/laguna-docs/docs/contributing/backend/testing">testing</a>.</p>\n<h2 id="run-12">Run 1.2</h2>');
    expect(result.toc).toEqual([{ depth: 2, id: 'run-12', text: 'Run 1.2' }]);
    expect(result.links.map((link) => `${link.line}:${link.column} ${link.href}`)).toEqual(['9:24 /laguna-docs/docs/contributing/backend/testing']);
    expect(result.diagnostics).toEqual([]);
  });

  it('resolves links and images written as JSX, and an imported image as its path', () => {
    const result = mdx("import shot from './shot.png';\n\n<a href=\"./03-testing.md\">tests</a>\n\n<img src={shot} alt=\"Shot\" />\n");
    expect(result.html).toBe('<a href="/laguna-docs/docs/contributing/backend/testing">tests</a>\n<img src="/laguna-docs/docs/contributing/backend/shot.png" alt="Shot" loading="lazy" decoding="async">');
    expect(result.links.map((link) => `${link.line} ${link.written}`)).toEqual(['6 ./03-testing.md', '8 ./shot.png']);
  });

  it('renders Tabs with every panel in the page, labels from values, the default tab selected and the group id', () => {
    const { html } = mdx(
      "<Tabs groupId=\"os\" values={[{ value: 'mac', label: 'macOS' }, { value: 'win', label: 'Windows' }]}>\n  <TabItem value=\"mac\">Brew</TabItem>\n  <TabItem value=\"win\" default>Choco</TabItem>\n</Tabs>\n",
    );
    expect(html).toBe(
      '<div class="tabs" data-group-id="os"><div role="tablist" class="tabs-list" hidden>' +
        '<button type="button" role="tab" id="tabs-1-tab-0" aria-controls="tabs-1-panel-0" aria-selected="false" tabindex="-1" data-value="mac">macOS</button>' +
        '<button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="true" tabindex="0" data-value="win">Windows</button></div>' +
        '<div role="tabpanel" id="tabs-1-panel-0" aria-labelledby="tabs-1-tab-0" tabindex="0" data-value="mac"><p class="tabs-panel-label">macOS</p>Brew</div>' +
        '<div role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0" data-value="win" data-selected="true"><p class="tabs-panel-label">Windows</p>Choco</div></div>',
    );
  });

  it('takes a TabItem label and Tabs defaultValue, and numbers each tab set of a page', () => {
    const { html } = mdx('<Tabs defaultValue="b"><TabItem value="a" label="A!">1</TabItem><TabItem value="b">2</TabItem></Tabs>\n\n<Tabs><TabItem value="c">3</TabItem></Tabs>\n');
    expect(html).toContain('aria-selected="true" tabindex="0" data-value="b">b</button>');
    expect(html).toContain('data-value="a">A!</button>');
    expect(html).toContain('id="tabs-2-tab-0"');
  });

  it('renders Details with a summary prop or a summary element, and Admonition like :::', () => {
    expect(mdx('<Details summary="More">Text</Details>\n').html).toBe('<details class="details"><summary>More</summary>Text</details>');
    expect(mdx('<Details>\n<summary>Why</summary>\n\nBecause.\n</Details>\n').html).toBe('<details class="details"><summary>Why</summary><p>Because.</p></details>');
    expect(mdx('<Admonition type="warning" title="Careful">Hot</Admonition>\n\n:::tip\nCool\n:::\n').html).toBe('<admonition kind="caution" title="Careful">Hot</admonition>\n<admonition kind="tip"><p>Cool</p></admonition>');
  });

  it('takes the built-in components from their @theme imports under any name', () => {
    expect(mdx("import More from '@theme/Details';\n\n<More summary=\"S\">T</More>\n").html).toBe('<details class="details"><summary>S</summary>T</details>');
  });

  it('renders an imported partial with its props, its links starting from its own folder', () => {
    const files = { 'content/en/docs/contributing/_shared/_note.mdx': '---\ntitle: ignored\n---\nHello **{props.who}**, see [intro](../../intro.md).\n' };
    const { html } = mdx("import Note from '../_shared/_note.mdx';\n\n<Note who=\"you\" />\n", files);
    expect(html).toBe('<p>Hello <strong>you</strong>, see <a href="/laguna-docs/docs/intro">intro</a>.</p>');
  });

  it('pins its errors at file and line', () => {
    expect(problems('Text\n\n<Tabs>\n')).toEqual([
      'content/en/docs/contributing/backend/01-requirements.mdx:6:1 [mdx/syntax] Expected a closing tag for `<Tabs>` (fix the MDX syntax (JSX tags must close, `{` starts an expression: write `\\{` for a brace, and `&lt;` for a lone `<`))',
    ]);
    expect(problems("# A\n\nimport React from 'react';\n")).toEqual([
      'content/en/docs/contributing/backend/01-requirements.mdx:6:1 [mdx/import] import of "react" is not allowed (an .mdx file may import the built-in components (@theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/CodeBlock), the site\'s components (@site/src/components/Card, or a relative path to a .tsx/.jsx/.ts/.js file), .md/.mdx partials and other files inside the site, by a relative path)',
    ]);
    expect(problems("import { x } from './_x.mdx';\n")).toEqual([
      'content/en/docs/contributing/backend/01-requirements.mdx:4:1 [mdx/import] "./_x.mdx" is imported without a default name: write "import Name from \'./_x.mdx\'" (an .mdx file may import the built-in components (@theme/Tabs, @theme/TabItem, @theme/Details, @theme/Admonition, @theme/CodeBlock), the site\'s components (@site/src/components/Card, or a relative path to a .tsx/.jsx/.ts/.js file), .md/.mdx partials and other files inside the site, by a relative path)',
    ]);
    expect(problems("import x from '../../../../../../x.mdx';\n")[0]).toContain(':4:1 [mdx/import] import of "../../../../../../x.mdx" points outside the site');
    expect(problems('<Details><summary>Why</summary>\n\nBecause.\n</Details>\n')[0]).toContain('01-requirements.mdx:4:1 [mdx/syntax] Expected a closing tag for `<Details>` before the end of `paragraph`');
    expect(problems('Text\n\n<Cards />\n')).toEqual([
      'content/en/docs/contributing/backend/01-requirements.mdx:6:1 [mdx/unknown-component] <Cards> is neither a built-in component nor imported (the built-in components are Tabs, TabItem, Details, Admonition and CodeBlock; import others: import Card from "@site/src/components/Card", or a partial: import Name from "./_name.mdx")',
    ]);
    expect(problems('\n<Tabs defaultValue="z"><TabItem value="a">A</TabItem></Tabs>\n')).toEqual(['content/en/docs/contributing/backend/01-requirements.mdx:5:- [mdx/component] <Tabs defaultValue="z"> names no <TabItem>; values: a']);
    expect(problems("import Gone from './_gone.mdx';\n\n<Gone />\n")).toEqual(['content/en/docs/contributing/backend/01-requirements.mdx:6:- [mdx/missing-import] the imported file "content/en/docs/contributing/backend/_gone.mdx" does not exist']);
  });

  it("gives the line of the expression whose code failed as the page's code ran", () => {
    expect(problems('# A\n\nText\n\n{require("fs").readFileSync("/etc/passwd")}\n')).toEqual([
      "content/en/docs/contributing/backend/01-requirements.mdx:8:- [mdx/run] the page's code failed: require is not defined (check the expressions and exports of the page)",
    ]);
    expect(problems('Text with {missing.value} inline.\n')[0]).toContain('01-requirements.mdx:4:- [mdx/run]');
    expect(problems('<Details summary={x.y}>\n\n{[1, 2].map((n) => <p key={n}>{n}</p>)}\n\n</Details>\n')[0]).toContain('01-requirements.mdx:4:- [mdx/run] the page\'s code failed: x is not defined');
    expect(problems('# A\n\nexport const a = 1;\nexport const b = 2, c = globalThis.nothing.x;\n\n{a}\n')).toEqual([
      "content/en/docs/contributing/backend/01-requirements.mdx:7:- [mdx/run] the page's code failed: Cannot read properties of undefined (reading 'x') (check the expressions and exports of the page)",
    ]);
    // What the expressions give is unchanged.
    expect(mdx('{1 + 1} and {"a" + "b"}\n\n{[1, 2].map((n) => <b key={n}>{n}</b>)}\n').html).toBe('<p>2 and ab</p>\n<b>1</b><b>2</b>');
  });

  it('passes on the warnings of a partial, naming it', () => {
    const files = { 'content/en/docs/contributing/backend/_tip.mdx': 'Text\n\n:::hint\nCareful\n:::\n' };
    expect(problems("import Tip from './_tip.mdx';\n\n<Tip />\n", files)).toEqual([
      'content/en/docs/contributing/backend/_tip.mdx:3:1 [markdown/unknown-admonition] unknown admonition ":::hint" (use one of :::note, :::tip, :::info, :::important, :::success, :::caution, :::danger (:::warning is the same as :::caution), or declare the kind in the config\'s markdown.admonitions; the text is shown as written)',
    ]);
  });

  it('reports a partial that imports itself', () => {
    const files = { 'content/en/docs/contributing/backend/_loop.mdx': "import Loop from './_loop.mdx';\n\n<Loop />\n" };
    expect(problems("import Loop from './_loop.mdx';\n\n<Loop />\n", files)[0]).toContain('[mdx/import-cycle] "content/en/docs/contributing/backend/_loop.mdx" imports itself');
  });
});
