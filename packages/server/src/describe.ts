import path from 'node:path';
import type { RebuildReport } from '@laguna-docs/builder';
import { environmentProblem, formatLocation, isUserError, type Diagnostic } from '@laguna-docs/shared';
import type { LiveProblem } from './liveReload.js';
import type { FileChange } from './watchSources.js';

const VERBS: Record<FileChange['event'], string> = { add: 'added', addDir: 'added', change: 'changed', unlink: 'deleted', unlinkDir: 'deleted' };

/** `content/en/docs/intro.md changed` or `3 files changed, 1 added`: what set a rebuild off. */
export function describeChanges(changes: readonly FileChange[], root: string): string {
  const last = new Map<string, FileChange['event']>();
  for (const change of changes) last.set(change.file, change.event);
  const only = last.size === 1 ? [...last][0] : undefined;
  if (only) {
    const [file, event] = only;
    // Files outside the site (the theme's) are named in full.
    const relative = path.relative(root, file);
    return `${relative.startsWith('..') ? file : relative.split(path.sep).join('/')} ${VERBS[event]}`;
  }
  const counts = new Map<string, number>();
  for (const event of last.values()) counts.set(VERBS[event], (counts.get(VERBS[event]) ?? 0) + 1);
  return [...counts].map(([verb, count], index) => (index === 0 ? `${count} files ${verb}` : `${count} ${verb}`)).join(', ');
}

/** The work a rebuild did, for the terminal: `parsed 1 of 58 files, rendered 2 of 110 pages`. */
export function describeWork(report: RebuildReport): string {
  const parts = [`parsed ${report.parsed} of ${report.parsed + report.reused} files`, `rendered ${report.rendered} of ${report.rendered + report.renderReused} pages`];
  if (report.markdownReset) parts.push('routes changed');
  if (report.apiLoaded) parts.push('spec loaded');
  if (report.themeLoaded) parts.push('theme loaded');
  if (report.clientBundled) parts.push('client bundled');
  return parts.join(', ');
}

/** Problems of a failed build as the overlay shows them; an unexpected error becomes one "bug" entry. */
export function problemsOf(error: unknown): LiveProblem[] {
  if (isUserError(error)) return error.diagnostics.map(toProblem);
  const environment = environmentProblem(error);
  if (environment) return [toProblem(environment)];
  const message = error instanceof Error ? error.message : String(error);
  return [{ location: '', severity: 'error', message: `laguna-docs bug: ${message.replace(/^laguna-docs bug: /, '')}`, code: 'bug' }];
}

function toProblem(d: Diagnostic): LiveProblem {
  return { location: formatLocation(d), severity: d.severity, message: d.message, code: d.code, ...(d.hint ? { hint: d.hint } : {}) };
}
