import type { Command } from 'commander';
import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import type { MigrationPlan } from '../migrate/planMigration.js';
import { warningSummary } from '../reporter.js';
import { lagunaDependency } from '../init/lagunaDependency.js';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs migrate docusaurus`. */
export interface MigrateFlags {
  force?: boolean;
  check?: boolean;
}

/** Adds `migrate docusaurus <from> <to> [--force] [--check]` to the program. */
export function registerMigrate(program: Command, context: CommandContext): void {
  const migrate = program.command('migrate').description('move an existing site of another generator to laguna-docs');
  migrate
    .command('docusaurus')
    .description('write a laguna-docs site into <to> from the Docusaurus site in <from>, reporting what could not be carried over')
    .argument('<from>', 'folder of the Docusaurus site (holding docusaurus.config.js or .ts)')
    .argument('<to>', 'folder for the new site; made when missing, must be empty')
    .option('--force', 'write into a folder that is not empty, replacing files of the same name')
    .option('--check', 'build the new site (links checked) once it is written')
    .action((from: string, to: string, flags: MigrateFlags) => context.run(() => migrateCommand(from, to, flags, context)));
}

/** Plans the migration, writes it, prints the report and, with `--check`, builds the result. */
export async function migrateCommand(from: string, to: string, flags: MigrateFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const cwd = context.cwd ?? process.cwd();
  const source = path.resolve(cwd, from);
  const target = path.resolve(cwd, to);
  const shownTo = path.relative(cwd, target) || '.';
  // The new site's package.json, config and content would land among the old site's own files.
  if (target === source || source.startsWith(`${target}${path.sep}`)) {
    throw new UserError({ severity: 'error', code: 'migrate/same-folder', message: `${shownTo} holds the Docusaurus site itself`, hint: 'write the new site into a folder of its own, such as "laguna-docs migrate docusaurus website docs-site"' });
  }
  // Inside the old site, the new one would be read as part of it by the next run, and mixed into its files.
  if (target.startsWith(`${source}${path.sep}`)) {
    throw new UserError({ severity: 'error', code: 'migrate/inside-source', message: `${shownTo} is inside the Docusaurus site ${from}`, hint: 'write the new site into a folder beside the old one, such as "laguna-docs migrate docusaurus website docs-site"' });
  }
  // Loaded when the command runs: its readers (YAML, JavaScript, markdown) are most of the command line's code.
  const { planMigration } = await import('../migrate/planMigration.js');
  const plan = planMigration({ from: source, shownFrom: from, siteName: path.basename(target), dependency: lagunaDependency({ siteDir: target }).spec });
  refuseFolderInUse(target, shownTo, Boolean(flags.force));
  const { siteWritePath } = await import('@laguna-docs/content');
  writePlan(plan, target, siteWritePath);
  report(plan, from, shownTo, context.output.out);
  if (!flags.check) {
    context.output.out(`\nNext steps:\n  cd ${shownTo.includes(' ') ? JSON.stringify(shownTo) : shownTo}\n  npm install\n  npx laguna-docs build`);
    return 0;
  }
  // The pages' packages come with `npm install`; a build before it could not bundle them.
  const missing = plan.packages.filter((name) => !installed(target, name));
  if (missing.length > 0) {
    context.output.err(`✖ --check cannot build the new site yet: its pages and components import ${missing.join(', ')}, not installed.\n  cd ${shownTo}\n  npm install\n  npx laguna-docs build`);
    return 1;
  }
  const [{ loadConfig }, { buildSite }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/builder/buildSite')]);
  const config = await loadConfig({ cwd: target });
  const result = await buildSite({ config, logger: { info: () => {}, warn: (message) => context.output.err(message) } });
  context.output.out(`\nChecked: the new site builds (${result.pages.length} pages, links checked)${warningSummary(result.diagnostics)}.`);
  // The site builds, but without pages that a person has to carry: the check is not passed until they are.
  const parked = plan.notes.filter((note) => note.needsHuman);
  if (parked.length === 0) return 0;
  context.output.err(`✖ ${parked.length} file${parked.length === 1 ? '' : 's'} of the old site need${parked.length === 1 ? 's' : ''} a person to carry ${parked.length === 1 ? 'it' : 'them'} over:\n${parked.map((note) => `  ${note.file}${note.line ? `:${note.line}` : ''}`).join('\n')}\n  (each is listed above under "Not carried over", with why)`);
  return 1;
}

/** Whether `node_modules/<name>` exists in `dir` or a folder above it, where Node would look for it. */
function installed(dir: string, name: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

const IGNORED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

function refuseFolderInUse(target: string, shown: string, force: boolean): void {
  if (!fs.existsSync(target)) return;
  if (!fs.statSync(target).isDirectory()) throw new UserError({ severity: 'error', code: 'migrate/not-a-folder', message: `${shown} is a file, not a folder`, hint: 'give a new or empty folder for the new site' });
  const present = fs.readdirSync(target).filter((name) => !IGNORED.has(name));
  if (present.length === 0 || force) return;
  const listed = present.slice(0, 3).join(', ') + (present.length > 3 ? `, … (${present.length} in all)` : '');
  throw new UserError({ severity: 'error', code: 'migrate/not-empty', message: `${shown} is not empty (${listed})`, hint: 'give a new or empty folder, or pass --force to write into it, replacing files of the same name' });
}

function writePlan(plan: MigrationPlan, target: string, siteWritePath: (root: string, file: string) => string): void {
  for (const file of plan.files) {
    // Through the output gate: a carried path stays in the new site, and no link there leads out of it.
    const destination = siteWritePath(target, file.path);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    if ('text' in file) fs.writeFileSync(destination, file.text);
    else fs.copyFileSync(file.copyOf, destination);
  }
}

function report(plan: MigrationPlan, from: string, to: string, out: (text: string) => void): void {
  const counts = plan.locales.map((code) => `${plan.docCounts[code] ?? 0} in ${code}`).join(', ');
  out(`Moved the Docusaurus site in ${from} to ${to}: docs ${counts}; ${plan.staticCount} static file${plan.staticCount === 1 ? '' : 's'}.`);
  for (const [kind, title] of [['converted', 'Converted'], ['not-carried', 'Not carried over']] as const) {
    // Grouped by file, in the order they were found within each.
    const files = [...new Set(plan.notes.map((note) => note.file))].sort();
    const notes = plan.notes.filter((note) => note.kind === kind).sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || (a.line ?? 0) - (b.line ?? 0));
    if (notes.length === 0) continue;
    out(`\n${title} (${notes.length}):`);
    for (const note of notes) out(`  ${note.file}${note.line ? `:${note.line}` : ''}${note.target ? ` → ${note.target}` : ''}${note.message ? `: ${note.message}` : ''}`);
  }
}
