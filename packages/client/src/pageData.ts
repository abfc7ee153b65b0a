import type { PageData, SiteData } from '@laguna-docs/shared';

/** Id of the element the client hydrates, and of the JSON holding its data (see `@laguna-docs/render`). */
export const ROOT_ID = '__laguna';
export const DATA_ID = '__laguna_data';

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
}

/**
 * Reads a server-rendered document's data: the embedded JSON plus the main content HTML, which is not
 * in the JSON (it would double the page weight) but in the element marked `data-content`.
 */
export function readPage(doc: Document, url: string): LoadedPage | undefined {
  const dataElement = doc.getElementById(DATA_ID);
  if (!dataElement?.textContent) return undefined;
  const data = JSON.parse(dataElement.textContent) as { site: SiteData; page: Omit<PageData, 'contentHtml'> };
  const contentHtml = doc.getElementById(ROOT_ID)?.querySelector('[data-content]')?.innerHTML ?? '';
  return { site: data.site, page: { ...data.page, contentHtml }, title: doc.title, head: doc.head, url };
}
