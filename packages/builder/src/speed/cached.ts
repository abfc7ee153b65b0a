/*
 * A step kept by a key made from its whole input. The key is not written by hand as a list of the input's
 * parts: `keyOf` names how each field of the input's type goes into the key, and the type asks for every
 * field, the optional ones included. A field added to a step's input type is then a type error here until
 * it has its place in the key, so no input can be forgotten (the mistake a hand-kept key invites).
 */

/** How each field of an input goes into a key: a function of the field's value giving that part of the key. */
export type KeyOf<Input> = { readonly [Field in keyof Required<Input>]: (value: Input[Field]) => string };

/** Where a cached step keeps its results (watch mode's `Memo`, for one). */
export interface KeptResults<Output> {
  /** The result kept under `key`, or `make`'s, then kept. */
  use(key: string, make: () => Output): Output;
}

/** The key of `input` under `keyOf`: each field's part, in the order of the fields' names, each with its length so no part runs into the next. */
export function keyOf<Input extends object>(input: Input, parts: KeyOf<Input>): string {
  return (Object.keys(parts) as Array<keyof Input & string>)
    .sort()
    .map((field) => {
      const part = parts[field](input[field]);
      return `${field}:${part.length}:${part}`;
    })
    .join('|');
}

/** `step`, its result for an input kept in `store` under the input's key (see `keyOf`) and given again for an input of the same key. */
export function cached<Input extends object, Output>(step: (input: Input) => Output, parts: KeyOf<Input>, store: KeptResults<Output>): (input: Input) => Output {
  return (input) => store.use(keyOf(input, parts), () => step(input));
}
