import { apiPageSource } from '@laguna-docs/api-reference';
import { loadSiteApi, type ApiModelStep } from '../loadSiteApi.js';
import { bundleClient, type ClientBundleStep } from '../bundleClient.js';
import { bundleComponents, type ComponentsStep } from '../siteComponents/bundleComponents.js';
import type { FingerprintedStore } from './resultStore.js';
import { CardDrawer, type CardStep } from '../cards/drawCards.js';
import { createPageParser, type PageParseStep } from '../parsePages.js';
import { renderPageDocument } from '../renderPage.js';
import { searchDocument } from '../searchIndex.js';
import { referenceTexts } from '../api/referenceTexts.js';
import { renderLocale } from '../stages/renderLocale.js';
import type { SiteSteps } from './buildSteps.js';

/** The leaf steps as the speed layer composed them, and the disk cache of the spec's texts (see speed/startSpeed.ts, which fills it); each left out is done plainly. */
export interface SiteStores {
  /** Spec texts kept on disk beside the page parses, with the fingerprint of the markdown stage's code. */
  markdown?: FingerprintedStore;
  /** The step that makes an API model, as the speed layer composed it (kept on disk, the spec checked in a helper thread). */
  apiModel?: ApiModelStep;
  /** The step that bundles the browser script, as the speed layer composed it (kept on disk). */
  client?: ClientBundleStep;
  /** The step that bundles the site's own components, as the speed layer composed it (kept on disk). */
  components?: ComponentsStep;
  /** The step that gives a social card's PNG, as the speed layer composed it (kept in memory and on disk). */
  cards?: CardStep;
  /** The parse of a plain `.md` page, as the speed layer composed it (kept on disk or in watch mode's memory, taken from the parse helper: speed/keptParse.ts). */
  parse?: PageParseStep;
}

/**
 * The steps done in this thread, each with the stores it can use. `self` is the build's steps as composed
 * (speed.ts), through which a locale renders its pages.
 */
export function siteSteps(stores: SiteStores, self: () => SiteSteps): SiteSteps {
  // The reference's texts and code are parsed by the markdown stage: they share its cache on disk.
  const texts = referenceTexts(stores.markdown);
  const cards = new CardDrawer(stores.cards);
  return {
    bundleClient: (theme, root, overrides) => bundleClient(theme, root, { ...(overrides ? { overrides } : {}), ...(stores.client ? { bundle: stores.client } : {}) }),
    bundleComponents: (root, files, overrides) => (stores.components ?? bundleComponents)({ root, files, ...(overrides ? { overrides } : {}) }),
    loadApi: (resolved, version) => loadSiteApi(resolved, version, stores.apiModel),
    pageParser: (settings) => createPageParser({ ...settings, ...(stores.parse ? { parse: stores.parse } : {}) }),
    apiPages(options) {
      return apiPageSource({ ...options, texts: options.texts ?? texts(options) });
    },
    renderPage: renderPageDocument,
    searchDocument,
    drawCards: (planned) => cards.draw(planned),
    async renderLocales({ locales, each }) {
      const results = [];
      for (const locale of locales) results.push(await renderLocale(locale, self(), each));
      return results;
    },
  };
}
