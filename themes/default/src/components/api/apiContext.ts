import { createContext, useContext } from 'react';
import type { ApiSchemaObject, SiteData } from '@laguna-docs/shared';
import type { Translator } from '../../t.js';

/** What every part of an API page reads while it renders. */
export interface ApiRenderState {
  site: SiteData;
  t: Translator;
  /** The named schemas the page uses. */
  schemas: Record<string, ApiSchemaObject>;
  /** HTML of the page's spec texts, by pointer. */
  html: Record<string, string>;
  /**
   * Named schemas already described on this page. The first use of a schema describes it (and carries its
   * anchor); later uses link there. Server rendering walks the tree in document order, so "first" is the
   * first the reader meets.
   */
  described: Set<string>;
}

export const ApiContext = createContext<ApiRenderState | null>(null);

/** The render state of the API page being rendered. */
export function useApi(): ApiRenderState {
  const state = useContext(ApiContext);
  if (!state) throw new Error('laguna-docs bug: an API component rendered outside ApiContext');
  return state;
}
