import fs from 'node:fs/promises';
import type { ComponentBundle } from '../../siteComponents/bundleComponents.js';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { Diagnostic, SearchDocument, Theme } from '@laguna-docs/shared';
import type { SiteApi } from '@laguna-docs/api-reference';
import type { SitePage } from '../../assemblePages.js';
import type { ClientAssets } from '../../bundleClient.js';
import type { ContentAsset } from '../../contentAssets.js';
import type { LastUpdate } from '@laguna-docs/content';
import type { Identities, Memo } from './memo.js';

/**
 * What a watch session keeps between rebuilds besides parsed markdown: the theme module, the client
 * bundle and the route set, each with the fingerprint it was made from. The watch steps look here first
 * and redo their work only when the fingerprint changed, so no stage has to know what a change reaches.
 */
export interface IncrementalState {
  theme?: { file: string; stamp: string; theme: Theme };
  client?: { theme: Theme; root: string; stamp: string; assets: ClientAssets };
  /** The site's components, bundled, while the same files are imported and unchanged. */
  components?: { root: string; files: string; bundle: ComponentBundle };
  /** What parsed pages depended on besides their own text, in the previous build (see `syncMarkdownCache`). */
  markdownContext?: { settings: string; routes: string };
  /** Files beside the markdown by absolute path, with the `fileStamp` they were read at. */
  contentAssets?: Map<string, { stamp: string; asset: ContentAsset }>;
  /** The loaded OpenAPI description, while the config object and the spec file are the same. */
  api?: { resolved: ResolvedConfig; stamp: string; site: SiteApi };
  /** The references of a versioned site, by version name. */
  versionApis: Map<string, { resolved: ResolvedConfig; stamp: string; site: SiteApi }>;
  /** API pages per locale, by what they are made from (see `watchSiteSteps`). */
  apiPages: Memo<{ pages: SitePage[]; diagnostics: Diagnostic[] }>;
  /** Finished HTML documents, by everything a page's HTML is made from (see `watchSiteSteps`). */
  renders: Memo<string>;
  /** Search index entries, by page data and content (see `watchSiteSteps`). */
  search: Memo<SearchDocument | undefined>;
  /** The content's git dates, the latest known and the call under way (see `watchSourceSteps`). */
  gitDates?: { key: string; latest: ReadonlyMap<string, LastUpdate> | undefined; pending: Promise<ReadonlyMap<string, LastUpdate>> };
  /** Social card images drawn by earlier builds, by their disk cache key (see `drawCards`). */
  cards?: Map<string, Buffer>;
  /** Names for the immutable objects fingerprints refer to. */
  identities: Identities;
  /** What the current build had to redo; reset by `WatchSession.begin`. */
  redone: RedoneWork;
}

/** The expensive steps a build redid instead of reusing, for the dev server's report. */
export interface RedoneWork {
  themeLoaded: boolean;
  clientBundled: boolean;
  /** The route set or link context changed, so parsed pages were checked and some dropped. */
  markdownReset: boolean;
  /** The OpenAPI description was read and validated again. */
  apiLoaded: boolean;
}

/** A fresh report: nothing redone yet. */
export function nothingRedone(): RedoneWork {
  return { themeLoaded: false, clientBundled: false, markdownReset: false, apiLoaded: false };
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
