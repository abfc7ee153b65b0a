/** Extensions as unified plugins keep them in a processor's data: each one, or a list of more. */
export type Nested<T> = Array<T | Nested<T>>;

/** `list` with `change` applied to every extension in it, lists kept as they are nested. */
export function mapNested<T>(list: Nested<T>, change: (extension: T) => T): Nested<T> {
  return list.map((item) => (Array.isArray(item) ? mapNested(item, change) : change(item)));
}
