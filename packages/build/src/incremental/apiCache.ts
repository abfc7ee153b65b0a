import type { ResolvedConfig } from '@laguna-docs/config';
import { isAssetKey } from '@laguna-docs/shared';
import { apiPages, loadSiteApi, type ApiPagesOptions, type SiteApi } from '../apiPages.js';
import { createApiRenderCache } from '../api/renderApiText.js';
import { fileStamp, incrementalState, type HasIncrementalState } from './state.js';

/**
 * Loads the OpenAPI description once and keeps it while the config object and the spec file are
 * unchanged: reading, validating and dereferencing the spec is the slowest step after the link check,
 * and a markdown edit does not touch it. Each build still gets a fresh cache for the spec's texts, so
 * their problems are reported by every build. Without a cache this is plain `loadSiteApi`.
 */
export async function loadSiteApiCached(cache: HasIncrementalState | undefined, resolved: ResolvedConfig): Promise<SiteApi> {
  if (!cache) return loadSiteApi(resolved);
  const state = incrementalState(cache);
  // The spec file and every file its $refs named last time: an edit to any of them loads the spec again.
  const stampOf = async (files: readonly string[]) => (await Promise.all(files.map(async (file) => `${file}@${await fileStamp(file)}`))).join('\n');
  const previous = state.api;
  if (previous && previous.resolved === resolved && previous.stamp === (await stampOf(previous.site.files ?? []))) return { ...previous.site, cache: createApiRenderCache() };
  const site = await loadSiteApi(resolved);
  state.api = { resolved, stamp: await stampOf(site.files ?? []), site };
  state.redone.apiLoaded = true;
  return site;
}

/**
 * The API pages of one locale, made again only when what they are made from changed: the API model,
 * the theme, the locale's site data (sidebars, strings, locales) and the routes spec links resolve to
 * (those of pages: a spec text cannot link to a file beside the markdown).
 * Without a cache this is plain `apiPages`.
 */
export function apiPagesCached(cache: HasIncrementalState | undefined, options: ApiPagesOptions): ReturnType<typeof apiPages> {
  if (!cache || !options.reference.api) return apiPages(options);
  const { identities, apiPages: memo } = incrementalState(cache);
  const key = [
    identities.of(options.reference.api),
    identities.of(options.theme),
    identities.fingerprint([options.site, options.locale, options.locales, options.defaultLocale, options.basePath, options.reference.route, [...options.routesByPath].filter(([path]) => !isAssetKey(path))]),
  ].join('|');
  return memo.use(key, () => apiPages(options));
}
