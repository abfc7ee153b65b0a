import type { Element, ElementContent, Properties, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { excerpt, urlProblem, type PageHeadBlock, type UrlKind } from '@laguna-docs/shared';
import { pageData } from '../pageData.js';
import { report } from '../report.js';

/**
 * The `rel`s a page's `<link>` may have: ones that say what the page is or where else it is, and load
 * nothing. `stylesheet`, `import`, `preload`, `modulepreload`, `prefetch`, `preconnect`, `icon` and
 * `manifest` load or restyle something, so they stay the site's (config, theme) alone.
 */
export const HEAD_LINK_RELS: readonly string[] = ['alternate', 'author', 'canonical', 'help', 'license', 'me'];

/** What a page's `<meta>` and `<link>` may carry besides what tells them apart. */
const META_ATTRIBUTES = new Set(['name', 'property', 'content']);
const LINK_ATTRIBUTES = new Set(['rel', 'href', 'hreflang', 'type', 'title']);

/** Meta names the theme writes on every page: a page giving its own would break the layout. */
const THEME_META_NAMES = new Set(['viewport']);

export const HEAD_HINT = `a page's <head> may hold <meta name="…" content="…"> (or property="…"), <link rel="${HEAD_LINK_RELS.join('|')}" href="…"> and <title>`;

/**
 * Reads the children of a page's `<head>` block into the page's `PageHeadBlock` (`file.data.head`, which
 * several blocks add to): each element must be a `<meta>`, `<link>` or `<title>` as `HEAD_HINT` says.
 * Anything else is an error at its line (the build fails) and is left out.
 */
export function readHead(children: readonly ElementContent[], file: VFile): void {
  const data = pageData(file);
  const head: PageHeadBlock = data.head ?? { elements: [] };
  const refuse = (node: ElementContent, message: string, hint = HEAD_HINT) =>
    report(file, { rule: 'forbidden-html', severity: 'error', node, message, hint });
  for (const node of children) {
    if (node.type === 'comment') continue;
    if (node.type === 'text') {
      if (node.value.trim() !== '') refuse(textStart(node), `text in a page's <head> must be inside <title>: "${short(node.value.trim())}"`);
      continue;
    }
    if (node.type !== 'element') continue;
    const tag = node.tagName.toLowerCase();
    if (tag === 'title') {
      const title = toString(node).replace(/\s+/g, ' ').trim();
      if (node.children.some((child) => child.type === 'element')) refuse(node, "<title> in a page's <head> may hold text only");
      else if (title === '') refuse(node, "<title> in a page's <head> is empty");
      else if (head.title !== undefined) refuse(node, `a second <title> in the page's <head> ("${short(title)}" after "${short(head.title)}")`, 'give the page one <title>');
      else head.title = title;
      continue;
    }
    if (tag !== 'meta' && tag !== 'link') {
      refuse(node, `<${node.tagName}> is not allowed in a page's <head>`);
      continue;
    }
    const attributes = attributesOf(node);
    const problem = tag === 'meta' ? metaProblem(attributes) : linkProblem(attributes);
    if (problem) {
      refuse(node, problem);
      continue;
    }
    const element: PageHeadBlock['elements'][number] = { tag, attributes: normalised(attributes) };
    // A name says one thing (one description, one robots): a second is a mistake, where Open Graph's
    // properties (`og:image`) and alternate links may come several times.
    const twice = head.elements.find((other) => other.tag === tag && (tag === 'meta' ? element.attributes.name !== undefined && other.attributes.name === element.attributes.name : element.attributes.rel === 'canonical' && other.attributes.rel === 'canonical'));
    if (twice) refuse(node, `a second ${tag === 'meta' ? `<meta name="${element.attributes.name}">` : '<link rel="canonical">'} in the page's <head>`, 'give the page one; the first stands');
    else head.elements.push(element);
  }
  if (head.title !== undefined || head.elements.length > 0) data.head = head;
}

/** Why a `<meta>` may not be published, or undefined when it may. */
function metaProblem(attributes: Record<string, string>): string | undefined {
  if ('charset' in attributes) return "<meta charset> is not allowed in a page's <head>: every page is UTF-8";
  if ('http-equiv' in attributes) return "<meta http-equiv> is not allowed in a page's <head>";
  const other = Object.keys(attributes).find((name) => !META_ATTRIBUTES.has(name));
  if (other) return `the attribute "${other}" on <meta> is not allowed in a page's <head>`;
  const named = attributes.name ?? attributes.property;
  if (!named || attributes.content === undefined || (attributes.name !== undefined && attributes.property !== undefined)) {
    return "<meta> in a page's <head> needs name (or property) and content";
  }
  if (attributes.name !== undefined && THEME_META_NAMES.has(attributes.name.toLowerCase())) return `<meta name="${attributes.name}"> is not allowed in a page's <head>: the theme sets it`;
  if (attributes.name?.toLowerCase() === 'referrer' && !SAFE_REFERRER_POLICIES.has(attributes.content.trim().toLowerCase())) {
    return `<meta name="referrer" content="${excerpt(attributes.content)}"> is not allowed in a page's <head>: it would send the page's full address to other sites`;
  }
  const kind = metaUrlKind(named.toLowerCase());
  const problem = kind && urlProblem(attributes.content, kind);
  if (problem) return `the content of <meta ${attributes.name !== undefined ? 'name' : 'property'}="${named}"> in a page's <head>: ${problem}`;
  return undefined;
}

/** Referrer policies that send other sites no more than the site's origin (or nothing). */
const SAFE_REFERRER_POLICIES = new Set(['no-referrer', 'same-origin', 'origin', 'strict-origin', 'strict-origin-when-cross-origin', 'never', 'default']);

/** Which URL policy a `<meta>`'s content passes: images (`og:image`, `twitter:image`), other addresses (`og:url`, `og:video`, …). */
function metaUrlKind(named: string): UrlKind | undefined {
  if (/^(og|twitter):image(:url|:secure_url)?$/.test(named) || named === 'thumbnail') return 'image';
  if (/^(og:(url|video|audio|see_also)(:url|:secure_url)?|twitter:(url|player(:stream)?)|article:(author|publisher))$/.test(named)) return 'link';
  return undefined;
}

/** Why a `<link>` may not be published, or undefined when it may. */
function linkProblem(attributes: Record<string, string>): string | undefined {
  const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const refused = rels.find((rel) => !HEAD_LINK_RELS.includes(rel));
  if (rels.length === 0 || refused) return `<link rel="${refused ?? ''}"> is not allowed in a page's <head>`;
  const other = Object.keys(attributes).find((name) => !LINK_ATTRIBUTES.has(name));
  if (other) return `the attribute "${other}" on <link rel="${attributes.rel}"> is not allowed in a page's <head>`;
  const href = attributes.href?.trim();
  if (!href) return `<link rel="${attributes.rel}"> in a page's <head> needs an href`;
  const problem = urlProblem(href, 'link');
  if (problem) return `the "href" of <link rel="${attributes.rel}"> in a page's <head>: ${problem}`;
  return undefined;
}

/**
 * Meta names and link rels in lower case, as HTML compares them (`Description` is `description`), so the
 * element replaces the generated one of that name and the client's selectors find it.
 */
function normalised(attributes: Record<string, string>): Record<string, string> {
  const result = { ...attributes };
  if (result.name !== undefined) result.name = result.name.toLowerCase();
  if (result.rel !== undefined) result.rel = result.rel.toLowerCase().trim().split(/\s+/).join(' ');
  return result;
}

/** An element's attributes as HTML writes them (`http-equiv`, not hast's `httpEquiv`), values as text. */
function attributesOf(node: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [property, value] of Object.entries(node.properties) as Array<[string, Properties[string]]>) {
    if (value === undefined || value === null || value === false) continue;
    const info = find(html, property);
    attributes[info.attribute.toLowerCase()] = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value === true ? '' : String(value);
  }
  return attributes;
}

/** A text node placed at its first line that is not blank, where a message should point. */
function textStart(node: Text): Text {
  const start = node.position?.start;
  if (!start) return node;
  const leading = /^\s*\n/.exec(node.value)?.[0] ?? '';
  const lines = leading.split('\n').length - 1;
  return { ...node, position: { start: { line: start.line + lines, column: lines > 0 ? 1 : start.column }, end: node.position!.end } };
}

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
