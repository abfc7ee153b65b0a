import { createContext, useContext } from 'react';
import { translate, type PageData, type ServerMarkup, type SiteData, type UiStrings } from '@laguna-docs/shared';
import { en } from './strings/en.js';
import type { Translator } from './t.js';

/**
 * The site and page a piece of main content belongs to. Markdown components (admonitions, code blocks)
 * only receive their element's properties, so the render stage wraps the content in this provider
 * (through `Theme.ContentProvider`) for them to find the locale and its UI strings.
 */
export interface ContentContextValue {
  site: SiteData;
  page: PageData;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

/**
 * A translator for the content being rendered. Outside a provider (a component rendered on its own)
 * it falls back to the English strings, so nothing ever renders a bare key.
 */
export function useContentT(): Translator {
  const context = useContext(ContentContext);
  const strings: UiStrings = context?.site.strings ?? en;
  const locale = context?.site.locale.code ?? 'en';
  return (key, values) => translate(strings, locale, key, values);
}

/** The build's `ServerMarkup` while a page is rendered at build time; none in the browser. */
export const ServerMarkupContext = createContext<ServerMarkup | undefined>(undefined);
