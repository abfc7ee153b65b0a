import { renderContent, renderDocument, renderPageUpdate } from '@laguna-docs/render';
import type { PageUpdate, SiteData, Theme } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';

/** One page's HTML document: its content rendered by the theme, inside the theme's layout. */
export function renderPageDocument(theme: Theme, site: SiteData, entry: SitePage): string {
  return renderDocument({ theme, site, page: { ...entry.page, contentHtml: renderContent({ theme, site, page: entry.page, content: entry.content }) } });
}

/** What an open page needs to show this page in place (`serve --watch`): its data, content, title and head elements. */
export function pageUpdate(theme: Theme, site: SiteData, entry: SitePage): PageUpdate {
  return renderPageUpdate(site, { ...entry.page, contentHtml: renderContent({ theme, site, page: entry.page, content: entry.content }) });
}
