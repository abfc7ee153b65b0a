import type { ElementContent, Root, RootContent } from 'hast';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified, type Processor } from 'unified';
import type { CategoryCard, HomeData, PageData, SiteData, Theme } from '@laguna-docs/shared';
import { componentElements } from './componentElements.js';
import { withComponentMarkup } from './componentMarkup.js';
import { withStaticContent } from './staticHast.js';

/** What the main content of a page is made from. */
export type PageContent =
  | { type: 'markdown'; hast: Root }
  | { type: 'home'; home: HomeData }
  | { type: 'category'; description?: string; cards: CategoryCard[] }
  | { type: 'notFound' }
  /** A renderer the theme registers under `contentRenderers[name]`, such as `apiOperation`. */
  | { type: 'custom'; renderer: string; data: unknown };

export interface RenderContentOptions {
  theme: Theme;
  site: SiteData;
  page: PageData;
  content: PageContent;
}

/** Renders the main content of a page to HTML with the theme's components. */
export function renderContent({ theme, site, page, content }: RenderContentOptions): string {
  const raw: string[] = [];
  const element = contentElement(theme, site, page, content, raw);
  const html = renderToStaticMarkup(theme.ContentProvider ? createElement(theme.ContentProvider, { site, page }, element) : element);
  return raw.length === 0 ? html : html.replace(RAW_MARKER, (_, index: string) => raw[Number(index)]!);
}

/** Stand-in for a hast `raw` node while React renders, replaced by its HTML afterwards. */
const RAW_TAG = 'laguna-raw';
const RAW_MARKER = /<laguna-raw data-raw="(\d+)"><\/laguna-raw>/g;

/** Keeps a raw node's HTML in `raw`; the index its marker element names. */
function keepRaw(raw: string[], html: string): string {
  return String(raw.push(html) - 1);
}

/** The marker element of a raw node's HTML, kept in `raw`, as React gets it (see `withRawMarkers`). */
function rawMarker(raw: string[], html: string): ReactElement {
  return createElement(RAW_TAG, { 'data-raw': keepRaw(raw, html) });
}

/**
 * A tree whose `raw` nodes (HTML written as it is, such as a site component's server markup kept for
 * hydration) are marker elements, their HTML in `raw`; React cannot write raw HTML without an element
 * around it. The input is not changed.
 */
function withRawMarkers(tree: Root, raw: string[]): Root {
  const visit = (node: RootContent): RootContent => {
    if ((node.type as string) === 'raw') {
      return { type: 'element', tagName: RAW_TAG, properties: { dataRaw: keepRaw(raw, (node as unknown as { value: string }).value) }, children: [] };
    }
    if (node.type !== 'element' || !hasRaw(node)) return node;
    return { ...node, children: node.children.map(visit) as ElementContent[] };
  };
  return hasRaw(tree) ? { ...tree, children: tree.children.map(visit) } : tree;
}

function hasRaw(node: Root | RootContent): boolean {
  return 'children' in node && node.children.some((child) => (child.type as string) === 'raw' || hasRaw(child));
}

/** The element of a page's main content; the HTML of its raw nodes kept in `raw` (see `withRawMarkers`). */
function contentElement(theme: Theme, site: SiteData, page: PageData, content: PageContent, raw: string[]): ReactElement {
  switch (content.type) {
    case 'markdown': {
      // Content no theme component touches goes in as ready markup (raw nodes), byte for byte what React would write.
      const prepared = withStaticContent(content.hast, theme.markdownComponents);
      // The components the theme also writes without React, written so (`Theme.markdownMarkup`).
      const ready = theme.markdownMarkup ? withComponentMarkup(prepared, theme.markdownMarkup, site, page) : prepared;
      return componentElements(ready, theme.markdownComponents, (html) => rawMarker(raw, html)) ?? hastToReact(withRawMarkers(ready, raw), theme);
    }
    case 'home':
      return createElement(theme.HomeContent, { site, page, data: content.home });
    case 'category':
      return createElement(theme.CategoryContent, { site, page, data: { ...(content.description ? { description: content.description } : {}), cards: content.cards } });
    case 'notFound':
      return createElement(theme.NotFoundContent, { site, page, data: null });
    case 'custom': {
      const renderer = theme.contentRenderers[content.renderer];
      if (!renderer) throw new Error(`laguna-docs bug: theme "${theme.name}" has no content renderer "${content.renderer}"`);
      return createElement(renderer, { site, page, data: content.data });
    }
  }
}

/** The hast-to-React processor of each theme, made once: setting one up costs more than converting a short text. */
const processors = new WeakMap<Theme, Processor<undefined, undefined, undefined, Root, ReactElement>>();

function processorFor(theme: Theme): Processor<undefined, undefined, undefined, Root, ReactElement> {
  let processor = processors.get(theme);
  if (!processor) {
    processor = unified()
      .use(rehypeReact, {
        Fragment,
        jsx: jsxRuntime.jsx,
        jsxs: jsxRuntime.jsxs,
        // rehype-react types components per intrinsic element; the theme's map is keyed by tag name.
        components: { ...theme.markdownComponents } as never,
        passKeys: true,
        passNode: false,
      })
      .freeze();
    processors.set(theme, processor);
  }
  return processor;
}

/**
 * A tree that renders to the same HTML as `hast` with this theme, with the content no theme component
 * touches already written as markup: smaller to keep, and quicker to render again (once per locale).
 */
export function prepareContent(hast: Root, theme: Theme): Root {
  return withStaticContent(hast, theme.markdownComponents, { keep: true });
}

/** What `prepareContent` depends on: the elements the theme renders with its own components. */
export function preparationKey(theme: Theme): string {
  return `${theme.name}\u0000${Object.keys(theme.markdownComponents).sort().join(',')}`;
}

function hastToReact(hast: Root, theme: Theme): ReactElement {
  return processorFor(theme).stringify(hast);
}
