import type { Command } from 'commander';
import path from 'node:path';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { PageSource } from '@laguna-docs/link-check';
import { formatDiagnostic, isUserError, UserError, type Diagnostic } from '@laguna-docs/shared';
import type { Output } from '../reporter.js';
import { tuneV8ForOneOffBuild } from '../v8Flags.js';

/** What a command needs from the program: where to write, where to run, and how an action becomes an exit code. */
export interface CommandContext {
  output: Output;
  /** Folder the command runs in; defaults to `process.cwd()`. */
  cwd?: string;
  /** Runs an action, reporting a failure and keeping the exit code. */
  run: (action: () => Promise<number>) => Promise<void>;
}

/** Flags of `laguna-docs check-links`. */
export interface CheckLinksFlags {
  out?: string;
  config?: string;
  checkExternal?: boolean;
}

/** Adds `check-links [--out <dir>] [--config <file>] [--check-external]` to the program. */
export function registerCheckLinks(program: Command, context: CommandContext): void {
  program
    .command('check-links')
    .description('check every link and anchor of a built site (default: build/)')
    .option('-o, --out <dir>', 'folder of the built site')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .option('--check-external', 'also fetch links to other sites (needs network)')
    .action((flags: CheckLinksFlags) => context.run(() => checkLinksCommand(flags, context)));
}

/**
 * Checks the site in the output folder. To report each broken link where it was written, the sources
 * are built once more in memory (nothing written, nothing checked); if they no longer build, problems
 * are reported at the output pages instead. Throws a UserError listing every broken link.
 */
async function checkLinksCommand(flags: CheckLinksFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const started = performance.now();
  const { cwd, output } = context;
  // The pipeline and the checker load only when the command runs (see `createProgram`).
  const [{ displayPath, loadConfig }, { applyLinkPolicy, checkBuiltSite, linkSummary, sitePolicy }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/link-check')]);
  const config = await loadConfig({ ...(cwd ? { cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}), ...(flags.out ? { outDir: flags.out } : {}) });
  const sources = await linkSources(config, output);
  const report = await checkBuiltSite({ config, ...(sources.pages ? { pages: sources.pages } : {}), ...(flags.checkExternal ? { checkExternal: true } : {}) });
  // The config's link policy decides which broken links fail the command and which it only lists.
  const specFiles = config.config.openapi ? [displayPath(path.resolve(config.root, config.config.openapi.spec), config.root)] : [];
  const found = applyLinkPolicy([...sources.warnings, ...report.diagnostics], sitePolicy(config.config, specFiles));
  if (found.some((d) => d.severity === 'error')) throw new UserError(found);
  for (const warning of found) output.err(formatDiagnostic(warning));
  const { pages, links } = report.stats;
  const broken = report.diagnostics.length;
  output.out(`${linkSummary(broken).replace('✖', '⚠')}: ${links} links on ${pages} pages checked in ${Math.round(performance.now() - started)} ms${broken > 0 ? ' (warnings only, as onBrokenLinks/onBrokenAnchors say)' : ''}`);
  return 0;
}

/** Where the links of each page come from, and the markdown stage's warnings about links to missing files. */
async function linkSources(config: ResolvedConfig, output: Output): Promise<{ pages?: PageSource[]; warnings: Diagnostic[] }> {
  try {
    const { buildSite } = await import('@laguna-docs/builder/buildSite');
    const built = await buildSite({ config, write: false, linkCheck: 'off', v8Flags: tuneV8ForOneOffBuild() });
    return { pages: built.pages, warnings: built.diagnostics.filter((d) => d.severity === 'warning' && d.code.endsWith('/broken-file-link')) };
  } catch (error) {
    if (!isUserError(error)) throw error;
    output.err('the sources do not build any more, so broken links are reported at the output pages');
    return { warnings: [] };
  }
}
