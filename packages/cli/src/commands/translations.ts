import fs from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { ResolvedConfig } from '@laguna-docs/config';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs translations`. */
export interface TranslationsFlags {
  config?: string;
  json?: boolean;
}

/** Flags of `laguna-docs translations mark`. */
export interface MarkFlags {
  config?: string;
  all?: boolean;
}

/** Adds `translations [--json]` and `translations mark <file...> | --all` to the program. */
export function registerTranslations(program: Command, context: CommandContext): void {
  const command = program
    .command('translations')
    .description('report which translated pages are up to date, stale, missing or untracked')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .option('--json', 'print the report as JSON')
    .action((flags: TranslationsFlags) => context.run(() => translationsCommand(flags, context)));
  command
    .command('mark')
    .description('record that translations match their originals as they are now')
    .argument('[files...]', 'translated files (a default-locale file marks each of its translations)')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .option('--all', 'mark every translated page of every locale')
    .action((files: string[], flags: MarkFlags) => context.run(() => markCommand(files, flags, context)));
}

async function load(flags: { config?: string }, cwd: string | undefined) {
  const [{ loadConfig }, content] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/content')]);
  const config = await loadConfig({ ...(cwd ? { cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}) });
  return { config, content, site: await content.siteTranslations(config) };
}

/** Prints, per translated locale, its counts and a row for every page that is not up to date. */
async function translationsCommand(flags: TranslationsFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const { content, site } = await load(flags, context.cwd);
  if (flags.json) {
    context.output.out(JSON.stringify({ defaultLocale: site.defaultLocale, locales: site.locales }, null, 2));
    return 0;
  }
  if (site.locales.length === 0) {
    context.output.out(`the site has one locale (${site.defaultLocale}): nothing is translated`);
    return 0;
  }
  const lines: string[] = [];
  for (const report of site.locales) {
    lines.push(`${content.translationSummary(report)}`);
    const rows = report.entries.filter((entry) => entry.status !== 'upToDate');
    const width = Math.max(...rows.map((entry) => content.STATUS_LABELS[entry.status].length), 0);
    for (const entry of rows) lines.push(`  ${content.STATUS_LABELS[entry.status].padEnd(width)}  ${entry.translation ?? `${entry.key} (no file; ${entry.original} is shown)`}`);
  }
  const pending = site.locales.some((report) => report.counts.stale + report.counts.untracked > 0);
  if (pending) lines.push('', 'after updating a translation, run "laguna-docs translations mark <file>" (or --all)');
  context.output.out(lines.join('\n'));
  return 0;
}

/** Records the current hash of each file's original in its front matter (`translation_of`). */
async function markCommand(files: readonly string[], flags: MarkFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  if (!flags.all && files.length === 0) {
    throw new UserError({ severity: 'error', code: 'cli/nothing-to-mark', message: 'name the translated files to mark, or pass --all', hint: 'laguna-docs translations mark content/sl/docs/intro.md' });
  }
  const { config, content, site } = await load(flags, context.cwd);
  const translated = site.locales.flatMap((report) => report.entries.filter((entry) => entry.translation !== undefined));
  const chosen = flags.all ? translated : pick(translated, files, config, context.cwd);
  const originals = new Map(site.sources.find((entry) => entry.locale === site.defaultLocale)?.pages.map((page) => [page.source.file, page.source.text]));
  let changed = 0;
  for (const entry of chosen) {
    const file = path.join(config.root, entry.translation!);
    const text = await fs.readFile(file, 'utf8');
    const marked = content.withTranslationOf(text, content.translationHash(originals.get(entry.original) ?? ''));
    if (marked === text) continue;
    await fs.writeFile(file, marked);
    changed++;
  }
  context.output.out(`marked ${chosen.length} translation${chosen.length === 1 ? '' : 's'} up to date (${changed} changed)`);
  return 0;
}

/** The entries the named files stand for: a translation itself, or every translation of an original. */
function pick<T extends { translation?: string; original: string }>(entries: readonly T[], files: readonly string[], config: ResolvedConfig, cwd: string | undefined): T[] {
  const errors: Diagnostic[] = [];
  const chosen = new Set<T>();
  for (const file of files) {
    const relative = path.relative(config.root, path.resolve(cwd ?? process.cwd(), file)).split(path.sep).join('/');
    const matches = entries.filter((entry) => entry.translation === relative || entry.original === relative);
    if (matches.length === 0) errors.push({ severity: 'error', code: 'cli/not-a-translation', message: `"${file}" is not a translated page of this site, nor the original of one`, hint: 'name a markdown file under the content folder of a locale, such as content/sl/docs/intro.md', file });
    for (const match of matches) chosen.add(match);
  }
  if (errors.length > 0) throw new UserError(errors);
  return [...chosen];
}
