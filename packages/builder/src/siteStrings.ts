import fs from 'node:fs/promises';
import path from 'node:path';
import { closest, UserError, withoutBom, type Diagnostic, type Theme, type UiStrings } from '@laguna-docs/shared';

/** The folder beside the config that holds a site's own UI strings: `i18n/<locale>.json`. */
export const SITE_STRINGS_DIR = 'i18n';

/** A site's own UI strings by locale, read from `i18n/<locale>.json` for each configured locale that has the file. */
export interface SiteStrings {
  strings: Record<string, UiStrings>;
  /** Each locale's file as messages name it. */
  files: Record<string, string>;
}

/**
 * Reads the site's UI strings. A file must hold one JSON object of keys to texts (a text, or an object of
 * plural forms with at least `other`); anything else fails the build naming the file and line.
 */
export async function readSiteStrings(root: string, locales: readonly string[]): Promise<SiteStrings> {
  const result: SiteStrings = { strings: {}, files: {} };
  const errors: Diagnostic[] = [];
  for (const locale of locales) {
    const file = `${SITE_STRINGS_DIR}/${locale}.json`;
    let text: string;
    try {
      text = await fs.readFile(path.join(root, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const parsed = parseStrings(text, file);
    errors.push(...parsed.diagnostics);
    result.strings[locale] = parsed.strings;
    result.files[locale] = file;
  }
  if (errors.length > 0) throw new UserError(errors);
  return result;
}

/** One strings file: its valid entries, and an error for each that is not. */
export function parseStrings(text: string, file: string): { strings: UiStrings; diagnostics: Diagnostic[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(withoutBom(text));
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message)?.[1];
    const line = /line (\d+)/.exec(message)?.[1] ?? (at ? String(text.slice(0, Number(at)).split('\n').length) : undefined);
    return { strings: {}, diagnostics: [{ severity: 'error', code: 'i18n/invalid-json', message: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '')}`, file, ...(line ? { line: Number(line) } : {}) }] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { strings: {}, diagnostics: [{ severity: 'error', code: 'i18n/not-an-object', message: 'a strings file must be one JSON object of keys to texts', hint: 'run "laguna-docs write-translations <locale>" for a file to start from', file, line: 1 }] };
  }
  const strings: UiStrings = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' || isPlural(value)) strings[key] = value;
    else diagnostics.push({ severity: 'error', code: 'i18n/invalid-string', message: `"${key}" must be a text, or an object of plural forms ("one", "other", …) with at least "other"`, file, line: lineOf(text, key) });
  }
  return { strings, diagnostics };
}

function isPlural(value: unknown): value is UiStrings[string] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const forms = value as Record<string, unknown>;
  return typeof forms.other === 'string' && Object.entries(forms).every(([form, text]) => ['zero', 'one', 'two', 'few', 'many', 'other'].includes(form) && typeof text === 'string');
}

/** The 1-based line on which `"key":` is written. */
function lineOf(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  return at === -1 ? 1 : text.slice(0, at).split('\n').length;
}

/** A warning for each key of the site's files that the theme does not show, with the nearest one it does. */
export function unknownStringKeys(site: SiteStrings, known: readonly string[]): Diagnostic[] {
  const names = new Set(known);
  return Object.entries(site.strings).flatMap(([locale, strings]) =>
    Object.keys(strings)
      .filter((key) => !names.has(key))
      .map((key): Diagnostic => {
        const near = closest(key, known);
        return { severity: 'warning', code: 'i18n/unknown-string', message: `"${key}" is not a UI string of the theme; it is not used`, ...(near ? { hint: `did you mean "${near}"?` } : {}), file: site.files[locale]! };
      }),
  );
}

const merged = new WeakMap<Theme, { key: string; theme: Theme }>();

/**
 * The theme with the site's strings over its own, locale by locale. The same theme and strings give the
 * same object, so the watch-mode caches that key on the theme keep their entries.
 */
export function withSiteStrings(theme: Theme, site: SiteStrings): Theme {
  if (Object.keys(site.strings).length === 0) return theme;
  const key = JSON.stringify(site.strings);
  const known = merged.get(theme);
  if (known?.key === key) return known.theme;
  const strings: Record<string, UiStrings> = { ...theme.strings };
  for (const [locale, own] of Object.entries(site.strings)) strings[locale] = { ...theme.strings[locale], ...own };
  const result = { ...theme, strings };
  merged.set(theme, { key, theme: result });
  return result;
}
