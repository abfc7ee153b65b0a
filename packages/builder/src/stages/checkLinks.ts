import type { ResolvedConfig } from '@laguna-docs/config';
import { applyLinkPolicy, checkBuiltSite, type LinkPolicy, type ScannedPage, type SiteFiles } from '@laguna-docs/link-check';
import { timed, type BuildLogger } from '../logger.js';
import type { BuiltPage } from './renderTypes.js';
import type { LinkReport } from '../pipeline.js';

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

export interface CheckedLinks {
  /** What the check found, under the policy. */
  diagnostics: LinkReport;
  /** How many links were checked, and how many of them were broken. */
  links: { checked: number; broken: number };
}

/**
 * Stage "check links" (@laguna-docs/link-check): the in-memory pass over every page's scan, then linkinator
 * over the site served on 127.0.0.1, all before the output is put in place, so a build that fails on a
 * broken link leaves the previous output as it was. Returns what it found under the policy, and how many
 * links it checked: the build fails on its errors, listing its warnings with them, and logs the warnings of a passing build.
 */
export async function checkLinks({ resolved, files, scanned, pages, policy, checkExternal, logger }: CheckLinksInput): Promise<CheckedLinks> {
  const site = { config: resolved, files, ...(scanned ? { scanned } : {}), pages, ...(checkExternal ? { checkExternal: true } : {}) } as const;
  const report = await timed(logger, 'check links', () => checkBuiltSite(site), (r) => `${r.stats.links} links, ${r.broken.length} broken`);
  return { diagnostics: applyLinkPolicy(report.diagnostics, policy), links: { checked: report.stats.links, broken: report.broken.length } };
}
