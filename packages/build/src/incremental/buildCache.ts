import type { BuildCache } from '../buildSite.js';
import { MarkdownCache } from './markdownCache.js';
import { incrementalState, nothingRedone } from './state.js';

/** What one watch-mode rebuild did: files parsed and reused, and the expensive steps it redid. */
export interface RebuildReport {
  parsed: number;
  reused: number;
  themeLoaded: boolean;
  clientBundled: boolean;
  markdownReset: boolean;
}

/** A cache for a series of builds of one site (watch mode): parsed markdown, theme, client bundle. */
export function createBuildCache(): BuildCache & { markdown: MarkdownCache } {
  return { markdown: new MarkdownCache(), incremental: { redone: nothingRedone() } };
}

/** Call before each build with the cache: resets what the report counts. */
export function beginRebuild(cache: BuildCache): void {
  incrementalState(cache).redone = nothingRedone();
  if (cache.markdown instanceof MarkdownCache) cache.markdown.begin();
}

/**
 * Call after each build with the cache. After a successful build, parses the build no longer needs are
 * dropped; after a failed one they are kept, since the failure may have stopped the build before it
 * looked at them.
 */
export function finishRebuild(cache: BuildCache, succeeded: boolean): RebuildReport {
  const redone = incrementalState(cache).redone;
  const counts = cache.markdown instanceof MarkdownCache ? cache.markdown.counts() : { parsed: 0, reused: 0 };
  if (succeeded && cache.markdown instanceof MarkdownCache) cache.markdown.prune();
  return { ...counts, ...redone };
}
