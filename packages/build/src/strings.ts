import type { Diagnostic, UiStrings } from '@laguna-docs/shared';

/** The theme's strings for one locale, with the default locale's filling every gap (each gap a warning). */
export function resolveStrings(all: Record<string, UiStrings>, locale: string, defaultLocale: string, themeName: string): { strings: UiStrings; diagnostics: Diagnostic[] } {
  const base = all[defaultLocale] ?? all.en ?? {};
  const own = all[locale] ?? {};
  const missing = Object.keys(base).filter((key) => !(key in own));
  const diagnostics: Diagnostic[] =
    locale === defaultLocale || missing.length === 0
      ? []
      : [{ severity: 'warning', code: 'theme/missing-strings', message: `theme "${themeName}" has no "${locale}" text for ${missing.map((k) => `"${k}"`).join(', ')}; the ${defaultLocale} text is used` }];
  return { strings: { ...base, ...own }, diagnostics };
}

/** The footnote labels of a locale's strings, as the markdown stage takes them. */
export function footnoteLabels(strings: UiStrings): { label: string; backLabel: string } {
  return { label: String(strings['footnotes.label'] ?? 'Footnotes'), backLabel: String(strings['footnotes.backLabel'] ?? 'Back to reference {number}') };
}
