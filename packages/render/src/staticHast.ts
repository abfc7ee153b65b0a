import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { flatString } from '@laguna-docs/shared';
import { escapeLikeReact } from './escape.js';
import { openingTag, type Space } from './openingTag.js';

/** A hast `raw` node: HTML written as it is. */
export interface RawNode {
  type: 'raw';
  value: string;
}

/*
 * Markdown content as React's server renderer writes it, without React: text and every element that no
 * theme component renders, byte for byte what `renderToStaticMarkup` makes of the tree as rehype-react
 * converts it (hast-util-to-jsx-runtime). The rules of those two this module follows:
 * - text is escaped as React escapes it; comments and doctypes write nothing;
 * - white space between the rows and sections of a table is left out (rehype-react drops it);
 * - void elements close with `/>`; a `pre` or `listing` whose one child is text starting with a line
 *   break gets one more, since HTML drops the first;
 * - attributes are written by `openingTag`, which asks React itself for any it does not know;
 * - `svg` and its content take SVG's property names.
 * Elements React treats in a way of their own (form controls whose state their children carry, `title`,
 * `html`) are left to React whole, with their content.
 */

/** Elements React's server renderer writes in a way of its own, left to it with everything inside. */
const REACT_ONLY = new Set(['select', 'option', 'textarea', 'menuitem', 'title', 'html']);
/** Elements written without a closing tag (React's list; `input` among them). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements in which rehype-react drops white-space-only text. */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
/** Tag names React writes as generic elements; anything else (custom elements, odd names) is left to React. */
const PLAIN_TAG = /^[a-zA-Z][a-zA-Z0-9]*$/;
const WHITE_SPACE = /^[ \t\n\f\r]*$/;

/** How an element of a tag is written: see `tagInfo`. */
interface TagInfo {
  kind: 'generic' | 'void' | 'preformatted' | 'react' | 'custom';
  /** Whether the element starts SVG's property names (`svg`, in any case). */
  svg: boolean;
  /** Whether white-space-only text among its children is dropped. */
  table: boolean;
  close: string;
}

/** What is known of each tag name met, looked up once per element. */
const tagInfos = new Map<string, TagInfo>();

function tagInfo(tag: string): TagInfo {
  let info = tagInfos.get(tag);
  if (info === undefined) {
    const kind = REACT_ONLY.has(tag) ? 'react' : !PLAIN_TAG.test(tag) ? 'custom' : VOID.has(tag) ? 'void' : tag === 'pre' || tag === 'listing' ? 'preformatted' : 'generic';
    info = { kind, svg: tag.toLowerCase() === 'svg', table: TABLE_ELEMENTS.has(tag), close: `</${tag}>` };
    if (tagInfos.size < 1000) tagInfos.set(tag, info);
  }
  return info;
}

/** The elements a theme component renders (by tag name), and whether the tree made is kept. */
interface Writing {
  components: Readonly<Record<string, unknown>>;
  keep: boolean;
  /** Whether the children last written as markup (`writeChildren`) hold an element or raw HTML. */
  markup: boolean;
}

/**
 * A copy of `tree` in which every run of siblings that holds an element and that this module writes
 * itself is one `raw` node with their markup; what is left is the elements a theme component renders
 * (`components`, by tag name), the elements around them, and the elements left to React. Rendered by
 * React with the raw nodes put in as they are, it makes the same HTML as `tree`. The input is not changed
 * (parsed trees are shared between locales and builds).
 */
export function withStaticContent(tree: Root, components: Writing['components'], { keep = false }: { keep?: boolean } = {}): Root {
  const writing: Writing = { components, keep, markup: false };
  const written = writeChildren(tree, 'html', writing);
  return { ...tree, children: typeof written !== 'string' ? written : writing.markup ? [rawNode(written, writing)] : tree.children };
}

function rawNode(html: string, writing: Writing): RootContent {
  // A tree that is kept has its markup flattened once (see `flatString`); one rendered at once is written out as it is.
  return { type: 'raw', value: writing.keep ? flatString(html) : html } as RawNode as unknown as RootContent;
}

/** Children as markup (and whether it holds elements, in `writing.markup`), or as nodes, some left to React. */
function writeChildren(parent: Root | Element, space: Space, writing: Writing, inTable = false): string | RootContent[] {
  const children = parent.children as RootContent[];
  // The markup of the run of written children since `runStart`; once a child is not written, `nodes` holds the result so far.
  let html = '';
  let markup = false;
  let runStart = 0;
  let nodes: RootContent[] | undefined;
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    let left: RootContent | undefined;
    switch (child.type as string) {
      case 'text': {
        const value = (child as { value: string }).value;
        // rehype-react leaves out text without a value (a site's plugin may make one).
        if (value !== undefined && value !== null && !(inTable && WHITE_SPACE.test(value))) html += escapeLikeReact(value);
        break;
      }
      case 'comment':
      case 'doctype':
        break;
      case 'raw':
        html += (child as unknown as RawNode).value;
        markup = true;
        break;
      case 'element': {
        const written = writeElement(child as Element, space, writing);
        if (typeof written === 'string') {
          html += written;
          markup = true;
        } else {
          left = written;
        }
        break;
      }
      default:
        left = child;
    }
    if (left === undefined) continue;
    nodes ??= [];
    // A run without markup keeps its text nodes, as React writes them the same.
    if (markup) nodes.push(rawNode(html, writing));
    else for (let at = runStart; at < index; at += 1) nodes.push(children[at]!);
    nodes.push(left);
    html = '';
    markup = false;
    runStart = index + 1;
  }
  if (!nodes) {
    // Read by the caller right away: an object for the two results would be made for every element.
    writing.markup = markup;
    return html;
  }
  if (markup) nodes.push(rawNode(html, writing));
  else for (let at = runStart; at < children.length; at += 1) nodes.push(children[at]!);
  return nodes;
}

/** An element's markup, or the element to hand React (its content written where it can be). */
function writeElement(element: Element, space: Space, writing: Writing): string | Element {
  const info = tagInfo(element.tagName);
  const component = Object.hasOwn(writing.components, element.tagName);
  if (info.kind === 'react' && !component) return element;
  const ownSpace: Space = info.svg ? 'svg' : space;
  const plain = !component && info.kind !== 'custom' && !hasIs(element.properties);
  if (plain && info.kind === 'void') {
    const tagHtml = element.children.length === 0 ? openingTag(element, ownSpace, true) : undefined;
    return tagHtml ?? element;
  }
  const opening = plain ? openingTag(element, ownSpace, false) : undefined;
  const children = writeChildren(element, ownSpace, writing, info.table);
  if (typeof children !== 'string') return { ...element, children: children as ElementContent[] };
  if (opening === undefined) return writing.markup ? { ...element, children: [rawNode(children, writing) as ElementContent] } : element;
  const newline = info.kind === 'preformatted' && startsWithLineBreak(element.children) ? '\n' : '';
  return opening + newline + children + info.close;
}

/** Whether the element's one child, as React gets it, is text starting with a line break. */
function startsWithLineBreak(children: readonly ElementContent[]): boolean {
  let only: ElementContent | undefined;
  for (const child of children) {
    if (child.type === 'comment' || (child.type as string) === 'doctype') continue;
    if (only) return false;
    only = child;
  }
  return only?.type === 'text' && only.value.startsWith('\n');
}

/** React writes an element with an `is` property as a custom element. */
function hasIs(properties: Properties | undefined): boolean {
  // A site's rehype plugin may leave `properties` out.
  return properties?.is !== undefined && properties.is !== null;
}
