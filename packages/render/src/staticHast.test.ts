import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { createContext, createElement, Fragment, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkdownMarkup, Theme } from '@laguna-docs/shared';
import { preparationKey, prepareContent, renderContent } from './renderContent.js';
import { withStaticContent } from './staticHast.js';
import { componentElements } from './componentElements.js';

/** What React writes for a tree converted the plain way, every element through rehype-react: the path content took before. */
function byReact(tree: Root, theme: Theme): string {
  const raw: string[] = [];
  const mark = (node: Root | RootContent): Root | RootContent => {
    if ((node.type as string) === 'raw') {
      raw.push((node as unknown as { value: string }).value);
      return { type: 'element', tagName: 'laguna-raw', properties: { dataRaw: String(raw.length - 1) }, children: [] };
    }
    return 'children' in node ? ({ ...node, children: node.children.map(mark) } as Root | RootContent) : node;
  };
  const marked = mark(tree) as Root;
  const element = unified()
    .use(rehypeReact, { Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs, components: { ...theme.markdownComponents } as never, passKeys: true, passNode: false })
    .stringify(marked) as ReactElement;
  const html = renderToStaticMarkup(theme.ContentProvider ? createElement(theme.ContentProvider, { site: SITE, page: PAGE }, element) : element);
  return html.replace(/<laguna-raw data-raw="(\d+)"><\/laguna-raw>/g, (_, index: string) => raw[Number(index)]!);
}

/** Rendered the way pages are: what no component touches written here. */
const render = (tree: Root, theme: Theme) => renderContent({ theme, site: SITE, page: PAGE, content: { type: 'markdown', hast: tree } });

const SITE = { locale: { code: 'en' } } as never;
const PAGE = { route: '/docs/x' } as never;

/** A theme's components as the default theme's are made: they read the page from context and wrap their children. */
const Page = createContext<string>('');
const Box = ({ children, kind }: { children?: ReactNode; kind?: string }) => createElement('aside', { className: `box box-${kind ?? 'plain'}` }, children);
const CodeBlock = ({ children, language }: { children?: ReactNode; language?: string }) =>
  createElement('div', { className: 'code-block', 'data-language': language || undefined }, createElement('div', null, children), createElement('button', { type: 'button', 'aria-label': useContext(Page) }));
const Table = (props: Record<string, unknown>) => createElement('div', { className: 'table-wrapper', tabIndex: 0 }, createElement('table', props));
const theme = {
  name: 'boxes',
  markdownComponents: { box: Box, 'code-block': CodeBlock, table: Table },
  contentRenderers: {},
  ContentProvider: ({ page, children }: { page: { route: string }; children?: ReactNode }) => createElement(Page.Provider, { value: `Copy ${page.route}` }, children),
} as unknown as Theme;
const bare = { name: 'bare', markdownComponents: {}, contentRenderers: {} } as unknown as Theme;

const text = (value: string): ElementContent => ({ type: 'text', value });
const el = (tagName: string, properties: Record<string, unknown>, ...children: Array<ElementContent | RootContent>): Element => ({ type: 'element', tagName, properties: properties as never, children: children as ElementContent[] });
const raw = (value: string) => ({ type: 'raw', value }) as unknown as ElementContent;
const html = (source: string): RootContent[] => fromHtml(source, { fragment: true }).children;

/** KaTeX's output for `\sqrt{x^2}+\frac{a}{b}` (MathML, inline styles, an SVG), as the math step parses it. */
const KATEX =
  '<span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><msqrt><msup><mi>x</mi><mn>2</mn></msup></msqrt><mo>+</mo><mfrac><mi>a</mi><mi>b</mi></mfrac></mrow><annotation encoding="application/x-tex">\\sqrt{x^2} + \\frac{a}{b}</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="katex-base"><span class="katex-strut" style="height:1.0873em;vertical-align:-0.0833em;"></span><span class="mord sqrt"><span class="vlist" style="height:1.0039em;"><span class="svg-align" style="top:-3em;"><span class="mord" style="padding-left:0.833em;"><span class="mord mathnormal">x</span></span></span>' +
  '<span class="hide-tail" style="min-width:0.853em;height:1.08em;"><svg xmlns="http://www.w3.org/2000/svg" width="400em" height="1.08em" viewBox="0 0 400000 1080" preserveAspectRatio="xMinYMin slice"><path d="M95,702\nc-2.7,0,-7.17,-2.7,-13.5,-8z"/></svg></span></span><span class="vlist-s">\u200b</span></span>' +
  '<span class="mspace" style="margin-right:0.2222em;"></span><span class="frac-line" style="border-bottom-width:0.04em;"></span></span></span></span></span>';

/** The kinds of content pages hold, as the markdown stage makes them. */
const KINDS: Record<string, RootContent[]> = {
  'text and entities': [el('h2', { id: 'set-up' }, text('Set up "it" & <run> it\'s — ünïcode © &amp;')), el('p', {}, text('a'), text('b'), { type: 'comment', value: 'gone' }, text(''), text('c'))],
  'links and attributes': [
    el('p', {}, text('See '), el('a', { href: '/b/docs/x?a=1&b=2', title: 'X "y"' }, text('x')), el('a', { href: '' }, text('empty')), el('a', { href: 'https://e.org', rel: ['noopener', 'noreferrer'], target: '_blank' }, text('out'))),
    el('p', { className: [] }, el('span', { className: ['a', ''] }, text('odd classes')), el('span', { className: ['  spaced  '] }), el('span', { className: 'plain string' })),
    el('ol', { start: 3, reversed: true }, el('li', { dataLine: 2, dataType: 'x', ariaFoo: 'y', itemProp: 'name', hidden: true, dataOn: true }, text('three'))),
    el('div', { style: 'color: red; --accent: blue; -ms-transform: none; -webkit-line-clamp: 2', dir: 'rtl', lang: 'sl', tabIndex: 0, role: 'note', ariaLabel: 'L', ariaHidden: 'true' }, text('styled')),
    el('label', { htmlFor: 'x', acceptCharset: 'utf-8', onClick: 'alert(1)', contentEditable: 'true', spellCheck: false, draggable: true }, text('label')),
    // A site's rehype plugin may make elements without properties.
    { type: 'element', tagName: 'p', children: [text('no properties'), { type: 'element', tagName: 'span', children: [] }, { type: 'text' }] } as unknown as Element,
  ],
  'void elements': [el('p', {}, text('a'), el('br', {}), el('img', { src: '/a.png', alt: 'A "b"', width: 10, height: 20, loading: 'lazy' }), el('hr', { className: ['sep'] }), el('wbr', {}))],
  'task lists': [el('ul', { className: ['contains-task-list'] }, el('li', { className: ['task-list-item'] }, el('input', { type: 'checkbox', checked: true, disabled: true }), text(' done')), el('li', {}, el('input', { type: 'checkbox', checked: false, disabled: true }), text(' to do')))],
  'code blocks with highlight spans': [
    el('code-block', { language: 'rust', title: 'main.rs' }, el('pre', { tabIndex: 0 }, el('code', { className: ['language-rust'] }, el('span', { className: ['line'], dataHighlighted: 'true' }, el('span', { className: ['hljs-keyword'] }, text('let')), text(' x = '), el('span', { className: ['hljs-string'] }, text('"<a>" & \'b\''))), text('\n'), el('span', { className: ['line'] })))),
    el('pre', {}, text('\nleading line break')),
    el('pre', {}, text('\nbreak'), el('b', {}, text('then bold'))),
    el('pre', {}, { type: 'comment', value: 'c' }, text('\nafter a comment')),
    el('listing', {}, text('\nlisting')),
    el('pre', {}, raw('\n<b>raw</b>')),
  ],
  tables: [
    el('table', {}, text('\n'), el('thead', {}, text('\n'), el('tr', {}, text('\n'), el('th', { align: 'left' }, text('A')), text(' '), el('th', { align: 'center', colSpan: 2 }, text('B')), text('\n'))), text('\n'), el('tbody', {}, el('tr', {}, el('td', { align: 'right', rowSpan: 1 }, text(' x ')), el('td', {}, text(' '))))),
    ...html('<table><tr><td style="color: blue" align="left">raw</td></tr></table>'),
  ],
  math: html(KATEX),
  footnotes: html(
    '<p>Text<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup></p>' +
      '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2><ol><li id="user-content-fn-1"><p>Note. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p></li></ol></section>',
  ),
  'raw HTML': [raw('<div class="island" data-island="x"><b>server markup</b></div>'), el('p', {}, text('before '), raw('<i>inline</i>'), text(' after')), el('box', {}, raw('<span>in a component</span>'), text('text'))],
  'SVG attributes': html(
    '<svg viewBox="0 0 10 10" class="icon" stroke-width="2" stroke-linecap="round" fill-opacity="0.5" xmlns:xlink="http://www.w3.org/1999/xlink" focusable="false"><use xlink:href="#a"></use><path d="M0 0" stroke-linecap="round" stroke-dasharray="1 2" stroke-linejoin="round"/><foreignObject><div class="inside">x</div></foreignObject><text x="1" y="2" text-anchor="middle">t</text><line marker-end="url(#m)" x1="0"/></svg>',
  ),
  'diagrams and details': [
    el('div', { className: ['diagram'], dataDiagram: 'mermaid' }, el('code-block', { language: 'mermaid' }, el('pre', { tabIndex: 0 }, el('code', {}, text('graph TD;\n A-->B'))))),
    ...html('<details open><summary>More</summary><p>Inside <kbd>Ctrl</kbd></p></details><figure><img src="x.png" alt=""><figcaption>Cap</figcaption></figure><iframe src="https://e.org/v" allowfullscreen title="v"></iframe><video controls muted src="v.mp4"></video>'),
  ],
  components: [el('box', { kind: 'tip' }, el('p', {}, text('inside')), el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, el('box', {}, text('deep')))))), text('\n'), el('ul', {}, el('li', {}, el('box', {}, el('p', {}, text('nested'))))))],
  'elements React writes its own way': [
    ...html('<select><option value="a" selected>A</option><option>B</option></select><my-element class="c" data-x="1">custom</my-element><p is="x-p">is</p>'),
    el('select', { value: 'b' }, el('option', { value: 'a' }, text('A')), el('option', { value: 'b' }, text('B'))),
    el('textarea', {}, text('\nt')),
    el('title', {}, text('a')),
  ],
};

describe('content written without React', () => {
  // React's development build warns about form fields without handlers; what it writes is the point here.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const [kind, children] of Object.entries(KINDS)) {
    it(`is byte for byte what React writes: ${kind}`, () => {
      const tree: Root = { type: 'root', children };
      const before = JSON.stringify(tree);
      expect(render(tree, theme)).toBe(byReact(tree, theme));
      expect(render(tree, bare)).toBe(byReact(tree, bare));
      // The input is not changed (parsed trees are shared between locales and builds).
      expect(JSON.stringify(tree)).toBe(before);
    });
  }

  it('is what React writes for values a site plugin may leave in properties', () => {
    const tree: Root = { type: 'root', children: [el('p', { dataSize: BigInt(2), style: { color: 'red' }, onClick: () => undefined }, text('odd values')), el('p', { dataN: Infinity, dataM: Number.NaN }), el('p', { dataN: null, dataM: Number.NaN })] };
    expect(render(tree, theme)).toBe(byReact(tree, theme));
  });

  it('is what React writes for many generated trees', () => {
    const random = seeded(7);
    for (let round = 0; round < 400; round += 1) {
      const tree: Root = { type: 'root', children: Array.from({ length: 1 + Math.floor(random() * 4) }, () => generated(random, 4)) };
      expect(outcome(() => render(tree, theme)), JSON.stringify(tree)).toBe(outcome(() => byReact(tree, theme)));
    }
  });

  it('leaves React only the theme components and what holds them', () => {
    const tree: Root = { type: 'root', children: [...KINDS['text and entities']!, ...KINDS.components!] };
    const prepared = withStaticContent(tree, theme.markdownComponents);
    expect(prepared.children.map((child) => (child.type === 'element' ? child.tagName : child.type))).toEqual(['raw', 'box']);
    const box = prepared.children[1] as Element;
    expect(box.children.map((child) => (child.type === 'element' ? child.tagName : child.type))).toEqual(['raw', 'table', 'text', 'ul']);
    // Without components, a tree is one piece of markup.
    expect(withStaticContent({ type: 'root', children: KINDS.tables! }, {}).children).toEqual([{ type: 'raw', value: byReact({ type: 'root', children: KINDS.tables! }, bare) }]);
  });

  it('renders a prepared tree as it renders the original; the tree kept is smaller', () => {
    const tree: Root = { type: 'root', children: Object.values(KINDS).flat() };
    const prepared = prepareContent(tree, theme);
    expect(render(prepared, theme)).toBe(render(tree, theme));
    expect(render(prepareContent(prepared, theme), theme)).toBe(render(tree, theme));
    expect(JSON.stringify(prepared).length).toBeLessThan(JSON.stringify(tree).length);
    // The prepared form depends on which elements the theme renders itself.
    expect(preparationKey(theme)).not.toBe(preparationKey({ ...theme, markdownComponents: { ...theme.markdownComponents, pre: Box } }));
  });
});

describe('theme components among markup', () => {
  /** A component that writes every property it is given, so that a property passed otherwise shows. */
  const Echo = ({ children, ...props }: { children?: ReactNode }) => createElement('div', { 'data-props': JSON.stringify(props, (_, value: unknown) => (typeof value === 'number' && Number.isNaN(value) ? 'NaN' : value)) }, children);
  const echoing = { ...theme, markdownComponents: { ...theme.markdownComponents, echo: Echo } } as Theme;
  const COMPONENT_PROPERTIES: Array<Record<string, unknown>> = [
    {},
    { language: 'js', code: 'const a = "<b>";', showLineNumbers: false, highlightLines: [] },
    { language: 'rust', title: 'main.rs', showLineNumbers: true, highlightLines: [1, 3] },
    { kind: 'tip', className: ['a', 'b', ''], dataLine: 2, ariaLabel: 'L' },
    { accept: ['image/png', 'image/jpeg'], coords: [1, 2, ''], hidden: true, tabIndex: 0 },
    { title: null, code: undefined, dataN: Number.NaN, htmlFor: 'x', acceptCharset: ['utf-8'] },
    { style: 'color: red', kind: 'warning' },
    { align: 'left' },
  ];
  const componentTree = (random: () => number, depth: number): ElementContent => {
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const roll = random();
    if (depth === 0 || roll < 0.25) return text(pick(TEXTS));
    if (roll < 0.3) return { type: 'comment', value: 'c' };
    if (roll < 0.5) return raw(pick(['<b>r</b>', '<pre tabindex="0"><code>x &amp; y</code></pre>', '']));
    const children = Array.from({ length: Math.floor(random() * 4) }, () => componentTree(random, depth - 1));
    return el(pick(['box', 'code-block', 'echo']), { ...pick(COMPONENT_PROPERTIES) }, ...children);
  };

  it('are made without rehype-react where nothing else is left, byte for byte what React writes', () => {
    const random = seeded(11);
    let made = 0;
    for (let round = 0; round < 300; round += 1) {
      const tree: Root = { type: 'root', children: Array.from({ length: 1 + Math.floor(random() * 4) }, () => componentTree(random, 3)) };
      if (componentElements(withStaticContent(tree, echoing.markdownComponents), echoing.markdownComponents, () => createElement('i')) !== undefined) made += 1;
      expect(outcome(() => render(tree, echoing)), JSON.stringify(tree)).toBe(outcome(() => byReact(tree, echoing)));
    }
    // Most trees take the direct way; those with a style or an alignment go through rehype-react.
    expect(made).toBeGreaterThan(150);
  });

  it('are written by the theme\'s markup functions where it has them, byte for byte what React writes', () => {
    let calls = 0;
    const codeBlockMarkup: MarkdownMarkup = (props, children, { page, escape }) => {
      calls += 1;
      const { language } = props;
      if (language !== undefined && typeof language !== 'string') return undefined;
      return `<div class="code-block"${language ? ` data-language="${escape(language)}"` : ''}><div>${children}</div><button type="button" aria-label="${escape(`Copy ${page.route}`)}"></button></div>`;
    };
    const writing = { ...echoing, markdownMarkup: { 'code-block': codeBlockMarkup } } as Theme;
    const random = seeded(13);
    for (let round = 0; round < 300; round += 1) {
      const tree: Root = { type: 'root', children: Array.from({ length: 1 + Math.floor(random() * 5) }, () => componentTree(random, 3)) };
      expect(outcome(() => render(tree, writing)), JSON.stringify(tree)).toBe(outcome(() => byReact(tree, writing)));
    }
    const languages: Root = { type: 'root', children: [el('code-block', { language: 'a"<b>' }, raw('<pre>x</pre>')), text(' & '), el('code-block', { language: 3 }, raw('<pre>y</pre>'))] };
    expect(render(languages, writing)).toBe(byReact(languages, writing));
    expect(calls).toBeGreaterThan(30);
  });

  it('leaves to rehype-react a tree with anything else in it', () => {
    const components = theme.markdownComponents;
    const marker = () => createElement('i');
    expect(componentElements({ type: 'root', children: [el('code-block', { language: 'js' }, raw('<b>x</b>'))] }, components, marker)).toBeDefined();
    expect(componentElements({ type: 'root', children: [el('div', {}, el('code-block', {}))] }, components, marker)).toBeUndefined();
    expect(componentElements({ type: 'root', children: [el('table', {}, raw('<tr></tr>'))] }, components, marker)).toBeUndefined();
    expect(componentElements({ type: 'root', children: [el('box', { style: 'color: red' })] }, components, marker)).toBeUndefined();
  });
});

/** The HTML, or the error React threw: both paths must do the same. */
function outcome(run: () => string): string {
  try {
    return run();
  } catch (error) {
    return `threw: ${(error as Error).message}`;
  }
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TAGS = ['p', 'span', 'a', 'pre', 'code', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'ul', 'li', 'br', 'img', 'input', 'svg', 'path', 'box', 'code-block', 'div', 'listing', 'select', 'option', 'textarea', 'math', 'mi'];
const TEXTS = ['', ' ', '\n', '\nlead', 'a & b', '<"\'>', '  \t', 'plain'];
const PROPERTIES: Array<Record<string, unknown>> = [
  {},
  { className: ['hljs-keyword'] },
  { className: ['line'], dataHighlighted: 'true' },
  { id: 'x', title: 'a "t"' },
  { href: '/a?b=1&c=2' },
  { align: 'center' },
  { style: 'color:red;margin-top: 1px' },
  { checked: true, disabled: true, type: 'checkbox' },
  { viewBox: '0 0 1 1', strokeWidth: 2, strokeLineCap: 'round', className: ['icon'] },
  { start: 2, tabIndex: 0 },
  { dataFootnoteRef: '', ariaDescribedBy: 'l' },
  { hidden: true, value: 'v' },
];

function generated(random: () => number, depth: number): ElementContent {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const roll = random();
  if (depth === 0 || roll < 0.3) return text(pick(TEXTS));
  if (roll < 0.34) return { type: 'comment', value: 'c' };
  if (roll < 0.38) return raw('<b>r</b>');
  const children = Array.from({ length: Math.floor(random() * 4) }, () => generated(random, depth - 1));
  return el(pick(TAGS), { ...pick(PROPERTIES) }, ...children);
}
