import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import type { TocEntry } from '@laguna-docs/shared';
import { pageData } from '../pageData.js';
import { report } from '../report.js';
import { SKIP, walkElements } from '../walkElements.js';
import { headingSlug } from './headingSlug.js';

const HEADING = /^h([1-6])$/;
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
const DEFAULT_LEVELS = { minLevel: 2, maxLevel: 3 };

/**
 * Gives every heading a stable id: GitHub's slug of its text, deduplicated with `-1`, `-2`, or one set by
 * hand (`## Title {#custom}`), or the id raw HTML gave it. Headings inside admonitions count like any
 * other. Collects the table of contents from the configured levels and every id of the content (raw HTML
 * and footnote ids too) for anchor checks; an id used twice is a warning.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const levels = data.tocLevels ?? DEFAULT_LEVELS;
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const seen = new Map<string, Position | undefined>();
    const record = (id: string, node: Element) => {
      const first = seen.get(id);
      if (seen.has(id)) {
        report(file, {
          rule: 'duplicate-id',
          severity: 'warning',
          node,
          message: `the id "${id}" is used twice${first ? ` (first on line ${first.start.line + (data.lineOffset ?? 0)})` : ''}`,
          hint: 'links to it reach only the first; give one of them another id',
        });
        return;
      }
      seen.set(id, node.position);
    };

    walkElements(tree, (node: Element) => {
      // GitHub's footnote section: its ids are fixed and its hidden heading is no part of the contents.
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) {
        walkElements(node, (inner: Element) => {
          if (typeof inner.properties.id === 'string') record(inner.properties.id, inner);
        });
        return SKIP;
      }
      const depth = Number(HEADING.exec(node.tagName)?.[1] ?? 0);
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (depth === 0) {
        if (existing !== undefined) {
          // Raw HTML ids take their slug, so a later heading of the same text does not collide with them.
          slugger.slug(existing);
          record(existing, node);
        }
        return undefined;
      }
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const explicit = custom ?? existing;
      const id = explicit ?? headingSlug(slugger, text);
      if (explicit !== undefined) slugger.slug(explicit);
      node.properties.id = id;
      record(id, node);
      if (depth >= levels.minLevel && depth <= levels.maxLevel) toc.push({ depth, id, text });
      return undefined;
    });
    data.toc = toc;
    data.headingIds = [...seen.keys()];
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
