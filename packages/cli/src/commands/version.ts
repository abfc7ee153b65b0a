import path from 'node:path';
import type { Command } from 'commander';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs version`. */
export interface VersionFlags {
  config?: string;
}

/** Adds `version <name> [--config <file>]` to the program. */
export function registerVersion(program: Command, context: CommandContext): void {
  program
    .command('version')
    .description('cut a docs and API version: snapshot the current docs, sidebars and spec as released version <name>')
    .argument('<name>', 'the version\'s name, such as 1.0 (letters, digits, ".", "_", "-")')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .addHelpText(
      'after',
      `
Copies every docs section folder of every locale, the config's manual sidebars and the OpenAPI
description (bundled into one file) into versioned/<name>/, and lists <name> first in versions.json.
The current sources stay the unreleased version (/docs/next); the newest released version is served
at /docs and /api. Commit both versioned/ and versions.json.`,
    )
    .action((name: string, flags: VersionFlags) => context.run(() => versionCommand(name, flags, context)));
}

async function versionCommand(name: string, flags: VersionFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const [{ loadConfig }, { checkVersionName, cutVersion }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/content')]);
  // An invalid name is refused before the config is even loaded.
  checkVersionName(name);
  const resolved = await loadConfig({ ...(context.cwd ? { cwd: context.cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}) });
  const result = await cutVersion(resolved, name);
  const parts = [`${result.copied.length} docs folder${result.copied.length === 1 ? '' : 's'} (${result.copied.join(', ')})`, ...(result.sidebars ? ['the manual sidebars'] : []), ...(result.openapi ? ['the OpenAPI description'] : []), ...(result.siteImports > 0 ? [`${result.siteImports} import${result.siteImports === 1 ? '' : 's'} of .mdx pages leading out of the docs made @site/ imports`] : [])];
  context.output.out(`version ${name} cut into ${path.relative(resolved.root, result.folder).split(path.sep).join('/')}/: ${parts.join(', ')}\nversions.json: ${result.versions.join(', ')}`);
  return 0;
}
