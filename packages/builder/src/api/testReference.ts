import { resolveConfig } from '@laguna-docs/config';
import { loadApiText } from '@laguna-docs/openapi';
import { renderContent } from '@laguna-docs/render';
import { theme } from '@laguna-docs/theme-default';
import type { SitePage } from '../assemblePages.js';
import { apiPages, apiSidebars, type ApiPagesOptions, type SiteApi } from '@laguna-docs/api-reference';
import { localeInfos, makeSiteData } from '../siteData.js';
import { specMarkdown } from './specMarkdown.js';
import { resolveStrings } from '../strings.js';

/** The API pages of one locale of a small two-locale site, with each page's content rendered to HTML. */
export interface BuiltReference {
  pages: Array<SitePage & { html: string }>;
  sidebar: ReturnType<typeof apiSidebars>;
  diagnostics: ReturnType<typeof apiPages>['diagnostics'];
}

/** The reference of a spec text as the build loads it, with some of its settings (`math`, `html`) given. */
export async function siteApiOf(specText: string, settings: Partial<Pick<SiteApi, 'schemaPages' | 'math' | 'html'>> = {}): Promise<SiteApi> {
  return { api: await loadApiText(specText, 'openapi/spec.yaml'), route: '/api', label: () => 'API', markdown: specMarkdown, diagnostics: [], ...settings };
}

/**
 * Builds the reference for a spec text the way the build does, for tests of the stage and the theme's
 * renderers; `schemaPages` is the config's setting (`auto` when not given).
 */
export async function buildReference(specText: string, locale: 'en' | 'sl', reference?: SiteApi, schemaPages?: SiteApi['schemaPages']): Promise<BuiltReference> {
  const { options, sidebar } = await referenceOptions(specText, locale, reference, schemaPages);
  const built = apiPages(options);
  return {
    pages: built.pages.map((entry) => ({ ...entry, html: renderContent({ theme, site: options.site, page: entry.page, content: entry.content }) })),
    sidebar,
    diagnostics: built.diagnostics,
  };
}

/** What `buildReference` makes the pages of a locale from (see `apiPages`), with the reference's sidebar. */
export async function referenceOptions(specText: string, locale: 'en' | 'sl', reference?: SiteApi, schemaPages?: SiteApi['schemaPages']): Promise<{ options: ApiPagesOptions; sidebar: ReturnType<typeof apiSidebars> }> {
  const { config } = resolveConfig(
    { title: 'Site', url: 'https://example.org', basePath: '/site/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } },
    '/',
    'laguna-docs.config.ts',
  );
  const siteApi: SiteApi = reference ?? (await siteApiOf(specText, schemaPages !== undefined ? { schemaPages } : {}));
  const locales = localeInfos(config);
  const info = locales.find((entry) => entry.code === locale)!;
  const strings = resolveStrings(theme.strings, locale, 'en', theme.name).strings;
  const sidebar = apiSidebars(siteApi, strings, locale);
  const site = makeSiteData({ config, locale, sidebars: sidebar, strings, assets: { css: '/site/theme.css' } });
  return { options: { reference: siteApi, theme, site, locale: info, locales, defaultLocale: 'en', basePath: '/site/', routesByPath: new Map([['docs/intro.md', '/docs/intro']]) }, sidebar };
}
