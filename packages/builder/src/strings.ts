import { uiText, type Diagnostic, type UiStrings } from '@laguna-docs/shared';

/** How many missing keys the summary warning names before it says how many more there are. */
const NAMED_KEYS = 3;

/**
 * The UI strings for one locale (the theme's, with the site's own over them), the default locale's filling
 * every gap. Gaps are one warning per locale, naming a few keys and how to get the full list.
 */
export function resolveStrings(all: Record<string, UiStrings>, locale: string, defaultLocale: string, themeName: string): { strings: UiStrings; diagnostics: Diagnostic[] } {
  const base = all[defaultLocale] ?? all.en ?? {};
  const own = all[locale] ?? {};
  const missing = Object.keys(base).filter((key) => !(key in own));
  const named = missing.slice(0, NAMED_KEYS).map((key) => `"${key}"`).join(', ');
  const more = missing.length > NAMED_KEYS ? `, and ${missing.length - NAMED_KEYS} more` : '';
  const diagnostics: Diagnostic[] =
    locale === defaultLocale || missing.length === 0
      ? []
      : [
          {
            severity: 'warning',
            code: 'theme/missing-strings',
            message: `${missing.length} of ${Object.keys(base).length} UI strings have no "${locale}" text (${named}${more}); the ${defaultLocale} text is shown`,
            hint: `run "laguna-docs write-translations ${locale}" and translate i18n/${locale}.json (theme "${themeName}")`,
          },
        ];
  return { strings: { ...base, ...own }, diagnostics };
}

/** The footnote labels of a locale's strings, as the markdown stage takes them. */
export function footnoteLabels(strings: UiStrings): { label: string; backLabel: string } {
  return { label: uiText(strings, 'footnotes.label'), backLabel: uiText(strings, 'footnotes.backLabel') };
}
