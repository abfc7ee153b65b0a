import { ADMONITION_ALIASES, ADMONITION_KINDS, ADMONITION_NAMES, closest, isAdmonitionKind } from '@laguna-docs/shared';

/**
 * The kind a container name stands for (case does not matter), or `undefined` for an unknown name. `own`
 * are the site's own kinds (config `markdown.admonitions`), lower case.
 */
export function admonitionKind(name: string, own: readonly string[] = []): string | undefined {
  const lower = name.toLowerCase();
  if (isAdmonitionKind(lower) || own.includes(lower)) return lower;
  return ADMONITION_ALIASES[lower];
}

/** The message and hint for an unknown container name, with a "did you mean" when one is close. */
export function unknownAdmonition(name: string, own: readonly string[] = []): { message: string; hint: string } {
  const guess = closest(name, [...ADMONITION_NAMES, ...own]);
  const aliases = Object.entries(ADMONITION_ALIASES).map(([alias, kind]) => `:::${alias} is the same as :::${kind}`);
  return {
    message: `unknown admonition ":::${name}"${guess ? `; did you mean ":::${guess}"?` : ''}`,
    hint: `use one of ${[...ADMONITION_KINDS, ...own].map((kind) => `:::${kind}`).join(', ')} (${aliases.join(', ')}), or declare the kind in the config's markdown.admonitions; the text is shown as written`,
  };
}
