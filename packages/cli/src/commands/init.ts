import type { Command } from 'commander';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { isUserError } from '@laguna-docs/shared';
import { packageName, parseBasePath, parseLocales, parseTitle } from '../init/initOptions.js';
import { lagunaDependency, type LagunaDependency } from '../init/lagunaDependency.js';
import { scaffoldSite } from '../init/scaffold.js';
import { parseCi, SHARDED_GITHUB_WORKFLOW, WORKFLOW_SHARDS } from '../init/shardedWorkflow.js';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs init`. */
export interface InitFlags {
  title?: string;
  locales?: string;
  /** `false` with `--no-openapi`. */
  openapi?: boolean;
  basePath?: string;
  force?: boolean;
  yes?: boolean;
  /** The CI set-up: `github` (default) or `github-shards` (see shardedWorkflow.ts). */
  ci?: string;
}

/** Asks one question and resolves to the answer, or to `fallback` when the answer is empty. */
export type Ask = (question: string, fallback: string) => Promise<string>;

/** Adds `init [dir] [--title] [--locales] [--no-openapi] [--base-path] [--force] [--yes]` to the program. */
export function registerInit(program: Command, context: CommandContext): void {
  program
    .command('init')
    .description('make a new site in <dir> (default: this folder): config, sample pages, API description, deploy workflow')
    .argument('[dir]', 'folder for the new site; made when missing', '.')
    .option('--title <title>', 'site title (default: the folder name)')
    .option('--locales <codes>', 'locale codes separated by commas, the default first (default: en)')
    .option('--no-openapi', 'leave out the sample OpenAPI description and the /api reference')
    .option('--base-path <path>', 'path the site is served under, such as /my-project/ (default: /)')
    .option('--force', 'write into a folder that is not empty, replacing files of the same name')
    .option('-y, --yes', 'ask nothing: take the flags and the defaults')
    .option('--ci <kind>', 'deploy workflow: github (one build) or github-shards (a large site built on 4 runners, then merged)', 'github')
    .action((dir: string, flags: InitFlags, command: Command) => {
      // Only what the command line left open is asked, and only of a person at a terminal.
      const given = (name: string) => command.getOptionValueSource(name) === 'cli';
      const interactive = !flags.yes && Boolean(process.stdin.isTTY && process.stdout.isTTY);
      const open = interactive ? { title: !given('title'), locales: !given('locales'), openapi: !given('openapi'), basePath: !given('basePath') } : undefined;
      return context.run(() => initCommand(dir, flags, context, open ? { ask: terminalAsk(), open } : undefined));
    });
}

/** Questions asked on a terminal, with readline. */
function terminalAsk(): Ask & { close(): void } {
  const readline = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, fallback: string) => (await readline.question(`${question} (${fallback}) `)).trim() || fallback;
  return Object.assign(ask, { close: () => readline.close() });
}

/** Which answers to ask for, and how. */
export interface InitPrompts {
  ask: Ask & { close?(): void };
  open: { title: boolean; locales: boolean; openapi: boolean; basePath: boolean };
}

/** Makes the site and prints what to do next; throws a UserError for a bad flag or a folder in use. */
export async function initCommand(dir: string, flags: InitFlags, context: Omit<CommandContext, 'run'>, prompts?: InitPrompts): Promise<number> {
  const cwd = context.cwd ?? process.cwd();
  const target = path.resolve(cwd, dir);
  const shownDir = path.relative(cwd, target) || '.';
  const folderName = path.basename(target);
  let title = parseTitle(flags.title?.trim() || folderName);
  let locales = parseLocales(flags.locales ?? 'en');
  let openapi = flags.openapi !== false;
  let basePath = parseBasePath(flags.basePath ?? '/');
  const sharded = parseCi(flags.ci ?? 'github') === 'github-shards';
  if (prompts) {
    const { ask, open } = prompts;
    // A bad answer is explained and asked again, as a person at a terminal expects.
    const askUntilValid = async <T>(question: string, fallback: string, parse: (answer: string) => T): Promise<T> => {
      for (;;) {
        try {
          return parse(await ask(question, fallback));
        } catch (error) {
          if (!isUserError(error)) throw error;
          context.output.err(error.diagnostics.map((d) => `${d.message}${d.hint ? ` (${d.hint})` : ''}`).join('\n'));
        }
      }
    };
    try {
      if (open.title) title = await askUntilValid('Site title', title, (answer) => parseTitle(answer, 'title'));
      if (open.locales) locales = await askUntilValid('Locales, the default first', locales.join(','), (answer) => parseLocales(answer, 'locales'));
      if (open.openapi) openapi = !/^n/i.test(await ask('Add a sample OpenAPI reference at /api? y/n', 'y'));
      if (open.basePath) basePath = await askUntilValid('Base path', basePath, (answer) => parseBasePath(answer, 'base path'));
    } finally {
      prompts.ask.close?.();
    }
  }

  const dependency = lagunaDependency({ siteDir: target });
  const { written, mergedPackageJson } = scaffoldSite({ dir: target, shownDir, force: Boolean(flags.force), title, locales, openapi, basePath, packageName: packageName(folderName), dependency: dependency.spec, ...(sharded ? { workflow: SHARDED_GITHUB_WORKFLOW } : {}) });
  const { out } = context.output;
  out(`Created a laguna-docs site in ${shownDir === '.' ? 'this folder' : shownDir} (${written.length} files${mergedPackageJson ? '; package.json got the scripts and the laguna-docs dependency added' : ''}):`);
  const rows: Array<[string, string]> = [
    ['laguna-docs.config.ts', 'title, url, base path, locales, navbar, footer'],
    [`content/${locales[0]}/`, `the pages: docs/ (the sidebar) and pages/index.md (the home page)${locales.length > 1 ? `; ${locales.slice(1).map((code) => `content/${code}/`).join(', ')} for translations` : ''}`],
    ...(openapi ? [['openapi/openapi.yaml', 'the API description behind /api'] as [string, string]] : []),
    ['static/', 'files published as they are'],
    ['.github/workflows/deploy.yml', sharded ? `builds the site in ${WORKFLOW_SHARDS} shards, merges them and publishes it on GitHub Pages` : 'builds the site and publishes it on GitHub Pages'],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, what] of rows) out(`  ${name.padEnd(width)}  ${what}`);
  const steps: Array<[string, string]> = [
    ...(shownDir === '.' ? [] : [[`cd ${shownDir.includes(' ') ? JSON.stringify(shownDir) : shownDir}`, ''] as [string, string]]),
    ['npm install', 'installs laguna-docs and TypeScript'],
    ['npm run dev', `serves the site at http://127.0.0.1:3000${basePath} and updates it as you edit`],
    ['npm run build', 'writes the site into build/, links checked'],
    ['npm run typecheck', 'checks laguna-docs.config.ts against the types of laguna-docs'],
  ];
  const stepWidth = Math.max(...steps.map(([command]) => command.length));
  out('\nNext steps:');
  for (const [command, what] of steps) out(`  ${what ? `${command.padEnd(stepWidth)}  # ${what}` : command}`);
  const source = dependencyNote(dependency);
  if (source) out(`\n${source}`);
  out(`\nBefore you publish, set url${basePath === '/' ? ' (and basePath, for a GitHub Pages project site)' : ''} in laguna-docs.config.ts.`);
  return 0;
}

/** Where the site's laguna-docs will come from, when that is not the npm registry. */
function dependencyNote(dependency: LagunaDependency): string | undefined {
  if (dependency.workspace) {
    return `laguna-docs ran from its source folder, so package.json asks the npm registry for laguna-docs ${dependency.spec}.\nUntil a release is there, install a packed tarball instead: npm install <path of laguna-docs-<version>.tgz> (CONTRIBUTING.md tells how to pack one).`;
  }
  if (dependency.source === 'file') {
    return `package.json installs laguna-docs from ${dependency.spec.slice('file:'.length)}, the tarball this laguna-docs came from: keep it there.\nThe deploy workflow installs on another machine: give package.json the address of a release tarball before you push.`;
  }
  if (dependency.source !== 'registry') return `package.json installs laguna-docs from ${dependency.spec}, as this laguna-docs was installed.`;
  if (dependency.guessed) return `package.json asks the npm registry for laguna-docs ${dependency.spec}: if you installed laguna-docs from a tarball, put its path or address there instead.`;
  return undefined;
}
