import type { Element, ElementContent, Root, RootContent } from 'hast';
import { flatString } from '@laguna-docs/shared';

/**
 * Elements whose markup this module writes itself, exactly as React's server renderer writes them when no
 * theme component stands in: plain text-level and block elements with plain attributes. Anything else
 * (forms, media, SVG, tables, styles, booleans) is left to React.
 */
const STATIC_TAGS = new Set([
  'p', 'a', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'code', 'kbd', 'samp', 'var', 'abbr', 'cite', 'q',
  'pre', 'span', 'div', 'section', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'hr',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Properties written as they are named (React's names for them are the HTML attribute's, but for case). */
const PLAIN_PROPERTIES: Record<string, string> = { className: 'class', id: 'id', href: 'href', title: 'title', tabIndex: 'tabindex', start: 'start', lang: 'lang', dir: 'dir', role: 'role' };

/** React's escaping of text and attribute values (`escapeTextForBrowser`). */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
function escapeLikeReact(value: string): string {
  return /["&'<>]/.test(value) ? value.replace(/["&'<>]/g, (character) => ESCAPES[character]!) : value;
}

/** The HTML attributes of an element's properties, in their order, or `undefined` when React must write them. */
export function staticAttributes(element: Element): Array<[string, string]> | undefined {
  const attributes: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(element.properties)) {
    if (value === null || value === undefined) continue;
    let attribute = PLAIN_PROPERTIES[name];
    if (attribute === undefined) {
      // `dataFootnoteRef` → `data-footnote-ref`, `ariaDescribedBy` → `aria-describedby`, as property-information names them.
      if (/^data[A-Z]/.test(name)) attribute = `data-${name.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).slice(1)}`;
      else if (/^aria[A-Z]/.test(name)) attribute = `aria-${name.slice(4).toLowerCase()}`;
      else return undefined;
    }
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
    else if (name === 'className' && Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) text = value.join(' ');
    else return undefined;
    if (text === '' && (name === 'href' || name === 'className')) return undefined;
    attributes.push([attribute, text]);
  }
  return attributes;
}

/**
 * The markup React's `renderToStaticMarkup` makes of these nodes when none of them is a theme component,
 * or `undefined` when any of them is outside what this module writes (see `STATIC_TAGS`).
 */
export function staticMarkup(nodes: readonly (ElementContent | RootContent)[], components: Readonly<Record<string, unknown>>): string | undefined {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      html += escapeLikeReact(node.value);
    } else if (node.type === 'comment') {
      // React is never handed comments: the hast-to-React step drops them.
    } else if (node.type === 'element') {
      if (!STATIC_TAGS.has(node.tagName) || node.tagName in components) return undefined;
      const token = tokenClass(node);
      if (token !== undefined) {
        // A highlighted code token, by far the most common element here: its opening tag is remembered.
        const inner = staticMarkup(node.children, components);
        if (inner === undefined) return undefined;
        html += `${tokenOpening(token)}${inner}</span>`;
        continue;
      }
      const attributes = staticAttributes(node);
      if (!attributes) return undefined;
      let open = `<${node.tagName}`;
      for (const [name, value] of attributes) open += ` ${name}="${escapeLikeReact(value)}"`;
      if (VOID_TAGS.has(node.tagName)) {
        if (node.children.length > 0) return undefined;
        html += `${open}/>`;
        continue;
      }
      const inner = staticMarkup(node.children, components);
      if (inner === undefined) return undefined;
      html += `${open}>${inner}</${node.tagName}>`;
    } else {
      return undefined;
    }
  }
  return html;
}

/** The class of a `span` whose one property is one non-empty class name (a highlighted token), else `undefined`. */
function tokenClass(element: Element): string | undefined {
  if (element.tagName !== 'span') return undefined;
  let className: unknown;
  for (const name in element.properties) {
    if (name !== 'className') return undefined;
    className = element.properties[name];
  }
  return Array.isArray(className) && className.length === 1 && typeof className[0] === 'string' && className[0] !== '' ? className[0] : undefined;
}

/** Opening tags of token spans by class; a code block has a few dozen classes at most. */
const tokenOpenings = new Map<string, string>();

function tokenOpening(className: string): string {
  let opening = tokenOpenings.get(className);
  if (opening === undefined) {
    opening = `<span class="${escapeLikeReact(className)}">`;
    if (tokenOpenings.size < 1000) tokenOpenings.set(className, opening);
  }
  return opening;
}

/** Tag of the stand-in for an element whose content is written as markup (see `withStaticContent`). */
export const STATIC_TAG = 'laguna-static';

/**
 * A copy of a tree in which every element React would render without a theme component, and whose
 * content this module can write, carries that content as ready markup: a `laguna-static` element with the
 * original tag, its attributes and the inner HTML, for a component that renders it with
 * `dangerouslySetInnerHTML`. Converting a large highlighted code block to React elements costs many times
 * more than writing its markup; the result is byte for byte what React would have written. The input is
 * not changed (parsed trees are shared between locales and builds).
 */
export function withStaticContent(tree: Root, components: Readonly<Record<string, unknown>>): Root {
  const visit = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    if (!(node.tagName in components) && STATIC_TAGS.has(node.tagName) && !VOID_TAGS.has(node.tagName) && node.children.length > 0) {
      const attributes = staticAttributes(node);
      const inner = attributes ? staticMarkup(node.children, components) : undefined;
      if (attributes && inner !== undefined) {
        return { type: 'element', tagName: STATIC_TAG, properties: { tag: node.tagName, attributes: JSON.stringify(attributes), html: flatString(inner) }, children: [] };
      }
    }
    return { ...node, children: node.children.map(visit) };
  };
  return { ...tree, children: tree.children.map((child) => (child.type === 'doctype' ? child : visit(child))) };
}
