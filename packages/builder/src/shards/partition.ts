import { UserError } from '@laguna-docs/shared';

/** One CI runner's share of a sharded build: number `index` (from 1) of `count`. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** The most shards a build is cut into: more runners than this cost more in set-up than they save. */
export const MAX_SHARDS = 256;

/** `--shard 2/4` as a `ShardSpec`; a clear error for anything else. */
export function parseShard(text: string): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new UserError([{ severity: 'error', code: 'shard/invalid', message: `--shard takes <k>/<n>, a shard number from 1 to n of n shards (n at most ${MAX_SHARDS}), like 2/4; got "${text}"` }]);
  }
  return { index, count };
}

/** The folder of a shard's part of the disk cache that holds a copy of its last folder (see keptShard.ts). */
export const KEPT_FOLDER = 'last';

/** The name a shard's folder and cache are known by: `shard-2-of-4`. */
export const shardName = (shard: ShardSpec): string => `shard-${shard.index}-of-${shard.count}`;

/**
 * What rendering a page costs, in the units `pageCosts` uses: a fixed part for its layout (navbar,
 * sidebar, site data) and a part growing with its markdown. Pages without markdown (category, API and 404
 * pages) cost a little more than an empty markdown page: an API page has its parameters and samples.
 */
const PAGE_COST = 3_000;
const API_PAGE_COST = 6_000;

/**
 * Each page's estimated cost in a locale of `total` pages whose first ones are markdown or category pages
 * of `markdownSizes` characters: the same in every shard, as it depends on the sources alone.
 */
export function pageCosts(markdownSizes: readonly number[], total: number): number[] {
  return Array.from({ length: total }, (_, index) => (index < markdownSizes.length ? PAGE_COST + markdownSizes[index]! : API_PAGE_COST));
}

/**
 * The pages of a locale that shard `shard` renders: one run of consecutive pages in page order (the order
 * of the routes in the sidebars, API pages after), cut so that each shard's pages cost about the same.
 * The cuts depend on the pages and their costs alone, so every shard computes the same ones; a page added
 * or removed moves the cuts near it only. A shard may get no page of a small locale.
 */
export function shardRange(costs: readonly number[], shard: ShardSpec): { start: number; end: number } {
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  const cut = (k: number): number => {
    if (k <= 0) return 0;
    if (k >= shard.count) return costs.length;
    const target = (total * k) / shard.count;
    let sum = 0;
    for (const [index, cost] of costs.entries()) {
      // A page goes to the shard that holds most of its cost.
      if (sum + cost / 2 >= target) return index;
      sum += cost;
    }
    return costs.length;
  };
  return { start: cut(shard.index - 1), end: cut(shard.index) };
}
