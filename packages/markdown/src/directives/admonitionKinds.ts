import { ADMONITION_KINDS, closest, type AdmonitionKind } from '@laguna-docs/shared';

export { ADMONITION_KINDS, type AdmonitionKind };

/** Other names authors know from elsewhere, mapped onto a kind. */
const ALIASES: Record<string, AdmonitionKind> = { warning: 'caution' };

/** Every name accepted after `:::`. */
export const ADMONITION_NAMES: readonly string[] = [...ADMONITION_KINDS, ...Object.keys(ALIASES)];

/**
 * The kind a container name stands for (case does not matter), or `undefined` for an unknown name. `own`
 * are the site's own kinds (config `markdown.admonitions`), lower case.
 */
export function admonitionKind(name: string, own: readonly string[] = []): string | undefined {
  const lower = name.toLowerCase();
  if ((ADMONITION_KINDS as readonly string[]).includes(lower) || own.includes(lower)) return lower;
  return ALIASES[lower];
}

/** The message and hint for an unknown container name, with a "did you mean" when one is close. */
export function unknownAdmonition(name: string, own: readonly string[] = []): { message: string; hint: string } {
  const guess = closest(name, [...ADMONITION_NAMES, ...own]);
  return {
    message: `unknown admonition ":::${name}"${guess ? `; did you mean ":::${guess}"?` : ''}`,
    hint: `use one of ${[...ADMONITION_KINDS, ...own].map((kind) => `:::${kind}`).join(', ')} (:::warning is the same as :::caution), or declare the kind in the config's markdown.admonitions; the text is shown as written`,
  };
}
