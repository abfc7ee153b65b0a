import { createHash } from 'node:crypto';
import type { Diagnostic } from '@laguna-docs/shared';
import { PAGES_FOLDER, type LocaleSources, type PlannedSource } from './plannedSources.js';

/**
 * Where a translated page stands against its original in the default locale:
 * - `upToDate`: its front matter's `translation_of` is the hash of the original as it is now;
 * - `stale`: the original changed since `translation_of` was written;
 * - `missing`: the locale has no file for the page (the original is shown with a notice);
 * - `untracked`: the file exists but records no `translation_of`, so nothing is known.
 */
export type TranslationStatus = 'upToDate' | 'stale' | 'missing' | 'untracked';

export const TRANSLATION_STATUSES: readonly TranslationStatus[] = ['upToDate', 'stale', 'missing', 'untracked'];

/** How `translations` and the build's summary name each status. */
export const STATUS_LABELS: Record<TranslationStatus, string> = { upToDate: 'up to date', stale: 'stale', missing: 'missing', untracked: 'untracked' };

/** One page of one locale in the freshness report. */
export interface TranslationEntry {
  /** `docs/intro.md`: the path inside each locale folder. */
  key: string;
  route: string;
  status: TranslationStatus;
  /** The default locale's file: `content/en/docs/intro.md`. */
  original: string;
  /** The locale's own file, when it has one. */
  translation?: string;
}

export interface LocaleTranslations {
  locale: string;
  counts: Record<TranslationStatus, number>;
  entries: TranslationEntry[];
}

/**
 * The hash a translation records of its original: the first 12 hex digits of the SHA-256 of the file's
 * text, line endings made `\n` so a checkout on Windows agrees with one on Linux. Taken from the text
 * alone, it needs no git history, so it works in shallow CI clones.
 */
export function translationHash(text: string): string {
  return fullHash(text).slice(0, 12);
}

function fullHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex');
}

/** The status of a locale's page, given the original and the locale's own file (if any). */
export function translationStatus(original: Pick<PlannedSource, 'source'>, translated: Pick<PlannedSource, 'frontMatter'> | undefined): TranslationStatus {
  if (!translated) return 'missing';
  const recorded = translated.frontMatter.translation_of;
  if (recorded === undefined) return 'untracked';
  // A longer or shorter hash (written by hand) still matches when one is a prefix of the other.
  return fullHash(original.source.text).startsWith(recorded) ? 'upToDate' : 'stale';
}

/** The freshness of every locale but the default one, page by page in source order. */
export function translationReport(locales: readonly LocaleSources[], defaultLocale: string): LocaleTranslations[] {
  const originals = new Map((locales.find((entry) => entry.locale === defaultLocale)?.pages ?? []).map((page) => [page.key, page]));
  return locales
    .filter((entry) => entry.locale !== defaultLocale)
    .map(({ locale, pages }) => {
      const counts: Record<TranslationStatus, number> = { upToDate: 0, stale: 0, missing: 0, untracked: 0 };
      // A React page (src/pages/) is one file for every locale: nothing to translate.
      const entries = pages.filter((page) => !page.source.file.startsWith(`${PAGES_FOLDER}/`)).map((page): TranslationEntry => {
        const original = originals.get(page.key) ?? page;
        const status = page.untranslated ? 'missing' : translationStatus(original, page);
        counts[status]++;
        return { key: page.key, route: page.route, status, original: original.source.file, ...(page.untranslated ? {} : { translation: page.source.file }) };
      });
      return { locale, counts, entries };
    });
}

/** `sl: 27 up to date, 1 stale, 0 missing, 1 untracked`: a locale's line in the build's output. */
export function translationSummary(report: LocaleTranslations): string {
  return `${report.locale}: ${TRANSLATION_STATUSES.map((status) => `${report.counts[status]} ${STATUS_LABELS[status]}`).join(', ')}`;
}

/** An error per stale translation, for a site whose config makes them fail the build. */
export function staleTranslationErrors(reports: readonly LocaleTranslations[]): Diagnostic[] {
  return reports.flatMap((report) =>
    report.entries
      .filter((entry) => entry.status === 'stale')
      .map((entry): Diagnostic => ({
        severity: 'error',
        code: 'i18n/stale-translation',
        message: `the ${report.locale} translation is stale: ${entry.original} changed since it was translated`,
        hint: `update the translation, then run "laguna-docs translations mark ${entry.translation}"`,
        ...(entry.translation ? { file: entry.translation } : {}),
      })),
  );
}

const FENCE = /^---[ \t]*(\r?\n)([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/**
 * `text` with `translation_of: <hash>` in its front matter: the key's line replaced when there is one,
 * else added at the end of the front matter, else a front matter made for it. Nothing else changes.
 */
export function withTranslationOf(text: string, hash: string): string {
  const match = text.startsWith('---') ? FENCE.exec(text) : null;
  if (!match || match.index !== 0) return `---\ntranslation_of: "${hash}"\n---\n${text}`;
  const newline = match[1]!;
  const yaml = match[2]!;
  const opening = match[0].indexOf('\n') + 1;
  const closing = opening + yaml.length;
  const line = /^translation_of:[^\r\n]*/m;
  if (line.test(yaml)) return text.slice(0, opening) + yaml.replace(line, `translation_of: "${hash}"`) + text.slice(closing);
  return `${text.slice(0, closing)}translation_of: "${hash}"${newline}${text.slice(closing)}`;
}
