import { PER_PAGE_HEAD_SELECTOR as PER_PAGE, type PageHeadTag } from '@laguna-docs/shared';

// Head elements that differ from page to page (the shared list the server renders them by); the rest
// of `<head>` (styles, scripts) stays.

/** Makes the document's title and per-page head tags those of a newly shown page, read from its fetched `<head>`. */
export function updateHead(title: string, head: HTMLHeadElement | null): void {
  if (!head) {
    document.title = title;
    return;
  }
  // The elements of the shared list, whose names and values the server wrote from the page's data.
  const tags = [...head.querySelectorAll(PER_PAGE)].map((element) => ({ tag: element.localName, attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])) }) as PageHeadTag);
  showHead(title, tags, pageStyles(head));
}

/** Makes the document's title and per-page head tags those given (`PageUpdate`), and adds the page's stylesheets. */
export function showHead(title: string, tags: readonly PageHeadTag[], stylesheets: readonly string[] = []): void {
  document.title = title;
  for (const element of document.head.querySelectorAll(PER_PAGE)) element.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const { tag, attributes } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.insertBefore(element, anchor);
  }
  addPageStyles(stylesheets);
}

/**
 * Adds the stylesheets a newly loaded page needs (KaTeX's, the tab styles) and resolves once each has
 * loaded (or failed), so the page is never shown unstyled; those already in the document resolve at once.
 */
export function loadPageStyles(head: HTMLHeadElement | null): Promise<void> {
  if (!head) return Promise.resolve();
  const added = addPageStyles(pageStyles(head));
  return Promise.all(added.map((link) => new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  }))).then(() => undefined);
}

/**
 * The hrefs of the stylesheets a fetched page links for itself alone, and its theme stylesheet when it is
 * not the one this document started with (API pages link the theme's joined to the API reference's).
 */
function pageStyles(head: HTMLHeadElement): string[] {
  const theme = head.querySelector('link[rel="stylesheet"]:not([data-page-style])')?.getAttribute('href');
  const current = document.head.querySelector('link[rel="stylesheet"]:not([data-page-style])')?.getAttribute('href');
  const own = [...head.querySelectorAll<HTMLLinkElement>('link[data-page-style]')].flatMap((element) => element.getAttribute('href') ?? []);
  return theme && theme !== current ? [theme, ...own] : own;
}

/**
 * Stylesheets some pages need: added when a page first needs one, then kept (they style nothing
 * elsewhere), after the theme's and before the site's own. Returns the links it added.
 */
function addPageStyles(stylesheets: readonly string[]): HTMLLinkElement[] {
  const own = document.head.querySelector('link[rel="stylesheet"]:not([data-page-style]) ~ link[rel="stylesheet"]:not([data-page-style])');
  const added: HTMLLinkElement[] = [];
  for (const href of stylesheets) {
    if (document.head.querySelector(`link[data-page-style][href="${CSS.escape(href)}"]`)) continue;
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.setAttribute('href', href);
    element.setAttribute('data-page-style', '');
    document.head.insertBefore(element, own);
    added.push(element);
  }
  return added;
}
