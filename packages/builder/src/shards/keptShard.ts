import fs from 'node:fs/promises';
import path from 'node:path';
import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import type { BuildLogger } from '../logger.js';
import { stagedOutput } from '../siteOutput.js';
import type { BuiltPage } from '../stages/renderTypes.js';
import { MANIFEST_FILE, siteIdentity, type ShardIdentity } from './identity.js';
import { MANIFEST_FORMAT, type ShardManifest } from './manifest.js';
import { KEPT_FOLDER, shardName, type ShardSpec } from './partition.js';
import { shardCut, type CutCosts, type ShardCut } from './costs.js';

/** A shard's identity, with the site file hashes it comes from (see `siteIdentity`). */
export type ShardSite = ReturnType<typeof siteIdentity>;

/** Where a shard keeps a copy of its last folder: in its own part of the disk cache. */
export const keptFolder = (resolved: ResolvedConfig, shard: ShardSpec): string => path.join(resolved.root, 'node_modules', '.cache', 'laguna-docs', shardName(shard), KEPT_FOLDER);

/**
 * Before anything is read: the shard's last folder, written again as its output when the site's files,
 * config and laguna-docs are those it was built from and its pages are cut by the same cost table
 * (nothing rendered, nothing bundled). Otherwise the site's identity and the cut, which the build goes on with.
 */
export async function reuseShard(options: { resolved: ResolvedConfig; shard: ShardSpec & { costs?: string }; version: string; logger: BuildLogger; force: boolean }): Promise<{ pages: BuiltPage[] } | { site: ShardSite; cut: CutCosts }> {
  const { resolved, shard } = options;
  const site = siteIdentity(resolved, options.version);
  const cut = await shardCut(shard.costs, (file) => displayPath(file, resolved.root), options.logger, shard);
  const folder = keptFolder(resolved, shard);
  const kept = await keptManifest(folder, shard, site.identity, cut.cutBy);
  if (!kept) return { site, cut };
  const output = await stagedOutput(resolved.outDir, { display: (file) => displayPath(file, resolved.root), ...(options.force ? { force: true } : {}) });
  try {
    for (const file of [...kept.files, MANIFEST_FILE]) await output.add({ path: file, contents: await fs.readFile(path.join(folder, ...file.split('/'))) });
    await output.commit();
  } catch (error) {
    await output.discard();
    throw error;
  }
  options.logger.info(`shard ${shard.index}/${shard.count}: the site is as at its last build, 0 pages rendered (${kept.files.length} files from the cache)`);
  return { pages: kept.locales.flatMap((locale) => locale.result.pages) };
}

/** The manifest of the shard kept in `folder` when it is shard `shard` of a site with `identity`, cut by `cutBy`. */
async function keptManifest(folder: string, shard: ShardSpec, identity: ShardIdentity, cutBy: ShardCut): Promise<ShardManifest | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as ShardManifest;
    const same = manifest.format === MANIFEST_FORMAT && manifest.shard.index === shard.index && manifest.shard.count === shard.count && manifest.cutBy === cutBy && JSON.stringify(manifest.identity) === JSON.stringify(identity);
    return same ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** A copy of the shard's folder `from` kept as `folder`, the manifest last, so a copy cut short is never taken. */
export async function keepShard(from: string, folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
  await fs.cp(from, folder, { recursive: true, filter: (source) => path.basename(source) !== MANIFEST_FILE });
  await fs.copyFile(path.join(from, MANIFEST_FILE), path.join(folder, MANIFEST_FILE));
}
