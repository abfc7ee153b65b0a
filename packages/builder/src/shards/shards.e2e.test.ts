import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { BLOG_CONFIG, BLOG_SITE } from '../testing/blogSite.js';
import { copyLagunaSite } from '../testing/lagunaSite.js';
import { writeFiles } from '../testing/siteFiles.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';
import { mergeBuild, shardBuild, shardedBuild, singleBuild, syntheticSite } from '../testing/shardedBuild.js';
import { cutVersion } from '@laguna-docs/content';
import type { CostTable } from './costs.js';
import { MANIFEST_FILE } from './identity.js';
import type { ShardManifest } from './manifest.js';

// A site built whole and built as 3 shards plus a merge gives the same bytes; shards cut by the costs the last
// merge wrote (`build --shard k/n --costs <file>`, `merge --costs <file>`). One file, so the two share their
// worker's loaded modules and first-build warm-up.

/** The site in `root` built whole into a new folder; its files. */
async function wholeBuild(root: string): Promise<Map<string, Buffer>> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-whole-')), 'single');
  await singleBuild(root, out);
  return writtenFiles(out);
}

/** The synthetic site and its whole build, made once for the cases of both kinds that start from them. */
let synthetic: Promise<{ root: string; single: Map<string, Buffer> }> | undefined;
const wholeSynthetic = () => (synthetic ??= (async () => {
  const root = syntheticSite();
  return { root, single: await wholeBuild(root) };
})());

/** Builds the site as each of `counts` shards plus a merge, and expects the files of its whole build each time (`whole`, or built here). */
async function expectShardsMatch(root: string, counts: readonly number[], whole?: Map<string, Buffer>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-out-'));
  const single = whole ?? (await wholeBuild(root));
  for (const count of counts) {
    const folders = await shardedBuild(root, path.join(dir, `${count}`), count);
    // Every shard rendered some pages: the cut shares them out.
    for (const folder of folders) expect([...writtenFiles(folder).keys()].filter((file) => file.endsWith('.html')).length, folder).toBeGreaterThan(0);
    expectSameFiles(writtenFiles(path.join(dir, `${count}`, 'merged')), single);
  }
}

describe('a sharded build', () => {
  it('merges 1 and 3 shards of a small two-locale site into what a whole build writes, byte for byte', async () => {
    const { root, single } = await wholeSynthetic();
    await expectShardsMatch(root, [1, 3], single);
  });

  it('merges 1 shard and 3 shards of the Laguna site into what a whole build writes', async () => {
    const root = copyLagunaSite('shards');
    await expectShardsMatch(root, [1, 3]);
  }, 240_000);

  it('merges 3 shards of a two-locale site with a blog (its feeds, tags, authors and pages of posts) into what a whole build writes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-blog-'));
    writeFiles(root, { ...BLOG_SITE, 'laguna-docs.config.mjs': `export default ${JSON.stringify(BLOG_CONFIG)};\n` });
    await expectShardsMatch(root, [3]);
  });

  it('merges 3 shards of a versioned copy of the Laguna site into what a whole build writes', async () => {
    const root = copyLagunaSite('shards-versions');
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    await expectShardsMatch(root, [3]);
  }, 240_000);
});

const manifest = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as ShardManifest;
const readTable = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as CostTable;

/** Builds the 3 shards of `root` into `dir/<name>/shard-k` with the cost table `costs`; their folders and pages rendered. */
async function shards(root: string, dir: string, name: string, costs: string, diskCache = false) {
  const folders = [1, 2, 3].map((index) => path.join(dir, name, `shard-${index}`));
  const rendered: number[] = [];
  for (const [index, folder] of folders.entries()) {
    const result = await shardBuild(root, folder, index + 1, 3, { costs, diskCache });
    rendered.push(result.pageCounts?.rendered ?? -1);
  }
  return { folders, rendered };
}

describe('shards cut by the last build’s costs', () => {
  // The site built whole (as the first case of the file built it), and as 3 shards with their disk caches, while there is no table yet, merged
  // with `--costs`: both cases go on from there.
  let root: string;
  let dir: string;
  let costs: string;
  let single: Map<string, Buffer>;
  let first: Awaited<ReturnType<typeof shards>>;
  /** The table as the first merge wrote it. */
  let written: string;

  beforeAll(async () => {
    ({ root, single } = await wholeSynthetic());
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-costs-e2e-'));
    costs = path.join(dir, 'ci-cache', 'costs.json');
    first = await shards(root, dir, 'first', costs, true);
    await mergeBuild(root, path.join(dir, 'first', 'merged'), first.folders, undefined, costs);
    written = fs.readFileSync(costs, 'utf8');
  }, 120_000);

  it('cut by size while there is no table, by the table the merge wrote after, and merge what a whole build writes', async () => {
    expect(first.folders.map((folder) => manifest(folder).cutBy)).toEqual(['size', 'size', 'size']);
    expectSameFiles(writtenFiles(path.join(dir, 'first', 'merged')), single);
    // Every page of both locales has its cost, measured by the shard that rendered it.
    const table = readTable(costs);
    const pages = (folder: string, code: string) => manifest(folder).locales.find((locale) => locale.code === code)!.result.pages.map((page) => page.route);
    for (const code of ['en', 'sl']) {
      expect(Object.keys(table.locales[code]!).sort()).toEqual(first.folders.flatMap((folder) => pages(folder, code)).sort());
      for (const [cost, estimate] of Object.values(table.locales[code]!)) expect(cost > 0 && estimate > 0).toBe(true);
    }

    // The first English page costs a third of all the others together: the first shard gets fewer pages.
    // The changed table is a file of its own; the next case goes on with the merge's.
    const [firstRoute] = pages(first.folders[0]!, 'en');
    const others = Object.entries(table.locales.en!).reduce((sum, [route, [cost]]) => sum + (route === firstRoute ? 0 : cost), 0);
    table.locales.en![firstRoute!]![0] = Math.round(others / 3);
    const heavier = path.join(dir, 'heavier-first.json');
    fs.writeFileSync(heavier, JSON.stringify(table));
    const second = await shards(root, dir, 'second', heavier);
    const cutBy = manifest(second.folders[0]!).cutBy;
    expect(cutBy).toMatch(/^costs:/);
    expect(second.folders.map((folder) => manifest(folder).cutBy)).toEqual([cutBy, cutBy, cutBy]);
    const run = (folder: string) => manifest(folder).locales.find((locale) => locale.code === 'en')!;
    expect(run(second.folders[0]!).end).toBeLessThan(run(first.folders[0]!).end);
    expect(pages(second.folders[0]!, 'en')[0]).toBe(firstRoute);
    await mergeBuild(root, path.join(dir, 'second', 'merged'), second.folders);
    expectSameFiles(writtenFiles(path.join(dir, 'second', 'merged')), single);

    // A shard that read no table (or another) beside two that read this one: the merge refuses, naming it.
    // The first run's second shard is one: the table did not exist yet when it was cut.
    const lone = first.folders[1]!;
    const failed = await mergeBuild(root, path.join(dir, 'refused'), [second.folders[0]!, lone, second.folders[2]!]).catch((error: unknown) => error);
    expect(isUserError(failed)).toBe(true);
    const message = isUserError(failed) ? failed.diagnostics[0]!.message : '';
    expect(message).toMatch(/^the shards were cut by different cost tables: /);
    expect(message).toContain(`${lone} (shard 2/3) was cut by size, with no cost table`);
    expect(message).toContain(`${second.folders[0]} (shard 1/3) and ${second.folders[2]} (shard 3/3) were cut by the cost table ${cutBy.slice('costs:'.length)}`);
    expect(fs.existsSync(path.join(dir, 'refused'))).toBe(false);
  }, 120_000);

  it('gives the same table again while nothing changed, so a warm shard given it renders nothing', async () => {
    expect(first.rendered.every((count) => count > 0)).toBe(true);
    // The first run with the table cuts by it: the shards build again (taking what they can from their caches).
    const cut = await shards(root, dir, 'cut', costs, true);
    await mergeBuild(root, path.join(dir, 'cut', 'merged'), cut.folders, undefined, costs);
    expect(fs.readFileSync(costs, 'utf8')).toBe(written);
    const warm = await shards(root, dir, 'warm', costs, true);
    expect(warm.rendered).toEqual([0, 0, 0]);
    await mergeBuild(root, path.join(dir, 'warm', 'merged'), warm.folders, undefined, costs);
    expectSameFiles(writtenFiles(path.join(dir, 'warm', 'merged')), writtenFiles(path.join(dir, 'first', 'merged')));
  }, 120_000);
});
