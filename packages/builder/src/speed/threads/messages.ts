import type { ResolvedConfig } from '@laguna-docs/config';
import type { ScannedPage } from '@laguna-docs/link-check';
import type { ApiModel, Diagnostic, LocaleInfo, SiteAssets, UiStrings } from '@laguna-docs/shared';
import type { SchemaPagesSetting } from '@laguna-docs/api-reference';
import type { SpecProblem } from '@laguna-docs/openapi';
import type { PageAssets, RenderedPages } from '../../stages/renderTypes.js';
import type { LocaleSources } from '@laguna-docs/content';
import type { ShardRun, ShardWithin } from '../../shards/costs.js';
import type { KeptDocuments } from '../versionPageCache.js';

/**
 * What a helper thread is started with: enough to load its code and the theme while the build is still
 * reading its input (the spec of a large reference takes a while).
 */
export interface LocaleWorkerPrelude {
  resolved: ResolvedConfig;
  /** V8 flags the thread sets as it starts (see `BuildSiteOptions.v8Flags`). */
  v8Flags: readonly string[];
}

/** What places a reference among a versioned site's versions (see `SiteApi`). */
export interface ApiReferenceVersion {
  version?: string;
  sidebarId?: string;
  homeRoute?: string;
}

/** An API reference as plain data, for a helper thread. */
export interface ApiReferenceData extends ApiReferenceVersion {
  api?: ApiModel;
  route: string;
  schemaPages?: SchemaPagesSetting;
}

/** A helper thread's share of the work, sent once the build knows it: plain data only, everything else it loads itself. */
export interface LocaleWorkerInput {
  /** Every locale, built in this order. */
  locales: LocaleInfo[];
  /** Each locale's sources, by locale code. */
  sources: Record<string, LocaleSources>;
  routesByPath: ReadonlyMap<string, string>;
  api?: ApiModel;
  apiRoute: string;
  /** Label of the API reference, by locale code. */
  apiLabels: Record<string, string>;
  /** Whether the reference's named schemas get pages of their own (see `SiteApi.schemaPages`). */
  apiSchemaPages?: SchemaPagesSetting;
  /** On a versioned site: the version, sidebar and home route of the reference above (see `SiteApi`). */
  apiVersion?: ApiReferenceVersion;
  /** On a versioned site: the other versions' references (see `SiteApi.versions`). */
  apiVersions?: ApiReferenceData[];
  assets: SiteAssets;
  /** The theme's UI strings with the site's own over them (see `withSiteStrings`). */
  themeStrings: Record<string, UiStrings>;
  pageAssets: PageAssets;
  /** The build's staging folder. */
  folder: string;
  /** Whether to scan pages for the link check. */
  scan: boolean;
  /** The share of each locale's pages this thread builds. */
  shard: { index: number; count: number };
  /** The shard of a sharded build whose run of pages the shares are taken from (see shards/partition.ts). */
  within?: ShardWithin;
  /** The folder and code fingerprint of the build's parse cache on disk, when it keeps one. */
  diskCache?: { dir: string; fingerprint: string };
  /** The folder and code fingerprint of the released versions' pages kept on disk (see speed/versionPageCache.ts). */
  versionPages?: { dir: string; fingerprint: string; every?: boolean; documents?: KeptDocuments };
}

/**
 * What a helper thread is asked: to check a spec's parsed document (while the build dereferences it,
 * before the work is known; see `checkApiDocument`), then its share of the work.
 */
export type LocaleWorkerRequest = { type: 'check-spec'; document: unknown } | { type: 'work'; input: LocaleWorkerInput };

/** What a helper thread reports: stage timings and warnings as they come, then its results or its failure. */
export type LocaleWorkerMessage =
  | { type: 'log'; level: 'info' | 'warn'; message: string }
  | { type: 'spec-checked'; problems: SpecProblem[] }
  | { type: 'spec-check-failed' }
  /**
   * A unit of the share of locale `locale` (its index among the locales), sent as soon as it is rendered,
   * with the link check's scans of its pages: the helper keeps none of it.
   */
  | { type: 'unit'; locale: number; unit: UnitResult; scanned?: Map<string, ScannedPage> }
  /** `results`: each locale's share, its units already sent one by one (see `unit`). */
  | { type: 'done'; results: ShareResult[]; paths: string[]; cacheKeys?: string[]; versionPages?: { keys: string[]; counts: { rendered: number; reused: number; whole: number } } }
  /** `system`: the fields of a failed system call (`ENOSPC`, the file), so the build reports it as such. */
  | { type: 'failed'; message: string; diagnostics?: Diagnostic[]; stack?: string; system?: SystemErrorFields };

/** What one unit of a share's pages gave, by its index among the locale's units (see `SHARE_UNIT`). */
export interface UnitResult extends RenderedPages {
  unit: number;
}

/** What a share of a locale gave: its units' results, and the locale's strings problems. */
export interface ShareResult {
  units: UnitResult[];
  /** The run of the locale's pages the share's units were taken from, when a shard's (see `renderShare`). */
  run?: ShardRun;
  stringProblems: Diagnostic[];
}

/** What Node's file system errors carry beyond their message. */
export interface SystemErrorFields {
  code?: string;
  syscall?: string;
  path?: string;
  dest?: string;
}

/** The system-call fields of `error`, when it has any. */
export function systemErrorFields(error: unknown): SystemErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields: SystemErrorFields = {};
  for (const key of ['code', 'syscall', 'path', 'dest'] as const) {
    const value = (error as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields.code ? fields : undefined;
}
