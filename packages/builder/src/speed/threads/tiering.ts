import v8 from 'node:v8';

/**
 * How much later than V8's defaults a build's code is optimized: 8 times. A build is a short program:
 * most of its code runs a few thousand times at most, and optimizing it early cost more than it gained,
 * on two cores most of all, where the optimizing compilers compete with the build's own two threads. Code
 * that runs long enough to matter is still optimized.
 */
export const TIER_UP_LATER = 8;

/**
 * The V8 flags that put optimization off by `TIER_UP_LATER`. The V8 of Node 20 optimizes a function with
 * TurboFan once it has run a budget of bytecode (`--interrupt-budget`, 66 KB); from Node 21 on, V8 counts
 * calls instead, before Maglev (400) and before TurboFan (3,000), and knows no interrupt budget. Each V8
 * rejects the other's flags, noisily, so they follow Node's version.
 */
export function tieringFlags(nodeVersion: string = process.versions.node): string[] {
  const major = Number(nodeVersion.split('.')[0]);
  if (major <= 20) return [`--interrupt-budget=${67_584 * TIER_UP_LATER}`];
  return [`--invocation-count-for-maglev=${400 * TIER_UP_LATER}`, `--invocation-count-for-turbofan=${3_000 * TIER_UP_LATER}`];
}

/** Whether this thread called `tierUpLater`: the helper threads a build starts then do as well. */
let tuned = false;

/**
 * Puts optimization off in this thread's isolate (see `TIER_UP_LATER`), unless Node was started with a
 * tiering flag of its own (`node --interrupt-budget=…`, `--invocation-count-for-turbofan=…`). The CLI calls
 * it for a one-off build; a program that runs builds itself (the dev server, a test) keeps V8's defaults.
 * A helper thread does not take flags set by the thread that started it: each is told `tieredUp()`.
 */
export function tierUpLater(): void {
  tuned = true;
  const own = (flag: string) => flag.slice(0, flag.indexOf('=') + 1);
  for (const flag of tieringFlags()) {
    if (!process.execArgv.some((given) => given.startsWith(own(flag)))) v8.setFlagsFromString(flag);
  }
}

/** Whether this thread put optimization off (see `tierUpLater`), which the helper threads it starts follow. */
export function tieredUp(): boolean {
  return tuned;
}
