import type { ParsedMarkdown } from '@laguna-docs/markdown';
import type { IncrementalState } from './state.js';
import type { PageParserSettings } from '../../steps/buildSteps.js';

/**
 * The parse cache of watch mode: a Map that also counts what a build parsed
 * and reused, remembers which routes each parse looked up (see `syncMarkdownCache`), and forgets entries
 * the latest build no longer used, so a long editing session does not keep one parse per saved version.
 */
export class MarkdownCache extends Map<string, ParsedMarkdown> {
  #used = new Set<string>();
  #parsed = 0;
  #reused = 0;
  /** Per entry: every route lookup its links made while it was parsed, with the answer. */
  #lookups = new Map<string, Map<string, string | undefined>>();
  #parsing: { key: string; lookups: Map<string, string | undefined> } | undefined;

  override get(key: string): ParsedMarkdown | undefined {
    const value = super.get(key);
    if (value) {
      this.#reused += 1;
      this.#used.add(key);
    } else {
      // The parse step parses right after a miss and stores the result: lookups until then are this entry's.
      this.#parsed += 1;
      this.#parsing = { key, lookups: new Map() };
    }
    return value;
  }

  override set(key: string, value: ParsedMarkdown): this {
    this.#used.add(key);
    if (this.#parsing?.key === key) this.#lookups.set(key, this.#parsing.lookups);
    this.#parsing = undefined;
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.#lookups.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.#lookups.clear();
    super.clear();
  }

  /** Notes a route lookup made by the page being parsed. */
  recordLookup(path: string, route: string | undefined): void {
    this.#parsing?.lookups.set(path, route);
  }

  /** The route lookups an entry's parse made, if they were recorded. */
  lookupsOf(key: string): ReadonlyMap<string, string | undefined> | undefined {
    return this.#lookups.get(key);
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

/** The routes as parsing sees them, each lookup noted for the page being parsed. */
class RecordingRoutes extends Map<string, string> {
  constructor(
    routes: ReadonlyMap<string, string>,
    private readonly cache: MarkdownCache,
  ) {
    super(routes);
  }

  override get(path: string): string | undefined {
    const route = super.get(path);
    this.cache.recordLookup(path, route);
    return route;
  }
}

/**
 * What a parsed page depends on besides its own text, path and route (all in the cache key): the parse
 * settings a locale's parser is given (see `PageParserSettings`), links to other files resolving through
 * its routes, so adding, removing or re-slugging a page changes them.
 */
export type MarkdownContext = Pick<PageParserSettings, 'basePath' | 'toc' | 'admonitions' | 'embeds' | 'routesByPath'>;

/**
 * Gets the parse cache ready for a build and returns the routes to parse with. When the base path or
 * the table-of-contents levels changed, every parse is dropped. When only routes changed (a page was
 * added, deleted, renamed or re-slugged), only the parses whose links looked up a route that is now
 * different are dropped: a page linking to the new file is parsed again, the others are not.
 */
export function syncMarkdownCache({ markdown, state }: { markdown: MarkdownCache; state: IncrementalState }, context: MarkdownContext): ReadonlyMap<string, string> {
  const settings = JSON.stringify([context.basePath, context.toc, context.admonitions ?? [], context.embeds ?? []]);
  const routes = JSON.stringify([...context.routesByPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const previous = state.markdownContext;
  state.markdownContext = { settings, routes };
  if (previous && previous.settings !== settings) {
    markdown.clear();
    state.redone.markdownReset = true;
  } else if (previous && previous.routes !== routes) {
    for (const key of [...markdown.keys()]) {
      const lookups = markdown.lookupsOf(key);
      const stale = !lookups || [...lookups].some(([path, route]) => context.routesByPath.get(path) !== route);
      if (stale) markdown.delete(key);
    }
    state.redone.markdownReset = true;
  }
  return new RecordingRoutes(context.routesByPath, markdown);
}
