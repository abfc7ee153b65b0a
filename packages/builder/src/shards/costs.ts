import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import type { BuildLogger } from '../logger.js';
import { pageCosts, shardRange, type ShardSpec } from './partition.js';

/** The cost table's format; another is read as no table (the pages are cut by size). */
export const COSTS_FORMAT = 1;

/**
 * A page's entry in the cost table: what rendering it cost in the shard that rendered it, in microseconds
 * of its thread, and the estimate (see `pageCosts`) it had then. While its estimate is the same, the page
 * keeps that cost; a page whose markdown grew or shrank is measured again.
 */
export type PageCost = [cost: number, estimate: number];

/** The costs of each locale's pages, by route. */
export type LocaleCosts = Record<string, Record<string, PageCost>>;

/**
 * The cost table `merge --costs <file>` writes from the shards it joins, and that `build --shard k/n
 * --costs <file>` cuts the pages by. Every shard of a build must read the same one: each records a hash of
 * it (`cutBy`), and the merge refuses shards that differ.
 */
export interface CostTable {
  format: number;
  locales: LocaleCosts;
}

/** How a shard was cut: by size, or by the cost table of this hash. */
export type ShardCut = 'size' | `costs:${string}`;

/** A shard's cut with the table it reads, when it has one (see `ShardCutInput.costs`). */
export interface CutCosts {
  cutBy: ShardCut;
  locales?: LocaleCosts;
}

/**
 * The table in `file`, with the cut it gives: none when the file does not exist (the first run, or a CI
 * cache lost), so the pages are cut by size. A file that is not a cost table is a clear error naming it.
 */
export async function readCosts(file: string, display: (file: string) => string): Promise<CutCosts> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { cutBy: 'size' };
    throw costsError(`${display(file)} cannot be read: ${(error as Error).message}`, display(file));
  }
  let table: CostTable;
  try {
    table = JSON.parse(text) as CostTable;
  } catch (error) {
    throw costsError(`${display(file)} is not a cost table: ${(error as Error).message} (\`laguna-docs merge --costs <file>\` writes one)`, display(file));
  }
  if (table === null || typeof table !== 'object' || table.format !== COSTS_FORMAT || table.locales === null || typeof table.locales !== 'object') {
    throw costsError(`${display(file)} is not a cost table of format ${COSTS_FORMAT} (\`laguna-docs merge --costs <file>\` writes one)`, display(file));
  }
  return { cutBy: `costs:${costsHash(table)}`, locales: table.locales };
}

const costsError = (message: string, file: string) => new UserError([{ severity: 'error', code: 'shard/costs', message, file }]);

/** A hash of the table as the merge writes it: the same file gives the same hash on every runner. */
export function costsHash(table: CostTable): string {
  return createHash('sha256').update(costsJson(table)).digest('base64url').slice(0, 16);
}

/** The table as JSON, its locales and routes in order, so the same costs always give the same bytes. */
function costsJson(table: CostTable): string {
  const sorted = (record: Record<string, unknown>) => Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]));
  const locales = Object.fromEntries(Object.keys(table.locales).sort().map((code) => [code, sorted(table.locales[code]!)]));
  return `${JSON.stringify({ format: table.format, locales })}\n`;
}

/** Writes `table` into `file`, creating its folder. */
export async function writeCosts(file: string, table: CostTable): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, costsJson(table));
}

/** A shard as the render is given it: which one, and the costs of the table it cuts by (see `readCosts`). */
export interface ShardWithin extends ShardSpec {
  costs?: LocaleCosts;
}

/** What a locale's pages weigh in the cut: each page's estimate, the table's cost of each page it knows (null for the others), and the cost the cut uses. */
export interface LocaleWeights {
  estimates: number[];
  known: Array<number | null>;
  costs: number[];
}

/** The run of a locale's `total` pages a shard rendered, with its pages' routes and weights (in the shard's own thread's share). */
export interface ShardRun {
  start: number;
  end: number;
  total: number;
  weights?: Pick<LocaleWeights, 'estimates' | 'known'> & { routes: string[] };
}

/**
 * Each of a locale's pages' cost for the cut: the table's, for a page it has with the same estimate;
 * otherwise its estimate (see `pageCosts`) scaled by what the known pages cost against their estimates,
 * so measured and estimated pages weigh in the same units. Without a table (or a page of it), the
 * estimates alone. It depends on the pages and the table only, so every shard given the table computes
 * the same.
 */
export function localeWeights(routes: readonly string[], markdownSizes: readonly number[], table?: Record<string, PageCost>): LocaleWeights {
  const estimates = pageCosts(markdownSizes, routes.length);
  const known = routes.map((route, index) => {
    const entry = table && Object.hasOwn(table, route) ? table[route] : undefined;
    return Array.isArray(entry) && entry[1] === estimates[index] && Number.isSafeInteger(entry[0]) && entry[0] >= 0 ? entry[0] : null;
  });
  let measured = 0;
  let estimated = 0;
  for (const [index, cost] of known.entries()) {
    if (cost === null) continue;
    measured += cost;
    estimated += estimates[index]!;
  }
  const scale = measured > 0 && estimated > 0 ? measured / estimated : 1;
  return { estimates, known, costs: estimates.map((estimate, index) => known[index] ?? Math.round(estimate * scale)) };
}

/**
 * The run of a locale's pages that shard `within` renders (see `shardRange`), cut by the table's costs
 * where it has them; `weighed` adds the run's pages' routes and weights, which the shard records its costs by.
 */
export function shardRun(plan: { total: number; routes(): string[]; markdownSizes(): number[] }, locale: string, within: ShardWithin, weighed: boolean): ShardRun {
  const routes = plan.routes();
  if (routes.length !== plan.total) throw new Error(`laguna-docs bug: locale ${locale} has ${plan.total} pages but ${routes.length} routes`);
  const weights = localeWeights(routes, plan.markdownSizes(), within.costs?.[locale]);
  const { start, end } = shardRange(weights.costs, within);
  return { start, end, total: plan.total, ...(weighed ? { weights: { routes: routes.slice(start, end), estimates: weights.estimates.slice(start, end), known: weights.known.slice(start, end) } } : {}) };
}

/**
 * The costs a shard records of its run of a locale's pages, for the next table: a page the table knew
 * keeps the table's cost, so a site that did not change gives the same table again; any other page its
 * cost measured as it rendered (`measured`, by route), when it has one.
 */
export function recordedCosts(weights: NonNullable<ShardRun['weights']>, measured: ReadonlyMap<string, number>): Record<string, PageCost> {
  const recorded: Record<string, PageCost> = {};
  for (const [index, route] of weights.routes.entries()) {
    const cost = weights.known[index] ?? measured.get(route);
    if (cost !== undefined) recorded[route] = [cost, weights.estimates[index]!];
  }
  return recorded;
}

/** The table a merge writes: every shard's recorded costs, locale by locale. */
export function joinedCosts(shards: ReadonlyArray<{ locales: ReadonlyArray<{ code: string; costs: Record<string, PageCost> }> }>): CostTable {
  const locales: LocaleCosts = {};
  for (const shard of shards) for (const locale of shard.locales) Object.assign((locales[locale.code] ??= {}), locale.costs);
  return { format: COSTS_FORMAT, locales };
}

/** The cut a shard makes: by the table in `file` (see `readCosts`), by size without one; the log says which. */
export async function shardCut(file: string | undefined, display: (file: string) => string, logger: BuildLogger, shard: ShardSpec): Promise<CutCosts> {
  if (file === undefined) return { cutBy: 'size' };
  const cut = await readCosts(file, display);
  if (!cut.locales) logger.info(`shard ${shard.index}/${shard.count}: no cost table in ${display(file)} yet, the pages are cut by their size`);
  return cut;
}
