import v8 from 'node:v8';

/**
 * How far V8 lets a thread's heap grow past what the last full collection kept, in percent: 100, twice
 * that. V8's own rule lets a heap that collects quickly grow to four times it. A build keeps little from
 * page to page (a few hundred megabytes per thread on a site of 5,000 docs), but its pages' trees outlive
 * the young generation and pile up in the old one until that limit: four times made most of a large
 * site's peak memory garbage waiting to be collected. A full collection of what a build keeps takes
 * about a tenth of a second, so collecting twice as often costs little.
 */
export const HEAP_GROWING_PERCENT = 100;

/** The V8 flag behind `growHeapSlowly`. */
export const HEAP_GROWING_FLAG = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

/**
 * Lets every thread's heap grow by at most `HEAP_GROWING_PERCENT` between full collections, unless Node
 * was started with the flag (`node --heap-growing-percent=…`). V8 reads it at each collection, in every
 * thread, so the helper threads follow. The CLI calls it for a one-off build, as it calls `tierUpLater`; a
 * program that runs builds itself (the dev server, a test) keeps V8's defaults.
 */
export function growHeapSlowly(): void {
  const name = HEAP_GROWING_FLAG.slice(0, HEAP_GROWING_FLAG.indexOf('=') + 1);
  if (!process.execArgv.some((given) => given.startsWith(name))) v8.setFlagsFromString(HEAP_GROWING_FLAG);
}
