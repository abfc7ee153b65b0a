import type { Command } from 'commander';
import path from 'node:path';
import { warningSummary } from '../reporter.js';
import { VERSION } from '../version.js';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs merge`. */
export interface MergeFlags {
  out?: string;
  config?: string;
  checkExternal?: boolean;
  force?: boolean;
  costs?: string;
}

/** Adds `merge <shard folders…> [--out <dir>]` to the program. */
export function registerMerge(program: Command, context: CommandContext): void {
  program
    .command('merge')
    .description('join the folders of `build --shard k/n` into the site a whole build writes (default: build/)')
    .argument('<shards...>', 'the folders of every shard of the build')
    .option('-o, --out <dir>', 'output folder')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .option('--check-external', 'let the link check fetch links to other sites too (needs network)')
    .option('--force', 'replace the output folder even if laguna-docs did not write it')
    .option('--costs <file>', 'write what each page cost the shards into this file, which the next `build --shard k/n --costs` reads to cut the pages by')
    .action((shards: string[], flags: MergeFlags) => context.run(() => mergeCommand(shards, flags, context)));
}

/**
 * Joins the shards: checks that they are every shard of one build of this site's files and config by this
 * laguna-docs, then runs the whole-site steps once (search index, sitemap, llms files, redirects, the 404
 * page's files, the link check across every page) and writes the output as a whole build does.
 */
async function mergeCommand(shards: readonly string[], flags: MergeFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const started = performance.now();
  const { cwd, output } = context;
  const [{ loadConfig }, { buildSite }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/builder/buildSite')]);
  const config = await loadConfig({ ...(cwd ? { cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}), ...(flags.out ? { outDir: flags.out } : {}) });
  const folders = shards.map((folder) => path.resolve(cwd ?? process.cwd(), folder));
  const result = await buildSite({ config, diskCache: true, merge: { folders, version: VERSION, ...(flags.costs !== undefined ? { costs: path.resolve(cwd ?? process.cwd(), flags.costs) } : {}) }, logger: { info: (m) => output.out(m), warn: (m) => output.err(m) }, ...(flags.checkExternal ? { checkExternal: true } : {}), ...(flags.force ? { force: true } : {}) });
  output.out(`Merged ${folders.length} shard${folders.length === 1 ? '' : 's'}: ${result.pages.length} pages into ${config.outDir} in ${Math.round(performance.now() - started)} ms${warningSummary(result.diagnostics)}`);
  return 0;
}
