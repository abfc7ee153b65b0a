/*
 * The `undici` that linkinator imports, in the published bundle (see `undiciOnDemand` in bundle-cli.mjs).
 * linkinator checks links with Node's own `fetch`, and with undici's only to go through a proxy named in
 * the environment or to accept any certificate, passing the agent it made as the request's `dispatcher`.
 * undici is some 1.1 MB of code, which a build of a small site (whose link check runs linkinator) loaded
 * at about 50 ms of CPU to use none of it. Here `Agent` and `ProxyAgent` keep what they were made with, and
 * `fetch` loads undici, makes the real agent once and hands the request to undici's own `fetch`.
 */

/** @type {Promise<typeof import('undici')> | undefined} */
let loading;
// undici is CommonJS: its exports are the module's default, bundled as in Node.
const undici = () => (loading ??= import('undici').then((module) => module.default ?? module));

/** An agent made when the first request through it is sent. */
class OnDemand {
  /** @param {'Agent' | 'ProxyAgent'} kind @param {unknown[]} args */
  constructor(kind, args) {
    this.kind = kind;
    this.args = args;
    /** @type {unknown} */
    this.made = undefined;
  }

  /** @param {typeof import('undici')} loaded */
  real(loaded) {
    return (this.made ??= new loaded[this.kind](...this.args));
  }
}

export class Agent extends OnDemand {
  constructor(...args) {
    super('Agent', args);
  }
}

export class ProxyAgent extends OnDemand {
  constructor(...args) {
    super('ProxyAgent', args);
  }
}

/** undici's `fetch`, with an agent made here as the real one. */
export async function fetch(input, init) {
  const loaded = await undici();
  const dispatcher = init?.dispatcher;
  return loaded.fetch(input, dispatcher instanceof OnDemand ? { ...init, dispatcher: dispatcher.real(loaded) } : init);
}
