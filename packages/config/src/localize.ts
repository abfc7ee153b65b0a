import type { LocalizedString } from './schema.js';

/** Picks the value for `locale`, then the default locale's, then any. */
export function localize(value: LocalizedString, locale: string, defaultLocale: string): string {
  if (typeof value === 'string') return value;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value)[0] ?? '';
}
