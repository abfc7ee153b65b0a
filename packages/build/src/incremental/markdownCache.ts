import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { incrementalState, type HasIncrementalState } from './state.js';

/**
 * The parse cache of watch mode: a Map (as `parsePages` expects) that also counts what a build parsed
 * and reused, and forgets entries the latest build no longer used, so a long editing session does not
 * keep one parse per saved version of every file.
 */
export class MarkdownCache extends Map<string, ParsedMarkdown> {
  #used = new Set<string>();
  #parsed = 0;
  #reused = 0;

  override get(key: string): ParsedMarkdown | undefined {
    const value = super.get(key);
    if (value) {
      this.#reused += 1;
      this.#used.add(key);
    } else {
      this.#parsed += 1;
    }
    return value;
  }

  override set(key: string, value: ParsedMarkdown): this {
    this.#used.add(key);
    return super.set(key, value);
  }

  /** Starts counting for a new build. */
  begin(): void {
    this.#used.clear();
    this.#parsed = 0;
    this.#reused = 0;
  }

  /** Files parsed and reused since `begin`. */
  counts(): { parsed: number; reused: number } {
    return { parsed: this.#parsed, reused: this.#reused };
  }

  /** Drops every entry the build since `begin` did not use; call it after a build that succeeded. */
  prune(): void {
    for (const key of [...this.keys()]) if (!this.#used.has(key)) this.delete(key);
  }
}

/** What a parsed page depends on besides its own text and path (both already in the cache key). */
export interface MarkdownContext {
  basePath: string;
  toc: { minLevel: number; maxLevel: number };
  /** Links to other files resolve through this, so adding, removing or re-slugging any page changes it. */
  routesByPath: ReadonlyMap<string, string>;
}

/**
 * Empties the parse cache when the link context changed since the previous build: a page whose text is
 * the same may now link to a page that appeared, moved or went away. Editing a page's text leaves the
 * context alone, so an ordinary edit still re-parses one file.
 */
export function syncMarkdownCache(cache: (HasIncrementalState & { markdown: Map<string, ParsedMarkdown> }) | undefined, context: MarkdownContext): void {
  if (!cache) return;
  const state = incrementalState(cache);
  const routes = [...context.routesByPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fingerprint = JSON.stringify([context.basePath, context.toc, routes]);
  if (state.markdownContext !== undefined && state.markdownContext !== fingerprint) {
    cache.markdown.clear();
    state.redone.markdownReset = true;
  }
  state.markdownContext = fingerprint;
}
