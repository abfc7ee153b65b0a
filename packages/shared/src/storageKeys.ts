/**
 * The `localStorage` keys the site uses, in one place: the inline head script (render) and the theme in
 * the browser must agree on them, and they must not collide with other sites on the same origin.
 */
export const STORAGE_KEYS = {
  /** `light` or `dark`; absent means the default, light. */
  colorMode: 'laguna-docs:color-mode',
  /** The `id` of the announcement the reader closed; a new id shows the bar again. */
  announcementDismissed: 'laguna-docs:announcement-dismissed',
  /** The docs version the reader chose last: its name (`VersionInfo.name`, e.g. `1.0` or `current`). */
  docsVersion: 'laguna-docs:docs-version',
  /** The request sample tab the reader chose last (its label, e.g. `Python`), chosen again on other API pages. */
  sampleLanguage: 'laguna-docs:sample-language',
} as const;
