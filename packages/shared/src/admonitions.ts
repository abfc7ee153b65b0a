/**
 * The admonition kinds built in: the names after `:::` the markdown stage turns into admonitions, and the
 * kinds the theme styles and labels (`admonition.<kind>` UI strings). Written once here so the build and
 * the theme cannot drift apart.
 */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'important', 'success', 'caution', 'danger'] as const;

/** One built-in admonition kind. */
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];
