import type { Element, ElementContent, Root } from 'hast';
import type { TocEntry } from '@laguna-docs/shared';
import { ComponentError, hastChildren, type HastChild, type HastComponent } from './hastRuntime.js';

/**
 * Components and hooks of Docusaurus that `.mdx` pages moved from it import, under the names they import
 * them by, each made of plain markup at build time: `<Link to>` is a link (resolved and checked like any
 * other), `<BrowserOnly>` its content when that renders outside a browser and else its fallback,
 * `<TOCInline>` the page's table of contents, `<ThemedImage>` and `<IdealImage>` an image.
 */
export type DocusaurusName = 'Link' | 'BrowserOnly' | 'TOCInline' | 'ThemedImage' | 'IdealImage';

export const DOCUSAURUS_IMPORTS: Readonly<Record<string, DocusaurusName>> = {
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@theme/TOCInline': 'TOCInline',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/IdealImage': 'IdealImage',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The property that marks an inline table of contents until the page's headings are known (`fillTocInline`). */
const TOC_INLINE = 'dataTocInline';

export function docusaurusComponents(): Record<DocusaurusName, HastComponent> {
  return {
    Link: (props) => {
      const href = text(props.to) ?? text(props.href);
      if (href === undefined) throw new ComponentError('<Link> needs a "to" (a route) or an "href"');
      const className = text(props.className);
      return { type: 'element', tagName: 'a', properties: { href, ...(className ? { className: className.split(/\s+/) } : {}), ...(text(props.title) ? { title: text(props.title) } : {}) }, children: hastChildren(props.children as HastChild) };
    },
    BrowserOnly: (props) => {
      // What Docusaurus renders in the browser, where it renders outside one; otherwise what it shows before.
      if (typeof props.children !== 'function') return hastChildren(props.fallback as HastChild);
      try {
        return hastChildren((props.children as () => HastChild)());
      } catch {
        return hastChildren(props.fallback as HastChild);
      }
    },
    TOCInline: (props) => {
      const min = typeof props.minHeadingLevel === 'number' ? props.minHeadingLevel : 2;
      const max = typeof props.maxHeadingLevel === 'number' ? props.maxHeadingLevel : 3;
      return { type: 'element', tagName: 'nav', properties: { className: ['toc-inline'], [TOC_INLINE]: `${min}-${max}` }, children: [] };
    },
    ThemedImage: (props) => {
      const sources = props.sources as { light?: unknown; dark?: unknown } | undefined;
      const src = text(sources?.light) ?? text(sources?.dark);
      if (src === undefined) throw new ComponentError('<ThemedImage> needs sources={{ light: "…", dark: "…" }}');
      return image(src, props);
    },
    IdealImage: (props) => {
      const img = props.img as { src?: { src?: unknown } | unknown; default?: unknown } | string | undefined;
      const src = typeof img === 'string' ? img : text(img?.default) ?? text(img?.src) ?? text((img?.src as { src?: unknown } | undefined)?.src);
      if (src === undefined) throw new ComponentError('<IdealImage> needs img="…" naming an image');
      return image(src, props);
    },
  };
}

function image(src: string, props: Record<string, unknown>): Element {
  return { type: 'element', tagName: 'img', properties: { src, alt: text(props.alt) ?? '', ...(text(props.className) ? { className: [text(props.className)!] } : {}) }, children: [] };
}

/** Each `<TOCInline>` of the page filled with its headings between the levels it was given. */
export function fillTocInline(tree: Root, toc: readonly TocEntry[]): void {
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const levels = child.properties[TOC_INLINE];
      if (typeof levels === 'string') {
        const [min = 2, max = 3] = levels.split('-').map(Number);
        delete child.properties[TOC_INLINE];
        child.children = tocList(toc.filter((entry) => entry.depth >= min && entry.depth <= max));
      } else {
        visit(child);
      }
    }
  };
  visit(tree);
}

function tocList(entries: readonly TocEntry[]): ElementContent[] {
  if (entries.length === 0) return [];
  const items: Element[] = [];
  const top = Math.min(...entries.map((entry) => entry.depth));
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (entry.depth !== top) continue;
    const nested: TocEntry[] = [];
    while (index + 1 < entries.length && entries[index + 1]!.depth > top) nested.push(entries[++index]!);
    const link: Element = { type: 'element', tagName: 'a', properties: { href: `#${entry.id}` }, children: [{ type: 'text', value: entry.text }] };
    items.push({ type: 'element', tagName: 'li', properties: {}, children: [link, ...tocList(nested)] });
  }
  return [{ type: 'element', tagName: 'ul', properties: {}, children: items }];
}

/** Estree of the values of hooks pages import from Docusaurus, by import path (see `takeImports`). */
type Estree = Record<string, unknown>;
const id = (name: string): Estree => ({ type: 'Identifier', name });
const literal = (value: string | boolean): Estree => ({ type: 'Literal', value });

/**
 * `useBaseUrl(url)`: the URL as it is when it is a route (`/img/logo.png`; the link pass adds the base path
 * and checks it) or has a scheme; `/` + the URL for a path written without one, as Docusaurus reads it.
 */
export const DOCUSAURUS_HOOKS: Readonly<Record<string, Estree>> = {
  '@docusaurus/useBaseUrl': {
    type: 'ArrowFunctionExpression',
    params: [id('url')],
    expression: true,
    body: {
      type: 'ConditionalExpression',
      test: {
        type: 'LogicalExpression',
        operator: '&&',
        left: { type: 'BinaryExpression', operator: '===', left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: id('url') }, right: literal('string') },
        right: {
          type: 'UnaryExpression',
          operator: '!',
          prefix: true,
          argument: { type: 'CallExpression', optional: false, callee: { type: 'MemberExpression', computed: false, optional: false, object: { type: 'Literal', value: null, regex: { pattern: '^([a-z][a-z\\d+.-]*:|\\/|#)', flags: 'i' } }, property: id('test') }, arguments: [id('url')] },
        },
      },
      consequent: { type: 'BinaryExpression', operator: '+', left: literal('/'), right: id('url') },
      alternate: id('url'),
    },
  },
};

/** The names a page gets with `@theme/TOCInline`: `toc`, which Docusaurus pages pass it, stands for the page's own. */
export const TOC_BINDING: Estree & { type: string } = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: id('toc'), init: { type: 'ArrayExpression', elements: [] } }] };
