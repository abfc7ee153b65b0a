import type { BuildCache } from '../buildSite.js';
import { MarkdownCache } from './markdownCache.js';
import { incrementalState, nothingRedone } from './state.js';

/** What one watch-mode rebuild did: files parsed and pages rendered or reused, and the expensive steps it redid. */
export interface RebuildReport {
  parsed: number;
  reused: number;
  /** HTML documents rendered, and taken unchanged from the previous build. */
  rendered: number;
  renderReused: number;
  themeLoaded: boolean;
  clientBundled: boolean;
  markdownReset: boolean;
  apiLoaded: boolean;
}

/** A cache for a series of builds of one site (watch mode): parsed markdown, theme, client bundle, API, HTML. */
export function createBuildCache(): BuildCache & { markdown: MarkdownCache } {
  const cache: BuildCache & { markdown: MarkdownCache } = { markdown: new MarkdownCache() };
  incrementalState(cache);
  return cache;
}

/** Call before each build with the cache: resets what the report counts. */
export function beginRebuild(cache: BuildCache): void {
  const state = incrementalState(cache);
  state.redone = nothingRedone();
  state.renders.begin();
  state.apiPages.begin();
  state.search.begin();
  if (cache.markdown instanceof MarkdownCache) cache.markdown.begin();
}

/**
 * Call after each build with the cache. After a successful build, results the build no longer used are
 * dropped; after a failed one they are kept, since the failure may have stopped the build before it
 * looked at them.
 */
export function finishRebuild(cache: BuildCache, succeeded: boolean): RebuildReport {
  const state = incrementalState(cache);
  const counts = cache.markdown instanceof MarkdownCache ? cache.markdown.counts() : { parsed: 0, reused: 0 };
  const report = { ...counts, rendered: state.renders.misses, renderReused: state.renders.hits, ...state.redone };
  if (succeeded) {
    if (cache.markdown instanceof MarkdownCache) cache.markdown.prune();
    state.renders.prune();
    state.apiPages.prune();
    state.search.prune();
  }
  return report;
}
