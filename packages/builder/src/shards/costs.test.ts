import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { COSTS_FORMAT, costsHash, joinedCosts, localeWeights, readCosts, recordedCosts, shardRun, writeCosts, type CostTable, type PageCost } from './costs.js';
import { pageCosts } from './partition.js';

// Twelve markdown pages of the same size, then two API pages and the 404 page.
const routes = [...Array.from({ length: 12 }, (_, index) => `/docs/page-${index + 1}`), '/api', '/api/introduction', '/404'];
const sizes = Array.from({ length: 12 }, () => 2_000);
const plan = { total: routes.length, routes: () => routes, markdownSizes: () => sizes };
const estimates = pageCosts(sizes, routes.length);
const runs = (costs?: CostTable['locales']) => [1, 2, 3].map((index) => shardRun(plan, 'en', { index, count: 3, ...(costs ? { costs } : {}) }, false));

describe('cutting by the last build’s costs', () => {
  it('cuts by size without a table, and by the recorded costs with one', () => {
    const bySize = runs();
    expect(bySize.map(({ start, end }) => [start, end])).toEqual([
      [0, 5],
      [5, 10],
      [10, 15],
    ]);
    // The first page was measured at ten times the others: its shard gets fewer pages, the others more.
    const table: Record<string, PageCost> = Object.fromEntries(routes.map((route, index) => [route, [index === 0 ? 50_000 : 5_000, estimates[index]!]]));
    const byCost = runs({ en: table });
    expect(byCost[0]!.end).toBeLessThan(bySize[0]!.end);
    expect(byCost.map(({ start, end }) => end - start).reduce((sum, count) => sum + count, 0)).toBe(routes.length);
    for (let index = 1; index < 3; index++) expect(byCost[index]!.start).toBe(byCost[index - 1]!.end);
    // Every shard computes the same cuts from the same table.
    expect(runs({ en: structuredClone(table) })).toEqual(byCost);
  });

  it('weighs a page the table lacks, or whose size changed since, by its estimate in the units of the measured pages', () => {
    const table: Record<string, PageCost> = { '/docs/page-1': [10_000, estimates[0]!], '/docs/page-2': [30_000, estimates[1]!], '/docs/page-3': [99_999, estimates[2]! + 1] };
    const weights = localeWeights(routes, sizes, table);
    expect(weights.known.slice(0, 4)).toEqual([10_000, 30_000, null, null]);
    // The known pages cost 40,000 for estimates of 2 × 5,000: every other page weighs four times its estimate.
    expect(weights.costs.slice(0, 4)).toEqual([10_000, 30_000, 20_000, 20_000]);
    expect(weights.costs.at(-1)).toBe(24_000);
    // No table, or none of its pages: the estimates themselves.
    expect(localeWeights(routes, sizes).costs).toEqual(estimates);
    expect(localeWeights(routes, sizes, { '/gone': [1, 1] }).costs).toEqual(estimates);
  });

  it('records the table’s cost of a page it knew and the measured cost of the others, so an unchanged site gives the same table', () => {
    const table: Record<string, PageCost> = { '/docs/page-1': [10_000, estimates[0]!] };
    const run = shardRun(plan, 'en', { index: 1, count: 3, costs: { en: table } }, true);
    const measured = new Map(routes.map((route) => [route, 777]));
    const recorded = recordedCosts(run.weights!, measured);
    expect(recorded['/docs/page-1']).toEqual([10_000, estimates[0]]);
    expect(recorded['/docs/page-2']).toEqual([777, estimates[1]]);
    expect(Object.keys(recorded)).toEqual(routes.slice(run.start, run.end));
    // A page taken whole from a cache, with no cost measured and none known, is left out.
    expect(Object.keys(recordedCosts(run.weights!, new Map()))).toEqual(['/docs/page-1']);
  });

  it('writes the joined table the same whatever order the shards come in, and reads it back with its hash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-costs-'));
    type Shard = Parameters<typeof joinedCosts>[0][number];
    const a: Shard = { locales: [{ code: 'sl', costs: { '/sl/x': [1, 2] } }, { code: 'en', costs: { '/b': [3, 4] } }] };
    const b: Shard = { locales: [{ code: 'en', costs: { '/a': [5, 6] } }] };
    const file = path.join(dir, 'nested', 'costs.json');
    await writeCosts(file, joinedCosts([a, b]));
    const first = fs.readFileSync(file, 'utf8');
    await writeCosts(file, joinedCosts([b, a]));
    expect(fs.readFileSync(file, 'utf8')).toBe(first);
    const read = await readCosts(file, (name) => name);
    expect(read.locales).toEqual({ en: { '/a': [5, 6], '/b': [3, 4] }, sl: { '/sl/x': [1, 2] } });
    expect(read.cutBy).toBe(`costs:${costsHash({ format: COSTS_FORMAT, locales: read.locales! })}`);
  });

  it('cuts by size when the file does not exist, and names a file that is not a table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-costs-'));
    expect(await readCosts(path.join(dir, 'none.json'), (name) => name)).toEqual({ cutBy: 'size' });
    for (const [text, expected] of [
      ['{"format": 1, "locales": ', 'is not a cost table: '],
      ['{"format": 7, "locales": {}}', 'is not a cost table of format 1'],
    ] as const) {
      const file = path.join(dir, 'bad.json');
      fs.writeFileSync(file, text);
      const failed = await readCosts(file, () => 'costs/bad.json').catch((error: unknown) => error);
      expect(isUserError(failed) && failed.diagnostics[0]).toMatchObject({ file: 'costs/bad.json', message: expect.stringContaining(`costs/bad.json ${expected}`) });
    }
  });
});
