import { createApiRenderCache, type ApiPagesOptions, type ApiRenderCache, type SiteApi } from '@laguna-docs/api-reference';

/**
 * The spec texts of each reference, parsed once for every locale and range of its pages that a build makes:
 * a reference object is one build's (a watch-mode rebuild gets a copy of its own), so its problems are
 * reported by every build. `kept` is where parses are kept between builds, when the speed layer has such a place.
 */
export function referenceTexts(kept?: ApiRenderCache['disk']): (options: ApiPagesOptions) => ApiRenderCache {
  const texts = new WeakMap<SiteApi, ApiRenderCache>();
  return ({ reference, locales }) => {
    let made = texts.get(reference);
    if (!made) texts.set(reference, (made = { ...createApiRenderCache(locales.length), ...(kept ? { disk: kept } : {}) }));
    return made;
  };
}
