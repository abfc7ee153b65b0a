import type { Diagnostic, DiagnosticCode, Severity } from '@laguna-docs/shared';
import { safeDecode, withoutFragment } from './sitePaths.js';
import type { BreakKind, BrokenLink } from './types.js';

/** Stable codes per kind of break, one per message form. */
export const LINK_CODES: Record<BreakKind, DiagnosticCode> = {
  page: 'link/missing-page',
  anchor: 'link/missing-anchor',
  asset: 'link/missing-file',
  'outside-base': 'link/outside-base',
  external: 'link/external',
};

/**
 * One diagnostic per broken link, at its source: the markdown file and line, the config file and
 * entry, the spec file and field, or the output page when nothing wrote it. Errors fail the build;
 * the dev server asks for warnings. `sourcesKnown` says whether the build told where links were written.
 */
export function linkDiagnostics(broken: readonly BrokenLink[], basePath: string, severity: Severity = 'error', sourcesKnown = true, specSeverity: Severity = severity): Diagnostic[] {
  return broken.map((link) => {
    const hint = link.suggestion ? `did you mean "${link.suggestion}"?` : link.kind === 'outside-base' ? `links inside the site start with the base path ${basePath}` : undefined;
    const pages = link.origin === 'output' && link.pages.length > 1 ? ` (on ${link.pages.length} pages)` : '';
    return {
      severity: link.origin === 'spec' ? specSeverity : severity,
      code: LINK_CODES[link.kind],
      message: `${lead(link, sourcesKnown)}: ${reason(link, basePath)}${pages}`,
      ...(hint ? { hint } : {}),
      file: link.file,
      ...(link.line !== undefined ? { line: link.line } : {}),
      ...(link.column !== undefined ? { column: link.column } : {}),
    };
  });
}

/** `✖ 3 broken links`, or `✔ no broken links` (the CLI's summary line). */
export function linkSummary(count: number): string {
  return count === 0 ? '✔ no broken links' : `✖ ${count} broken link${count === 1 ? '' : 's'}`;
}

function lead(link: BrokenLink, sourcesKnown: boolean): string {
  const where = link.where ? `${link.where}: ` : '';
  const field = link.pointer ? ` in ${link.pointer}` : '';
  // With the build's records at hand, a link no source claims comes from the theme or a generated page.
  const unclaimed = link.origin === 'output' && sourcesKnown ? ' (not from any markdown, config or spec file)' : '';
  return `${where}broken link "${link.written}"${field}${unclaimed}`;
}

function reason(link: BrokenLink, basePath: string): string {
  const paths = [...new Set(link.targets.map(withoutFragment))].join(' or ');
  switch (link.kind) {
    case 'page':
      return `no page at ${paths}`;
    case 'asset':
      return `no file at ${paths}`;
    case 'outside-base':
      return `${paths} is outside the site's base path ${basePath}`;
    case 'external':
      return `${paths} answered ${link.detail ?? 'with an error'}`;
    case 'anchor': {
      const target = link.targets[0] ?? '';
      return `${paths} has no element with id "${safeDecode(target.slice(target.indexOf('#') + 1))}"`;
    }
  }
}
