import fs from 'node:fs/promises';
import path from 'node:path';
import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { FILES_OPEN_AT_ONCE, inTurns, routeFile } from '@laguna-docs/shared';
import { timed } from '../logger.js';
import { joinShares } from '../speed/threads/buildLocales.js';
import type { UnitResult } from '../speed/threads/messages.js';
import type { LocaleResult } from '../stages/renderTypes.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import { differingFiles, siteIdentity } from './identity.js';
import { readShard, shardError, type LoadedShard } from './manifest.js';
import { joinedCosts, writeCosts, type ShardCut } from './costs.js';
import type { BuildLogger } from '../logger.js';

/** What `merge` is given: the shards' folders, and the laguna-docs version that merges them. */
export interface MergeOptions {
  folders: readonly string[];
  version: string;
}

/**
 * The shards in `folders`, read and checked before any work: all `n` shards of one sharded build, each
 * once, built by this laguna-docs version from this site's files and config. Each refusal says what
 * differs: the shard numbers missing, the versions, or the first files whose contents differ.
 */
export async function openShards(resolved: ResolvedConfig, options: MergeOptions): Promise<LoadedShard[]> {
  const display = (file: string) => displayPath(file, resolved.root);
  if (options.folders.length === 0) throw shardError('merge needs the folders of the shards to join');
  const shards = await Promise.all(options.folders.map((folder) => readShard(path.resolve(resolved.root, folder), display)));
  const count = shards[0]!.manifest.shard.count;
  const name = (shard: LoadedShard) => `${display(shard.folder)} (shard ${shard.manifest.shard.index}/${shard.manifest.shard.count})`;
  const other = shards.find((shard) => shard.manifest.shard.count !== count);
  if (other) throw shardError(`the shards come from builds cut in different numbers of shards: ${name(shards[0]!)} and ${name(other)}`);
  const byIndex = new Map<number, LoadedShard>();
  for (const shard of shards) {
    const twin = byIndex.get(shard.manifest.shard.index);
    if (twin) throw shardError(`shard ${shard.manifest.shard.index} of ${count} is given twice: ${display(twin.folder)} and ${display(shard.folder)}`);
    byIndex.set(shard.manifest.shard.index, shard);
  }
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) throw shardError(`shard${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} ${missing.length === 1 ? 'is' : 'are'} missing: a merge joins all ${count} shards of a build`);
  const sorted = [...byIndex.keys()].sort((a, b) => a - b).map((index) => byIndex.get(index)!);
  // Shards given different cost tables (a CI cache saved between two shards' starts) may cut the pages differently.
  const cuts = new Map<ShardCut, LoadedShard[]>();
  for (const shard of sorted) cuts.set(shard.manifest.cutBy, [...(cuts.get(shard.manifest.cutBy) ?? []), shard]);
  if (cuts.size > 1) {
    const cutBy = (cut: ShardCut) => (cut === 'size' ? 'by size, with no cost table' : `by the cost table ${cut.slice('costs:'.length)}`);
    const groups = [...cuts].map(([cut, group]) => `${group.map(name).join(' and ')} ${group.length === 1 ? 'was' : 'were'} cut ${cutBy(cut)}`);
    throw shardError(`the shards were cut by different cost tables: ${groups.join('; ')}. Give every shard of a build the same --costs file, and build them again`);
  }
  const { identity, files } = siteIdentity(resolved, options.version, sorted.map((shard) => shard.folder));
  // Each shard against the first, then against this site's own files, config and laguna-docs.
  const first = { name: name(sorted[0]!), identity: sorted[0]!.manifest.identity, files: sorted[0]!.manifest.sourceFiles };
  const here = { name: "this site's", identity, files };
  for (const shard of sorted) {
    const theirs = shard.manifest.identity;
    if (theirs.version !== identity.version) throw shardError(`${name(shard)} was built by laguna-docs ${theirs.version}, and this is laguna-docs ${identity.version}: build every shard and merge them with the same laguna-docs`);
    for (const against of [first, here]) {
      if (theirs.config !== against.identity.config) throw shardError(`${name(shard)} was built with another config than ${against.name}: build every shard and merge them from the same commit`);
      if (theirs.sources !== against.identity.sources) {
        const differ = differingFiles(shard.manifest.sourceFiles, against.files);
        throw shardError(`${name(shard)} was built from other files than ${against.name} (${differ.join(', ')} differ${differ.length === 1 ? 's' : ''}): build every shard and merge them from the same commit`);
      }
    }
  }
  return sorted;
}

/**
 * The steps of a merge: those of a whole build, but each locale's pages are taken from the shards (their
 * files put in the output, their results joined in page order as a build in one thread gives them)
 * instead of rendered. Every stage after the render then runs once over the whole site.
 */
export function mergedSteps(steps: SiteSteps, shards: readonly LoadedShard[]): SiteSteps {
  return {
    ...steps,
    async renderLocales(input) {
      const first = input.locales[0];
      if (!first) return [];
      const { output } = first;
      const added = new Set<string>();
      const copy = async () => {
        for (const shard of shards) {
          for (const file of shard.manifest.files) {
            if (added.has(file)) continue;
            added.add(file);
            // Copied by the file system into a written merge's staging folder: no page passes through this thread.
            await output.add({ path: file, from: path.join(shard.folder, ...file.split('/')) });
          }
        }
      };
      await timed(first.logger, 'join shards', copy, () => `${added.size} files of ${shards.length} shard${shards.length === 1 ? '' : 's'}`);
      const results: LocaleResult[] = [];
      const reported = new Set<string>();
      for (const locale of input.locales) {
        const code = locale.locale.code;
        const parts = shards.map((shard) => ({ shard, part: shard.manifest.locales.find((entry) => entry.code === code) }));
        const lacking = parts.find((entry) => !entry.part);
        if (lacking) throw shardError(`shard ${lacking.shard.manifest.shard.index} has no pages of locale ${code}: it was built with other locales`);
        const ordered = parts.map((entry) => ({ shard: entry.shard, part: entry.part! })).sort((a, b) => a.part.start - b.part.start);
        let next = 0;
        for (const { shard, part } of ordered) {
          if (part.start !== next || part.total !== ordered[0]!.part.total) throw shardError(`shard ${shard.manifest.shard.index} holds pages ${part.start + 1}–${part.end} of locale ${code}, where pages ${next + 1}– were due: the shards were cut from different pages`);
          next = part.end;
        }
        if (next !== ordered[0]!.part.total) throw shardError(`the shards hold ${next} of the ${ordered[0]!.part.total} pages of locale ${code}`);
        const shares = await Promise.all(
          ordered.map(async ({ shard, part }) => {
            // Read a few hundred at a time: a shard of tens of thousands of pages would pass the limit of open files.
            const llms = await inTurns(part.result.llms, FILES_OPEN_AT_ONCE, async (entry) => ({ ...entry, markdown: await fs.readFile(path.join(shard.folder, ...routeFile(locale.locale.prefix, entry.route, '.md').split('/')), 'utf8') }));
            const unit: UnitResult = { unit: part.start, ...part.result, llms };
            return { units: [unit], stringProblems: part.stringProblems };
          }),
        );
        const joined = joinShares(shares);
        // A spec text's problem is reported once a build, at the first locale that meets it: a shard that
        // holds the page in one locale but not in another found it again.
        const api = joined.diagnostics.api.filter((diagnostic) => !reported.has(JSON.stringify(diagnostic)));
        for (const diagnostic of api) reported.add(JSON.stringify(diagnostic));
        results.push({ ...joined, diagnostics: { ...joined.diagnostics, api } });
      }
      return results;
    },
  };
}

/** Writes the cost table of the merged shards' pages into `file` (`merge --costs <file>`), for the next build's shards to cut by. */
export async function writeShardCosts(file: string, shards: readonly LoadedShard[], logger: BuildLogger, display: (file: string) => string): Promise<void> {
  const table = joinedCosts(shards.map((shard) => shard.manifest));
  await writeCosts(file, table);
  const pages = Object.values(table.locales).reduce((sum, routes) => sum + Object.keys(routes).length, 0);
  logger.info(`cost table of ${pages} page${pages === 1 ? '' : 's'} written to ${display(file)}`);
}
