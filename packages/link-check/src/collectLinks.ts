import type { StringPool } from '@laguna-docs/shared';

/** What one HTML page offers and points at. */
export interface ScannedPage {
  /** Every `id` in the page and every `<a name>`: the fragments a link to it may use. */
  ids: Set<string>;
  /** Every URL the page references, in document order, as written in the HTML. */
  links: string[];
  /** Length of the HTML, in characters. */
  size: number;
}

// Attributes holding one URL, by tag: the ones a browser follows or fetches, and every one linkinator reads.
const URL_ATTRIBUTES = new Map<string, readonly string[]>(Object.entries({
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  embed: ['href', 'pluginspage', 'pluginurl', 'src'],
  audio: ['src'],
  video: ['poster', 'src'],
  source: ['src'],
  track: ['src'],
  input: ['src'],
  object: ['data'],
  blockquote: ['cite'],
  q: ['cite'],
  ins: ['cite'],
  del: ['cite'],
  body: ['background'],
  iframe: ['longdesc', 'src'],
  frame: ['longdesc', 'src'],
  command: ['icon'],
  html: ['manifest'],
}));

/** The target of `<meta http-equiv="refresh" content="5;url=…">`, read as linkinator reads it. */
const REFRESH = /^\s*\d+\s*;\s*url\s*=\s*(.+)/i;

/** Every attribute the scan reads. */
export const SCANNED_ATTRIBUTES: ReadonlySet<string> = new Set(['id', 'name', 'rel', 'srcset', 'content', 'http-equiv', ...[...URL_ATTRIBUTES.values()].flat()]);

// `<link rel>` values that are hints to a browser, not resources a page needs.
const HINT_RELS = new Set(['preconnect', 'dns-prefetch']);

/** What a page's start tags are read into: its ids and links, in document order. */
export function collector(size: number, strings: StringPool): { page: ScannedPage; onOpenTag: (tag: string, attributes: Record<string, string>) => void } {
  const ids = new Set<string>();
  const links: string[] = [];
  const onOpenTag = (tag: string, attributes: Record<string, string>) => {
    if (attributes.id) ids.add(strings.get(attributes.id));
    if (tag === 'a' && attributes.name) ids.add(strings.get(attributes.name));
    if (tag === 'link' && HINT_RELS.has((attributes.rel ?? '').toLowerCase())) return;
    for (const name of URL_ATTRIBUTES.get(tag) ?? []) {
      const value = attributes[name];
      if (value !== undefined) links.push(strings.get(value.trim()));
    }
    if ((tag === 'img' || tag === 'source') && attributes.srcset) links.push(...srcsetUrls(attributes.srcset).map((url) => strings.get(url)));
    if (tag === 'meta' && attributes.content) {
      if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
        const target = REFRESH.exec(attributes.content)?.[1]?.trim();
        if (target) links.push(strings.get(target));
      } else if (/^https?:\/\//i.test(attributes.content)) {
        // Open Graph and similar meta tags hold absolute URLs; other meta content is not a link.
        links.push(strings.get(attributes.content.trim()));
      }
    }
  };
  return { page: { ids, links, size }, onOpenTag };
}

/** The URLs of a `srcset`: comma-separated candidates of a URL and an optional descriptor. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\S+\s+\d)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}
