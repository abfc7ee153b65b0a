import type { Element, Root, RootContent } from 'hast';
import type { MarkdownMarkup, PageData, SiteData } from '@laguna-docs/shared';
import { componentProps } from './componentElements.js';
import { escapeLikeReact } from './escape.js';
import type { RawNode } from './staticHast.js';

/**
 * A prepared tree (see `withStaticContent`) with the top-level elements whose component the theme also
 * writes without React (`Theme.markdownMarkup`) written that way, and each run of markup and text among
 * the top-level nodes joined into one raw node: what is left for React is the components the theme writes
 * only with React. A component whose children hold anything but markup and text, or whose properties are
 * not plain, is left to React. The input is not changed.
 */
export function withComponentMarkup(tree: Root, markup: Readonly<Record<string, MarkdownMarkup>>, site: SiteData, page: PageData): Root {
  const context = { site, page, escape: escapeLikeReact };
  const children: RootContent[] = [];
  let run: string | undefined;
  const flush = () => {
    if (run !== undefined) children.push({ type: 'raw', value: run } as RawNode as unknown as RootContent);
    run = undefined;
  };
  for (const child of tree.children) {
    const html = child.type === 'element' ? written(child, markup, context) : (child.type as string) === 'raw' ? (child as unknown as RawNode).value : undefined;
    if (html !== undefined) run = (run ?? '') + html;
    // Text between markup is written as React writes it (static markup: no separators between texts).
    else if (child.type === 'text' && run !== undefined && child.value !== undefined) run += escapeLikeReact(child.value);
    else if (child.type !== 'comment') {
      flush();
      children.push(child);
    }
  }
  flush();
  return { ...tree, children };
}

/** The element written by its markup function, when it has one and all it holds is markup and text. */
function written(element: Element, markup: Readonly<Record<string, MarkdownMarkup>>, context: Parameters<MarkdownMarkup>[2]): string | undefined {
  const write = Object.hasOwn(markup, element.tagName) ? markup[element.tagName] : undefined;
  if (!write) return undefined;
  let children = '';
  for (const child of element.children) {
    if ((child.type as string) === 'raw') children += (child as unknown as RawNode).value;
    else if (child.type === 'text') children += child.value === undefined ? '' : escapeLikeReact(child.value);
    else if (child.type !== 'comment') return undefined;
  }
  const props = componentProps(element);
  return props && write(props, children, context);
}
