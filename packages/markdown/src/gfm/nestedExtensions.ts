import type { Processor } from 'unified';

/** Extensions as unified plugins keep them in a processor's data: each one, or a list of more. */
export type Nested<T> = Array<T | Nested<T>>;

/** `list` with `change` applied to every extension in it, lists kept as they are nested. */
export function mapNested<T>(list: Nested<T>, change: (extension: T) => T): Nested<T> {
  return list.map((item) => (Array.isArray(item) ? mapNested(item, change) : change(item)));
}

/** Where micromark tries a construct: at the start of a block (`flow`) or in running text (`text`). */
export type ConstructHook = 'flow' | 'text';

/** The part of a micromark syntax extension these plugins read: constructs by character code, under their hook. */
type Extension = Partial<Record<ConstructHook, Record<string, Construct | Construct[]>>>;
interface Construct {
  name?: string;
}

/**
 * A unified plugin that leaves the construct `name` out of the `hook` constructs of the micromark
 * extensions the processor holds when it is attached (those of the plugins before it).
 */
export function withoutConstruct(hook: ConstructHook, name: string): (this: Processor) => void {
  const leaveOut = (extension: Extension): Extension => {
    const constructsByCode = extension[hook];
    if (!constructsByCode) return extension;
    const kept: Record<string, Construct[]> = {};
    for (const [code, constructs] of Object.entries(constructsByCode)) {
      const left = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => construct.name !== name);
      if (left.length > 0) kept[code] = left;
    }
    return { ...extension, [hook]: kept };
  };
  return function (this: Processor) {
    const data = this.data() as { micromarkExtensions?: Nested<Extension> };
    if (data.micromarkExtensions) data.micromarkExtensions = mapNested(data.micromarkExtensions, leaveOut);
  };
}
