import { translate, type SiteData, type UiStringLookup } from '@laguna-docs/shared';

/**
 * A key the theme looks up: one of the UI strings (a misspelt one is a type error), or the title of a
 * site's own admonition kind, which the site's config supplies.
 */
export type StringKey = UiStringLookup;

/** A UI string of the site's locale, with `{name}` placeholders filled and plurals picked by `count`. */
export function t(site: SiteData, key: StringKey, values?: Record<string, string | number>): string {
  return translate(site.strings, site.locale.code, key, values);
}

/** A translator bound to one site, for components that look up many strings. */
export type Translator = (key: StringKey, values?: Record<string, string | number>) => string;

/** Binds `t` to a site. */
export function translator(site: SiteData): Translator {
  return (key, values) => t(site, key, values);
}
