import type { UiStringLookup, UiStrings } from './uiStrings.js';

/** Fills `{name}` placeholders. Unknown placeholders are left as they are. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Looks up a string and fills it in; for plural strings `count` picks the form with `Intl.PluralRules`
 * (Slovenian has four: one, two, few, other).
 */
export function translate(
  strings: UiStrings,
  locale: string,
  key: UiStringLookup,
  values: Record<string, string | number> = {},
): string {
  const entry = strings[key];
  if (entry === undefined) return key;
  if (typeof entry === 'string') return interpolate(entry, values);
  const count = Number(values.count ?? 0);
  const form = pluralRules(locale).select(count);
  return interpolate(entry[form] ?? entry.other, values);
}

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** One `Intl.PluralRules` per locale: making one costs far more than a lookup, and pages translate many labels. */
function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * Keys of the UI strings only the build uses: the API reference's pages are static HTML rendered at build
 * time, so no script in the browser asks for their labels, and pages do not embed them.
 */
export const BUILD_ONLY_STRING_PREFIX = 'api.';

const browserStringsOf = new WeakMap<UiStrings, UiStrings>();

/** The UI strings a page embeds for the browser: all but the build-only ones (see `BUILD_ONLY_STRING_PREFIX`). */
export function browserStrings(strings: UiStrings): UiStrings {
  let kept = browserStringsOf.get(strings);
  if (!kept) {
    kept = Object.fromEntries(Object.entries(strings).filter(([key]) => !key.startsWith(BUILD_ONLY_STRING_PREFIX)));
    browserStringsOf.set(strings, kept);
  }
  return kept;
}
