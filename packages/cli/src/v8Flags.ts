import v8 from 'node:v8';

/*
 * V8's flags for a one-off build (`build`, `check-links`): the program's to choose, not the build's. A
 * program that runs builds itself (the dev server, a test) keeps V8's defaults. The flags are set in this
 * thread and handed to `buildSite` (`v8Flags`), which gives them to every helper thread it starts: a
 * thread does not take flags set in the thread that started it.
 */

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

/**
 * How far V8 lets a thread's heap grow past what the last full collection kept, in percent: 100, twice
 * that. V8's own rule lets a heap that collects quickly grow to four times it. A build keeps little from
 * page to page (a few hundred megabytes per thread on a site of 5,000 docs), but its pages' trees outlive
 * the young generation and pile up in the old one until that limit: four times made most of a large
 * site's peak memory garbage waiting to be collected. A full collection of what a build keeps takes
 * about a tenth of a second, so collecting twice as often costs little.
 */
export const HEAP_GROWING_PERCENT = 100;

/** The V8 flag that keeps a heap to `HEAP_GROWING_PERCENT`. */
export const HEAP_GROWING_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/**
 * The flags of a one-off build (`tieringFlags`, `HEAP_GROWING_FLAG`) but those Node was started with a
 * value of its own for (`execArgv`: `node --interrupt-budget=…`, `NODE_OPTIONS=--heap-growing-percent=…`).
 */
export function oneOffBuildFlags(execArgv: readonly string[] = process.execArgv): string[] {
  const name = (flag: string) => flag.slice(0, flag.indexOf('=') + 1);
  return [...tieringFlags(), HEAP_GROWING_FLAG].filter((flag) => !execArgv.some((given) => given.startsWith(name(flag))));
}

/** Sets the flags of a one-off build in this thread, and returns them for `buildSite` to give its helper threads. */
export function tuneV8ForOneOffBuild(): string[] {
  const flags = oneOffBuildFlags();
  for (const flag of flags) v8.setFlagsFromString(flag);
  return flags;
}
