import { HYDRATION_IDS, type PageData, type SiteData } from '@laguna-docs/shared';

/** What a page carries for the client: the shared site data and its own page data. */
export interface LoadedPage {
  site: SiteData;
  page: PageData;
  /** The document title of the page. */
  title: string;
  /** The `<head>` of the fetched document, for meta tags that change per page. */
  head: HTMLHeadElement | null;
  /** The URL the page was loaded from (after redirects). */
  url: string;
  /** The shell's root element of the document, with the server's markup (pages shown without React swap it in). */
  root: HTMLElement | undefined;
}

/**
 * Reads a server-rendered document's data: the embedded JSON plus the main content HTML, which is not
 * in the JSON (it would double the page weight) but in the element marked `data-content`.
 */
export function readPage(doc: Document, url: string): LoadedPage | undefined {
  const dataElement = shellElement(doc, 'SCRIPT', HYDRATION_IDS.data);
  if (!dataElement || dataElement.getAttribute('type') !== 'application/json' || !dataElement.textContent) return undefined;
  const data = JSON.parse(dataElement.textContent) as { site: SiteData; page: Omit<PageData, 'contentHtml'> };
  const root = shellElement(doc, 'DIV', HYDRATION_IDS.root);
  const contentHtml = root?.querySelector('[data-content]')?.innerHTML ?? '';
  return { site: data.site, page: { ...data.page, contentHtml }, title: doc.title, head: doc.head, url, root };
}

/**
 * An element of the page shell, found where the renderer puts it (a child of `<body>`, of this tag) rather
 * than by `getElementById`: that returns the first element with the id, which could be one of the page's
 * content placed before it. Content sits inside the root element, so it can never be a child of `<body>`,
 * and markdown can make no `<script>` at all.
 */
export function shellElement(doc: Document, tagName: 'DIV' | 'SCRIPT', id: string): HTMLElement | undefined {
  for (const child of Array.from(doc.body?.children ?? [])) {
    if (child.tagName === tagName && child.id === id) return child as HTMLElement;
  }
  return undefined;
}
