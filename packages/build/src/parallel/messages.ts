import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import type { ApiModel, Diagnostic, LocaleInfo, SiteAssets } from '@laguna-docs/shared';
import type { BuildLocaleResult } from '../buildLocale.js';
import type { LocaleSources } from '../collectSources.js';

/** What a locale's helper thread gets: plain data only, everything else it loads itself. */
export interface LocaleWorkerInput {
  resolved: ResolvedConfig;
  localeCode: string;
  locales: LocaleInfo[];
  sources: LocaleSources;
  routesByPath: ReadonlyMap<string, string>;
  api?: ApiModel;
  apiRoute: string;
  /** Label of the API reference in this locale. */
  apiLabel: string;
  assets: SiteAssets;
  /** The build's staging folder. */
  folder: string;
  /** Whether to scan pages for the link check. */
  scan: boolean;
  /** The folder and code fingerprint of the build's parse cache on disk, when it keeps one. */
  diskCache?: { dir: string; fingerprint: string };
}

/** What a helper thread reports: stage timings and warnings as they come, then its result or its failure. */
export type LocaleWorkerMessage =
  | { type: 'log'; level: 'info' | 'warn'; message: string }
  | { type: 'done'; result: BuildLocaleResult; paths: string[]; scanned?: Map<string, ScannedPage>; cacheKeys?: string[] }
  | { type: 'failed'; message: string; diagnostics?: Diagnostic[]; stack?: string };
