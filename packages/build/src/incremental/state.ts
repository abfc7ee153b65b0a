import fs from 'node:fs/promises';
import type { Theme } from '@laguna-docs/shared';
import type { ClientAssets } from '../bundleClient.js';

/**
 * What a watch-mode build keeps between rebuilds besides parsed markdown: the theme module, the client
 * bundle and the route set, each with the fingerprint it was made from. Stages look here first and
 * redo their work only when the fingerprint changed, so no caller has to know what a change reaches.
 */
export interface IncrementalState {
  theme?: { file: string; stamp: string; theme: Theme };
  client?: { theme: Theme; root: string; stamp: string; assets: ClientAssets };
  /** Fingerprint of everything a parsed page depends on besides its own text (see `syncMarkdownCache`). */
  markdownContext?: string;
  /** What the current build had to redo; reset by `beginRebuild`. */
  redone: RedoneWork;
}

/** The expensive steps a build redid instead of reusing, for the dev server's report. */
export interface RedoneWork {
  themeLoaded: boolean;
  clientBundled: boolean;
  /** The route set or link context changed, so every page was parsed again. */
  markdownReset: boolean;
}

/** Anything holding an incremental state; `BuildCache` does. */
export interface HasIncrementalState {
  incremental?: IncrementalState;
}

/** The state of a cache, created on first use so a cache made as `{ markdown: new Map() }` works too. */
export function incrementalState(cache: HasIncrementalState): IncrementalState {
  cache.incremental ??= { redone: nothingRedone() };
  return cache.incremental;
}

/** A fresh report: nothing redone yet. */
export function nothingRedone(): RedoneWork {
  return { themeLoaded: false, clientBundled: false, markdownReset: false };
}

/** `mtime:size` of a file: cheap to read, and it changes whenever an editor or esbuild rewrites it. */
export async function fileStamp(file: string): Promise<string> {
  try {
    const info = await fs.stat(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return 'missing';
  }
}
