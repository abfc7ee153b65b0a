/**
 * Files a build opens at once where it reads or copies many (sources, a shard's pages): a site of tens of
 * thousands of pages opened all at once passes the system's limit of open files (`too many open files`),
 * and more at once reads no faster.
 */
export const FILES_OPEN_AT_ONCE = 256;

/** `each` of `items`, at most `limit` at a time, the results in the items' order. */
export async function inTurns<T, R>(items: readonly T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await each(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
