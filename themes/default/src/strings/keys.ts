import type { PluralString } from '@laguna-docs/shared';
import type { en } from './en.js';

/** The keys of the default theme's UI strings: the English strings' keys, every one of them. */
export type ThemeStringKey = keyof typeof en;

/**
 * The default theme's UI strings in one locale: every English key translated, no other key. A key added to
 * the English strings and missed in a locale, or a misspelt one, is a type error naming the key.
 */
export type ThemeStrings = Record<ThemeStringKey, string | PluralString>;
