import { localize, type LocalizedString, type SiteConfig } from '@laguna-docs/config';
import { localePrefix, routeHref } from '@laguna-docs/shared';
import type { ConfigLink } from './types.js';

export interface ConfigLinksOptions {
  config: SiteConfig;
  /** The config file relative to the site root, for messages: `laguna-docs.config.ts`. */
  file: string;
  /** The config file's text, to find the line of each link; without it links are reported by name only. */
  text?: string;
}

interface Entry {
  section: 'navbar' | 'footer' | 'announcement' | 'redirects';
  where: string;
  /** A route inside the site (`to`) or a full URL (`href`). */
  to?: string;
  href?: string;
}

/**
 * The links the theme renders from the config on every page (navbar, footer, announcement), and the
 * link of each redirect's page, one record per locale, so a broken one is reported once at its config entry instead of on every page.
 */
export function configLinks({ config, file, text }: ConfigLinksOptions): ConfigLink[] {
  const fallback = config.locales.default;
  const label = (value: LocalizedString) => localize(value, fallback, fallback);
  const entries: Entry[] = [];
  config.navbar.forEach((item, index) => {
    if (item.type === 'link') entries.push({ section: 'navbar', where: `navbar item ${index + 1} "${label(item.label)}"`, to: item.to });
    if (item.type === 'external') entries.push({ section: 'navbar', where: `navbar item ${index + 1} "${label(item.label)}"`, href: item.href });
    if (item.type === 'dropdown') {
      item.items.forEach((link, n) => {
        const where = `navbar item ${index + 1} "${label(item.label)}" item ${n + 1} "${label(link.label)}"`;
        entries.push({ section: 'navbar', where, ...(link.to ? { to: link.to } : {}), ...(link.href ? { href: link.href } : {}) });
      });
    }
  });
  config.footer.columns.forEach((column, c) =>
    column.items.forEach((item, index) => {
      const where = `footer column ${c + 1} "${label(column.title)}" item ${index + 1} "${label(item.label)}"`;
      entries.push({ section: 'footer', where, ...(item.to ? { to: item.to } : {}), ...(item.href ? { href: item.href } : {}) });
    }),
  );
  if (config.announcement?.link) entries.push({ section: 'announcement', where: `announcement link "${label(config.announcement.link.label)}"`, to: config.announcement.link.to });
  // A redirect's page links to its target: a target that is no page is reported at the redirect.
  config.redirects.forEach((redirect, index) => {
    const where = `redirects[${index}] from "${[redirect.from].flat().join('", "')}"`;
    entries.push({ section: 'redirects', where, ...(redirect.to.startsWith('/') ? { to: redirect.to } : { href: redirect.to }) });
  });

  const seen = new Map<string, number>();
  return entries.flatMap((entry) => {
    const written = entry.to ?? entry.href ?? '';
    const key = `${entry.section}\0${written}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const position = text ? findValue(text, entry.section, written, nth) : undefined;
    return config.locales.items.map((locale) => ({
      origin: 'config' as const,
      locale: locale.code,
      where: entry.where,
      written,
      href: entry.to ? routeHref(config.basePath, localePrefix(locale.code, fallback), entry.to) : written,
      file,
      ...position,
    }));
  });
}

/**
 * Line and column of the `nth` quoted `value` after the `section:` key of a config file. Best effort:
 * a config that computes its values gives no position, and then the entry's name has to do.
 */
export function findValue(text: string, section: string, value: string, nth = 0): { line: number; column: number } | undefined {
  const start = text.search(new RegExp(`\\b${section}\\s*:`));
  if (start === -1) return undefined;
  const quoted = new RegExp(`(['"\`])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  quoted.lastIndex = start;
  let match: RegExpExecArray | null = null;
  for (let i = 0; i <= nth; i++) {
    match = quoted.exec(text);
    if (!match) return undefined;
  }
  const before = text.slice(0, match!.index);
  const line = before.split('\n').length;
  return { line, column: match!.index - before.lastIndexOf('\n') };
}
