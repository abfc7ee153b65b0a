import type { SiteConfig } from '@laguna-docs/config';
import { localeInfos } from '@laguna-docs/build';
import type { SiteLayout } from './resolveRequest.js';

/** The routing facts of a site: its base path and the folders of its prefixed locales. */
export function siteLayout(config: SiteConfig): SiteLayout {
  return {
    basePath: config.basePath,
    localeFolders: localeInfos(config).flatMap((locale) => (locale.prefix ? [locale.prefix.slice(1)] : [])),
  };
}
