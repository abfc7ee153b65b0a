import fs from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { UserError, type UiStrings } from '@laguna-docs/shared';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs write-translations`. */
export interface WriteTranslationsFlags {
  config?: string;
}

/** Adds `write-translations <locale>` to the program. */
export function registerWriteTranslations(program: Command, context: CommandContext): void {
  program
    .command('write-translations')
    .description("write every UI string of the theme to i18n/<locale>.json for translators, keeping the file's own texts")
    .argument('<locale>', 'a locale code of the site, such as de')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .action((locale: string, flags: WriteTranslationsFlags) => context.run(() => writeTranslationsCommand(locale, flags, context)));
}

/**
 * Writes `i18n/<locale>.json` beside the config: every key the theme shows, in the theme's order, each
 * with the file's own text if it has one, else the theme's text in that locale, else the default locale's
 * text to translate. Keys of the file the theme does not know are kept at the end.
 */
async function writeTranslationsCommand(locale: string, flags: WriteTranslationsFlags, context: Omit<CommandContext, 'run'>): Promise<number> {
  const [{ loadConfig }, build] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/builder')]);
  const resolved = await loadConfig({ ...(context.cwd ? { cwd: context.cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}) });
  const { config } = resolved;
  const codes = config.locales.items.map((item) => item.code);
  if (!codes.includes(locale)) {
    throw new UserError({ severity: 'error', code: 'cli/unknown-locale', message: `"${locale}" is not a locale of the site (${codes.join(', ')})`, hint: `add { code: '${locale}', label: '…' } to locales.items in the config first` });
  }
  const theme = await build.loadTheme(config.theme, resolved.root);
  const site = await build.readSiteStrings(resolved.root, [locale]);
  const base: UiStrings = theme.strings[config.locales.default] ?? theme.strings.en ?? {};
  const own = site.strings[locale] ?? {};
  const themed = theme.strings[locale] ?? {};
  const out: UiStrings = {};
  const counts = { file: 0, theme: 0, untranslated: 0 };
  for (const key of Object.keys(base)) {
    if (key in own) counts.file++;
    else if (key in themed) counts.theme++;
    else counts.untranslated++;
    out[key] = own[key] ?? themed[key] ?? base[key]!;
  }
  for (const [key, value] of Object.entries(own)) if (!(key in out)) out[key] = value;
  const file = `${build.SITE_STRINGS_DIR}/${locale}.json`;
  await fs.mkdir(path.join(resolved.root, build.SITE_STRINGS_DIR), { recursive: true });
  await fs.writeFile(path.join(resolved.root, file), `${JSON.stringify(out, null, 2)}\n`);
  const untranslated = locale === config.locales.default ? '' : `, ${counts.untranslated} in the ${config.locales.default} text to translate`;
  context.output.out(`wrote ${file}: ${Object.keys(base).length} UI strings (${counts.file} from the file, ${counts.theme} from the theme${untranslated})`);
  return 0;
}
