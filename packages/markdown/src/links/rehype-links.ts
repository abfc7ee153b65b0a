import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { LinkRecord } from '@laguna-docs/shared';
import { pageData } from '../pageData.js';
import { report } from '../report.js';
import { walkElements } from '../walkElements.js';

/** Where each element keeps its link target. */
const TARGETS: Record<string, 'href' | 'src'> = { a: 'href', img: 'src' };

/**
 * Resolves and records every link target of the page (`a[href]`, `img[src]`), whether markdown or raw
 * HTML wrote it, with the page's resolver (markdown file → route, base path and locale prefix). Working
 * on hast after the raw-HTML pass means both kinds are treated alike. A link to a markdown file that is
 * no page is a warning at its line; the link keeps its text but loses its target. Images load lazily and
 * decode off the main thread unless the author said otherwise (`<img loading="eager">`); an image whose
 * size the resolver knows gets it as `width` and `height`, unless the author gave either.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const resolve = data.resolveLink;
    const links: LinkRecord[] = [];
    data.links = links;
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'img') {
        node.properties.loading ??= 'lazy';
        node.properties.decoding ??= 'async';
      }
      const property = TARGETS[node.tagName];
      const written = property ? node.properties[property] : undefined;
      if (property === undefined || typeof written !== 'string') return;
      const result = resolve ? resolve(written) : { href: written };
      const start = node.position?.start;
      if ('href' in result) {
        node.properties[property] = result.href;
        // The space an image takes is known before it loads, so the text below it does not jump.
        if (node.tagName === 'img' && result.width && result.height && node.properties.width === undefined && node.properties.height === undefined) {
          node.properties.width = result.width;
          node.properties.height = result.height;
        }
        // Filled in place rather than spread from objects made for it: one record for each link of the page.
        const link: LinkRecord = { href: result.href, written, origin: 'markdown' };
        if (file.path) link.file = file.path;
        if (start) {
          link.line = start.line;
          link.column = start.column;
        }
        links.push(link);
        return;
      }
      report(file, { rule: 'broken-file-link', severity: 'warning', node, message: result.message, hint: 'link to an existing markdown file (with its number prefix) or to a route such as /docs/intro' });
      delete node.properties[property];
      node.properties.dataBrokenLink = 'true';
      node.properties.title = result.message;
    });
  };
}
