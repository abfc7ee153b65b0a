import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import { apiPageCount, type SiteApi } from '@laguna-docs/api-reference';
import { timed, type BuildLogger } from '../logger.js';
import { stagedOutput } from '../siteOutput.js';
import type { BundledAssets } from '../stages/bundleAssets.js';
import type { SiteSources } from '../stages/readSources.js';
import { clientFiles, localeInputs } from '../stages/renderSite.js';
import { renderedFiles, writeRendered } from '../renderedFiles.js';
import type { BuiltPage } from '../stages/renderTypes.js';
import { reportedProblems as reportProblems } from '../reportedProblems.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import { MANIFEST_FILE, siteIdentity } from './identity.js';
import { MANIFEST_FORMAT, type ShardLocale, type ShardManifest } from './manifest.js';
import { keepShard, keptFolder, type ShardSite } from './keptShard.js';
import type { ShardSpec } from './partition.js';
import { recordedCosts, shardCut, type CutCosts } from './costs.js';

export interface ShardBuildInput {
  resolved: ResolvedConfig;
  /** The shard, and the cost table to cut the pages by (`--costs <file>`), when given. */
  shard: ShardSpec & { costs?: string };
  /** The laguna-docs version, part of the shard's identity. */
  version: string;
  sources: SiteSources;
  bundled: BundledAssets;
  siteApi: SiteApi;
  steps: SiteSteps;
  logger: BuildLogger;
  /** Keep the shard's last folder in the disk cache, to give it again while nothing changed (see keptShard.ts). */
  diskCache: boolean;
  /** The site's identity, when already known. */
  site?: ShardSite;
  /** The cost table's cut, when already read. */
  cut?: CutCosts;
  force: boolean;
  /** Problems found before the render (sources, client, API). */
  diagnostics: Diagnostic[];
}

/**
 * A sharded build's own part (`build --shard k/n`), once the sources are read, the client bundled and
 * the API loaded as in a whole build: the run of each locale's pages that falls to the shard (see
 * `shardRange`), rendered and written into the output folder with the client's files and each locale's
 * sidebars and strings, and the manifest the merge needs (see `ShardManifest`). The whole-site steps
 * (search index, sitemap, llms files, redirects, link check) are the merge's. With the disk cache, the
 * folder is kept there too (see `reuseShard`).
 */
export async function buildShard(input: ShardBuildInput): Promise<{ pages: BuiltPage[]; diagnostics: Diagnostic[] }> {
  const { resolved, shard, logger } = input;
  const { identity, files: sourceFiles } = input.site ?? siteIdentity(resolved, input.version);
  const display = (file: string) => displayPath(file, resolved.root);
  const cut = input.cut ?? (await shardCut(shard.costs, display, logger, shard));
  const output = await stagedOutput(resolved.outDir, { display, ...(input.force ? { force: true } : {}) });
  try {
    const { sources, siteApi } = input;
    // Threads pay as for a whole build of the shard's share of the pages.
    const pagesPerLocale = (sources.collected.locales[0]?.pages.length ?? 0) + [siteApi, ...(siteApi.versions ?? [])].reduce((sum, reference) => sum + apiPageCount(reference), 0);
    // The client's files and the shard's pages go to the write stage as they are made, as in a whole build.
    const render = renderedFiles(async (sink) => {
      for (const file of clientFiles(input.bundled)) await sink.add(file);
      return input.steps.renderLocales({ locales: localeInputs({ config: resolved.config, root: resolved.root, sources, bundled: input.bundled, siteApi, output: sink, logger }), pages: (sources.locales.length * pagesPerLocale) / shard.count, within: { index: shard.index, count: shard.count, ...(cut.locales ? { costs: cut.locales } : {}) } });
    }, output.folder);
    const { result: rendered, diagnostics: stopped } = await writeRendered(render, output);
    if (!rendered) throw new UserError(stopped);
    const locales: ShardLocale[] = [];
    const renderErrors: Diagnostic[] = [];
    const found: Diagnostic[] = [];
    for (const [index, result] of rendered.entries()) {
      const code = sources.locales[index]!.code;
      const { llms, run, diagnostics, pages: built, ...rest } = result;
      if (!run?.weights) throw new Error(`laguna-docs bug: the pages of locale ${code} came without the run of them rendered`);
      const { weights, ...range } = run;
      // Each page's cost goes into the locale's costs, not into its page record.
      const measured = new Map<string, number>();
      const records = built.map(({ cost, ...page }) => {
        if (cost !== undefined) measured.set(page.route, cost);
        return page;
      });
      renderErrors.push(...result.renderErrors);
      found.push(...diagnostics.strings, ...diagnostics.pages, ...diagnostics.api);
      locales.push({ code, ...range, costs: recordedCosts(weights, measured), result: { ...rest, pages: records, diagnostics: { pages: diagnostics.pages, api: diagnostics.api }, llms: llms.map(({ markdown: _markdown, ...entry }) => entry) }, stringProblems: diagnostics.strings });
    }
    if (renderErrors.length > 0) throw new UserError(renderErrors);
    // The shard's own problems fail it early; the merge reports the whole site's again.
    const reported = reportProblems([...input.diagnostics, ...found], resolved, input.siteApi.files ?? [], 'error', logger);
    const manifest: ShardManifest = { format: MANIFEST_FORMAT, shard: { index: shard.index, count: shard.count }, identity, sourceFiles, cutBy: cut.cutBy, locales, files: [...(await output.site()).paths].sort() };
    await output.add({ path: MANIFEST_FILE, contents: JSON.stringify(manifest) });
    const pages = locales.flatMap((locale) => locale.result.pages);
    await timed(logger, 'write', () => output.commit(), () => `${manifest.files.length + 1} files, shard ${shard.index}/${shard.count}`);
    if (input.diskCache) await keepShard(resolved.outDir, keptFolder(resolved, shard));
    return { pages, diagnostics: reported.diagnostics };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
