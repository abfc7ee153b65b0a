import { DEFAULT_DOCS_VERSION_LABEL, localize, type SiteConfig } from '@laguna-docs/config';
import { writingDirection } from '@laguna-docs/shared';
import { admonitionStrings, admonitionStyles } from './admonitions.js';
import { firstSidebarRoute, localePrefix, routeHref, type LocaleInfo, type NavbarItem, type Sidebar, type SiteAssets, type SiteData, type UiStrings } from '@laguna-docs/shared';

/** Every configured locale as pages need it; the default locale has no URL prefix. */
export function localeInfos(config: SiteConfig): LocaleInfo[] {
  return config.locales.items.map((item) => ({
    code: item.code,
    label: item.label,
    htmlLang: item.htmlLang ?? item.code,
    direction: item.direction ?? writingDirection(item.code),
    prefix: localePrefix(item.code, config.locales.default),
  }));
}

export interface MakeSiteDataOptions {
  config: SiteConfig;
  locale: string;
  sidebars: Record<string, Sidebar>;
  strings: UiStrings;
  assets: SiteAssets;
}

/** The data every page of one locale shares, with every config text localised. */
export function makeSiteData({ config, locale, sidebars, strings, assets }: MakeSiteDataOptions): SiteData {
  const fallback = config.locales.default;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, locale, fallback);
  const locales = localeInfos(config);
  const docsHome = sidebars.docs ? firstSidebarRoute(sidebars.docs.items) : undefined;
  const navbar: NavbarItem[] = config.navbar.map((item) => {
    switch (item.type) {
      case 'link':
        return { type: 'link', label: text(item.label), route: item.to, position: item.position };
      case 'external':
        return { type: 'external', label: text(item.label), href: item.href, position: item.position, ...(item.icon ? { icon: item.icon } : {}) };
      case 'dropdown':
        return {
          type: 'dropdown',
          label: text(item.label),
          items: item.items.map((link) => (link.to ? { label: text(link.label), route: link.to } : { label: text(link.label), href: link.href ?? '' })),
          position: item.position,
        };
      default:
        return { type: item.type, position: item.position };
    }
  });
  return {
    title: config.title,
    tagline: text(config.tagline),
    url: config.url,
    basePath: config.basePath,
    locale: locales.find((info) => info.code === locale) ?? locales[0]!,
    locales,
    defaultLocale: fallback,
    navbar,
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: text(column.title),
        items: column.items.map((item) => ({ label: text(item.label), ...(item.to ? { route: item.to } : {}), ...(item.href ? { href: item.href } : {}) })),
      })),
      copyright: text(config.footer.copyright),
    },
    ...(config.announcement ? { announcement: announcementData(config, locale) } : {}),
    sidebars,
    ...(docsHome ? { docsHome } : {}),
    strings: config.markdown.admonitions.length > 0 ? { ...strings, ...admonitionStrings(config, locale) } : strings,
    ...(config.markdown.admonitions.length > 0 ? { admonitions: admonitionStyles(config) } : {}),
    version: config.version,
    docsVersionLabel: text(config.docsVersionLabel ?? DEFAULT_DOCS_VERSION_LABEL),
    ...(config.docsVersionLabel !== undefined ? { versionMenu: true as const } : {}),
    assets,
    ...(config.head.length > 0 ? { head: config.head } : {}),
  };
}

function announcementData(config: SiteConfig, locale: string): NonNullable<SiteData['announcement']> {
  const announcement = config.announcement!;
  const fallback = config.locales.default;
  const text = localize(announcement.text, locale, fallback);
  if (!announcement.link) return { id: announcement.id, text };
  const href = routeHref(config.basePath, localePrefix(locale, fallback), announcement.link.to);
  return { id: announcement.id, text, link: { label: localize(announcement.link.label, locale, fallback), href } };
}
