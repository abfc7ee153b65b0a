import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { LinkResolver } from '../types.js';

export interface RemarkResolveLinksOptions {
  resolve?: LinkResolver | undefined;
}

/**
 * Rewrites link targets with the page's resolver (markdown file → route, base path and locale prefix).
 * A link to a markdown file that is no page becomes a warning at its line and loses its href.
 */
export function remarkResolveLinks(options: RemarkResolveLinksOptions = {}) {
  const resolve = options.resolve;
  return (tree: Root, file: VFile) => {
    if (!resolve) return;
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link;
      const result = resolve(link.url);
      if ('href' in result) {
        link.url = result.href;
        return;
      }
      file.message(result.message, { place: link.position, ruleId: 'broken-file-link', source: 'laguna-docs' });
      link.url = '';
      link.data = { ...link.data, hProperties: { ...(link.data?.hProperties ?? {}), 'data-broken-link': 'true', title: result.message } };
    });
  };
}
