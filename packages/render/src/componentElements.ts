import type { Element, Root, RootContent } from 'hast';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { RawNode } from './staticHast.js';

/*
 * React elements for a tree `withStaticContent` prepared, made here rather than by rehype-react when all
 * that is left in it is markup (raw nodes), text and theme components: a page of thousands of code blocks
 * leaves thousands of them, and rehype-react looks up each property of each in the HTML schema again. The
 * elements are the ones rehype-react makes (hast-util-to-jsx-runtime, with the options `renderContent`
 * gives it), so React writes the same HTML; each property name is converted the way rehype-react converts
 * it, learnt from rehype-react itself the first time the name is met. Any other tree gets `undefined`, and
 * goes through rehype-react.
 */

/** A raw node as React writes it: a marker element, replaced by the raw node's HTML once React is done. */
export type RawMarker = (html: string) => ReactElement;

/** The elements of `tree` (see above), or `undefined` when it holds anything but raw nodes, text and `components`. */
export function componentElements(tree: Root, components: Readonly<Record<string, unknown>>, marker: RawMarker): ReactElement | undefined {
  if (!holdsOnlyComponents(tree, components)) return undefined;
  return create(Fragment, withChildren({}, childNodes(tree, components, marker)));
}

function holdsOnlyComponents(parent: Root | Element, components: Readonly<Record<string, unknown>>): boolean {
  for (const child of parent.children) {
    const type = child.type as string;
    if (type === 'raw' || type === 'text' || type === 'comment') continue;
    if (type !== 'element') return false;
    const element = child as Element;
    // A table's children lose their white space, an `svg` changes the schema: left to rehype-react.
    if (!Object.hasOwn(components, element.tagName) || SPECIAL_TAGS.has(element.tagName.toLowerCase())) return false;
    for (const name in element.properties) if (Object.hasOwn(element.properties, name) && name !== 'children' && propertyRule(name) === undefined) return false;
    if (!holdsOnlyComponents(element, components)) return false;
  }
  return true;
}

/** Tags rehype-react treats in a way of its own (white space in tables, SVG's schema, alignment in cells). */
const SPECIAL_TAGS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'svg']);

function childNodes(parent: Root | Element, components: Readonly<Record<string, unknown>>, marker: RawMarker): ReactNode[] {
  const nodes: ReactNode[] = [];
  for (const child of parent.children as RootContent[]) {
    // rehype-react leaves out text without a value (a site's plugin may make one).
    if (child.type === 'text') {
      if (child.value !== undefined) nodes.push(child.value);
    } else if ((child.type as string) === 'raw') nodes.push(marker((child as unknown as RawNode).value));
    else if (child.type === 'element') nodes.push(componentElement(child, components, marker));
  }
  return nodes;
}

function componentElement(element: Element, components: Readonly<Record<string, unknown>>, marker: RawMarker): ReactElement {
  const type = components[element.tagName] as Parameters<typeof jsxRuntime.jsx>[0];
  return create(type, withChildren(componentProps(element)!, childNodes(element, components, marker)));
}

/** The properties rehype-react gives a component for `element`, but its children; `undefined` when one is left to rehype-react (see `propertyRule`). */
export function componentProps(element: Element): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const name in element.properties) {
    if (!Object.hasOwn(element.properties, name) || name === 'children') continue;
    const value = element.properties[name];
    // rehype-react leaves out nullish values and NaN.
    if (value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue;
    const rule = propertyRule(name);
    if (!rule) return undefined;
    props[rule.key] = Array.isArray(value) ? (rule.commas ? commaList(value) : value.join(' ').trim()) : value;
  }
  return props;
}

/** An element as rehype-react makes it: with an array of children, as static children (no keys needed). */
function create(type: Parameters<typeof jsxRuntime.jsx>[0], props: Record<string, unknown>): ReactElement {
  return Array.isArray(props.children) ? jsxRuntime.jsxs(type, props) : jsxRuntime.jsx(type, props);
}

/** Children as rehype-react passes them: an array of two or more, else the one child unless it is empty text. */
function withChildren(props: Record<string, unknown>, children: ReactNode[]): Record<string, unknown> {
  const value = children.length > 1 ? children : children[0];
  if (value) props.children = value;
  return props;
}

/** A list of comma-separated values written out, as `comma-separated-tokens` writes it. */
function commaList(values: unknown[]): string {
  return (values[values.length - 1] === '' ? [...values, ''] : values).join(', ').trim();
}

/** How rehype-react passes a property to a component: under which name, and whether a list is comma-separated. */
interface PropertyRule {
  key: string;
  commas: boolean;
}

/** Each property name met, with its rule (`null`: one this module leaves to rehype-react, such as `style`). */
const rules = new Map<string, PropertyRule | null>();

function propertyRule(name: string): PropertyRule | undefined {
  let rule = rules.get(name);
  if (rule === undefined) {
    rule = learnRule(name);
    if (rules.size < 1000) rules.set(name, rule);
  }
  return rule ?? undefined;
}

/** The rule of a property name, from what rehype-react gives a component for a list under that name. */
function learnRule(name: string): PropertyRule | null {
  if (name === 'align' || name === 'style') return null;
  const Probe = () => null;
  let given: Record<string, unknown> | undefined;
  const capture = (type: unknown, props: Record<string, unknown>) => {
    if (type === Probe) given = props;
    return null;
  };
  unified()
    .use(rehypeReact, { Fragment, jsx: capture as never, jsxs: capture as never, components: { probe: Probe } as never, passKeys: true, passNode: false })
    .stringify({ type: 'root', children: [{ type: 'element', tagName: 'probe', properties: { [name]: ['a', 'b'] }, children: [] }] });
  const entries = Object.entries(given ?? {});
  if (entries.length !== 1) return null;
  const [key, value] = entries[0]!;
  return value === 'a b' ? { key, commas: false } : value === 'a, b' ? { key, commas: true } : null;
}
