import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

/** Rendered markup, parsed, with CSS-selector queries for assertions. */
export interface Rendered {
  html: string;
  tree: Root;
  one(selector: string): Element;
  all(selector: string): Element[];
  has(selector: string): boolean;
  text(selector: string): string;
  attr(selector: string, name: string): string | undefined;
}

/** Parses markup for assertions. `one` throws when nothing matches, naming the selector. */
export function parse(html: string): Rendered {
  const tree = fromHtml(html, { fragment: true });
  const one = (selector: string) => {
    const found = select(selector, tree);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  return {
    html,
    tree,
    one,
    all: (selector) => selectAll(selector, tree),
    has: (selector) => select(selector, tree) !== undefined,
    text: (selector) => toText(one(selector)).replace(/\s+/g, ' ').trim(),
    attr: (selector, name) => {
      // hast keeps attributes as properties in camelCase (`ariaLabel`, `dataContent`, `hrefLang`).
      const special: Record<string, string> = { class: 'className', hreflang: 'hrefLang', tabindex: 'tabIndex', for: 'htmlFor', 'aria-labelledby': 'ariaLabelledBy' };
      const key = special[name] ?? name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const value = one(selector).properties[key];
      return value === undefined || value === null ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
    },
  };
}

/** Renders like the server does for the shell (`renderToString`, hydratable). */
export const renderShell = (element: ReactElement) => parse(renderToString(element));

/** Renders like the content stage does (`renderToStaticMarkup`). */
export const renderStatic = (element: ReactElement) => parse(renderToStaticMarkup(element));
