import { translate, type SiteData } from '@laguna-docs/shared';

/** A UI string of the site's locale. */
export function t(site: SiteData, key: string, values?: Record<string, string | number>): string {
  return translate(site.strings, site.locale.code, key, values);
}
