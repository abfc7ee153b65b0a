/**
 * The admonition kinds built in: the names after `:::` the markdown stage turns into admonitions, and the
 * kinds the theme styles, draws an icon for and labels (`admonition.<kind>` UI strings). Written once here
 * so the build and the theme cannot drift apart: the theme's icon map and its English strings are typed
 * by this list, so a kind added here and missed there is a type error.
 */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'important', 'success', 'caution', 'danger'] as const;

/** One built-in admonition kind. */
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** Other names authors know from elsewhere (`:::warning`), each the same as a built-in kind. */
export const ADMONITION_ALIASES: Readonly<Record<string, AdmonitionKind>> = { warning: 'caution' };

/** Every built-in name accepted after `:::`: the kinds, then the aliases. A site's own kinds may take none of them. */
// Marked pure so that a browser bundle importing anything else from this package leaves it out.
export const ADMONITION_NAMES: readonly string[] = /* @__PURE__ */ (() => [...ADMONITION_KINDS, ...Object.keys(ADMONITION_ALIASES)])();

/** Whether `name` is a built-in kind. */
export function isAdmonitionKind(name: string | undefined): name is AdmonitionKind {
  return (ADMONITION_KINDS as readonly string[]).includes(name as string);
}
