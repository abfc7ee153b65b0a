import type { Element, Properties, Root } from 'hast';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { report } from '../report.js';
import { walkElements } from '../walkElements.js';

/**
 * Elements that run code, embed other documents or act on the whole page rather than their place in it:
 * `<style>` and `<link>` restyle the site, `<base>` re-targets every relative link, `<meta>` can redirect.
 */
const FORBIDDEN_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'link', 'base', 'meta']);
/** Attributes that hold a URL a browser would follow or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'srcset', 'data']);
const HINT = 'raw HTML may show anything but may not run code: drop the element or attribute, or ask for a theme component';

/**
 * The raw HTML policy. Authors are trusted with markup (inline SVG, `<details>`, `<kbd>`), but not with
 * code or the page as a whole: the elements above, `on*` attributes and `javascript:` URLs are errors at
 * their line (the build fails). They are also removed, so nothing unsafe reaches the output
 * of a watch-mode build that shows the errors.
 */
export function rehypeHtmlPolicy() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node: Element, parent, index) => {
      if (FORBIDDEN_ELEMENTS.has(node.tagName)) {
        report(file, { rule: 'forbidden-html', severity: 'error', node, message: `<${node.tagName}> is not allowed in markdown`, hint: HINT });
        parent.children.splice(index, 1);
        return index;
      }
      checkAttributes(node, file);
      return undefined;
    });
  };
}

function checkAttributes(node: Element, file: VFile): void {
  for (const [property, value] of Object.entries(node.properties) as Array<[string, Properties[string]]>) {
    const attribute = find(html, property).attribute.toLowerCase();
    if (/^on[a-z]/.test(attribute)) {
      report(file, { rule: 'forbidden-html', severity: 'error', node, message: `event handler attribute "${attribute}" on <${node.tagName}> is not allowed in markdown`, hint: HINT });
      delete node.properties[property];
    } else if (URL_ATTRIBUTES.has(attribute) && runsScript(value)) {
      report(file, { rule: 'forbidden-html', severity: 'error', node, message: `a javascript: URL in "${attribute}" on <${node.tagName}> is not allowed in markdown`, hint: HINT });
      delete node.properties[property];
    }
  }
}

/**
 * Whether a URL value would run script, as browsers read it (they skip whitespace and control characters).
 * `srcset` arrives as a list of candidates, each starting with its URL.
 */
function runsScript(value: Properties[string]): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((entry) => {
    const normalised = String(entry).replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
    return normalised.startsWith('javascript:');
  });
}
