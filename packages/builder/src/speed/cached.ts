import { keyOf, type KeyOf } from '../steps/resultStore.js';

export { keyOf, type KeyOf } from '../steps/resultStore.js';

/*
 * A step kept by a key made from its whole input. The key is not written by hand as a list of the input's
 * parts: `keyOf` names how each field of the input's type goes into the key, and the type asks for every
 * field, the optional ones included. A field added to a step's input type is then a type error here until
 * it has its place in the key, so no input can be forgotten (the mistake a hand-kept key invites).
 */

/** Where a cached step keeps its results (watch mode's `Memo`, for one). */
export interface KeptResults<Output> {
  /** The result kept under `key`, or `make`'s, then kept. */
  use(key: string, make: () => Output): Output;
}

/** `step`, its result for an input kept in `store` under the input's key (see `keyOf`) and given again for an input of the same key. */
export function cached<Input extends object, Output>(step: (input: Input) => Output, parts: KeyOf<Input>, store: KeptResults<Output>): (input: Input) => Output {
  return (input) => store.use(keyOf(input, parts), () => step(input));
}
