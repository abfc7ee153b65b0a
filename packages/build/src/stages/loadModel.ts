import type { ResolvedConfig } from '@laguna-docs/config';
import { formatDiagnostic, UserError, type Diagnostic } from '@laguna-docs/shared';
import { siteSpecLinks, specLinkProblems } from '../api/specLinks.js';
import type { SiteApi } from '../apiPages.js';
import type { BuildLogger } from '../logger.js';
import type { SiteSteps } from '../steps/buildSteps.js';

/**
 * Stage "load OpenAPI": the model of the site's API reference, with the broken links its texts show before
 * any page is rendered. A spec that cannot be used (invalid, or with broken links that fail the build)
 * stops the build with every problem found so far (`earlier`); otherwise the reference goes on as it is.
 */
export async function loadModel(resolved: ResolvedConfig, routesByPath: ReadonlyMap<string, string>, earlier: readonly Diagnostic[], logger: BuildLogger, steps: SiteSteps): Promise<SiteApi> {
  const loaded = await steps.loadApi(resolved);
  const links = siteSpecLinks(loaded, routesByPath);
  const siteApi = { ...loaded, diagnostics: [...loaded.diagnostics, ...(loaded.api && links ? specLinkProblems(loaded.api, links.resolve, links.settings) : [])] };
  if (!siteApi.diagnostics.some((d) => d.severity === 'error')) return siteApi;
  const all = [...earlier, ...siteApi.diagnostics];
  for (const warning of all.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  throw new UserError(all.filter((d) => d.severity === 'error'));
}
