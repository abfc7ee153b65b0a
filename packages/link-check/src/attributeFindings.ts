import type { LinkRecord } from '@laguna-docs/shared';
import { pagePath, pathInsideBase, resolveTarget, safeDecode, targetKey, withoutFragment } from './sitePaths.js';
import type { BrokenLink, ConfigLink, Finding, PageSource } from './types.js';

export interface AttributeFindingsOptions {
  /** Findings of both passes; the same break found twice is reported once. */
  findings: readonly Finding[];
  basePath: string;
  siteUrl?: string;
  /** Where each page's links were written, by output path. */
  pages: ReadonlyMap<string, PageSource>;
  configLinks: readonly ConfigLink[];
  /** Output folders of the non-default locales, named by their codes (`sl`). */
  localeFolders: readonly string[];
  /** Code of the locale whose pages sit at the output root. */
  defaultLocale: string;
  /** The output folder relative to the site root, to name output pages: `build`. */
  outLabel: string;
}

/**
 * Traces every broken link back to where it was written (a markdown line, a config entry, a spec
 * field) and merges the copies of one mistake: a navbar link is on every page, an untranslated page's
 * link on every locale. Links no source claims are reported at the output page.
 */
export function attributeFindings(options: AttributeFindingsOptions): BrokenLink[] {
  const merged = new Map<string, BrokenLink>();
  // A broken navbar link is on every page of a big site: keep membership tests constant-time.
  const seen = new Set<string>();
  for (const finding of dedupe(options.findings)) {
    const records = recordsFor(finding, options);
    const sources: Array<LinkRecord & { where?: string }> = records.length > 0 ? records : [{ origin: 'theme', href: finding.href, written: finding.href }];
    for (const record of sources) {
      // A record without a file (the theme's own links) says no more than the output page does.
      const claimed = record.file !== undefined;
      const file = record.file ?? `${options.outLabel}/${finding.page}`;
      const key = claimed ? [record.origin, file, record.line, record.column, record.pointer, record.where, record.written, finding.kind].join('\0') : ['output', record.written, finding.kind].join('\0');
      const entry = merged.get(key) ?? {
        kind: finding.kind,
        origin: claimed ? record.origin : 'output',
        file,
        ...(record.line !== undefined ? { line: record.line } : {}),
        ...(record.column !== undefined ? { column: record.column } : {}),
        ...(record.pointer ? { pointer: record.pointer } : {}),
        ...(record.where ? { where: record.where } : {}),
        written: record.written,
        targets: [],
        pages: [],
        ...(finding.detail ? { detail: finding.detail } : {}),
      };
      merged.set(key, entry);
      if (!seen.has(`${key}\0target\0${finding.target}`)) entry.targets.push(finding.target);
      if (!seen.has(`${key}\0page\0${finding.page}`)) entry.pages.push(finding.page);
      seen.add(`${key}\0target\0${finding.target}`).add(`${key}\0page\0${finding.page}`);
      if (!entry.suggestion && finding.suggestion) entry.suggestion = suggestionAsWritten(finding, record.written, options);
    }
  }
  return [...merged.values()].sort(compareBroken);
}

/** One finding per page and target; the in-memory pass's copy wins, as it knows the href and a suggestion. */
function dedupe(findings: readonly Finding[]): Finding[] {
  // linkinator reports pages without the fragment, so compare those without it too.
  const key = (finding: Finding) => `${finding.page}\0${finding.kind === 'anchor' ? decoded(finding.target) : withoutFragment(finding.target)}`;
  const graph = findings.filter((finding) => finding.by === 'graph');
  const seen = new Set(graph.map(key));
  const extra: Finding[] = [];
  for (const finding of findings) {
    if (finding.by !== 'linkinator' || seen.has(key(finding))) continue;
    seen.add(key(finding));
    extra.push(finding);
  }
  return [...graph, ...extra];
}

/** The records on the finding's page (its own links and the config's) that point at the broken target. */
function recordsFor(finding: Finding, options: AttributeFindingsOptions): Array<LinkRecord & { where?: string }> {
  const source = options.pages.get(finding.page);
  const locale = source?.locale ?? localeOf(finding.page, options);
  const candidates: Array<LinkRecord & { where?: string }> = [...(source?.links ?? []), ...options.configLinks.filter((link) => link.locale === locale)];
  const from = pagePath(options.basePath, finding.page);
  return candidates.filter((record) => {
    const key = targetKey(resolveTarget(record.href, from, options.siteUrl, options.basePath));
    if (key === undefined) return false;
    if (finding.kind === 'anchor') return decoded(key) === decoded(finding.target);
    // linkinator reports targets without their fragment.
    return key === finding.target || (finding.by === 'linkinator' && withoutFragment(key) === finding.target);
  });
}

/** "Did you mean" in the author's terms: a route for routes and markdown files, an href for hrefs. */
function suggestionAsWritten(finding: Finding, written: string, options: AttributeFindingsOptions): string {
  const suggestion = finding.suggestion!;
  if (finding.kind === 'anchor') return `${written.split('#')[0]}#${suggestion}`;
  if (/^[a-z]+:/i.test(written) || (options.basePath !== '/' && written.startsWith(options.basePath))) return suggestion;
  const inside = pathInsideBase(options.basePath, suggestion) ?? suggestion.slice(1);
  if (finding.kind === 'asset') return `/${inside}`;
  const [first, ...rest] = inside.split('/');
  return options.localeFolders.includes(first ?? '') ? `/${rest.join('/')}` : `/${inside}`;
}

/** The locale of an output page from its folder, for sites checked without the build's records. */
function localeOf(page: string, options: Pick<AttributeFindingsOptions, 'localeFolders' | 'defaultLocale'>): string {
  const first = page.split('/')[0] ?? '';
  return page.includes('/') && options.localeFolders.includes(first) ? first : options.defaultLocale;
}

function decoded(key: string): string {
  const hash = key.indexOf('#');
  return hash === -1 ? key : `${key.slice(0, hash)}#${safeDecode(key.slice(hash + 1))}`;
}

function compareBroken(a: BrokenLink, b: BrokenLink): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.written.localeCompare(b.written);
}
