import path from 'node:path';
import { loadConfig } from '@laguna-docs/config';
import { buildSite, type BuildSiteResult } from '../buildSite.js';

/** The laguna-docs version the shards of a test are built and merged with. */
export const TEST_VERSION = '0.0.0-test';

/** Writes the whole build of the site in `root` into `outDir`, as `build` does. */
export async function singleBuild(root: string, outDir: string): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), parallel: false });
}

/** Builds shard `index` of `count` of the site in `root` into `outDir`, as `build --shard index/count` does. */
export async function shardBuild(root: string, outDir: string, index: number, count: number, options: { diskCache?: boolean; logger?: { info(message: string): void; warn(message: string): void } } = {}): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), shard: { index, count, version: TEST_VERSION }, ...(options.diskCache ? { diskCache: true } : {}), ...(options.logger ? { logger: options.logger } : {}) });
}

/** Joins the shards in `folders` into `outDir`, as `merge` does. */
export async function mergeBuild(root: string, outDir: string, folders: readonly string[], version = TEST_VERSION): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), merge: { folders, version } });
}

/** Builds the site in `root` as `count` shards in `dir` (`shard-1` …), merged into `dir/merged`; the shards' folders. */
export async function shardedBuild(root: string, dir: string, count: number): Promise<string[]> {
  const folders = Array.from({ length: count }, (_, index) => path.join(dir, `shard-${index + 1}`));
  for (const [index, folder] of folders.entries()) await shardBuild(root, folder, index + 1, count);
  await mergeBuild(root, path.join(dir, 'merged'), folders);
  return folders;
}
