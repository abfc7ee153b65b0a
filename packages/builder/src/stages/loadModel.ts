import type { ResolvedConfig } from '@laguna-docs/config';
import { specHtmlProblems, siteSpecLinks, specLinkProblems, type SiteApi } from '@laguna-docs/api-reference';
import type { ApiVersion } from '../loadSiteApi.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import type { BuiltVersion } from '../versions/docsLayout.js';

export interface LoadModelInput {
  resolved: ResolvedConfig;
  /** Routes of the markdown files and the files beside them, which the spec's texts may link to. */
  routesByPath: ReadonlyMap<string, string>;
  /** On a versioned site: every version built. */
  versions?: readonly BuiltVersion[];
  /** The site's static files, as their paths in the folder, which the spec's texts may link to. */
  staticFiles?: readonly string[];
}

/**
 * Stage "load OpenAPI": the model of the site's API reference, with the broken links its texts show before
 * any page is rendered, in its `diagnostics`. A spec that cannot be used (invalid, or with broken links that
 * fail the build) has errors among them, which stop the build before anything is rendered.
 * Links to files are judged against the site's static files (`staticFiles`: their paths in the folder).
 * On a versioned site (`versions`), each version built has its reference from its own description; the
 * latest's is the one returned, with the others in its `versions` and their problems and files in its own.
 */
export async function loadModel({ resolved, routesByPath, versions, staticFiles }: LoadModelInput, steps: SiteSteps): Promise<SiteApi> {
  const load = async (version?: ApiVersion) => {
    const loaded = withStaticFiles(await steps.loadApi(resolved, version), staticFiles);
    const links = siteSpecLinks(loaded, routesByPath);
    const early = loaded.api ? [...(links ? specLinkProblems(loaded.api, links.resolve, links.settings) : []), ...specHtmlProblems(loaded.api, loaded.html)] : [];
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...early] };
  };
  if (!versions) return load();
  const loaded = await Promise.all(versions.map((version) => load({ name: version.name, ...(version.specFile ? { specFile: version.specFile } : {}), ...(version.segment !== undefined ? { segment: version.segment } : {}) })));
  const latest = loaded.find((reference) => reference.sidebarId === undefined);
  // The latest version not built: `/api` has no reference, the others keep theirs.
  const main = latest ?? unversioned(await load({ name: '' }));
  const others = loaded.filter((reference) => reference !== latest);
  return { ...main, versions: others, diagnostics: loaded.flatMap((reference) => reference.diagnostics), files: loaded.flatMap((reference) => reference.files ?? []) };
}

/** The reference with the static files (their paths in the folder) among its link settings, so links to files are judged. */
function withStaticFiles(reference: SiteApi, staticFiles: readonly string[] | undefined): SiteApi {
  return reference.links && staticFiles ? { ...reference, links: { ...reference.links, files: staticFiles.map((file) => `/${file}`) } } : reference;
}

/** A reference of no version: what `/api` has when the latest version is not built. */
function unversioned({ version: _version, ...reference }: SiteApi): SiteApi {
  return reference;
}
