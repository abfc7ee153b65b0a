import type { DiskCache } from '../cache/diskCache.js';
import type { SiteSteps } from '../../steps/buildSteps.js';
import type { VersionPageCounts, VersionPageStore } from '../versionPageCache.js';
import { joinShares, renderShare, renderShares } from './buildLocales.js';
import { parallelThreads, type HelperThreads, type ThreadOptions } from './helpers.js';

/** The threads a build may use besides its own (see speed.ts, which starts them). */
export interface BuildThreads {
  /** Helper threads started early, for a site that looked large from its sources. */
  helpers?: HelperThreads;
  /** Starts `count` helper threads. */
  startHelpers(count: number): HelperThreads;
  /** The parse cache on disk, which the helpers use too. */
  markdownDisk?: { cache: DiskCache; fingerprint: string };
  /** Released versions' pages kept on disk, which the helpers use too, and the counts they add to. */
  versionPages?: { store: VersionPageStore; counts: VersionPageCounts };
  /** Whether a helper parses the markdown pages ahead (see speed/threads/parseAhead.ts). */
  parsingAhead(): boolean;
  /** Stops the parse helper: the threads parse their own pages. */
  stopParsingAhead(): Promise<void>;
  /** What decides whether more threads pay (see `parallelThreads`). */
  options: ThreadOptions;
  /** Told how many threads render the pages, when more than one does. */
  rendering?(threads: number): void;
}

/**
 * The site steps in several threads: a site with a parse helper renders the pages that need no markdown
 * page first, while the helper parses; a large site renders each locale's pages in shares, one per thread
 * (see speed/threads/buildLocales.ts).
 */
export function threadSiteSteps(steps: SiteSteps, threads: BuildThreads): SiteSteps {
  return {
    ...steps,
    async renderLocales(input) {
      const count = threads.helpers ? threads.helpers.count + 1 : parallelThreads({ pages: input.pages, ...threads.options });
      // A shard's run of each locale's pages, rendered as a build in several threads renders its shares.
      if (count <= 1 && input.within) {
        const results = [];
        for (const locale of input.locales) results.push(joinShares([await renderShare(locale, steps, { index: 0, count: 1 }, undefined, input.within, input.each)]));
        return results;
      }
      // While the helper parses, the pages that need no markdown parse (API pages, category pages) go first.
      if (count <= 1) return steps.renderLocales({ ...input, each: { ...input.each, select: (pages) => (threads.parsingAhead() ? { ranges: [{ start: pages.docs, end: pages.total }, { start: 0, end: pages.docs }] } : (input.each?.select?.(pages) ?? { ranges: [{ start: 0, end: pages.total }] })) } });
      // A spec larger than its text suggested: the threads parse their own pages.
      await threads.stopParsingAhead();
      threads.rendering?.(count);
      return renderShares({ locales: input.locales, threads: count, helpers: threads.helpers ?? threads.startHelpers(count - 1), steps, ...(threads.markdownDisk ? { markdownDisk: threads.markdownDisk } : {}), ...(threads.versionPages ? { versionPages: threads.versionPages } : {}), ...(input.within ? { within: input.within } : {}), ...(input.each ? { each: input.each } : {}) });
    },
  };
}
