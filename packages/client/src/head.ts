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
  // Stylesheets some pages need (KaTeX's): added when a page first needs one, then kept (they style
  // nothing elsewhere), after the theme's and before the site's own.
  const own = document.head.querySelector('link[rel="stylesheet"]:not([data-page-style]) ~ link[rel="stylesheet"]:not([data-page-style])');
  for (const element of head.querySelectorAll<HTMLLinkElement>('link[data-page-style]')) {
    const href = element.getAttribute('href');
    if (href && !document.head.querySelector(`link[data-page-style][href="${CSS.escape(href)}"]`)) document.head.insertBefore(document.importNode(element, true), own);
  }
}
