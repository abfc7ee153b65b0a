import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { pageCosts, parseShard, shardRange } from './partition.js';

describe('cutting a locale into shards', () => {
  it('gives each shard one run of pages, together every page once, of about the same cost', () => {
    const costs = pageCosts([100, 9_000, 200, 300, 50_000, 400, 500, 0, 600], 14);
    const ranges = [1, 2, 3].map((index) => shardRange(costs, { index, count: 3 }));
    expect(ranges[0]!.start).toBe(0);
    expect(ranges[2]!.end).toBe(14);
    for (let index = 1; index < 3; index++) expect(ranges[index]!.start).toBe(ranges[index - 1]!.end);
    const cost = ({ start, end }: { start: number; end: number }) => costs.slice(start, end).reduce((sum, value) => sum + value, 0);
    const total = cost({ start: 0, end: 14 });
    // No shard is further from its third than the largest page.
    for (const range of ranges) expect(Math.abs(cost(range) - total / 3)).toBeLessThanOrEqual(Math.max(...costs));
  });

  it('moves only the pages near a cut when a page is added', () => {
    const sizes = Array.from({ length: 100 }, (_, index) => 1_000 + ((index * 37) % 11) * 500);
    const before = shardRange(pageCosts(sizes, 120), { index: 2, count: 4 });
    const after = shardRange(pageCosts([...sizes.slice(0, 80), 1_000, ...sizes.slice(80)], 121), { index: 2, count: 4 });
    expect(Math.abs(after.start - before.start)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.end - before.end)).toBeLessThanOrEqual(1);
  });

  it('gives a small locale to fewer shards, leaving the others none', () => {
    const costs = pageCosts([10], 2);
    const ranges = [1, 2, 3, 4].map((index) => shardRange(costs, { index, count: 4 }));
    expect(ranges.reduce((sum, range) => sum + range.end - range.start, 0)).toBe(2);
    expect(ranges.filter((range) => range.end === range.start).length).toBe(2);
  });

  it('reads k/n and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/3', '4/3', '1/0', 'a/b', '1-3', '1/999']) {
      let failure: unknown;
      try {
        parseShard(bad);
      } catch (error) {
        failure = error;
      }
      expect(isUserError(failure) && failure.diagnostics[0]!.message, bad).toContain(`got "${bad}"`);
    }
  });
});
