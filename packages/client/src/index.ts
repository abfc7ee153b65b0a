import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { LayoutProps, PageData, SiteData } from '@laguna-docs/shared';

const ROOT_ID = '__laguna';
const DATA_ID = '__laguna_data';

/** Hydrates the server-rendered shell. The page's content HTML is read back from the DOM, not shipped twice. */
export function start(Layout: ComponentType<LayoutProps>): void {
  const root = document.getElementById(ROOT_ID);
  const dataElement = document.getElementById(DATA_ID);
  if (!root || !dataElement?.textContent) return;
  const data = JSON.parse(dataElement.textContent) as { site: SiteData; page: Omit<PageData, 'contentHtml'> };
  const contentHtml = root.querySelector('[data-content]')?.innerHTML ?? '';
  hydrateRoot(root, createElement(Layout, { site: data.site, page: { ...data.page, contentHtml } }));
}
