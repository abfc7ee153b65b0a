import type { Root } from 'hast';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { preparationKey, prepareContent, renderContent } from './renderContent.js';
import { staticMarkup, withStaticContent } from './staticHast.js';
import type { Theme } from '@laguna-docs/shared';

/** What React writes for a tree, converted the plain way. */
const byReact = (tree: Root, components: Record<string, unknown> = {}) =>
  renderToStaticMarkup(unified().use(rehypeReact, { Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs, components: components as never, passKeys: true, passNode: false }).stringify(tree) as ReactElement);

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, properties: Record<string, unknown>, ...children: Root['children']): Root['children'][number] => ({ type: 'element', tagName, properties: properties as never, children: children as never });

const tree: Root = {
  type: 'root',
  children: [
    el('h2', { id: 'setup' }, text('Set up "it" & <run> it\'s')),
    el('p', {}, text('See '), el('a', { href: '/b/docs/x?a=1&b=2', title: 'X "y"' }, text('x')), el('br', {}), el('code', {}, text('a<b'))),
    el('pre', { tabIndex: 0 }, el('code', { className: ['language-rust'] }, el('span', { className: ['line'], dataHighlighted: 'true' }, el('span', { className: ['hljs-keyword'] }, text('let'))), text('\n'), el('span', { className: ['line'] }))),
    el('ol', { start: 3 }, el('li', {}, text('three'))),
    el('sup', {}, el('a', { href: '#fn-1', id: 'ref-1', ariaDescribedBy: 'footnote-label', dataFootnoteRef: '' }, text('1'))),
    { type: 'comment', value: 'gone' },
  ],
};

describe('static markup', () => {
  it('is what React writes for the same nodes, escaping and attribute order included', () => {
    expect(staticMarkup(tree.children, {})).toBe(byReact(tree));
  });

  it('writes highlighted token spans as React does, odd classes and empty tokens included', () => {
    const tokens: Root = {
      type: 'root',
      children: [
        el('span', { className: ['hljs-string'] }, text('"a" & \'b\'')),
        el('span', { className: ['hljs-title', 'class_'] }, text('Two')),
        el('span', { className: ['x"<y>&'] }, text('odd')),
        el('span', { className: ['hljs-literal'] }, el('span', { className: ['hljs-keyword'] }, text('true'))),
        el('span', { className: ['empty'] }),
        el('span', { className: ['hljs-meta'], id: 'm' }, text('with id')),
        el('span', { className: ['hljs-meta'], dataLine: '2' }, text('with data')),
      ],
    };
    expect(staticMarkup(tokens.children, {})).toBe(byReact(tokens));
    expect(staticMarkup(tokens.children, { span: () => null })).toBeUndefined();
  });

  it('leaves to React what it does not write itself, and what a theme component renders', () => {
    expect(staticMarkup([el('input', { type: 'checkbox', checked: true, disabled: true })], {})).toBeUndefined();
    expect(staticMarkup([el('p', { style: 'color: red' }, text('x'))], {})).toBeUndefined();
    expect(staticMarkup([el('p', {}, el('svg', {}))], {})).toBeUndefined();
    expect(staticMarkup([el('p', {}, text('x'))], { p: () => null })).toBeUndefined();
  });

  it('renders content exactly as before, components and all, without changing the tree', () => {
    const Box = ({ children }: { children?: unknown }) => createElement('aside', { className: 'box' }, children as never);
    const theme = { markdownComponents: { box: Box }, contentRenderers: {} } as unknown as Theme;
    const withBox: Root = { type: 'root', children: [...tree.children, el('box', {}, el('p', {}, text('inside')), el('input', { type: 'checkbox', checked: true, disabled: true }))] };
    const before = JSON.stringify(withBox);
    const html = renderContent({ theme, site: {} as never, page: {} as never, content: { type: 'markdown', hast: withBox } });
    expect(html).toBe(byReact(withBox, { box: Box }));
    expect(JSON.stringify(withBox)).toBe(before);
    expect(withStaticContent(withBox, { box: Box }).children.filter((child) => child.type === 'element' && child.tagName === 'laguna-static')).toHaveLength(5);
  });

  it('renders a prepared tree as it renders the original, which stays as it was; the tree kept is much smaller', () => {
    const Box = ({ children }: { children?: unknown }) => createElement('aside', { className: 'box' }, children as never);
    const theme = { name: 'boxes', markdownComponents: { box: Box }, contentRenderers: {} } as unknown as Theme;
    const withBox: Root = { type: 'root', children: [...tree.children, el('box', {}, el('p', {}, text('inside')))] };
    const before = JSON.stringify(withBox);
    const prepared = prepareContent(withBox, theme);
    const render = (hast: Root) => renderContent({ theme, site: {} as never, page: {} as never, content: { type: 'markdown', hast } });
    expect(render(prepared)).toBe(render(withBox));
    expect(render(prepareContent(prepared, theme))).toBe(render(withBox));
    expect(JSON.stringify(withBox)).toBe(before);
    expect(JSON.stringify(prepared).length).toBeLessThan(before.length);
    // The prepared form depends on which elements the theme renders itself.
    expect(preparationKey(theme)).not.toBe(preparationKey({ ...theme, markdownComponents: { box: Box, pre: Box } }));
  });
});
