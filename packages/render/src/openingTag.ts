import type { Element, Root } from 'hast';
import { Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified, type Processor } from 'unified';
import { escapeLikeReact } from './escape.js';

/** The property names in use: an `svg` element and what it holds take SVG's (`viewBox`, `strokeWidth`). */
export type Space = 'html' | 'svg';

/**
 * Properties of HTML elements written here, by the attribute React writes for them: the common ones of
 * markdown content. Any other property is written as React writes it by asking React (see `reactTag`).
 */
const PLAIN_PROPERTIES: Readonly<Record<string, string>> = { className: 'class', id: 'id', href: 'href', title: 'title', tabIndex: 'tabindex', start: 'start', lang: 'lang', dir: 'dir', role: 'role' };
/** ARIA properties written here; property-information names others differently when it does not know them. */
const ARIA_PROPERTIES: Readonly<Record<string, string>> = { ariaDescribedBy: 'aria-describedby', ariaLabel: 'aria-label', ariaLabelledBy: 'aria-labelledby', ariaHidden: 'aria-hidden', ariaCurrent: 'aria-current' };
/** `dataFootnoteRef` → `data-footnote-ref`, as property-information names it (`dataType` is RDFa's `datatype`). */
const DATA_PROPERTY = /^data[A-Z][A-Za-z]*$/;

/**
 * The opening tag React writes for the element (the whole element when `isVoid`, which then has no
 * children), or `undefined` when React refuses its properties (it then throws on the page as before).
 */
export function openingTag(element: Element, space: Space, isVoid: boolean): string | undefined {
  const end = isVoid ? '/>' : '>';
  if (space === 'html' && element.tagName !== 'input') {
    const className = onlyClass(element);
    if (className !== undefined && !isVoid) return classOpening(element.tagName, className);
    const attributes = plainAttributes(element);
    if (attributes !== undefined) return `<${element.tagName}${attributes}${end}`;
  }
  return reactTag(element, space, isVoid);
}

/** The attributes of an element whose properties are all plain (see `PLAIN_PROPERTIES`), else `undefined`. */
function plainAttributes(element: Element): string | undefined {
  let html = '';
  const properties = element.properties;
  for (const name in properties) {
    const value = properties[name];
    if (value === null || value === undefined) continue;
    let attribute = PLAIN_PROPERTIES[name] ?? ARIA_PROPERTIES[name];
    if (attribute === undefined) {
      if (!DATA_PROPERTY.test(name) || name === 'dataType') return undefined;
      attribute = `data${name.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    }
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else if (name === 'className' && Array.isArray(value) && value.every((item) => typeof item === 'string')) text = value.join(' ').trim();
    else return undefined;
    // React's own rules for these: an empty class or link, a start that is not a number.
    if ((text === '' && (name === 'href' || name === 'className')) || (name === 'start' && typeof value !== 'number')) return undefined;
    html += ` ${attribute}="${escapeLikeReact(text)}"`;
  }
  return html;
}

/** The class of an element whose one property is one class name (a highlighted token), else `undefined`. */
function onlyClass(element: Element): string | undefined {
  let className: unknown;
  for (const name in element.properties) {
    if (name !== 'className') return undefined;
    className = element.properties[name];
  }
  return Array.isArray(className) && className.length === 1 && typeof className[0] === 'string' && className[0] !== '' ? className[0] : undefined;
}

/** Opening tags of elements with one class, by tag and class: a code block's tokens have a few dozen. */
const classOpenings = new Map<string, Map<string, string>>();

function classOpening(tag: string, className: string): string {
  let byClass = classOpenings.get(tag);
  if (byClass === undefined) {
    byClass = new Map();
    if (classOpenings.size < 100) classOpenings.set(tag, byClass);
  }
  let opening = byClass.get(className);
  if (opening === undefined) {
    opening = `<${tag} class="${escapeLikeReact(className.trim())}">`;
    if (byClass.size < 1000) byClass.set(className, opening);
  }
  return opening;
}

/** Opening tags React wrote, by space, tag and properties: table cells, images, math, SVG shapes repeat. */
const known = new Map<string, string | null>();
const KNOWN_LIMIT = 20_000;
const KNOWN_KEY_LENGTH = 400;

/** The opening tag (or whole void element) React writes for the element without its children. */
function reactTag(element: Element, space: Space, isVoid: boolean): string | undefined {
  const key = cacheKey(element, space);
  const remembered = key === undefined ? undefined : known.get(key);
  if (remembered !== undefined) return remembered ?? undefined;
  let tag: string | null;
  try {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: element.tagName, properties: element.properties, children: [] }] };
    const html = renderToStaticMarkup(converter(space).stringify(tree));
    const close = `</${element.tagName}>`;
    tag = isVoid ? (html.endsWith('/>') ? html : null) : html.endsWith(close) ? html.slice(0, -close.length) : null;
  } catch {
    tag = null;
  }
  // Long keys (a formula's SVG path) are rarely seen twice.
  if (key !== undefined && key.length <= KNOWN_KEY_LENGTH) {
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(key, tag);
  }
  return tag ?? undefined;
}

/** The element's key in `known`, or `undefined` when a property's value is one JSON would not tell apart. */
function cacheKey(element: Element, space: Space): string | undefined {
  for (const name in element.properties) {
    const value = element.properties[name];
    const values = Array.isArray(value) ? value : [value];
    // `Infinity` and `NaN` both come out as `null`, which React writes differently.
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return undefined;
  }
  try {
    return `${space}\u0000${element.tagName}\u0000${JSON.stringify(element.properties)}`;
  } catch {
    // A value JSON cannot write (a site plugin's BigInt): not remembered.
    return undefined;
  }
}

const converters = new Map<Space, Processor<undefined, undefined, undefined, Root, ReactElement>>();

/** rehype-react as the content is rendered with it, in a space: what React is handed for an element. */
function converter(space: Space): Processor<undefined, undefined, undefined, Root, ReactElement> {
  let processor = converters.get(space);
  if (!processor) {
    processor = unified().use(rehypeReact, { Fragment, jsx: jsxRuntime.jsx, jsxs: jsxRuntime.jsxs, passKeys: true, passNode: false, space }).freeze();
    converters.set(space, processor);
  }
  return processor;
}
