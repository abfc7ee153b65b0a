import { renderContent, renderDocument } from '@laguna-docs/render';
import type { SiteData, Theme } from '@laguna-docs/shared';
import type { SitePage } from './assemblePages.js';

/** One page's HTML document: its content rendered by the theme, inside the theme's layout. */
export function renderPageDocument(theme: Theme, site: SiteData, entry: SitePage): string {
  return renderDocument({ theme, site, page: { ...entry.page, contentHtml: renderContent({ theme, site, page: entry.page, content: entry.content }) } });
}
