import { createContext, useContext } from 'react';
import { apiSchemaAnchor, routeHref, type ApiSchemaObject, type SiteData } from '@laguna-docs/shared';
import { translator, type Translator } from '../../t.js';

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
  /**
   * Routes of the named schemas that have pages of their own. A use of one of them inside another schema
   * links to its page instead of describing it; only the schemas an operation names directly are
   * described on the operation's page.
   */
  schemaPages?: Readonly<Record<string, string>>;
}

export const ApiContext = createContext<ApiRenderState | null>(null);

/** The render state of the API page being rendered. */
export function useApi(): ApiRenderState {
  const state = useContext(ApiContext);
  if (!state) throw new Error('laguna-docs bug: an API component rendered outside ApiContext');
  return state;
}

/** The translator of each locale of a build (a `SiteData` is made per build and locale), see `rememberingTranslator`. */
const translators = new WeakMap<SiteData, Translator>();

/**
 * The site's translator, remembering what it gave for every API page of the locale: a schema tree asks for
 * the same few labels thousands of times, and a plural label builds its `Intl.PluralRules` on every call.
 */
export function rememberingTranslator(site: SiteData): Translator {
  const made = translators.get(site);
  if (made) return made;
  const t = translator(site);
  const known = new Map<string, string>();
  const remembering: Translator = (key, values) => {
    const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = t(key, values);
      known.set(id, text);
    }
    return text;
  };
  translators.set(site, remembering);
  return remembering;
}

/** Where a named schema is described: its own page, or its place on this page. */
export function schemaHref(api: ApiRenderState, name: string): string {
  const route = api.schemaPages?.[name];
  return route ? routeHref(api.site.basePath, api.site.locale.prefix, route) : `#${apiSchemaAnchor(name)}`;
}
