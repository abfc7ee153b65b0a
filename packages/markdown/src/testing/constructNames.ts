import type { ConstructHook } from '../gfm/nestedExtensions.js';

type Constructs = Record<string, { name?: string } | Array<{ name?: string }>>;
interface WithExtensions {
  freeze(): unknown;
  data(key: 'micromarkExtensions'): unknown;
}

/** The names of the micromark constructs a processor tries under `hook` (each once per character code it is filed under). */
function constructNames(processor: WithExtensions, hook: ConstructHook): Array<string | undefined> {
  processor.freeze();
  const extensions = (processor.data('micromarkExtensions') ?? []) as Array<Partial<Record<ConstructHook, Constructs>>>;
  return extensions.flatMap((extension) => Object.values(extension[hook] ?? {}).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]).map((construct) => construct.name)));
}

/** The constructs under `hook` that `full` has and `lean` lacks, and those `lean` has and `full` lacks. */
export function constructsLeftOut(full: WithExtensions, lean: WithExtensions, hook: ConstructHook): { leftOut: Array<string | undefined>; added: Array<string | undefined> } {
  const had = new Set(constructNames(full, hook));
  const has = new Set(constructNames(lean, hook));
  return { leftOut: [...had].filter((name) => !has.has(name)), added: [...has].filter((name) => !had.has(name)) };
}
