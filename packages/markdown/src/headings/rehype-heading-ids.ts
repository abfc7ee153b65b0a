import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { isReservedId, RESERVED_IDS, type TocEntry } from '@laguna-docs/shared';
import { pageData } from '../pageData.js';
import { report } from '../report.js';
import { SKIP, walkElements } from '../walkElements.js';
import { headingSlug, plainHeadingSlug } from './headingSlug.js';

const HEADING = /^h([1-6])$/;
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
const DEFAULT_LEVELS = { minLevel: 2, maxLevel: 3 };

/**
 * Gives every heading a stable id: GitHub's slug of its text, deduplicated with `-1`, `-2`, or one set by
 * hand (`## Title {#custom}`), or the id raw HTML gave it. Headings inside admonitions count like any
 * other. Collects the table of contents from the configured levels and every id of the content (raw HTML
 * and footnote ids too) for anchor checks; an id used twice is a warning. An id of the page shell
 * (`RESERVED_IDS`: `main`, `nav-panel`, the hydration data, …) is never given to content: a heading or
 * element that would take one gets another (`main-1`) and a warning, so nothing the author writes can
 * shadow the theme's elements.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const levels = data.tocLevels ?? DEFAULT_LEVELS;
    const slugger = new GithubSlugger();
    // Taken before any heading, so that "## Main" slugs to `main-1` as a second "Main" would.
    for (const id of RESERVED_IDS) slugger.slug(id);
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

    const warnReserved = (wanted: string, given: string, node: Element) =>
      report(file, {
        rule: 'reserved-id',
        severity: 'warning',
        node,
        message: `the id "${wanted}" belongs to the page layout; this ${HEADING.test(node.tagName) ? 'heading' : `<${node.tagName}>`} gets the id "${given}" instead`,
        hint: `link to #${given}, or choose another id`,
      });
    /** Another id for a reserved one, unique on the page, with a warning. */
    const unreserved = (wanted: string, node: Element): string => {
      let given = slugger.slug(wanted);
      if (isReservedId(given)) given = slugger.slug(`content-${wanted}`);
      warnReserved(wanted, given, node);
      return given;
    };

    walkElements(tree, (node: Element) => {
      // GitHub's footnote section: its ids are fixed and its hidden heading is no part of the contents.
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) {
        walkElements(node, (inner: Element) => {
          if (typeof inner.properties.id === 'string') record(inner.properties.id, inner);
        });
        return SKIP;
      }
      const depth = headingDepth(node.tagName);
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (depth === 0) {
        if (existing !== undefined) {
          // Raw HTML ids take their slug, so a later heading of the same text does not collide with them.
          let id = existing;
          if (isReservedId(existing)) id = unreserved(existing, node);
          else slugger.slug(existing);
          node.properties.id = id;
          record(id, node);
        }
        return undefined;
      }
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const explicit = custom ?? existing;
      let id = explicit ?? headingSlug(slugger, text);
      if (explicit !== undefined) {
        if (isReservedId(explicit)) id = unreserved(explicit, node);
        else slugger.slug(explicit);
      } else if (isReservedId(id)) {
        id = unreserved(id, node);
      } else if (/-\d+$/.test(id) && mayNumberReserved(id)) {
        // Numbered by the slugger: perhaps because the plain slug is one of the reserved ids it holds.
        const plain = plainHeadingSlug(text);
        if (isReservedId(plain)) warnReserved(plain, id, node);
      }
      node.properties.id = id;
      record(id, node);
      if (depth >= levels.minLevel && depth <= levels.maxLevel) toc.push({ depth, id, text });
      return undefined;
    });
    data.toc = toc;
    data.headingIds = [...seen.keys()];
  };
}

/** The level of a heading's tag name (`h2` → 2), 0 for any other: as `HEADING` reads it, without a match made for each element. */
function headingDepth(tagName: string): number {
  if (tagName.length !== 2 || tagName.charCodeAt(0) !== 0x68) return 0;
  const digit = tagName.charCodeAt(1) - 0x30;
  return digit >= 1 && digit <= 6 ? digit : 0;
}

/**
 * Whether `id` may be a reserved id numbered by the slugger (`main-1`): the slugger gives a heading its
 * plain slug or that slug and a number, so a plain slug that is reserved leaves an id starting with it and
 * a dash. Most ids that end in a number are not (`step-12`), and their plain slug need not be made again.
 */
function mayNumberReserved(id: string): boolean {
  for (const reserved of RESERVED_IDS) if (id.startsWith(`${reserved}-`)) return true;
  return false;
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
