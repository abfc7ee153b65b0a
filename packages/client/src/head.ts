/** Head elements that differ from page to page; the rest of `<head>` (styles, scripts) stays. */
const PER_PAGE = ['meta[name="description"]', 'meta[name="keywords"]', 'meta[name="robots"]', 'link[rel="canonical"]', 'link[rel="alternate"]', 'meta[property^="og:"]'].join(',');

/** Makes the document's title and per-page head tags those of a newly shown page. */
export function updateHead(title: string, head: HTMLHeadElement | null): void {
  document.title = title;
  if (!head) return;
  for (const element of document.head.querySelectorAll(PER_PAGE)) element.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const element of head.querySelectorAll(PER_PAGE)) {
    document.head.insertBefore(document.importNode(element, true), anchor);
  }
}
