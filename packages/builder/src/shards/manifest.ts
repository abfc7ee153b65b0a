import fs from 'node:fs/promises';
import path from 'node:path';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import type { RenderedPages } from '../stages/renderTypes.js';
import { MANIFEST_FILE, type ShardIdentity } from './identity.js';
import type { ShardSpec } from './partition.js';
import type { PageCost, ShardCut } from './costs.js';

/** The manifest's format; a merge refuses another. */
export const MANIFEST_FORMAT = 2;

/** What a shard gave of one locale: the run of its pages it rendered, and their results. */
export interface ShardLocale {
  code: string;
  /** The locale's pages `start` to `end` (of `total`), in page order. */
  start: number;
  end: number;
  total: number;
  /** What its pages cost, by route, for the next cost table (see `recordedCosts`). */
  costs: Record<string, PageCost>;
  /** Their results; each `llms` entry's markdown is the page's markdown copy, in the folder beside it. */
  result: Omit<RenderedPages, 'llms'> & { llms: Array<Omit<RenderedPages['llms'][number], 'markdown'>> };
  /** Problems of the locale's UI strings. */
  stringProblems: Diagnostic[];
}

/**
 * `laguna-shard.json`, written last in a shard's folder: which shard it is, what it was built from, and
 * all the whole-site steps need of its pages (routes and link records with anchors in `pages`, search
 * documents, sitemap and `llms.txt` entries, problems found), locale by locale.
 */
export interface ShardManifest {
  format: number;
  shard: ShardSpec;
  identity: ShardIdentity;
  /** Each site file's hash (see `siteFileHashes`), so a merge of other sources names the files that differ. */
  sourceFiles: Array<[string, string]>;
  /** How its pages were cut: by size, or by the cost table of a hash; a merge joins only shards cut alike. */
  cutBy: ShardCut;
  locales: ShardLocale[];
  /** Every file of the folder but the manifest, `/`-separated. */
  files: string[];
}

/** A shard's folder and its manifest, read. */
export interface LoadedShard {
  folder: string;
  manifest: ShardManifest;
}

/** Reads the manifest of the shard in `folder`; a clear error for a folder that holds none or another format. */
export async function readShard(folder: string, display: (file: string) => string): Promise<LoadedShard> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw shardError(`${display(folder)} is not a shard's folder: it has no ${MANIFEST_FILE} (write one with \`laguna-docs build --shard <k>/<n>\`)`);
  }
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(text) as ShardManifest;
  } catch (error) {
    throw shardError(`${display(file)} is not valid JSON: ${(error as Error).message}`, display(file));
  }
  if (manifest.format !== MANIFEST_FORMAT) throw shardError(`${display(file)} was written by a laguna-docs whose shards this one cannot read (format ${String(manifest.format)}, expected ${MANIFEST_FORMAT})`, display(file));
  return { folder, manifest };
}

export function shardError(message: string, file?: string): UserError {
  return new UserError([{ severity: 'error', code: 'shard/merge', message, ...(file ? { file } : {}) }]);
}
