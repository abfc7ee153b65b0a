import { PER_PAGE_HEAD_SELECTOR as PER_PAGE } from '@laguna-docs/shared';

// Head elements that differ from page to page (the shared list the server renders them by); the rest
// of `<head>` (styles, scripts) stays.

/** Makes the document's title and per-page head tags those of a newly shown page. */
export function updateHead(title: string, head: HTMLHeadElement | null): void {
  document.title = title;
  if (!head) return;
  for (const element of document.head.querySelectorAll(PER_PAGE)) element.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const element of head.querySelectorAll(PER_PAGE)) {
    document.head.insertBefore(document.importNode(element, true), anchor);
  }
  addPageStyles(head);
}

/**
 * Adds the stylesheets a newly loaded page needs (KaTeX's, the tab styles) and resolves once each has
 * loaded (or failed), so the page is never shown unstyled; those already in the document resolve at once.
 */
export function loadPageStyles(head: HTMLHeadElement | null): Promise<void> {
  if (!head) return Promise.resolve();
  const added = addPageStyles(head);
  return Promise.all(added.map((link) => new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  }))).then(() => undefined);
}

/**
 * Stylesheets some pages need: added when a page first needs one, then kept (they style nothing
 * elsewhere), after the theme's and before the site's own. Returns the links it added.
 */
function addPageStyles(head: HTMLHeadElement): HTMLLinkElement[] {
  const own = document.head.querySelector('link[rel="stylesheet"]:not([data-page-style]) ~ link[rel="stylesheet"]:not([data-page-style])');
  const added: HTMLLinkElement[] = [];
  for (const element of head.querySelectorAll<HTMLLinkElement>('link[data-page-style]')) {
    const href = element.getAttribute('href');
    if (!href || document.head.querySelector(`link[data-page-style][href="${CSS.escape(href)}"]`)) continue;
    const link = document.importNode(element, true);
    document.head.insertBefore(link, own);
    added.push(link);
  }
  return added;
}
