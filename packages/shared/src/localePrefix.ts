/**
 * Stands where a link's locale prefix (`''`, `/sl`) goes while markdown (a page, a spec text) is parsed,
 * so one parse serves every locale that shows the same text; `withLocalePrefix` puts the prefix in.
 */
export const LOCALE = '\u0001';

/** `value` with the locale's prefix where `LOCALE` stands. */
export function withLocalePrefix(value: string, prefix: string): string {
  return value.includes(LOCALE) ? value.split(LOCALE).join(prefix) : value;
}
