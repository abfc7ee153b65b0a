import { describe, expect, it } from 'vitest';
import { ContentProvider } from '../content/ContentProvider.js';
import { docPage, siteData } from '../test/fixtures.js';
import { renderStatic } from '../test/html.js';
import { Admonition } from './Admonition.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeBlock, codeBlockMarkup } from './CodeBlock.js';
import { Table } from './Table.js';

const inLocale = (code: 'en' | 'sl', element: JSX.Element) =>
  renderStatic(<ContentProvider site={siteData(code)} page={docPage(code)}>{element}</ContentProvider>);

/** A highlighted block as the markdown stage builds it: `pre > code > span.line` with token spans. */
const code = (
  <pre tabIndex={0}>
    <code className="language-sh">
      <span className="line"><span className="hljs-built_in">cargo</span> build</span>{'\n'}
      <span className="line" data-highlighted="true">cargo test</span>{'\n'}
      <span className="line">cargo run</span>
    </code>
  </pre>
);

describe('Admonition', () => {
  it('titles each kind in the page language, with an icon', () => {
    for (const [kind, en, sl] of [['note', 'Note', 'Opomba'], ['tip', 'Tip', 'Nasvet'], ['info', 'Info', 'Informacija'], ['caution', 'Caution', 'Previdno'], ['danger', 'Danger', 'Nevarnost']] as const) {
      const english = inLocale('en', <Admonition kind={kind}><p>Body</p></Admonition>);
      expect(english.text('.admonition-title')).toBe(en);
      expect(english.attr('.admonition', 'class')).toBe(`admonition admonition-${kind}`);
      expect(english.attr('.admonition-title svg', 'aria-hidden')).toBe('true');
      expect(inLocale('sl', <Admonition kind={kind} />).text('.admonition-title')).toBe(sl);
    }
  });

  it('prefers the written title and treats an unknown kind as a note', () => {
    const custom = inLocale('sl', <Admonition kind="warning" title="Pozor, vrata">text</Admonition>);
    expect(custom.text('.admonition-title')).toBe('Pozor, vrata');
    expect(custom.attr('.admonition', 'class')).toBe('admonition admonition-note');
    expect(custom.text('.admonition-body')).toBe('text');
  });

  it('falls back to English outside a content provider', () => {
    expect(renderStatic(<Admonition kind="tip" />).text('.admonition-title')).toBe('Tip');
  });
});

describe('CodeBlock', () => {
  it('has a title bar, a focusable pre and a copy button named in the page language', () => {
    const en = inLocale('en', <CodeBlock language="sh" title="build.sh" code="cargo build">{code}</CodeBlock>);
    expect(en.text('.code-block-title')).toBe('build.sh');
    expect(en.attr('.code-block', 'data-language')).toBe('sh');
    expect(en.attr('.code-block pre', 'tabindex')).toBe('0');
    expect(en.attr('button.copy-button', 'aria-label')).toBe('Copy');
    expect(en.attr('button.copy-button', 'type')).toBe('button');
    // Its icon is the style sheet's: nothing inside the button, repeated on every block.
    expect(en.one('button.copy-button').children).toEqual([]);
    expect(en.has('button[data-copy]')).toBe(true);
    expect(inLocale('sl', <CodeBlock language="sh" code="x">{code}</CodeBlock>).attr('button.copy-button', 'aria-label')).toBe('Kopiraj');
  });

  it('keeps the highlighted code as the markdown stage built it', () => {
    const block = inLocale('en', <CodeBlock language="sh" code="" highlightLines="2">{code}</CodeBlock>);
    expect(block.all('.code-block-body > pre > code > .line').map((line) => line.properties.dataHighlighted ?? null)).toEqual([null, 'true', null]);
    expect(block.text('.line .hljs-built_in')).toBe('cargo');
  });

  it('turns line numbers on only when asked', () => {
    expect(inLocale('en', <CodeBlock code="" showLineNumbers>{code}</CodeBlock>).has('.code-block[data-line-numbers]')).toBe(true);
    expect(inLocale('en', <CodeBlock code="" showLineNumbers="true">{code}</CodeBlock>).has('.code-block[data-line-numbers]')).toBe(true);
    expect(inLocale('en', <CodeBlock code="" showLineNumbers={false}>{code}</CodeBlock>).has('.code-block[data-line-numbers]')).toBe(false);
  });
});

describe('CodeBlock written without React', () => {
  /** React's own escaping of text (attribute values are escaped the same way). */
  const escapeLikeReact = (text: string) => renderToStaticMarkup(<>{text}</>);

  it('is byte for byte what React writes, in every locale, for every form of the properties', () => {
    const children = '<pre tabindex="0"><code class="language-sh"><span class="hljs-built_in">cargo</span> build &amp; &lt;run&gt;</code></pre>';
    const variants: Array<Record<string, unknown>> = [];
    for (const language of [undefined, '', 'sh', 'a"b<c>&\'d'])
      for (const title of [undefined, '', 'build.sh', 'Say "hi" & <go>'])
        for (const showLineNumbers of [undefined, true, false, '', 'true', 'false']) variants.push({ language, title, showLineNumbers, code: 'cargo build', highlightLines: '1 2' });
    let written = 0;
    for (const code of ['en', 'sl'] as const) {
      const site = siteData(code);
      const page = docPage(code);
      for (const props of variants) {
        const html = codeBlockMarkup(props, children, { site, page, escape: escapeLikeReact });
        const byReact = renderToStaticMarkup(<ContentProvider site={site} page={page}><CodeBlock {...props}><template data-children="" /></CodeBlock></ContentProvider>).replace('<template data-children=""></template>', children);
        expect(html, JSON.stringify(props)).toBe(byReact);
        written += 1;
      }
    }
    expect(written).toBe(192);
    // Properties of a type the markdown stage never gives are left to the component.
    expect(codeBlockMarkup({ language: 3 }, children, { site: siteData('en'), page: docPage('en'), escape: escapeLikeReact })).toBeUndefined();
  });
});

describe('Table', () => {
  it('wraps tables in a focusable scroll container', () => {
    const table = renderStatic(<Table><tbody><tr><td>1</td></tr></tbody></Table>);
    expect(table.attr('div.table-wrapper', 'tabindex')).toBe('0');
    expect(table.has('div.table-wrapper > table td')).toBe(true);
  });
});
