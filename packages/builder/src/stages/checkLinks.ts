import type { ResolvedConfig } from '@laguna-docs/config';
import { applyLinkPolicy, checkBuiltSite, type LinkPolicy, type ScannedPage, type SiteFiles } from '@laguna-docs/link-check';
import { formatDiagnostic, UserError, type Diagnostic } from '@laguna-docs/shared';
import { timed, type BuildLogger } from '../logger.js';
import type { BuiltPage } from './renderTypes.js';

export interface CheckLinksInput {
  resolved: ResolvedConfig;
  files: SiteFiles;
  /** Each page's scan, made as it was rendered. */
  scanned?: ReadonlyMap<string, ScannedPage>;
  pages: readonly BuiltPage[];
  policy: LinkPolicy;
  checkExternal: boolean;
  logger: BuildLogger;
}

/**
 * Stage "check links" (@laguna-docs/link-check): the in-memory pass over every page's scan, then linkinator
 * over the site served on 127.0.0.1, all before the output is put in place, so a build that fails on a
 * broken link leaves the previous output as it was. Broken links fail the build under either policy's
 * errors, listed with its link warnings; a passing build logs its warnings. Returns what it found.
 */
export async function checkLinks({ resolved, files, scanned, pages, policy, checkExternal, logger }: CheckLinksInput): Promise<Diagnostic[]> {
  const site = { config: resolved, files, ...(scanned ? { scanned } : {}), pages, ...(checkExternal ? { checkExternal: true } : {}) } as const;
  const report = await timed(logger, 'check links', () => checkBuiltSite(site), (r) => `${r.stats.links} links, ${r.broken.length} broken`);
  const found = applyLinkPolicy(report.diagnostics, policy);
  if (found.some((d) => d.severity === 'error')) throw new UserError(found);
  for (const warning of found) logger.warn(formatDiagnostic(warning));
  return found;
}
