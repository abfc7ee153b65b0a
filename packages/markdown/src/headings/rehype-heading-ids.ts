import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { TocEntry } from '@laguna-docs/shared';

export interface RehypeHeadingIdsOptions {
  toc: { minLevel: number; maxLevel: number };
}

const HEADING = /^h([1-6])$/;
const CUSTOM_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/**
 * Gives every heading a stable id (GitHub's slugs, deduplicated with `-1`, `-2`; `## Title {#custom}` sets
 * one by hand) and collects the table of contents from the configured levels into `file.data.toc`.
 */
export function rehypeHeadingIds(options: RehypeHeadingIdsOptions) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const headingIds: string[] = [];
    visit(tree, 'element', (node: Element) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const depth = Number(match[1]);
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      const id = custom ?? existing ?? slugger.slug(text);
      if (custom || existing) slugger.slug(id);
      node.properties.id = id;
      headingIds.push(id);
      if (depth >= options.toc.minLevel && depth <= options.toc.maxLevel) toc.push({ depth, id, text });
    });
    Object.assign(file.data, { toc, headingIds });
  };
}

/** Removes a trailing `{#id}` from the heading's last text node and returns the id. */
function takeCustomId(node: Element): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}
