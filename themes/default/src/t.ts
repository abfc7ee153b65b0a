import { translate, type SiteData } from '@laguna-docs/shared';

/** A UI string of the site's locale, with `{name}` placeholders filled and plurals picked by `count`. */
export function t(site: SiteData, key: string, values?: Record<string, string | number>): string {
  return translate(site.strings, site.locale.code, key, values);
}

/** A translator bound to one site, for components that look up many strings. */
export type Translator = (key: string, values?: Record<string, string | number>) => string;

/** Binds `t` to a site. */
export function translator(site: SiteData): Translator {
  return (key, values) => t(site, key, values);
}
