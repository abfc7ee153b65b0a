/**
 * The `<head>` elements that differ from page to page, each told by one attribute: its exact value, or
 * the start of it (`og:…`). The server renders a page's per-page elements as `PageHeadTag`s, which this
 * list types; the client, on navigation, replaces the elements `PER_PAGE_HEAD_SELECTOR` (made from this
 * list) matches by those of the new page. A new per-page `<meta>` is therefore one entry here (if no
 * entry matches it yet) and the tag itself in the render package; one the list misses is a type error
 * there, rather than an element that goes stale when the reader navigates.
 */
export const PER_PAGE_HEAD = [
  { tag: 'meta', attribute: 'name', value: 'description' },
  { tag: 'meta', attribute: 'name', value: 'keywords' },
  { tag: 'meta', attribute: 'name', value: 'robots' },
  { tag: 'link', attribute: 'rel', value: 'canonical' },
  { tag: 'link', attribute: 'rel', value: 'alternate' },
  { tag: 'meta', attribute: 'property', value: 'og:', prefix: true },
  { tag: 'meta', attribute: 'name', value: 'twitter:', prefix: true },
  // A page's own `<head>` elements (`PageHeadBlock`) that no entry above matches carry this mark.
  { tag: 'meta', attribute: 'data-page-head', value: '' },
  { tag: 'link', attribute: 'data-page-head', value: '' },
] as const;

type PerPageEntry = (typeof PER_PAGE_HEAD)[number];

/** The element an entry describes: its telling attribute first (attributes render in their order), then any others. */
type TagOf<E> = E extends { readonly tag: infer T; readonly attribute: infer A extends string; readonly value: infer V extends string }
  ? { tag: T; attributes: { [K in A]: E extends { readonly prefix: true } ? `${V}${string}` : V } & Record<string, string> }
  : never;

/** One per-page element of `<head>`, as the server renders it. */
export type PageHeadTag = TagOf<PerPageEntry>;

/** The CSS selector of every per-page head element (see `PER_PAGE_HEAD`). */
// Marked pure so that a browser bundle that does not swap heads leaves it out.
export const PER_PAGE_HEAD_SELECTOR: string = /* @__PURE__ */ (() =>
  PER_PAGE_HEAD.map((entry) => `${entry.tag}[${entry.attribute}${'prefix' in entry ? '^=' : '='}"${entry.value}"]`).join(','))();

/** Whether an element (tag name, attributes) is a per-page head element: what `PER_PAGE_HEAD_SELECTOR` matches, without a DOM. */
export function isPerPageHead(tag: string, attributes: Readonly<Record<string, string>>): boolean {
  return PER_PAGE_HEAD.some((entry) => {
    const value = attributes[entry.attribute];
    return entry.tag === tag && value !== undefined && ('prefix' in entry ? value.startsWith(entry.value) : value === entry.value);
  });
}

/**
 * A page's own `<head>` elements, from a `<head>` block in its markdown (as Docusaurus pages write them),
 * checked by the markdown package: only `<meta name|property content>`, `<link>` of a safe `rel` and
 * `<title>`. The render package writes them, escaped, among the page's per-page head elements; each
 * replaces the element the build would write with the same meta name or property, or `rel="canonical"`.
 */
export interface PageHeadBlock {
  /** `<title>`: the document's whole title, instead of "page title | site title"; the page's heading stays. */
  title?: string;
  /** The `<meta>` and `<link>` elements, in the order written, each attribute as written (lower-case name). */
  elements: Array<{ tag: 'meta' | 'link'; attributes: Record<string, string> }>;
}

/** Which generated element a head element replaces: the same meta name or property, or the canonical link. */
export function headElementKey(tag: string, attributes: Readonly<Record<string, string>>): string | undefined {
  if (tag === 'meta') {
    if (attributes.name !== undefined) return `name=${attributes.name.toLowerCase()}`;
    if (attributes.property !== undefined) return `property=${attributes.property.toLowerCase()}`;
  }
  if (tag === 'link' && attributes.rel?.toLowerCase() === 'canonical') return 'rel=canonical';
  return undefined;
}
