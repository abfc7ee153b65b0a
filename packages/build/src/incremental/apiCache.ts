import type { ResolvedConfig } from '@laguna-docs/config';
import { isAssetKey } from '@laguna-docs/shared';
import { apiPages, loadSiteApi, type ApiPagesOptions, type SiteApi } from '../apiPages.js';
import { createApiRenderCache } from '../api/renderApiText.js';
import { fileStamp, incrementalState, type HasIncrementalState } from './state.js';

/**
 * Loads the OpenAPI description once and keeps it while the config object and the spec file are
 * unchanged: reading, validating and dereferencing the spec is the slowest step after the link check,
 * and a markdown edit does not touch it. Each build still gets a fresh cache for the spec's texts, so
 * their problems are reported by every build. Files the spec refers to are not followed: save the main
 * spec file after editing them. Without a cache this is plain `loadSiteApi`.
 */
export async function loadSiteApiCached(cache: HasIncrementalState | undefined, resolved: ResolvedConfig): Promise<SiteApi> {
  if (!cache) return loadSiteApi(resolved);
  const state = incrementalState(cache);
  const stamp = resolved.specFile ? `${resolved.specFile}@${await fileStamp(resolved.specFile)}` : 'no spec';
  const previous = state.api;
  if (previous && previous.resolved === resolved && previous.stamp === stamp) return { ...previous.site, cache: createApiRenderCache() };
  const site = await loadSiteApi(resolved);
  state.api = { resolved, stamp, site };
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
