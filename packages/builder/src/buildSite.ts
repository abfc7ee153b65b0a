import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import { stopOnErrors, stopWithAllOnErrors } from './report.js';
import { silentLogger, timed, type BuildLogger } from './logger.js';
import type { OutputFile } from './output.js';
import type { SiteOutput } from './siteOutput.js';
import { isMdxPage } from './parseInput.js';
import { readSources, translationLines, type SiteSources } from './stages/readSources.js';
import type { BuiltPage } from './stages/renderTypes.js';
import { shardName } from './shards/partition.js';
import { startSpeed, type BuildSpeed } from './speed/startSpeed.js';
import type { WatchSession } from './speed/watch/watchSession.js';

/*
 * The build, stage by stage (one file each under stages/): discover the sources → bundle the client →
 * load the OpenAPI model → render every locale's pages, which the write stage takes into the staging
 * output as they come → the files beside them → report problems → check links → commit the output;
 * pipeline.ts names the data between them. The config comes loaded (`loadConfig`). The
 * stages return their problems, and this module reports them (report.ts): warnings logged, errors stopping
 * the build. The stages do the expensive work through `SiteSteps` and `SourceSteps` (steps/buildSteps.ts);
 * the caches, memos and helper threads that make it fast are chosen in one place, speed/startSpeed.ts, and
 * no stage knows of them. This module loads little code: the build sends its markdown to the parse helper
 * before it loads the stages that render (stages/renderingCode.ts), which load while the helper parses.
 */

export type { BuiltPage } from './stages/renderTypes.js';
// `build --shard k/n` and `merge` (see shards/).
export { parseShard, shardName } from './shards/partition.js';

export interface BuildSiteOptions {
  config: ResolvedConfig;
  logger?: BuildLogger;
  /** Write the output folder (default). `false` only computes the files, for tests and the dev server. */
  write?: boolean;
  /** A series of builds in one process (watch mode), each reusing what the others made (see `createWatchSession`). */
  watch?: WatchSession;
  /** Build pages whose front matter says `draft: true` (the dev server does); a production build leaves them out. */
  drafts?: boolean;
  /** What broken links and anchors do: fail the build (default), only warn (the dev server), or go unchecked. */
  linkCheck?: 'error' | 'warn' | 'off';
  /** Let the link check fetch external URLs too (CI usually has no network). */
  checkExternal?: boolean;
  /**
   * Build the pages in several threads: by default a written build does when it has at least
   * `PARALLEL_MIN_PAGES` pages and more than one core; `false` never, `true` always when it can (a written
   * build outside watch mode, run from the compiled package). A smaller build, and the first build of
   * watch mode, has a helper thread parse its markdown meanwhile instead (see speed/threads/parseAhead.ts),
   * unless `false`.
   */
  parallel?: boolean;
  /**
   * Keep parse results and the loaded OpenAPI model on disk (`node_modules/.cache/laguna-docs/` under the
   * site root), keyed by everything they are made from and the code that makes them, so the next build of
   * unchanged sources skips that work. The CLI's `build` turns it on; the keys describe the compiled
   * packages, which the CLI runs.
   */
  diskCache?: boolean;
  /**
   * Replace an output folder that holds files laguna-docs did not write (`--force`). Without it such a
   * folder is refused, since a written build replaces its output folder whole.
   */
  force?: boolean;
  /**
   * Build only shard `index` (from 1) of `count` of the pages, into a shard's folder with its manifest
   * (`build --shard k/n`, see shards/buildShard.ts), for `merge` to join. `version` is the laguna-docs
   * version, which shards and merge must share. `costs` is the cost table the last merge wrote, to cut
   * the pages by (see shards/costs.ts); without it, or while the file does not exist, they are cut by size.
   */
  shard?: { index: number; count: number; version: string; costs?: string };
  /** Join the shards in these folders instead of rendering the pages (`merge`, see shards/mergeShards.ts), writing their pages' costs into `costs`. */
  merge?: { folders: readonly string[]; version: string; costs?: string };
  /**
   * V8 flags the program set in this thread (the CLI's for a one-off build), which every helper thread the
   * build starts sets in its own: a thread does not take flags set in the thread that started it.
   */
  v8Flags?: readonly string[];
}

export interface BuildSiteResult {
  /** The files, when the build kept them in memory (`write: false`); a written build lists none. */
  files: OutputFile[];
  pages: BuiltPage[];
  diagnostics: Diagnostic[];
  /**
   * With the disk cache, of the pages a kept-pages store may give (a shard's, a versioned site's released
   * ones): how many were rendered and how many were taken from the cache, and of those how many were taken
   * whole, not parsed or scanned again.
   */
  pageCounts?: { rendered: number; reused: number; whole: number };
  /** A shard whose site is as at its last build: its folder given again from its cache, nothing read, bundled or rendered. */
  shardUnchanged?: true;
  /** How many threads rendered the pages: more than one when helper threads took shares of them (a large site). */
  threads?: number;
  /** With social cards on: how many the pages have, and how many of them were drawn (the rest came from the cache). */
  cards?: { made: number; drawn: number };
  /** How many pages a helper thread was sent to parse ahead (see speed/threads/parseAhead.ts); 0 when none was. */
  parsedAhead?: number;
  /** With the link check on: how many links it checked and how many of them were broken. */
  links?: { checked: number; broken: number };
}

/**
 * Builds the whole site. Throws a UserError listing every problem found in the input; writes nothing
 * unless everything rendered and every link holds.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const { config: resolved } = options;
  const logger = options.logger ?? silentLogger;
  const written = options.write !== false;
  const linkCheck = options.linkCheck ?? 'error';
  // A shard parses nothing ahead (the markdown is the whole site's) and a merge renders nothing; each keeps its
  // disk cache apart from other shards' (see shards/).
  const sharded = options.shard ? { shards: options.shard.count, cacheScope: shardName(options.shard) } : options.merge ? { parallel: false, cacheScope: 'merge' } : undefined;
  // An unchanged shard is given again from its cache before anything is read (see shards/keptShard.ts).
  const kept = options.shard && options.diskCache && written ? await (await import('./shards/keptShard.js')).reuseShard({ resolved, shard: options.shard, version: options.shard.version, logger, force: options.force === true }) : undefined;
  if (kept && 'pages' in kept) return { files: [], pages: kept.pages, diagnostics: [], pageCounts: { rendered: 0, reused: kept.pages.length, whole: kept.pages.length }, shardUnchanged: true };
  const shardSite = kept ? (await import('./shards/identity.js')).siteWideHash(resolved, kept.site) : undefined;
  const shards = options.merge ? await (await import('./shards/mergeShards.js')).openShards(resolved, options.merge) : undefined;
  const speed = startSpeed({ resolved, logger, staged: written, ...sharded, ...(shardSite ? { shardSite } : {}), ...(options.watch ? { watch: options.watch } : {}), ...(options.diskCache ? { diskCache: true } : {}), ...(options.v8Flags ? { v8Flags: options.v8Flags } : {}), ...(options.parallel !== undefined && !options.merge ? { parallel: options.parallel } : {}) });
  let opened: SiteOutput | undefined;
  try {
    const read = await readSources({ resolved, drafts: options.drafts === true, written, logger }, speed.sourceSteps);
    for (const line of translationLines(read.translations ?? [])) logger.info(line);
    if (!read.ok) throw new UserError(read.diagnostics);
    const sources = read.sources;
    await speed.sourcesRead({ locales: sources.locales, sources: sources.collected.locales, theme: sources.theme, routesByPath: sources.routesByPath, layout: sources.layout });
    const stages = await import('./stages/renderingCode.js');
    const steps = shards ? (await import('./shards/mergeShards.js')).mergedSteps(await speed.siteSteps(), shards) : await speed.siteSteps();
    const bundled = await timed(logger, 'bundle client', () => stages.bundleAssets({ resolved, theme: sources.theme, mdxPages: mdxPages(sources) }, steps));
    const siteApi = await timed(
      logger,
      'load OpenAPI',
      async () => {
        const loaded = await stages.loadModel({ resolved, routesByPath: sources.routesByPath, ...(sources.layout.versions ? { versions: sources.layout.versions } : {}), staticFiles: bundled.staticFiles.map((file) => file.path) }, steps);
        // A spec that cannot be used stops the build with every problem found so far.
        if (loaded.diagnostics.some((d) => d.severity === 'error')) stopOnErrors([...sources.diagnostics, ...loaded.diagnostics], logger);
        return loaded;
      },
      (r) => `${r.api?.operations.length ?? 0} operations`,
    );
    if (options.shard) {
      const { buildShard } = await import('./shards/buildShard.js');
      const shard = await buildShard({ resolved, shard: options.shard, version: options.shard.version, sources, bundled, siteApi, steps, logger, diskCache: options.diskCache === true, ...(kept ? { site: kept.site, cut: kept.cut } : {}), force: options.force === true, diagnostics: [...sources.diagnostics, ...bundled.diagnostics, ...siteApi.diagnostics] });
      await speed.finish(true);
      return { files: [], ...shard, ...counted(speed) };
    }
    // A written build goes straight into a staging folder that replaces the output only if everything
    // succeeds; with `write: false` (tests, the dev server) the files stay in memory.
    const output = (opened = written ? await stages.stagedOutput(resolved.outDir, { display: (file) => displayPath(file, resolved.root), ...(options.force ? { force: true } : {}) }) : stages.memoryOutput());
    // Render hands its files to the write stage as it makes them, and waits while the write falls behind.
    const render = stages.renderSite({ config: resolved.config, root: resolved.root, sources, bundled, siteApi, ...(output.folder !== undefined ? { staging: output.folder } : {}), scan: linkCheck !== 'off', logger }, steps);
    const { result: rendered, diagnostics: stopped } = await stages.writeRendered(render, output);
    if (!rendered) throw new UserError(stopped);
    if (rendered.renderErrors.length > 0) throw new UserError(rendered.renderErrors);
    const beside = await stages.siteFiles({ resolved, locales: sources.locales, theme: sources.theme, pages: rendered.pages, sitemap: rendered.sitemap, contentAssets: sources.contentAssets, staticFiles: bundled.staticFiles, output, ...(rendered.scan ? { scanStrings: rendered.scan.strings } : {}), logger }, steps);
    const pages = [...rendered.pages, ...beside.pages];
    const reported = stages.reportProblems({ found: [...sources.diagnostics, ...bundled.diagnostics, ...siteApi.diagnostics, ...rendered.diagnostics, ...beside.diagnostics], resolved, specFiles: siteApi.files ?? [], linkCheck });
    stopOnErrors(reported.diagnostics, logger);
    const scanned = rendered.scan ? new Map([...rendered.scan.pages, ...beside.scanned]) : undefined;
    const checked = linkCheck === 'off' ? undefined : await stages.checkLinks({ resolved, files: await output.site(), ...(scanned ? { scanned } : {}), pages, policy: reported.policy, checkExternal: options.checkExternal === true, logger });
    const links = checked?.diagnostics ?? [];
    // Broken links fail the build under either policy's errors, listed with its link warnings.
    stopWithAllOnErrors(links, logger);
    if (written) {
      const count = (await output.site()).paths.size;
      await timed(logger, 'write', () => output.commit(), () => `${count} files`);
    }
    if (shards && options.merge?.costs) await (await import('./shards/mergeShards.js')).writeShardCosts(options.merge.costs, shards, logger, (file) => displayPath(file, resolved.root));
    await speed.finish(true);
    return { files: output.files, pages, diagnostics: [...reported.diagnostics, ...links], ...counted(speed), ...(beside.cards ? { cards: beside.cards } : {}), ...(checked ? { links: checked.links } : {}) };
  } catch (error) {
    await Promise.all([speed.finish(false), opened?.discard()]);
    throw error;
  }
}

/** The build's `pageCounts`, when it kept pages, its `threads` and the pages it `parsedAhead`. */
function counted(speed: BuildSpeed): Pick<BuildSiteResult, 'pageCounts' | 'threads' | 'parsedAhead'> {
  const counts = speed.pageCounts();
  // `pageCounts()` gives a copy of the speed layer's counts, the result's own.
  return { ...(counts ? { pageCounts: counts } : {}), threads: speed.renderThreads(), parsedAhead: speed.parsedAhead() };
}

/** The `.mdx` pages of every locale, whose imports name the site's components. */
function mdxPages(sources: SiteSources): Array<{ file: string; text: string }> {
  return sources.collected.locales.flatMap((locale) => locale.pages.filter((planned) => isMdxPage(planned.source.file)).map((planned) => ({ file: planned.source.file, text: planned.body })));
}
