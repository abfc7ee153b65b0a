import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { UserError } from '@laguna-docs/shared';
import { registerCheckLinks } from './commands/checkLinks.js';
import { registerInit } from './commands/init.js';
import { registerMerge } from './commands/merge.js';
import { registerMigrate } from './commands/migrate.js';
import { registerServe } from './commands/serve.js';
import { registerTranslations } from './commands/translations.js';
import { registerVersion } from './commands/version.js';
import { registerWriteTranslations } from './commands/writeTranslations.js';
import { registerSwizzle } from './swizzle/swizzle.js';
import { processOutput, reportFailure, warningSummary, type Output } from './reporter.js';
import { VERSION } from './version.js';
import { tuneV8ForOneOffBuild } from './v8Flags.js';

export interface ProgramOptions {
  output?: Output;
  /** Folder the command runs in; defaults to `process.cwd()`. */
  cwd?: string;
}

interface GlobalOptions {
  debug?: boolean;
}

/** Parses a TCP port for `--port`. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 to 65535.');
  return port;
}

/**
 * The `laguna-docs` command line. Commands resolve to an exit code kept in `program.exitCode`;
 * commander's own exits are turned into exceptions so tests can drive it.
 */
export function createProgram(options: ProgramOptions = {}): Command & { exitCode: number } {
  const output = options.output ?? processOutput;
  const cwd = options.cwd;
  const program = new Command() as Command & { exitCode: number };
  program.exitCode = 0;
  program
    .name('laguna-docs')
    .description('Make, build, serve and check a documentation site with an OpenAPI reference.')
    .version(VERSION, '-v, --version', 'print the version')
    .option('--debug', 'show stack traces and internal details')
    .showHelpAfterError('(run laguna-docs --help for usage)')
    .configureOutput({ writeOut: (text) => output.out(text), writeErr: (text) => output.err(text) })
    .exitOverride();

  const run = async (action: () => Promise<number>) => {
    const debug = Boolean(program.opts<GlobalOptions>().debug);
    try {
      program.exitCode = await action();
    } catch (error) {
      program.exitCode = reportFailure(error, output, debug);
    }
  };

  program
    .command('build')
    .description('build the site into the output folder (default: build/)')
    .option('-o, --out <dir>', 'output folder')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .option('--check-external', 'let the link check fetch links to other sites too (needs network)')
    .option('--force', 'replace the output folder even if laguna-docs did not write it')
    .option('--shard <k/n>', 'build only shard k of n of the pages, for `merge` to join (default folder: build-shard-k-of-n/)')
    .option('--costs <file>', "with --shard: cut the pages by the costs `merge --costs` wrote there (by their size while it does not exist); every shard of a build must read the same file")
    .action((flags: { out?: string; config?: string; checkExternal?: boolean; force?: boolean; shard?: string; costs?: string }) =>
      run(async () => {
        const started = performance.now();
        // Loaded here, not at the top: `--version`, `--help` and the other commands do not need the pipeline.
        // This entry of the build package loads the rest of its code once the markdown parse has begun.
        const [{ loadConfig }, { buildSite, parseShard, shardName }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/builder/buildSite')]);
        if (flags.costs !== undefined && flags.shard === undefined) throw new UserError([{ severity: 'error', code: 'shard/costs', message: '--costs is for a sharded build: give --shard <k>/<n> too' }]);
        const shard = flags.shard !== undefined ? { ...parseShard(flags.shard), version: VERSION, ...(flags.costs !== undefined ? { costs: path.resolve(cwd ?? process.cwd(), flags.costs) } : {}) } : undefined;
        let config = await loadConfig({ ...(cwd ? { cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}), ...(flags.out ? { outDir: flags.out } : {}) });
        // A shard's folder is beside the output folder unless `--out` names it: `build-shard-2-of-4/`.
        if (shard && !flags.out) config = { ...config, outDir: `${config.outDir}-${shardName(shard)}` };
        // A one-off build is a short program: V8 optimizing its code later saves CPU, and collecting its
        // garbage a little more often keeps its peak memory down (see v8Flags.ts); its helper threads do the same.
        const v8Flags = tuneV8ForOneOffBuild();
        // The parse cache on disk makes a build of unchanged pages skip parsing them (see BuildSiteOptions.diskCache).
        const result = await buildSite({ config, diskCache: true, v8Flags, logger: { info: (m) => output.out(m), warn: (m) => output.err(m) }, ...(flags.checkExternal ? { checkExternal: true } : {}), ...(flags.force ? { force: true } : {}), ...(shard ? { shard } : {}) });
        const pages = result.pages.length;
        output.out(`Built ${pages} pages${shard ? ` of shard ${shard.index}/${shard.count}` : ''} into ${config.outDir} in ${Math.round(performance.now() - started)} ms${warningSummary(result.diagnostics)}`);
        return 0;
      }),
    );

  registerInit(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerMerge(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerMigrate(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerCheckLinks(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerServe(program, { output, run, ...(cwd ? { cwd } : {}) }, parsePort);
  registerTranslations(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerWriteTranslations(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerVersion(program, { output, run, ...(cwd ? { cwd } : {}) });
  registerSwizzle(program, { output, run, ...(cwd ? { cwd } : {}) });

  return program;
}

/** Runs the CLI with `argv` (as in `process.argv`) and returns the exit code. */
export async function main(argv: readonly string[], options: ProgramOptions = {}): Promise<number> {
  const program = createProgram(options);
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit with 0; usage mistakes with 1.
      return error.exitCode === 0 ? 0 : 1;
    }
    return reportFailure(error, options.output ?? processOutput, argv.includes('--debug'));
  }
  return program.exitCode;
}
