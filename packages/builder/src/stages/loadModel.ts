import type { ResolvedConfig } from '@laguna-docs/config';
import { formatDiagnostic, UserError, type Diagnostic } from '@laguna-docs/shared';
import { specHtmlProblems, siteSpecLinks, specLinkProblems, type SiteApi } from '@laguna-docs/api-reference';
import type { ApiVersion } from '../loadSiteApi.js';
import type { BuildLogger } from '../logger.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import type { BuiltVersion } from '../versions/docsLayout.js';

/**
 * Stage "load OpenAPI": the model of the site's API reference, with the broken links its texts show before
 * any page is rendered. A spec that cannot be used (invalid, or with broken links that fail the build)
 * stops the build with every problem found so far (`earlier`); otherwise the reference goes on as it is.
 * Links to files are judged against the site's static files (`staticFiles`: their paths in the folder).
 * On a versioned site (`versions`), each version built has its reference from its own description; the
 * latest's is the one returned, with the others in its `versions` and their problems and files in its own.
 */
export async function loadModel(resolved: ResolvedConfig, routesByPath: ReadonlyMap<string, string>, earlier: readonly Diagnostic[], logger: BuildLogger, steps: SiteSteps, versions?: readonly BuiltVersion[], staticFiles?: readonly string[]): Promise<SiteApi> {
  const load = async (version?: ApiVersion) => {
    const loaded = withStaticFiles(await steps.loadApi(resolved, version), staticFiles);
    const links = siteSpecLinks(loaded, routesByPath);
    const early = loaded.api ? [...(links ? specLinkProblems(loaded.api, links.resolve, links.settings) : []), ...specHtmlProblems(loaded.api, loaded.html)] : [];
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...early] };
  };
  let siteApi: SiteApi;
  if (!versions) {
    siteApi = await load();
  } else {
    const loaded = await Promise.all(versions.map((version) => load({ name: version.name, ...(version.specFile ? { specFile: version.specFile } : {}), ...(version.segment !== undefined ? { segment: version.segment } : {}) })));
    const latest = loaded.find((reference) => reference.sidebarId === undefined);
    // The latest version not built: `/api` has no reference, the others keep theirs.
    const main = latest ?? unversioned(await load({ name: '' }));
    const others = loaded.filter((reference) => reference !== latest);
    siteApi = { ...main, versions: others, diagnostics: loaded.flatMap((reference) => reference.diagnostics), files: loaded.flatMap((reference) => reference.files ?? []) };
  }
  if (!siteApi.diagnostics.some((d) => d.severity === 'error')) return siteApi;
  const all = [...earlier, ...siteApi.diagnostics];
  for (const warning of all.filter((d) => d.severity === 'warning')) logger.warn(formatDiagnostic(warning));
  throw new UserError(all.filter((d) => d.severity === 'error'));
}

/** The reference with the static files (their paths in the folder) among its link settings, so links to files are judged. */
function withStaticFiles(reference: SiteApi, staticFiles: readonly string[] | undefined): SiteApi {
  return reference.links && staticFiles ? { ...reference, links: { ...reference.links, files: staticFiles.map((file) => `/${file}`) } } : reference;
}

/** A reference of no version: what `/api` has when the latest version is not built. */
function unversioned({ version: _version, ...reference }: SiteApi): SiteApi {
  return reference;
}
