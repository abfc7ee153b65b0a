import type { SiteConfig } from '@laguna-docs/config';
import { localePrefix } from '@laguna-docs/shared';
import type { SiteLayout } from './resolveRequest.js';

/** The routing facts of a site: its base path and the folders of its prefixed locales. */
export function siteLayout(config: SiteConfig): SiteLayout {
  return {
    basePath: config.basePath,
    // The build's locale prefixes, from the same helper; read here without loading the build.
    localeFolders: config.locales.items.flatMap((item) => {
      const prefix = localePrefix(item.code, config.locales.default);
      return prefix ? [prefix.slice(1)] : [];
    }),
  };
}
