import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { LinkRecord } from '@laguna-docs/shared';
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
    const links: LinkRecord[] = [];
    (file.data as { links?: LinkRecord[] }).links = links;
    visit(tree, ['link', 'definition'], (node) => {
      const link = node as Link;
      const written = link.url;
      const result = resolve ? resolve(written) : { href: written };
      const start = link.position?.start;
      if ('href' in result) {
        link.url = result.href;
        links.push({ href: result.href, written, origin: 'markdown', file: file.path, ...(start ? { line: start.line, column: start.column } : {}) });
        return;
      }
      file.message(result.message, { place: link.position, ruleId: 'broken-file-link', source: 'laguna-docs' });
      link.url = '';
      link.data = { ...link.data, hProperties: { ...(link.data?.hProperties ?? {}), 'data-broken-link': 'true', title: result.message } };
    });
  };
}
