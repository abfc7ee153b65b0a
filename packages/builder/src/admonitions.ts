import { localize, type SiteConfig } from '@laguna-docs/config';
import type { SiteData } from '@laguna-docs/shared';

/** What every page's parse takes from the config's `markdown`: the site's admonition kinds and embed hosts. */
export function markdownParseSettings(config: SiteConfig): { admonitions?: string[]; embeds?: string[] } {
  const admonitions = ownAdmonitionKinds(config);
  return { ...(admonitions.length > 0 ? { admonitions } : {}), ...(config.markdown.embeds.length > 0 ? { embeds: [...config.markdown.embeds] } : {}) };
}

/** The site's own admonition kinds (config `markdown.admonitions`), for the markdown stage. */
export function ownAdmonitionKinds(config: SiteConfig): string[] {
  return config.markdown.admonitions.map((item) => item.kind);
}

/** The `admonition.<kind>` UI strings of the site's own kinds in one locale: their default titles. */
export function admonitionStrings(config: SiteConfig, locale: string): Record<string, string> {
  return Object.fromEntries(config.markdown.admonitions.map((item) => [`admonition.${item.kind}`, localize(item.label, locale, config.locales.default)]));
}

/** How the theme draws the site's own kinds: icon and colour. */
export function admonitionStyles(config: SiteConfig): NonNullable<SiteData['admonitions']> {
  return config.markdown.admonitions.map((item) => ({ kind: item.kind, ...(item.icon ? { icon: item.icon } : {}), ...(item.color ? { color: item.color } : {}) }));
}
