/**
 * The UI strings a theme shows, per locale. Keys are stable; values may contain `{name}` placeholders.
 * Plural strings are objects keyed by `Intl.PluralRules` categories (`one`, `two`, `few`, `other`, …).
 */
export type UiStrings = Record<string, string | PluralString>;

export type PluralString = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

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
  key: string,
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
