import type { ResolvedConfig } from '@laguna-docs/config';
import { collectSources } from './collectSources.js';
import { discoverSources } from './discoverSources.js';
import type { LocaleSources } from './plannedSources.js';
import { translationReport, type LocaleTranslations } from './translations.js';

export interface SiteTranslationsResult {
  defaultLocale: string;
  /** Every locale but the default one. */
  locales: LocaleTranslations[];
  /** Every locale's pages, the default one's first, as the build reads them. */
  sources: LocaleSources[];
}

/** The freshness of a site's translations, read from its sources as a build reads them. */
export async function siteTranslations(resolved: ResolvedConfig): Promise<SiteTranslationsResult> {
  const { config } = resolved;
  const codes = config.locales.items.map((item) => item.code);
  const discovered = await discoverSources({ contentDir: resolved.contentDir, root: resolved.root, locales: codes, sections: config.docs.sections.map((section) => section.path), maxPageBytes: config.limits.pageFileBytes });
  const collected = collectSources({ discovered, locales: codes, defaultLocale: config.locales.default, strictFrontMatter: config.frontMatter.strict, docsRoute: config.docs.routeBasePath, sectionRoutes: new Map(config.docs.sections.map((section) => [section.path, section.routeBasePath])) });
  return { defaultLocale: config.locales.default, locales: translationReport(collected.locales, config.locales.default), sources: collected.locales };
}
