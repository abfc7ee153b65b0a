import { Parser } from 'htmlparser2';

/** What one HTML page offers and points at. */
export interface ScannedPage {
  /** Every `id` in the page and every `<a name>`: the fragments a link to it may use. */
  ids: Set<string>;
  /** Every URL the page references, in document order, as written in the HTML. */
  links: string[];
}

// Attributes holding one URL, by tag: the ones a browser follows or fetches, and those linkinator checks.
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  track: ['src'],
  input: ['src'],
  object: ['data'],
  blockquote: ['cite'],
  q: ['cite'],
  ins: ['cite'],
  del: ['cite'],
  body: ['background'],
  iframe: ['src', 'longdesc'],
};

// `<link rel>` values that are hints to a browser, not resources a page needs.
const HINT_RELS = new Set(['preconnect', 'dns-prefetch']);

/**
 * Collects the ids and links of an HTML page with htmlparser2 (the parser linkinator uses, so both
 * passes read the same markup the same way). Text inside `<script>` and `<style>` is not markup and is skipped.
 */
export function scanHtml(html: string): ScannedPage {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (tag === 'a' && attributes.name) ids.add(attributes.name);
        if (tag === 'link' && HINT_RELS.has((attributes.rel ?? '').toLowerCase())) return;
        for (const name of URL_ATTRIBUTES[tag] ?? []) {
          const value = attributes[name];
          if (value !== undefined) links.push(value.trim());
        }
        if ((tag === 'img' || tag === 'source') && attributes.srcset) links.push(...srcsetUrls(attributes.srcset));
        // Open Graph and similar meta tags hold absolute URLs; other meta content is not a link.
        if (tag === 'meta' && attributes.content && /^https?:\/\//i.test(attributes.content)) links.push(attributes.content.trim());
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { ids, links };
}

/** The URLs of a `srcset`: comma-separated candidates of a URL and an optional descriptor. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\S+\s+\d)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}
