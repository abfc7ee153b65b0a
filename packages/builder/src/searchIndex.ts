import type { Element, Root, RootContent } from 'hast';
import { type SearchDocument, type SearchSection, collapse, plainText } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';
import { apiSearchSections } from '@laguna-docs/api-reference';

const SKIPPED_ELEMENTS = new Set(['svg', 'script', 'style', 'template']);
const HEADING = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose text ends with a space (sets, not patterns: a large page has hundreds of thousands of elements). */
const BLOCK = new Set([...HEADING, 'p', 'li', 'tr', 'td', 'th', 'pre', 'blockquote', 'div', 'section', 'aside', 'admonition', 'code-block', 'dt', 'dd', 'figcaption']);
/** Keys of page data whose values are addresses or identifiers, not text a reader searches for. */
const NOT_TEXT = new Set(['href', 'route', 'id', 'pointer', 'file', 'anchor', 'locale', 'kind', 'type', 'variant', 'icon', 'renderer']);

/**
 * The search entry of a page, or `undefined` for pages that are not searched (the 404 page, a duplicate, an unlisted page). The whole
 * text is kept, cut into sections at the headings of the table of contents, so a match deep in a long page
 * is found and opens at its heading.
 */
export function searchDocument(entry: SitePage): SearchDocument | undefined {
  const { page, content } = entry;
  if (page.kind === 'notFound' || entry.duplicate || (page.noindex && !entry.searchable)) return undefined;
  let sections: SearchSection[];
  if (content.type === 'markdown') sections = hastSections(content.hast, new Set(page.toc.map((item) => item.id)));
  else if (content.type === 'custom') sections = apiSearchSections(content.renderer, content.data, page.toc) ?? [['', '', collectText(content.data)]];
  else sections = [['', '', collectText(content)]];
  if (page.description) sections = withLead(sections, page.description);
  return {
    r: page.route,
    ...(page.version !== undefined ? { v: page.version } : {}),
    t: page.title,
    s: page.breadcrumbs.map((crumb) => crumb.label).join(' › '),
    c: sections.map(([id, heading, text]) => [id, heading, collapse(text)] as SearchSection).filter(([id, , text], index) => index === 0 || id !== '' || text !== ''),
  };
}

/** The description goes in front of the first section, the one before any heading. */
function withLead(sections: SearchSection[], lead: string): SearchSection[] {
  if (sections[0]?.[0] === '') return [['', '', `${lead} ${sections[0][2]}`], ...sections.slice(1)];
  return [['', '', lead], ...sections];
}

/**
 * A markdown page's text in sections: the text before the first heading, then one section per heading
 * whose id is in `ids` (the table of contents), holding the text up to the next such heading. Deeper
 * headings stay in their section's text. SVG drawings and scripts are left out.
 */
export function hastSections(tree: Root, ids: ReadonlySet<string>): SearchSection[] {
  const sections: SearchSection[] = [];
  let id = '';
  let heading = '';
  // The text of the section so far, added to as the tree is walked (no list of pieces to join).
  let text = '';
  const walk = (node: Root | RootContent, inHeading: { text: string } | undefined) => {
    if (node.type === 'text') {
      if (inHeading) inHeading.text += node.value;
      else text += node.value;
    } else if (node.type === 'element' || node.type === 'root') {
      if (node.type === 'element') {
        if (SKIPPED_ELEMENTS.has(node.tagName)) return;
        const headingId = HEADING.has(node.tagName) ? (node as Element).properties?.id : undefined;
        if (typeof headingId === 'string' && ids.has(headingId)) {
          sections.push([id, heading, text]);
          const own = { text: '' };
          for (const child of node.children) walk(child, own);
          id = headingId;
          heading = collapse(own.text);
          text = '';
          return;
        }
      }
      const children = node.children;
      for (let index = 0; index < children.length; index++) walk(children[index]!, inHeading);
      if (node.type === 'element' && BLOCK.has(node.tagName)) {
        if (inHeading) inHeading.text += ' ';
        else text += ' ';
      }
    }
  };
  walk(tree, undefined);
  sections.push([id, heading, text]);
  return sections;
}

/** Plain text of a hast tree, with a space at every block boundary; SVG drawings and scripts left out. */
export function hastText(tree: Root): string {
  return hastSections(tree, new Set()).map((section) => section[2]).join(' ');
}

/** Every string in non-markdown page data (category cards, the home page), tags removed. */
export function collectText(value: unknown): string {
  const parts: string[] = [];
  const walk = (item: unknown, key?: string) => {
    if (key && NOT_TEXT.has(key)) return;
    if (typeof item === 'string') parts.push(plainText(item));
    else if (Array.isArray(item)) for (const child of item) walk(child);
    else if (item && typeof item === 'object') for (const childKey in item) walk((item as Record<string, unknown>)[childKey], childKey);
  };
  walk(value);
  return parts.join(' ');
}
